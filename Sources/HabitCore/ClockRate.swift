import FoundationEssentials

/// A clock that runs faster than the real one, for the soak test: a simulated month in an
/// hour of real time. `HABITD_CLOCK="START,ANCHOR,RATE"` (START an ISO-8601 instant, ANCHOR
/// a real Unix time in seconds, RATE the speed-up) means that at the real instant ANCHOR the
/// simulated clock reads START, and from then on it runs RATE times as fast. The driver that
/// sets it computes the same mapping, so habitd, habitctl (through `HABITD_NOW`) and the API
/// agree on "now" to the millisecond. An optional fourth field, GRACE, says in simulated
/// seconds how late a reminder may fire and still be on time (see `Engine.grace`); without
/// it habitd takes two real seconds at the clock's speed. Pure: the caller reads the real clock.
public struct ClockRate: Sendable, Equatable {
    public let start: Date
    public let anchor: Date
    public let rate: Double
    public let grace: TimeInterval?

    public init(start: Date, anchor: Date, rate: Double, grace: TimeInterval? = nil) {
        self.start = start
        self.anchor = anchor
        self.rate = rate
        self.grace = grace
    }

    /// Parses "START,ANCHOR,RATE[,GRACE]"; nil for anything else (RATE must be positive and
    /// finite, GRACE finite and not negative).
    public static func parse(_ text: String) -> ClockRate? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        guard parts.count == 3 || parts.count == 4, let start = ISOInstant.parse(parts[0]),
              let anchor = Double(parts[1]), anchor.isFinite,
              let rate = Double(parts[2]), rate.isFinite, rate > 0 else { return nil }
        var grace: TimeInterval?
        if parts.count == 4 {
            guard let g = Double(parts[3]), g.isFinite, g >= 0 else { return nil }
            grace = g
        }
        return ClockRate(start: start, anchor: Date(timeIntervalSince1970: anchor), rate: rate, grace: grace)
    }

    /// How late a reminder may fire and still be on time under this clock.
    public var onTimeGrace: TimeInterval { grace ?? max(120, rate * 2) }

    /// The simulated instant at a real one.
    public func simulated(atReal real: Date) -> Date {
        start.addingTimeInterval(real.timeIntervalSince(anchor) * rate)
    }

    /// The real instant at which the simulated clock reads `simulated`: where a timer is armed.
    public func real(atSimulated simulated: Date) -> Date {
        anchor.addingTimeInterval(simulated.timeIntervalSince(start) / rate)
    }
}
