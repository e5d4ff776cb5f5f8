/// The ledger's word for one day of one habit, seen from a today: what every view shows of
/// that day, and what a view never works out for itself (the board's bar, show's week and
/// heat map, history, stats, status, the JSON, the notification).
public enum DayVerdict: String, Sendable, CaseIterable, Codable {
    /// Done that day; for a quit habit, checked in clean.
    case done
    /// Something logged but not enough, and the day is over: a miss that shows its effort.
    case partly
    /// Asked and gone by undone (a day habit's day, or a day of a week or month that failed).
    case missed
    /// Today, still asked.
    case due
    /// After today, and asked (as far as today knows).
    case upcoming
    /// Nothing is asked that day: outside the term, not on the schedule, irregular, or a day
    /// of a week or month still open that went by unused.
    case notDue = "not_due"
    /// Skipped on purpose ("not today").
    case skipped
    /// A pause holds it (a holiday): nothing asked, the streak neither breaks nor grows.
    case paused
    /// Answered "no" on purpose (`habitctl fail`): a miss someone said, not one nobody
    /// answered.
    case declined
    /// A quit habit over its limit that day (or its week's or month's).
    case slip
    /// A quit habit's past day with nothing logged: kept.
    case kept
    /// An undone day of a week or month whose target is already met: nothing more is asked.
    case covered

    /// Whether the day counts as a success: done, kept.
    public var isSuccess: Bool { self == .done || self == .kept }
}

/// One day in the ledger: its verdict and what was logged.
public struct LedgerDay: Hashable, Sendable {
    public let date: CivilDate
    public let verdict: DayVerdict
    /// What was logged that day (completions' count and amount).
    public let tally: DayTally

    public init(date: CivilDate, verdict: DayVerdict, tally: DayTally) {
        self.date = date
        self.verdict = verdict
        self.tally = tally
    }
}
