/// A date window, both ends included.
public struct DateWindow: Hashable, Sendable {
    public let first: CivilDate
    public let last: CivilDate

    public init(first: CivilDate, last: CivilDate) {
        self.first = first
        self.last = last
    }

    public var days: Int { last.days(since: first) + 1 }

    public func contains(_ d: CivilDate) -> Bool { first <= d && d <= last }

    /// The trend's buckets: weeks (from `weekStart`) under 60 days, months from 60 on, each
    /// clipped to the window.
    public func buckets(weekStart: Weekday) -> [DateWindow] {
        var out: [DateWindow] = []
        var start = first
        while start <= last {
            let next = days < 60 ? start.startOfWeek(weekStart).adding(days: 7)
                                 : start.startOfMonth.adding(days: start.daysInMonth)
            out.append(DateWindow(first: start, last: min(last, next.adding(days: -1))))
            start = next
        }
        return out
    }
}

/// One bucket of the trend: completions logged in it, and its due periods' outcome.
public struct TrendPoint: Hashable, Sendable {
    public let window: DateWindow
    public var completions = 0
    public var due = 0
    public var satisfied = 0
    /// The amounts logged in it, in the goal's unit (a done without a value counts the goal).
    public var amount: Double = 0
    /// Satisfied due periods / due periods; nil when nothing was due.
    public var rate: Double? { due == 0 ? nil : Double(satisfied) / Double(due) }

    public init(window: DateWindow) { self.window = window }
}

/// The numbers `habitctl stats` shows for one habit over a window (README, "Streaks and
/// statistics"). A period belongs to the window (and the trend bucket) in which it ends.
public struct HabitStats: Hashable, Sendable {
    public let window: DateWindow
    public let unit: StreakUnit?
    /// Sum of completion counts logged on dates in the window; for a quit habit, its kept
    /// days (a slip is no completion).
    public var completions = 0
    /// A quit habit's slips: days over its limit in the window.
    public var slips = 0
    /// Satisfied and failed periods ending in the window (excused and pending ones are not due).
    public var due = 0
    public var satisfied = 0
    /// As of the window's last day, over the whole history.
    public var streaks = Streaks()
    public var trend: [TrendPoint] = []

    public var completionRate: Double? { due == 0 ? nil : Double(satisfied) / Double(due) }
    public var averagePerDay: Double { Double(completions) / Double(window.days) }
}

extension HabitRules {
    /// Statistics over `window` (whose last day is at most today), from the whole history in `log`.
    public func stats(in window: DateWindow, weekStart trendWeekStart: Weekday, skipsKeepStreak: Bool) -> HabitStats {
        stats(in: window, weekStart: trendWeekStart, periods: periods(through: window.last, skipsKeepStreak: skipsKeepStreak))
    }

    /// The same from `periods(through: window.last, …)` already worked out (they cost the most).
    public func stats(in window: DateWindow, weekStart trendWeekStart: Weekday, periods: [StreakPeriod]) -> HabitStats {
        var stats = HabitStats(window: window, unit: streakUnit)
        stats.streaks = Streaks(periods)
        stats.trend = window.buckets(weekStart: trendWeekStart).map { TrendPoint(window: $0) }
        func bucket(_ d: CivilDate) -> Int? { stats.trend.firstIndex { $0.window.contains(d) } }
        for (date, tally) in log.tallies where window.contains(date) {
            if let b = bucket(date) { stats.trend[b].amount += tally.value }
            guard habit.kind == .build else { continue }
            stats.completions += tally.count
            if let b = bucket(date) { stats.trend[b].completions += tally.count }
        }
        for p in periods where window.contains(p.last) && (p.outcome == .satisfied || p.outcome == .failed) {
            let ok = p.outcome == .satisfied
            if habit.kind == .quit {
                stats.completions += ok ? 1 : 0
                stats.slips += ok ? 0 : 1
                if ok, let b = bucket(p.last) { stats.trend[b].completions += 1 }
            }
            stats.due += 1
            stats.satisfied += ok ? 1 : 0
            if let b = bucket(p.last) {
                stats.trend[b].due += 1
                stats.trend[b].satisfied += ok ? 1 : 0
            }
        }
        return stats
    }

    /// The day outcomes of a day-kind habit in `window` (nil for other kinds, which have no
    /// daily obligation): what perfect days are made of.
    public func dayOutcomes(in window: DateWindow, skipsKeepStreak: Bool) -> [CivilDate: PeriodOutcome]? {
        dayOutcomes(in: window, periods: periods(through: window.last, skipsKeepStreak: skipsKeepStreak))
    }

    public func dayOutcomes(in window: DateWindow, periods: [StreakPeriod]) -> [CivilDate: PeriodOutcome]? {
        guard streakUnit == .days else { return nil }
        var out: [CivilDate: PeriodOutcome] = [:]
        for p in periods where window.contains(p.first) {
            out[p.first] = p.outcome
        }
        return out
    }
}

/// Perfect days: days in the window on which at least one day-kind habit was due and every
/// due one was satisfied. Excused days neither count nor spoil; a pending today is not yet perfect.
public func perfectDays(_ outcomes: [[CivilDate: PeriodOutcome]], in window: DateWindow) -> Int {
    var perfect = 0
    var d = window.first
    while d <= window.last {
        let due = outcomes.compactMap { $0[d] }.filter { $0 != .excused }
        if !due.isEmpty && due.allSatisfy({ $0 == .satisfied }) { perfect += 1 }
        d = d.adding(days: 1)
    }
    return perfect
}
