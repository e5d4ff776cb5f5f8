/// The ledger's word for one period a streak is counted in: a due day of a day habit, or a
/// week or month of a weekly or monthly one (or of a week's or month's goal).
public enum PeriodVerdict: String, Sendable, Codable {
    /// Its target reached (a day done, K days, the amount), or a quit habit's period kept.
    case met
    /// Still undecided: it holds today and its target is not yet reached.
    case open
    /// Over, or decided early (a quit limit passed), without its target.
    case failed
    /// Neither breaks nor grows a streak: skipped, or too little of it lay in the term.
    case excused

    init(_ outcome: PeriodOutcome) {
        switch outcome {
        case .satisfied: self = .met
        case .pending: self = .open
        case .failed: self = .failed
        case .excused: self = .excused
        }
    }
}

/// One period in the ledger.
public struct LedgerPeriod: Hashable, Sendable {
    public let first: CivilDate
    public let last: CivilDate
    public let verdict: PeriodVerdict
    /// The day its target was reached (a met period): the K-th done day, the day the amount
    /// reached the goal, the day itself for a day habit, the last day for a quit period.
    public let metOn: CivilDate?

    public init(first: CivilDate, last: CivilDate, verdict: PeriodVerdict, metOn: CivilDate?) {
        self.first = first
        self.last = last
        self.verdict = verdict
        self.metOn = metOn
    }

    /// The day its verdict is counted on (stats, the trend's buckets): its last day, or today
    /// for a period still running that is already decided (met, or a quit limit passed).
    public func countedOn(today: CivilDate) -> CivilDate { min(last, today) }
}
