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
    /// a run, failed ones end it.
    public init(_ periods: [StreakPeriod]) {
        self.init()
        var run = 0
        var runStart: CivilDate?
        for p in periods {
            switch p.outcome {
            case .satisfied:
                if run == 0 { runStart = p.first }
                run += 1
                best = max(best, run)
            case .failed:
                run = 0
                runStart = nil
            case .excused, .pending:
                continue
            }
        }
        current = run
        currentSince = runStart
    }
}

extension HabitRules {
    /// Current and best streak as of `today`.
    public func streaks(through today: CivilDate, skipsKeepStreak: Bool) -> Streaks {
        Streaks(periods(through: today, skipsKeepStreak: skipsKeepStreak))
    }
}
