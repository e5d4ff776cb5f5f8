/// A goal per week or per month (specs 002 and 004): the amounts of the period's days add up
/// to it. Build: the period is met once they reach it, and then reminds no more. Quit: the
/// period fails the day its sum passes the limit.
extension HabitRules {
    /// The sum logged in the week or month holding `d`, over its days in term, through
    /// `through` when given (a quit habit's running sum).
    public func periodAmount(containing d: CivilDate, through: CivilDate? = nil) -> Double {
        let first = periodStart(of: d)
        var last = first.adding(days: periodLength(startingOn: first) - 1)
        if let through, through < last { last = through }
        var sum = 0.0
        var day = first
        while day <= last {
            if let t = log.tallies[day], habit.isInTerm(day) { sum += t.value }
            day = day.adding(days: 1)
        }
        return sum
    }

    /// How one week or month of such a goal ended up. Build: satisfied once its sum reaches
    /// the goal; unmet, pending while it holds `today`, excused when part of it lies outside
    /// the habit's term (the goal is for a whole period) or, when skips keep streaks, every
    /// scheduled day in it was skipped; failed otherwise. Quit: failed once its sum passes the
    /// limit, pending while open, satisfied after.
    func amountPeriodOutcome(_ days: ClosedRange<CivilDate>, today: CivilDate, skipsKeepStreak: Bool) -> PeriodOutcome {
        let goal = habit.goal?.value ?? 0
        let sum = periodAmount(containing: days.lowerBound, through: min(days.upperBound, today))
        let open = days.contains(today) && habit.isInTerm(today)
        if habit.kind == .quit {
            if sum > goal { return .failed }
            return open ? .pending : .satisfied
        }
        if sum >= goal { return .satisfied }
        if open { return .pending }
        if !habit.isInTerm(days.lowerBound) || !habit.isInTerm(days.upperBound) { return .excused }
        // A pause cuts the period as the term does: what was asked is no longer reachable.
        if habit.pauses.contains(where: { p in days.contains(p.first) || p.contains(days.lowerBound) }) { return .excused }
        var scheduled = 0, skipped = 0
        var d = days.lowerBound
        while d <= days.upperBound {
            if habit.schedule.allows(d, start: habit.startDate) {
                scheduled += 1
                if log.isSkipped(d) { skipped += 1 }
            }
            d = d.adding(days: 1)
        }
        if scheduled == 0 || (skipsKeepStreak && skipped == scheduled) { return .excused }
        return .failed
    }
}
