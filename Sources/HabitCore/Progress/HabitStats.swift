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

    /// Whether the trend goes month by month unless told: from 60 days on (weeks under).
    public var monthsByDefault: Bool { days >= 60 }

    /// The trend's buckets: weeks (from `weekStart`), or months (`byMonth`, by default
    /// `monthsByDefault`), each clipped to the window.
    public func buckets(weekStart: Weekday, byMonth: Bool? = nil) -> [DateWindow] {
        let byMonth = byMonth ?? monthsByDefault
        var out: [DateWindow] = []
        var start = first
        while start <= last {
            let next = !byMonth ? start.startOfWeek(weekStart).adding(days: 7)
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

/// The numbers `habitctl stats` shows for one habit over a window (README, "The rules"),
/// read off the ledger: days by their verdict, periods by theirs. A period counts in the
/// window (and the trend bucket) holding its last day, or today for a running period already
/// decided (a week's target met counts at once; one still open does not).
public struct HabitStats: Hashable, Sendable {
    public let window: DateWindow
    public let unit: StreakUnit?
    /// Days done in the window (a day done off the schedule too); for a quit habit, its kept
    /// and clean days.
    public var completions = 0
    /// A quit habit's slips: days over its limit (its own, or its week's or month's).
    public var slips = 0
    /// Met and failed periods counted in the window (excused and open ones are not due).
    public var due = 0
    public var satisfied = 0
    /// As of the window's last day, over the whole history.
    public var streaks = Streaks()
    public var trend: [TrendPoint] = []

    public var completionRate: Double? { due == 0 ? nil : Double(satisfied) / Double(due) }
    public var averagePerDay: Double { Double(completions) / Double(window.days) }
}

extension Ledger {
    /// Statistics over the ledger's span (whose last day is its today); the trend by weeks or
    /// months as `DateWindow.buckets` has them.
    public func stats(weekStart trendWeekStart: Weekday, byMonth: Bool? = nil) -> HabitStats {
        let window = DateWindow(first: days.first?.date ?? today, last: min(days.last?.date ?? today, today))
        var stats = HabitStats(window: window, unit: streakUnit)
        stats.streaks = streaks
        stats.trend = window.buckets(weekStart: trendWeekStart, byMonth: byMonth).map { TrendPoint(window: $0) }
        func bucket(_ d: CivilDate) -> Int? { stats.trend.firstIndex { $0.window.contains(d) } }
        for day in days where window.contains(day.date) {
            let b = bucket(day.date)
            if let b, rules.habit.isInTerm(day.date) { stats.trend[b].amount += day.tally.value }
            if day.verdict.isSuccess {
                stats.completions += 1
                if let b { stats.trend[b].completions += 1 }
            }
            if day.verdict == .slip { stats.slips += 1 }
        }
        for p in periods where p.verdict == .met || p.verdict == .failed {
            let on = p.countedOn(today: today)
            guard window.contains(on) else { continue }
            let ok = p.verdict == .met
            stats.due += 1
            stats.satisfied += ok ? 1 : 0
            if let b = bucket(on) {
                stats.trend[b].due += 1
                stats.trend[b].satisfied += ok ? 1 : 0
            }
        }
        return stats
    }

    /// A day habit's decided days in the span (nil for weekly and monthly ones, which have no
    /// daily obligation): what perfect days are made of.
    public var dayVerdicts: [CivilDate: PeriodVerdict]? {
        guard streakUnit == .days else { return nil }
        var out: [CivilDate: PeriodVerdict] = [:]
        for p in periods { out[p.first] = p.verdict }
        return out
    }
}

extension HabitRules {
    /// Statistics over `window` (whose last day is at most today), from the whole history in `log`.
    public func stats(in window: DateWindow, weekStart trendWeekStart: Weekday, skipsKeepStreak: Bool) -> HabitStats {
        Ledger(rules: self, today: window.last, span: window, skipsKeepStreak: skipsKeepStreak).stats(weekStart: trendWeekStart)
    }

    /// The day verdicts of a day-kind habit in `window` (see `Ledger.dayVerdicts`).
    public func dayOutcomes(in window: DateWindow, skipsKeepStreak: Bool) -> [CivilDate: PeriodVerdict]? {
        Ledger(rules: self, today: window.last, span: window, skipsKeepStreak: skipsKeepStreak).dayVerdicts
    }
}

/// Perfect days: days in the window on which at least one day-kind habit was due and every
/// due one was met. Excused days neither count nor spoil; an open today is not yet perfect.
public func perfectDays(_ verdicts: [[CivilDate: PeriodVerdict]], in window: DateWindow) -> Int {
    var perfect = 0
    var d = window.first
    while d <= window.last {
        let due = verdicts.compactMap { $0[d] }.filter { $0 != .excused }
        if !due.isEmpty && due.allSatisfy({ $0 == .met }) { perfect += 1 }
        d = d.adding(days: 1)
    }
    return perfect
}
