/// How one day of a habit stands, seen from `today`: the one classification every view
/// reads (the board's week, `X / 7 this week`, show's week and heat map, streaks, stats,
/// milestones, the notification body, the JSON).
public enum DayClass: Hashable, Sendable {
    /// Done; for a quit habit, a past day kept (nothing over the limit) or a clean check-in.
    case satisfied
    /// A due day gone by undone; for a quit habit, a slip (over the limit), today included.
    case failed
    /// Skipped (when skips keep streaks).
    case excused
    /// Today (or later) and not yet satisfied: it may still be.
    case pending
    /// Nothing is asked that day: outside the term, or not on the schedule; for weekly and
    /// monthly habits, an undone day of a period that was met, excused or is still open.
    case notDue
}

extension HabitRules {
    /// The rule, once. Build: done is satisfied; a scheduled day before `today` undone is
    /// failed, today and later pending. Quit (success while the amount stays at or under the
    /// goal, no goal meaning zero): an amount over the limit is a slip, failed at once; a
    /// past day with nothing over the limit is kept; today is pending until checked in.
    /// Weekly and monthly kinds, and build habits with a week's or month's goal: a done day is
    /// satisfied; an undone day counts as failed only inside a period that failed (see
    /// `periods`). A skip excuses a day (or fails it when
    /// skips do not keep streaks); a pause excuses it always; done beats both. A build
    /// habit's day declined ("no", `habitctl fail`) is decided: failed at once, today too.
    public func classify(_ d: CivilDate, today: CivilDate, skipsKeepStreak: Bool = true) -> DayClass {
        guard habit.isInTerm(d) else { return .notDue }
        switch habit.schedule {
        case .irregular:
            return isDone(d) ? .satisfied : .notDue
        case .perWeek(let k), .perMonth(let k):
            if isDone(d) { return .satisfied }
            if habit.isPaused(d) { return .excused }
            if log.isSkipped(d) { return skipsKeepStreak ? .excused : .failed }
            if d >= today { return .pending }
            let period = periodRange(of: d)
            return periodOutcome(period, target: k, today: today, skipsKeepStreak: skipsKeepStreak) == .failed ? .failed : .notDue
        case .daily, .weekdays, .everyNDays:
            // A period's limit passed fails the days after it too, but not days still ahead.
            if isSlip(d), d <= today || habit.goal?.period.spansDays != true { return .failed }
            if isDone(d) { return .satisfied }   // also on a day off: the user did it
            guard habit.schedule.allows(d, start: habit.startDate) else { return .notDue }
            if habit.isPaused(d) { return .excused }
            if log.isSkipped(d) { return skipsKeepStreak ? .excused : .failed }
            if isDeclined(d), habit.goal?.period.spansDays != true { return .failed }
            if habit.kind == .quit && d < today { return .satisfied }
            if habit.kind == .build, habit.goal?.period.spansDays == true {
                // A week's or month's amount: an undone day fails only with its period.
                if d >= today { return isPeriodSatisfied(d) ? .notDue : .pending }
                return amountPeriodOutcome(periodRange(of: d), today: today, skipsKeepStreak: skipsKeepStreak) == .failed ? .failed : .notDue
            }
            return d < today ? .failed : .pending
        }
    }

    /// A slip: a quit habit over its limit that day: the day's sum, one session's amount, or
    /// the sum of its week or month through that day (every later day of that period too).
    public func isSlip(_ d: CivilDate) -> Bool {
        guard habit.kind == .quit else { return false }
        let limit = habit.goal?.value ?? 0
        switch habit.goal?.period ?? .day {
        case .day: return log[d].value > limit
        case .session: return log[d].largest > limit
        case .week, .month, .days: return periodAmount(containing: d, through: d) > limit
        }
    }
}
