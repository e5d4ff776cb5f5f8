import FoundationEssentials
import HabitCore

/// The system's zones: offsets from the system tz database (`$TZDIR`, else
/// /usr/share/zoneinfo), and the system zone's name from `TZ` or the /etc/localtime link.
public enum SystemZones {
    /// This process's tz database (`TZDIR` as it started), which the store checks a habit's
    /// zone against.
    public static let installed = offsets(environment: ProcessInfo.processInfo.environment)

    public static func offsets(environment: [String: String]) -> ZoneOffsets {
        let dir = environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
        return TZDatabaseOffsets { name in FileManager.default.contents(atPath: dir + "/" + name) }
    }

    /// The system zone: `TZ` when set (`:Area/City` or `Area/City`), else the zone that
    /// `localtime` links to (`…/zoneinfo/Area/City`), else UTC (what libc assumes then).
    /// A name counts only when `known` (the tz database the caller reads offsets from, whose
    /// parsed files it keeps) has it. Read anew on every call, so a daemon sees the zone
    /// change when the link changes.
    public static func zone(localtime: String = "/etc/localtime", environment: [String: String], known: ZoneOffsets) -> Zone {
        if let tz = environment["TZ"], !tz.isEmpty {
            var name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
            if let range = name.firstRange(of: "zoneinfo/") { name = String(name[range.upperBound...]) }
            if known.knows(name) { return Zone(name) }
        }
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: localtime),
           let range = target.firstRange(of: "zoneinfo/") {
            var name = String(target[range.upperBound...])
            for prefix in ["posix/", "right/"] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
            if known.knows(name) { return Zone(name) }
        }
        return .utc
    }
}
