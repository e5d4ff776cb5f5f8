import HabitCore

/// The words of a reminder notification: icon and name; progress, goal; and, when the
/// server cannot show buttons, the command that does what Mark done would.
enum ReminderText {
    static func notification(for event: ReminderEvent, habit: Habit, rules: HabitRules, supportsActions: Bool,
                             replaces: NotificationHandle?, timeout: Int32 = 0) -> ReminderNotification {
        let summary = (habit.icon.map { $0 + " " } ?? "") + habit.name
        var lines: [String] = []
        var progress = rules.periodProgress(on: event.date)
        if habit.timesPerDay > 1 { progress = "\(rules.log[event.date].count) / \(habit.timesPerDay) today · " + progress }
        lines.append(progress)
        if let g = habit.goal { lines.append(habit.kind == .quit ? "at most \(g.summary) a day" : "goal \(g.summary)") }
        if !supportsActions { lines.append("Mark done: habitctl done \"\(habit.name)\"") }
        return ReminderNotification(habitID: event.habitID, date: event.date, reminders: event.reminders,
                                    summary: Markup.escape(summary), body: Markup.escape(lines.joined(separator: "\n")),
                                    actions: supportsActions ? NotificationAction.allCases : [], replaces: replaces,
                                    timeout: timeout)
    }
}
