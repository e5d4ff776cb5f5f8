/// A habit's current and best streak, in its `StreakUnit`.
public struct Streaks: Hashable, Sendable {
    /// Satisfied due periods in a row, ending with the latest one that is not pending.
    public var current: Int
    public var best: Int
    /// The first period of the current streak.
    public var currentSince: CivilDate?

    public init(current: Int = 0, best: Int = 0, currentSince: CivilDate? = nil) {
        self.current = current
        self.best = best
        self.currentSince = currentSince
    }

    /// Counts runs of satisfied periods; excused and pending periods neither break nor extend
    /// a run, failed ones end it (`StreakFold`).
    public init(_ periods: [StreakPeriod]) {
        var fold = StreakFold(settledBefore: periods.first?.first ?? CivilDate(dayNumber: 0))
        for p in periods { fold.add(p, ladder: []) }
        self = fold.streaks
    }
}

extension HabitRules {
    /// Current and best streak as of `today`.
    public func streaks(through today: CivilDate, skipsKeepStreak: Bool) -> Streaks {
        Streaks(periods(through: today, skipsKeepStreak: skipsKeepStreak))
    }
}
