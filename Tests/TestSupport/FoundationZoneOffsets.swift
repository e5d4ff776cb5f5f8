import Foundation
import HabitCore

/// Offsets as Foundation's `TimeZone` gives them (ICU's own copy of the tz database, fixed
/// by the toolchain): the tests' second reader beside the programs' TZif files, and the
/// planner tests' fixed facts whatever tzdata the machine has.
public struct FoundationZoneOffsets: ZoneOffsets {
    public init() {}

    public func offset(_ zone: Zone, at t: Int) -> Int {
        Self.timeZone(zone).secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))
    }

    public func isDaylight(_ zone: Zone, at t: Int) -> Bool {
        Self.timeZone(zone).isDaylightSavingTime(for: Date(timeIntervalSince1970: Double(t)))
    }

    /// A name Foundation resolves to itself ("Europe/Berlin"; not "europe/berlin").
    public func knows(_ identifier: String) -> Bool {
        TimeZone(identifier: identifier)?.identifier == identifier || identifier == "UTC"
    }

    static func timeZone(_ zone: Zone) -> TimeZone {
        guard let z = TimeZone(identifier: zone.identifier) else { preconditionFailure("Foundation knows no zone \(zone)") }
        return z
    }
}
