/// The unit a habit's streak is counted in: days for day kinds, weeks for K per week,
/// months for K per month.
public enum StreakUnit: String, Sendable, Codable {
    case days, weeks, months

    /// "1 day", "3 weeks".
    public func count(_ n: Int) -> String {
        switch self {
        case .days: return trn("%s day", "%s days", n, n)
        case .weeks: return trn("%s week", "%s weeks", n, n)
        case .months: return trn("%s month", "%s months", n, n)
        }
    }
}

/// How one due period ended up.
public enum PeriodOutcome: Hashable, Sendable {
    /// Done (day kinds), target met (K per period), or stayed clean (quit).
    case satisfied
    /// Due and not satisfied: breaks a streak.
    case failed
    /// Neither breaks nor extends a streak: skipped when skips keep streaks, or a period
    /// whose days in term are fewer than its target.
    case excused
    /// Today's day (or the current week or month) is not yet satisfied: it may still be.
    case pending
}

/// One due period of a habit: a day, a week or a month, and its outcome.
public struct StreakPeriod: Hashable, Sendable {
    public let first: CivilDate
    public let last: CivilDate
    public let outcome: PeriodOutcome
}

extension HabitRules {
    /// The unit of the habit's streak, or nil when it has none (irregular habits are never due).
    public var streakUnit: StreakUnit? {
        switch habit.schedule {
        case .daily, .weekdays, .everyNDays:
            switch habit.goal?.period {
            case .week?: return .weeks
            case .month?: return .months
            default: return .days
            }
        case .perWeek: return .weeks
        case .perMonth: return .months
        case .irregular: return nil
        }
    }

    /// Every due period from the habit's start through `today`, oldest first (see the README,
    /// "Streaks and statistics"). Archived habits keep their history; nothing after `today`
    /// or the end of term is included.
    public func periods(through today: CivilDate, skipsKeepStreak: Bool) -> [StreakPeriod] {
        periods(from: nil, upTo: today, today: today, skipsKeepStreak: skipsKeepStreak)
    }

    /// The due periods that start on or after `from` (for weekly and monthly kinds: from the
    /// start of the period holding it) and start no later than `last`, classified as seen
    /// from `today`.
    public func periods(from: CivilDate?, upTo last: CivilDate, today: CivilDate, skipsKeepStreak: Bool) -> [StreakPeriod] {
        let end = habit.endDate.map { min($0, last) } ?? last
        let begin = from.map { max($0, habit.startDate) } ?? habit.startDate
        guard begin <= end else { return [] }
        switch habit.schedule {
        case .irregular:
            return []
        case .daily, .weekdays, .everyNDays:
            if habit.goal?.period.spansDays == true {
                var out: [StreakPeriod] = []
                var first = periodStart(of: begin)
                while first <= end {
                    let next = first.adding(days: periodLength(startingOn: first))
                    let last = next.adding(days: -1)
                    out.append(StreakPeriod(first: first, last: last,
                                            outcome: amountPeriodOutcome(first...last, today: today, skipsKeepStreak: skipsKeepStreak)))
                    first = next
                }
                return out
            }
            var out: [StreakPeriod] = []
            out.reserveCapacity(end.days(since: begin) + 1)
            var d = begin
            while d <= end {
                if habit.schedule.allows(d, start: habit.startDate) {
                    out.append(StreakPeriod(first: d, last: d, outcome: dayOutcome(d, today: today, skipsKeepStreak: skipsKeepStreak)))
                }
                d = d.adding(days: 1)
            }
            return out
        case .perWeek(let k), .perMonth(let k):
            var out: [StreakPeriod] = []
            var first = periodStart(of: begin)
            while first <= end {
                let next = periodStart(of: first).adding(days: periodLength(startingOn: first))
                let last = next.adding(days: -1)
                out.append(StreakPeriod(first: first, last: last,
                                        outcome: periodOutcome(first...last, target: k, today: today, skipsKeepStreak: skipsKeepStreak)))
                first = next
            }
            return out
        }
    }

    /// A day of a day kind: the one classification (`classify`), as a streak sees it.
    func dayOutcome(_ d: CivilDate, today: CivilDate, skipsKeepStreak: Bool) -> PeriodOutcome {
        switch classify(d, today: today, skipsKeepStreak: skipsKeepStreak) {
        case .satisfied: return .satisfied
        case .failed: return .failed
        case .excused: return .excused
        case .pending, .notDue: return .pending
        }
    }

    /// A week or month: satisfied once K days are done. Unmet, it is excused when its days
    /// in term are fewer than K, or when skips keep streaks and the skipped days left fewer
    /// than K days to do it in; still open (it contains `today`), it is pending.
    func periodOutcome(_ days: ClosedRange<CivilDate>, target k: Int, today: CivilDate, skipsKeepStreak: Bool) -> PeriodOutcome {
        var done = 0, inTerm = 0, skipped = 0
        var d = days.lowerBound
        while d <= days.upperBound {
            if habit.isInTerm(d) {
                inTerm += 1
                if isDone(d) { done += 1 } else if log.isSkipped(d) { skipped += 1 }
            }
            d = d.adding(days: 1)
        }
        if done >= k { return .satisfied }
        if days.contains(today) && habit.isInTerm(today) { return .pending }
        if inTerm < k || (skipsKeepStreak && inTerm - skipped < k) { return .excused }
        return .failed
    }

    /// The week or month holding `d` (weekly and monthly kinds, a week's or month's goal).
    func periodRange(of d: CivilDate) -> ClosedRange<CivilDate> {
        let first = periodStart(of: d)
        return first...first.adding(days: periodLength(startingOn: first) - 1)
    }

    func periodStart(of d: CivilDate) -> CivilDate {
        isMonthly ? d.startOfMonth : d.startOfWeek(weekStart)
    }

    func periodLength(startingOn first: CivilDate) -> Int {
        isMonthly ? first.daysInMonth : 7
    }

    /// Whether its period is a month (K per month, or a month's goal) rather than a week.
    private var isMonthly: Bool {
        if case .perMonth = habit.schedule { return true }
        return habit.goal?.period == .month
    }
}
