import HabitCore

/// The words of a reminder notification: icon and name; progress, goal, streak; and, when
/// the server cannot show buttons, the command that does what Mark done would.
enum ReminderText {
    /// `streaks`: as of the reminder's date, from the whole history (nil: unknown, left out).
    static func notification(for event: ReminderEvent, habit: Habit, rules: HabitRules, streaks: Streaks? = nil,
                             supportsActions: Bool, replaces: NotificationHandle?, timeout: Int32 = 0) -> ReminderNotification {
        let summary = (habit.icon.map { $0 + " " } ?? "") + habit.name
        var lines: [String] = []
        var progress = rules.periodProgress(on: event.date)
        if habit.timesPerDay > 1 { progress = "\(rules.log[event.date].count) / \(habit.timesPerDay) today · " + progress }
        lines.append(progress)
        // A week's or month's goal is in the progress line already ("90 / 150 minutes this week").
        if let g = habit.goal, !(habit.kind == .build && g.period.spansDays) { lines.append(habit.kind == .quit ? "at most \(g.summary) \(g.period.phrase)" : "goal \(g.summaryWithPeriod)") }
        if let streaks, streaks.current > 0, let unit = rules.streakUnit {
            lines.append("streak \(unit.count(streaks.current))" + (streaks.best > streaks.current ? " (best \(unit.count(streaks.best)))" : ""))
        }
        if event.nudge > 0 { lines.append("reminded again (\(event.nudge) of \(habit.nudge?.times ?? event.nudge))") }
        if !supportsActions { lines.append("Mark done: habitctl done \"\(habit.name)\"") }
        return ReminderNotification(habitID: event.habitID, date: event.date, reminders: event.reminders,
                                    summary: summary, body: lines.joined(separator: "\n"),
                                    actions: supportsActions ? NotificationAction.allCases : [], replaces: replaces,
                                    timeout: timeout)
    }
}
