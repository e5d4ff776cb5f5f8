import FoundationEssentials
import Synchronization

/// Where UTC offsets come from. Linux users' clocks follow the system tz database
/// (/usr/share/zoneinfo), which distributions update; Foundation on Linux answers from the
/// tz data built into its ICU, which can be older (tzdata 2026f moved Europe/Chisinau's
/// changes to 01:00 UTC; Foundation still said 00:00). The executables pass
/// `TZDatabaseOffsets` reading the system files; `FoundationZoneOffsets` is the fallback.
public protocol ZoneOffsets: Sendable {
    /// Seconds east of UTC in `zone` at Unix second `t`.
    func offset(_ zone: TimeZone, at t: Int) -> Int
}

/// Offsets as Foundation's `TimeZone` gives them.
public struct FoundationZoneOffsets: ZoneOffsets {
    public init() {}

    public func offset(_ zone: TimeZone, at t: Int) -> Int {
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))
    }
}

/// Offsets from TZif files (RFC 8536), loaded on first use by `load` (which does the I/O,
/// so this type stays pure). A zone with no file falls back to Foundation.
public final class TZDatabaseOffsets: ZoneOffsets, Sendable {
    private let load: @Sendable (String) -> Data?
    private let zones = Mutex<[String: TZif?]>([:])
    private let fallback = FoundationZoneOffsets()

    public init(load: @escaping @Sendable (String) -> Data?) {
        self.load = load
    }

    public func offset(_ zone: TimeZone, at t: Int) -> Int {
        rules(zone.identifier)?.offset(at: t) ?? fallback.offset(zone, at: t)
    }

    /// The parsed file for a zone name, nil when there is none (or it does not parse).
    public func rules(_ identifier: String) -> TZif? {
        zones.withLock { zones in
            if let cached = zones[identifier] { return cached }
            let name = identifier == "GMT" ? "UTC" : identifier
            let parsed = name.contains("..") ? nil : load(name).flatMap { try? TZif(data: $0) }
            zones[identifier] = .some(parsed)
            return parsed
        }
    }
}
