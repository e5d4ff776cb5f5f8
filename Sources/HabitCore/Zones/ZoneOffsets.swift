import FoundationEssentials
import Synchronization

/// Where UTC offsets come from. Linux users' clocks follow the system tz database
/// (/usr/share/zoneinfo), which distributions update: the programs pass `TZDatabaseOffsets`
/// reading its files. (Foundation on Linux answered from the tz data built into its ICU,
/// which can be older: tzdata 2026f moved Europe/Chisinau's changes to 01:00 UTC, and
/// Foundation still said 00:00. The tests keep it as a second reader.)
public protocol ZoneOffsets: Sendable {
    /// Seconds east of UTC in `zone` at Unix second `t`.
    func offset(_ zone: Zone, at t: Int) -> Int
    /// Whether `zone` keeps daylight time at Unix second `t` (iCalendar's DAYLIGHT).
    func isDaylight(_ zone: Zone, at t: Int) -> Bool
    /// Whether the database has a zone of this exact name.
    func knows(_ identifier: String) -> Bool
}

extension ZoneOffsets {
    /// The zone `identifier` names when the database has it (a habit's pinned zone), else
    /// `fallback` (the system zone: a synced habit may name a zone this machine lacks).
    public func zone(named identifier: String?, else fallback: Zone) -> Zone {
        guard let identifier, identifier != fallback.identifier else { return fallback }
        return knows(identifier) ? Zone(identifier) : fallback
    }
}

/// Offsets from TZif files (RFC 8536), loaded on first use by `load` (which does the I/O,
/// so this type stays pure). A zone with no file is UTC, which `knows` says beforehand.
public final class TZDatabaseOffsets: ZoneOffsets, Sendable {
    private let load: @Sendable (String) -> Data?
    private let zones = Mutex<[String: TZif?]>([:])

    public init(load: @escaping @Sendable (String) -> Data?) {
        self.load = load
    }

    public func offset(_ zone: Zone, at t: Int) -> Int {
        rules(zone.identifier)?.offset(at: t) ?? 0
    }

    public func isDaylight(_ zone: Zone, at t: Int) -> Bool {
        rules(zone.identifier)?.isDaylight(at: t) ?? false
    }

    /// A name with a file that parses; not `posix/…` and `right/…` (the same zones again,
    /// the second counting leap seconds) nor a path out of the folder.
    public func knows(_ identifier: String) -> Bool {
        !identifier.hasPrefix("posix/") && !identifier.hasPrefix("right/") && !identifier.hasPrefix("/") && rules(identifier) != nil
    }

    /// Whether a zone name has `..` in it, which would reach outside the tz database. By the
    /// UTF-8 bytes: the standard library's substring search cost a start more than the file.
    static func climbsOut(_ name: String) -> Bool {
        var afterDot = false
        for byte in name.utf8 {
            if byte == UInt8(ascii: ".") {
                if afterDot { return true }
                afterDot = true
            } else {
                afterDot = false
            }
        }
        return false
    }

    /// The parsed file for a zone name, nil when there is none (or it does not parse).
    public func rules(_ identifier: String) -> TZif? {
        zones.withLock { zones in
            if let cached = zones[identifier] { return cached }
            let name = identifier == "GMT" ? "UTC" : identifier
            let parsed = Self.climbsOut(name) ? nil : load(name).flatMap { try? TZif(data: $0) }
            zones[identifier] = .some(parsed)
            return parsed
        }
    }
}
