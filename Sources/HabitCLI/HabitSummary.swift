import HabitCore

/// One-line descriptions of a habit's settings, shared by add, edit and show.
enum HabitSummary {
    /// "every day, 3× a day, reminders 09:00 13:00", "3× per week, goal 5 km".
    /// `members`: a routine's members' names, in its order.
    static func line(_ h: Habit, members: [String] = []) -> String {
        var parts = [h.schedule.displaySummary]
        if let r = h.routine { parts.append(routine(r, members)) }
        if h.timesPerDay > 1 { parts.append(tr("%s× a day", h.timesPerDay)) }
        if h.kind == .quit { parts.append(h.goal.map { tr("quit: at most %s %s", $0.summary, $0.period.phrase) } ?? tr("quit")) }
        else if let g = h.goal { parts.append(tr("goal %s", g.summaryWithPeriod)) }
        if !h.windows.isEmpty {
            // Without reminders of its own, the windows' starts remind.
            let implied = h.reminders.isEmpty && !h.remindAuto ? h.plannedReminders.map(\.time.description) : []
            parts.append(h.windows.map(\.description).joined(separator: tr(" and "))
                         + (implied.isEmpty ? "" : tr(", reminded at ") + implied.joined(separator: " ") + (h.remindersPaused ? tr(" (paused)") : "")))
        }
        if h.remindAuto { parts.append(tr("reminded automatically at the usual time") + (h.remindersPaused ? tr(" (paused)") : "")) }
        if !h.reminders.isEmpty {
            parts.append(tr("reminders ") + h.reminders.sorted { $0.time < $1.time }.map(\.description).joined(separator: " ") + (h.remindersPaused ? tr(" (paused)") : ""))
        }
        if let n = h.nudge { parts.append(tr("nudges ") + n.summary) }
        if let z = h.zone { parts.append(tr("pinned to %s", z)) }
        if let c = h.category { parts.append(tr("in %s", c)) }
        if let r = reward(h) { parts.append(r) }
        return parts.joined(separator: ", ")
    }

    /// "a routine of Stretch, Water and Meditate", "… (2 of them)".
    static func routine(_ r: Routine, _ members: [String]) -> String {
        let names = members.joined(separator: ", ")
        return r.need.map { tr("a routine of %1$s (%2$s of them)", names, $0) } ?? tr("a routine of %s", names)
    }

    /// "reward: a new book for every 7 days in a row"; nil without one.
    static func reward(_ h: Habit) -> String? {
        guard let r = h.reward else { return nil }
        let unit = HabitRules(habit: h, log: HabitLog(), weekStart: .monday).streakUnit ?? .days
        return tr("reward: %1$s for every %2$s in a row", r.text, unit.count(r.every))
    }

    static func term(_ h: Habit) -> String {
        h.endDate.map { "\(h.startDate.displayText) → \($0.displayText)" } ?? tr("from %s", h.startDate.displayText)
    }
}
