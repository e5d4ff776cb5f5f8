import FoundationEssentials
import HabitCore
import Posix

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
            let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
            let zone = afterZoneinfo(name) ?? name
            if known.knows(zone) { return Zone(zone) }
        }
        if let target = FileSystem.linkTarget(localtime), var name = afterZoneinfo(target) {
            for prefix in ["posix/", "right/"] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
            if known.knows(name) { return Zone(name) }
        }
        return .utc
    }

    /// What follows the first `zoneinfo/` in `path` (`/usr/share/zoneinfo/Europe/Paris` →
    /// `Europe/Paris`), or nil. By the UTF-8 bytes: the standard library's `firstRange(of:)`
    /// cost more the first time than the rest of this function (docs/package.md, start-up).
    static func afterZoneinfo(_ path: String) -> String? {
        let bytes = Array(path.utf8), marker = Array("zoneinfo/".utf8)
        guard bytes.count >= marker.count else { return nil }
        for start in 0...(bytes.count - marker.count) where bytes[start..<start + marker.count].elementsEqual(marker) {
            return String(decoding: bytes[(start + marker.count)...], as: UTF8.self)
        }
        return nil
    }
}
