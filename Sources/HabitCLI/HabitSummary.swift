import HabitCore

/// One-line descriptions of a habit's settings, shared by add, edit and show.
enum HabitSummary {
    /// "every day, 3× a day, reminders 09:00 13:00", "3× per week, goal 5 km".
    static func line(_ h: Habit) -> String {
        var parts = [h.schedule.summary]
        if h.timesPerDay > 1 { parts.append("\(h.timesPerDay)× a day") }
        if h.kind == .quit { parts.append(h.goal.map { "quit: at most \($0.summary) \($0.period.phrase)" } ?? "quit") }
        else if let g = h.goal { parts.append("goal \(g.summaryWithPeriod)") }
        if !h.timeWindows.isEmpty {
            // Without reminders of its own, the windows' starts remind.
            let implied = h.reminders.isEmpty && !h.remindsAutomatically ? h.plannedReminders.map(\.time.description) : []
            parts.append(h.timeWindows.map(\.description).joined(separator: " and ")
                         + (implied.isEmpty ? "" : ", reminded at " + implied.joined(separator: " ") + (h.pausesReminders ? " (paused)" : "")))
        }
        if h.remindsAutomatically { parts.append("reminded automatically at the usual time" + (h.pausesReminders ? " (paused)" : "")) }
        if !h.reminders.isEmpty {
            parts.append("reminders " + h.reminders.sorted { $0.time < $1.time }.map(\.description).joined(separator: " ") + (h.pausesReminders ? " (paused)" : ""))
        }
        if let n = h.nudge { parts.append("nudges " + n.summary) }
        if let z = h.zone { parts.append("pinned to \(z)") }
        if let c = h.category { parts.append("in \(c)") }
        return parts.joined(separator: ", ")
    }

    static func term(_ h: Habit) -> String {
        h.endDate.map { "\(h.startDate) → \($0)" } ?? "from \(h.startDate)"
    }
}
