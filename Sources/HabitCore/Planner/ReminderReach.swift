/// Reminders that can never fire, and why: said at `add`/`edit`, and by `show` and `next`
/// when a habit has nothing planned. Judged on wall times, so only for a habit that follows
/// the user's zone (a pinned zone's offset moves its reminders against the quiet hours).
public enum ReminderReach {
    /// One line per reminder that never fires: "07:00 falls in the quiet hours 22:00-08:00, which skip reminders".
    /// `now`: the habit's today and minute of the day, to say that its term is over (or ends
    /// today with every reminder time gone by).
    public static func neverFiring(_ habit: Habit, settings: Settings, now: (date: CivilDate, minute: Int)? = nil) -> [String] {
        let reminders = habit.plannedReminders
        if reminders.isEmpty { return [] }
        if habit.archived { return [tr("it is archived (habitctl unarchive \"%s\")", habit.name)] }
        if let now, let end = habit.endDate {
            if end < now.date { return [tr("its term ended on %s", end.description)] }
            if end == now.date, reminders.allSatisfy({ $0.time.minuteOfDay <= now.minute }) {
                return [tr("its term ends today and every reminder time has passed")]
            }
        }
        if case .irregular = habit.schedule { return [tr("an irregular habit is never due, so it never reminds")] }
        if let now, let p = habit.pause(on: now.date) {
            return [p.last.map { tr("it is paused until %s (habitctl resume \"%s\")", $0.description, habit.name) }
                        ?? tr("it is paused until resumed (habitctl resume \"%s\")", habit.name)]
        }
        // Kept when it arrived by sync, or quiet hours set later: said, never refused here.
        if habit.zone == nil, let quiet = settings.quietHours, let w = habit.windows.first(where: quiet.covers) {
            return [tr("the window %1$s lies inside this machine's quiet hours (%2$s)", w.description, quiet.description)]
        }
        if habit.remindersPaused && !reminders.isEmpty { return [tr("its reminders are paused (habitctl edit \"%s\" --reminders on)", habit.name)] }
        return reminders.compactMap { reason($0, habit, settings) }
    }

    static func reason(_ r: Reminder, _ habit: Habit, _ settings: Settings) -> String? {
        if let days = r.days, let due = dueWeekdays(habit), days.intersection(due).isEmpty {
            return tr("%s on %s never meets the days the habit is due (%s)", r.time, days, due)
        }
        guard habit.zone == nil, let quiet = settings.quietHours, quiet.contains(r.time) else { return nil }
        if settings.quietPolicy == .skip { return tr("%s falls in the quiet hours %s, which skip reminders", r.time, quiet) }
        if quiet.start > quiet.end && r.time >= quiet.start {
            return tr("%s falls in the quiet hours %s, which last past midnight: it cannot be moved to their end that day", r.time, quiet)
        }
        return nil
    }

    /// The weekdays a day-kind schedule can be due on, when that is a fixed set.
    static func dueWeekdays(_ habit: Habit) -> WeekdaySet? {
        switch habit.schedule {
        case .weekdays(let set): return set
        case .everyNDays(let n) where n % 7 == 0: return WeekdaySet([habit.startDate.weekday])
        default: return nil
        }
    }
}
