/// The due/done rules of DESIGN.md's time semantics, on local dates. Pure: callers say
/// which date is "today" and which day starts the week.
public struct HabitRules: Sendable {
    public let habit: Habit
    public let log: HabitLog
    public let weekStart: Weekday

    public init(habit: Habit, log: HabitLog, weekStart: Weekday) {
        self.habit = habit
        self.log = log
        self.weekStart = weekStart
    }

    /// Whether `d` is done. Build: at least `timesPerDay` completions and, with a day's goal,
    /// the day's values reach it (a session goal: that many completions reached it each on
    /// its own; a week's or month's goal: the day counts once anything is logged, its amount
    /// going to the period). Quit: checked in, and nothing over the limit (no goal: zero):
    /// the day's sum, the largest session, or the period's sum through the day.
    public func isDone(_ d: CivilDate) -> Bool {
        let t = log[d]
        let period = habit.goal?.period ?? .day
        switch habit.kind {
        case .build:
            switch period {
            case .day: return t.count >= habit.timesPerDay && DayTally.reaches(t.value, habit.goal?.value ?? 0)
            case .session: return t.sessionsMet >= habit.timesPerDay
            case .week, .month, .days: return t.count >= habit.timesPerDay
            }
        case .quit:
            return t.count >= 1 && !isSlip(d)
        }
    }

    /// In term, not archived, and the schedule lets the date count.
    public func isScheduled(_ d: CivilDate) -> Bool {
        !habit.archived && habit.isInTerm(d) && habit.schedule.allows(d, start: habit.startDate)
    }

    /// Done dates in the period of `d` (its week or month), counting only dates in term.
    /// (No array: the planner asks this for every day it plans.)
    public func doneDays(inPeriodOf d: CivilDate) -> Int {
        let first: CivilDate
        let length: Int
        if case .perMonth = habit.schedule { (first, length) = (d.startOfMonth, d.daysInMonth) }
        else { (first, length) = (d.startOfWeek(weekStart), 7) }
        var n = 0
        for i in 0..<length {
            let day = first.adding(days: i)
            if log.tallies[day] != nil && habit.isInTerm(day) && isDone(day) { n += 1 }
        }
        return n
    }

    /// Whether the period target containing `d` is met: K days of a weekly or monthly kind,
    /// or the amount of a build habit's week's or month's goal.
    public func isPeriodSatisfied(_ d: CivilDate) -> Bool {
        switch habit.schedule {
        case .perWeek(let k), .perMonth(let k): return doneDays(inPeriodOf: d) >= target(ofPeriod: periodRange(of: d), k: k)
        default:
            guard habit.kind == .build, let g = habit.goal, g.period.spansDays else { return false }
            return periodAmount(containing: d) >= g.value
        }
    }

    /// Due on `d`: scheduled, not skipped, not done that day, not already a quit habit's
    /// slip (the day is decided: nothing left to check in), and its week's or month's target
    /// not yet met. Only due days remind.
    public func isDue(_ d: CivilDate) -> Bool {
        isScheduled(d) && !habit.isPaused(d) && !log.isSkipped(d) && !isDeclined(d) && !isDone(d) && !isSlip(d) && !isPeriodSatisfied(d)
    }

    /// A build habit's day answered "no" (`habitctl fail`) and not done after all. A quit
    /// habit says no with a slip, so a decline means nothing to it.
    public func isDeclined(_ d: CivilDate) -> Bool {
        habit.kind == .build && log.isDeclined(d) && !isDone(d)
    }

    /// How a date stands, seen from that date, for the board, status and `list --json`:
    /// done, a slip and skipped are the ledger's verdict of the day (done beats skipped).
    public func status(on d: CivilDate) -> DayStatus {
        if habit.archived { return .archived }
        if d < habit.startDate { return .notStarted }
        if let end = habit.endDate, d > end { return .ended }
        switch verdict(on: d, today: d, skipsKeepStreak: true) {
        case .done: return .done
        case .slip: return .slip
        case .skipped: return .skipped
        case .paused: return .paused(until: habit.pause(on: d)?.last)
        case .declined: return .declined
        default: break
        }
        if case .irregular = habit.schedule { return .notDue }
        if !habit.schedule.allows(d, start: habit.startDate) { return .notDue }
        if isPeriodSatisfied(d) { return .periodMet }
        if habit.kind == .build, habit.timesPerDay > 1 || habit.goal != nil {
            return .due(remaining: max(0, habit.timesPerDay - log[d].count), partial: log[d])
        }
        return .due(remaining: habit.kind == .build ? 1 : 0, partial: log[d])
    }

    /// Progress in the week of `d`, seen from `d` (week start from settings): satisfied days
    /// (`classify`: for a quit habit, kept days and clean check-ins), and the target —
    /// K for K-per-week, the scheduled unskipped days in term for day kinds, nil otherwise.
    public func weekProgress(containing d: CivilDate) -> (done: Int, target: Int?) {
        let first = d.startOfWeek(weekStart)
        let days = (0..<7).map { first.adding(days: $0) }
        let satisfied = days.map { classify($0, today: d) == .satisfied }
        let done = satisfied.filter { $0 }.count
        switch habit.schedule {
        case .perWeek(let k): return (done, target(ofPeriod: first...first.adding(days: 6), k: k))
        case .perMonth, .irregular: return (done, nil)
        case .daily, .weekdays, .everyNDays:
            // Archived, its weeks still ask what they asked (the history keeps its targets). A
            // day done counts among them even where a pause came over it ("3 / 3", not "3 / 0").
            return (done, days.indices.filter { i in
                let day = days[i]
                return satisfied[i] || habit.isInTerm(day) && habit.schedule.allows(day, start: habit.startDate) && !log.isSkipped(day)
                    && !habit.isPaused(day)
            }.count)
        }
    }

    /// "2 / 3 this week", "1 / 4 this month" (monthly kinds), "3 this week" (no target):
    /// the words the board, `show` and the notifications use.
    /// `week`: `weekProgress(containing: d)` when the caller has it already.
    /// A week's or month's goal: "90 / 150 minutes this week"; every N days: "40 / 100 km in
    /// the 10 days to 2026-11-28". `today`, when given and `d`'s
    /// week or month is another: "2 / 3 in the week of 2026-11-09" (a backdated check-in).
    public func periodProgress(on d: CivilDate, week: (done: Int, target: Int?)? = nil, today: CivilDate? = nil) -> String {
        let monthly = isMonthly
        let current = today.map { monthly ? $0.startOfMonth == d.startOfMonth : $0.startOfWeek(weekStart) == d.startOfWeek(weekStart) } ?? true
        let start = (monthly ? d.startOfMonth : d.startOfWeek(weekStart)).displayText
        func words(_ figures: String) -> String {
            switch (monthly, current) {
            case (false, true): return tr("%s this week", figures)
            case (true, true): return tr("%s this month", figures)
            case (false, false): return tr("%1$s in the week of %2$s", figures, start)
            case (true, false): return tr("%1$s in the month of %2$s", figures, start)
            }
        }
        if let n = customDays, let g = habit.goal {
            // Every N days: the period's last day is what the user works towards.
            let range = periodRange(of: d)
            let figures = "\(formatAmount(periodAmount(containing: d))) / \(g.summary)"
            return today.map({ range.contains($0) }) ?? true
                ? tr("%1$s in the %2$s days to %3$s", figures, n, range.upperBound.displayText)
                : tr("%1$s in the %2$s days from %3$s", figures, n, range.lowerBound.displayText)
        }
        if let g = habit.goal, g.period.spansDays {
            return words("\(formatAmount(periodAmount(containing: d))) / \(g.summary)")
        }
        if case .perMonth = habit.schedule, case let m = monthProgress(containing: d), let k = m.target {
            return words("\(m.done) / \(k)")
        }
        let w = week ?? weekProgress(containing: d)
        // A week a pause (or the term) leaves nothing to ask of.
        if w.target == 0 && w.done == 0 { return words(tr("nothing asked")) }
        return words(w.target.map { "\(w.done) / \($0)" } ?? "\(w.done)")
    }

    /// Progress in the month of `d`: done days and K (monthly kinds).
    public func monthProgress(containing d: CivilDate) -> (done: Int, target: Int?) {
        let first = d.startOfMonth
        let done = (0..<d.daysInMonth).filter { classify(first.adding(days: $0), today: d) == .satisfied }.count
        if case .perMonth(let k) = habit.schedule { return (done, target(ofPeriod: first...first.adding(days: d.daysInMonth - 1), k: k)) }
        return (done, nil)
    }
}

/// Where a habit stands on one date.
public enum DayStatus: Hashable, Sendable {
    case done
    case skipped
    /// Resting: a pause holds the day (`until`: its last day; nil until resumed).
    case paused(until: CivilDate?)
    /// Answered "no" (`habitctl fail`): decided, not asked again.
    case declined
    /// Due and not done; `remaining` completions for "N times a day" habits.
    case due(remaining: Int, partial: DayTally)
    /// Not due that day by its schedule.
    case notDue
    /// Its week's or month's target is already met.
    case periodMet
    /// A quit habit over its limit that day: decided, nothing left to check in.
    case slip
    case notStarted
    case ended
    case archived
}
