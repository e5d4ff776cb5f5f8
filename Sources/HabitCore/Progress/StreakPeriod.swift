/// The unit a habit's streak is counted in: days for day kinds, weeks for K per week,
/// months for K per month, periods for a goal over every N days.
public enum StreakUnit: String, Sendable, Codable {
    case days, weeks, months, periods

    /// "1 day", "3 weeks".
    public func count(_ n: Int) -> String {
        switch self {
        case .days: return trn("%s day", "%s days", n, n)
        case .weeks: return trn("%s week", "%s weeks", n, n)
        case .months: return trn("%s month", "%s months", n, n)
        case .periods: return trn("%s period", "%s periods", n, n)
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
    /// The day a satisfied period reached its target (see `LedgerPeriod.metOn`); nil otherwise.
    public let metOn: CivilDate?

    public init(first: CivilDate, last: CivilDate, outcome: PeriodOutcome, metOn: CivilDate? = nil) {
        self.first = first
        self.last = last
        self.outcome = outcome
        self.metOn = outcome == .satisfied ? (metOn ?? last) : nil
    }
}

extension HabitRules {
    /// The unit of the habit's streak, or nil when it has none (irregular habits are never due).
    public var streakUnit: StreakUnit? {
        switch habit.schedule {
        case .daily, .weekdays, .everyNDays:
            switch habit.goal?.period {
            case .week?: return .weeks
            case .month?: return .months
            case .days?: return .periods
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
                    let outcome = amountPeriodOutcome(first...last, today: today, skipsKeepStreak: skipsKeepStreak)
                    out.append(StreakPeriod(first: first, last: last, outcome: outcome,
                                            metOn: outcome == .satisfied ? amountMetOn(first...last) : nil))
                    first = next
                }
                return out
            }
            var out: [StreakPeriod] = []
            out.reserveCapacity(end.days(since: begin) + 1)
            var d = begin
            while d <= end {
                // A day off the schedule counts when the user did it (or slipped): the board
                // counts it, so the streak and the rate do too.
                if habit.schedule.allows(d, start: habit.startDate) || (log.tallies[d] != nil && (isDone(d) || isSlip(d))) {
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
                let (outcome, metOn) = periodVerdict(first...last, target: k, today: today, skipsKeepStreak: skipsKeepStreak)
                out.append(StreakPeriod(first: first, last: last, outcome: outcome, metOn: metOn))
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

    /// A week or month: satisfied once its target is done (`target(ofPeriod:k:)`: K, or
    /// fewer where the term cuts the period). Unmet, it is excused when skips keep streaks and
    /// the skipped days left too few days to do it in; still open (it contains `today`), it is
    /// pending.
    func periodOutcome(_ days: ClosedRange<CivilDate>, target k: Int, today: CivilDate, skipsKeepStreak: Bool) -> PeriodOutcome {
        periodVerdict(days, target: k, today: today, skipsKeepStreak: skipsKeepStreak).outcome
    }

    /// `periodOutcome`, with the day the target was reached.
    func periodVerdict(_ days: ClosedRange<CivilDate>, target k: Int, today: CivilDate,
                       skipsKeepStreak: Bool) -> (outcome: PeriodOutcome, metOn: CivilDate?) {
        var done = 0, inTerm = 0, skipped = 0
        var metOn: CivilDate?
        let need = target(ofPeriod: days, k: k)
        var d = days.lowerBound
        while d <= days.upperBound {
            if habit.isInTerm(d) {
                inTerm += 1
                if isDone(d) {
                    done += 1
                    if done == need { metOn = d }
                } else if log.isSkipped(d) { skipped += 1 }
            }
            d = d.adding(days: 1)
        }
        if inTerm == 0 || need == 0 { return (.excused, nil) }
        if done >= need { return (.satisfied, metOn) }
        if days.contains(today) && habit.isInTerm(today) { return (.pending, nil) }
        if skipsKeepStreak && inTerm - skipped < need { return (.excused, nil) }
        return (.failed, nil)
    }

    /// What a K-per-week or K-per-month period asks: K, or its days in term when the habit's
    /// start or end cuts it shorter (the same proration a day habit's week gets: a habit made
    /// on Thursday asks 4 of a 7×-a-week habit's first week).
    public func target(ofPeriod days: ClosedRange<CivilDate>, k: Int) -> Int {
        let first = max(days.lowerBound, habit.startDate)
        let last = habit.endDate.map { min(days.upperBound, $0) } ?? days.upperBound
        guard first <= last else { return 0 }
        var open = last.days(since: first) + 1
        for p in habit.pauses where p.first <= last && (p.last.map { $0 >= first } ?? true) {
            open -= (p.last.map { min($0, last) } ?? last).days(since: max(p.first, first)) + 1
        }
        return min(k, open)
    }

    /// The day a week's or month's amount reached the goal (build habits).
    func amountMetOn(_ days: ClosedRange<CivilDate>) -> CivilDate? {
        guard habit.kind == .build else { return days.upperBound }
        let goal = habit.goal?.value ?? 0
        var sum = 0.0
        var d = days.lowerBound
        while d <= days.upperBound {
            if let t = log.tallies[d], habit.isInTerm(d) { sum += t.value }
            if sum >= goal { return d }
            d = d.adding(days: 1)
        }
        return nil
    }

    /// The week, month or N days holding `d` (weekly and monthly kinds, a period's goal).
    public func periodRange(of d: CivilDate) -> ClosedRange<CivilDate> {
        let first = periodStart(of: d)
        return first...first.adding(days: periodLength(startingOn: first) - 1)
    }

    func periodStart(of d: CivilDate) -> CivilDate {
        if let n = customDays {
            // Every n days from the start; before it, the same grid runs backwards.
            let offset = d.days(since: habit.startDate)
            let k = offset >= 0 ? offset / n : -((-offset + n - 1) / n)
            return habit.startDate.adding(days: k * n)
        }
        return isMonthly ? d.startOfMonth : d.startOfWeek(weekStart)
    }

    func periodLength(startingOn first: CivilDate) -> Int {
        customDays ?? (isMonthly ? first.daysInMonth : 7)
    }

    /// N for a goal over every N days from the start; nil otherwise.
    public var customDays: Int? {
        guard case .days(let n)? = habit.goal?.period, habit.schedule.isDayKind else { return nil }
        return n
    }

    /// Whether its period is a month (K per month, or a month's goal) rather than a week.
    public var isMonthly: Bool {
        if case .perMonth = habit.schedule { return true }
        return habit.goal?.period == .month
    }
}
