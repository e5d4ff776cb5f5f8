import HabitCore

/// The words of a reminder notification: icon and name; progress, goal, streak; and, when
/// the server cannot show buttons, the command that does what Mark done would.
enum ReminderText {
    /// `streaks`: as of the reminder's date, from the whole history (nil: unknown, left out).
    /// `left`: a routine's members still to do that day, listed first.
    static func notification(for event: ReminderEvent, habit: Habit, rules: HabitRules, streaks: Streaks? = nil, left: [String]? = nil,
                             supportsActions: Bool, replaces: NotificationHandle?, timeout: Int32 = 0) -> ReminderNotification {
        let summary = (habit.icon.map { $0 + " " } ?? "") + habit.name
        var lines: [String] = []
        // What the habit asks comes first, as Loop's reminder asks it.
        if let question = habit.question { lines.append(question) }
        if let left, !left.isEmpty { lines.append(tr("left: %s", left.joined(separator: ", "))) }
        var progress = rules.periodProgress(on: event.date)
        if habit.timesPerDay > 1 { progress = tr("%s / %s today", rules.log[event.date].count, habit.timesPerDay) + " · " + progress }
        if let message = habit.message {
            // The habit's own words first; the progress line stays below them.
            let streak = streaks.flatMap { s in rules.streakUnit.map { $0.count(s.current) } }.flatMap { $0.isEmpty ? nil : $0 }
            lines.append(ReminderMessage.expand(message, name: habit.name, progress: progress,
                                                streak: streaks.map { $0.current > 0 } == true ? streak ?? "" : tr("no streak yet")))
        }
        lines.append(progress)
        // A week's or month's goal is in the progress line already ("90 / 150 minutes this week").
        if let g = habit.goal, !(habit.kind == .build && g.period.spansDays) { lines.append(habit.kind == .quit ? tr("at most %1$s %2$s", g.summary, g.period.phrase) : tr("goal %s", g.summaryWithPeriod)) }
        if let streaks, streaks.current > 0, let unit = rules.streakUnit {
            lines.append(streaks.best > streaks.current ? tr("streak %1$s (best %2$s)", unit.count(streaks.current), unit.count(streaks.best))
                                                        : tr("streak %s", unit.count(streaks.current)))
        }
        if event.nudge > 0 { lines.append(tr("reminded again (%1$s of %2$s)", event.nudge, habit.nudge?.times ?? event.nudge)) }
        if !supportsActions { lines.append(tr("Mark done: habitctl done \"%s\"", habit.name)) }
        return ReminderNotification(habitID: event.habitID, date: event.date, reminders: event.reminders,
                                    summary: summary, body: lines.joined(separator: "\n"),
                                    actions: supportsActions ? NotificationAction.allCases : [], replaces: replaces,
                                    timeout: timeout)
    }
}
