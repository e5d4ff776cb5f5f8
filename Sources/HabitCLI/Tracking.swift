import HabitCore
import HabitViews
import HabitStore

/// What tracking commands print after a change: "Drink water: 2 / 3 today · 4 / 7 this week".
enum TrackingReport {
    /// `added`: the completion just stored; the line then says what it reached.
    static func line(_ habit: Habit, on date: CivilDate, ctx: Context, added: Completion? = nil) throws -> String {
        try report(habit, on: date, ctx: ctx, added: added).text
    }

    /// The line and its mark from one read: "✓", or "✗" when the day is a quit habit's slip
    /// (`slip`: the ledger's verdict, for a caller that acts on it). `celebrate`: say what the
    /// change made live although nothing was added to this habit's own log (a routine its
    /// members completed).
    static func report(_ habit: Habit, on date: CivilDate, ctx: Context, added: Completion? = nil,
                       celebrate: Bool = false) throws -> (mark: String, text: String, slip: Bool) {
        let log = ctx.logSpan(date)
        let snap = try ctx.db.snapshot(habitNamed: habit.name, from: log.first, to: log.last)
        guard let stored = snap.habits.first else { return ("✓", habit.name.forTerminal, false) }
        let h = stored.forTerminal
        let rules = ctx.rules(h, snap)
        var parts: [String] = []
        let tally = rules.log[date]
        let dayWord = date == ctx.today(for: h) ? tr("today") : tr("on %s", date.displayText)
        if rules.isDeclined(date) {
            parts.append(tr("said no %s", dayWord))
        } else if let g = h.goal, g.period != .day {
            parts.append(Self.periodGoalDay(h, g, rules, date, dayWord, added: added))
        } else if h.kind == .quit {
            // A quit habit's day in its own words: clean, within the limit, or a slip.
            let slip = rules.isSlip(date)
            if let g = h.goal {
                parts.append("\(formatAmount(tally.value)) / \(g.target) \(dayWord)"
                             + (slip ? tr(", a slip") : tr(", within the limit")))
            } else {
                parts.append(slip ? tr("a slip %s", dayWord) : tally.count > 0 ? tr("clean %s", dayWord) : tr("not checked in %s", dayWord))
            }
        } else if let g = h.goal {
            // N a day: the day needs its N check-ins and the amount (docs/rules.md): both said.
            parts.append("\(formatAmount(tally.value)) / \(g.target)" + (h.timesPerDay > 1 ? ", \(tally.count) / \(h.timesPerDay)" : "") + " \(dayWord)")
        } else if h.timesPerDay > 1 {
            parts.append("\(tally.count) / \(h.timesPerDay) \(dayWord)")
        } else {
            parts.append(rules.isDone(date) ? tr("done %s", dayWord) : tr("not done %s", dayWord))
        }
        var period = rules.periodProgress(on: date, today: ctx.today(for: h))
        let reached = added.map { rules.reached(by: $0, on: date) } ?? []
        if reached.contains(.target) { period += tr(" — target met") }
        parts.append(period)
        if reached.contains(.goal) { parts.append(tr("goal reached")) }
        if added != nil || celebrate {
            for a in try Self.celebrations(habit, ctx: ctx, read: date == ctx.today(for: h) ? ctx.rules(stored, snap) : nil) {
                switch a.kind {
                case .milestone: parts.append(a.kind.icon + " " + a.what)
                case .reward: parts.append(a.kind.icon + " " + a.detail)
                case .goal: break   // "— target met" says it
                }
            }
        }
        let slip = rules.isSlip(date)
        return (slip ? "✗" : "✓", "\(h.name): " + parts.joined(separator: " · "), slip)
    }

    /// The day's part of the line for a goal per session, week or month: "30 minutes today"
    /// (its amount goes to the period, which the next part shows), "45 / 30 minutes this
    /// session · done today", a quit habit's "40 minutes today, within the limit".
    private static func periodGoalDay(_ h: Habit, _ g: Goal, _ rules: HabitRules, _ date: CivilDate, _ dayWord: String,
                                      added: Completion?) -> String {
        let tally = rules.log[date]
        if g.period == .session {
            let session = added?.value.map { tr("%s / %s this session · ", formatAmount($0), g.summary) } ?? ""
            if h.kind == .quit {
                return session + (rules.isSlip(date) ? tr("a slip %s", dayWord) : tally.count > 0 ? tr("within the limit %s", dayWord) : tr("not checked in %s", dayWord))
            }
            return session + (rules.isDone(date) ? tr("done %s", dayWord) : tr("not done %s", dayWord))
        }
        let amount = "\(formatAmount(tally.value)) \(g.unit.displayName(for: tally.value)) \(dayWord)"
        if h.kind == .build, tally.count > 0, tally.value == 0 {
            switch g.period {
            case .month: return tr("done %1$s, no amount (--value adds %2$s to the month)", dayWord, g.unit.displayName(for: 2))
            case .days: return tr("done %1$s, no amount (--value adds %2$s to the period)", dayWord, g.unit.displayName(for: 2))
            default: return tr("done %1$s, no amount (--value adds %2$s to the week)", dayWord, g.unit.displayName(for: 2))
            }
        }
        guard h.kind == .quit else { return amount }
        guard rules.isSlip(date) else { return amount + tr(", within the limit") }
        switch g.period {
        case .month: return amount + tr(", over the month's limit")
        case .days: return amount + tr(", over the period's limit")
        default: return amount + tr(", over the week's limit")
        }
    }

    /// What this check-in made live (a milestone, a reward, a week's or month's target),
    /// recorded in the store as it is said: each is celebrated once, by whichever program
    /// records it first (habitd then stays quiet; an undo and redo says nothing new).
    /// `read`: the habit over today's log span when the caller has it (a check-in of today).
    static func celebrations(_ habit: Habit, ctx: Context, read: HabitRules? = nil) throws -> [Achievement] {
        let today = ctx.today(for: habit)
        let from = ctx.logSpan(today).first
        let rules: HabitRules
        if let read { rules = read } else {
            let snap = try ctx.db.snapshot(habitNamed: habit.name, from: from, to: today)
            guard let h = snap.habits.first else { return [] }
            rules = ctx.rules(h, snap)
        }
        return try ctx.db.newAchievements(of: [rules], logsFrom: from, today: { _ in today },
                                          skipsKeepStreak: ctx.settings.skipsKeepStreak, at: ctx.now)[rules.habit.id!] ?? []
    }
}
