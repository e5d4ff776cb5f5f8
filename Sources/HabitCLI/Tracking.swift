import HabitCore

/// What tracking commands print after a change: "Drink water: 2 / 3 today · 4 / 7 this week".
enum TrackingReport {
    static func line(_ habit: Habit, on date: CivilDate, ctx: Context) throws -> String {
        let window = date.startOfWeek(ctx.weekStart)
        let snap = try ctx.db.snapshot(habitNamed: habit.name, from: min(window, date.startOfMonth),
                                       to: max(window.adding(days: 6), date))
        guard let h = snap.habits.first?.forTerminal else { return habit.name.forTerminal }
        let rules = ctx.rules(h, snap)
        var parts: [String] = []
        let tally = rules.log[date]
        let dayWord = date == ctx.today(for: h) ? "today" : "on \(date)"
        if h.kind == .quit {
            parts.append("\(formatAmount(tally.value))\(h.goal.map { " / \(formatAmount($0.value)) \($0.unit.name)" } ?? "") \(dayWord)")
        } else if let g = h.goal {
            parts.append("\(formatAmount(tally.value)) / \(formatAmount(g.value)) \(g.unit.name) \(dayWord)")
        } else if h.timesPerDay > 1 {
            parts.append("\(tally.count) / \(h.timesPerDay) \(dayWord)")
        } else {
            parts.append(rules.isDone(date) ? "done \(dayWord)" : "not done \(dayWord)")
        }
        parts.append(rules.periodProgress(on: date))
        return "\(h.name): " + parts.joined(separator: " · ")
    }
}
