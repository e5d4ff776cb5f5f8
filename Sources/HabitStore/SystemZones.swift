import FoundationEssentials
import HabitCore

/// The system's zones: offsets from the system tz database (`$TZDIR`, else
/// /usr/share/zoneinfo), and the system zone's name from `TZ` or the /etc/localtime link.
public enum SystemZones {
    public static func offsets(environment: [String: String]) -> ZoneOffsets {
        let dir = environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
        return TZDatabaseOffsets { name in FileManager.default.contents(atPath: dir + "/" + name) }
    }

    /// The system zone: `TZ` when set (`:Area/City` or `Area/City`), else the zone that
    /// `localtime` links to (`…/zoneinfo/Area/City`), else UTC.
    /// Read anew on every call, so a daemon sees the zone change when the link changes.
    public static func zone(localtime: String = "/etc/localtime", environment: [String: String]) -> TimeZone {
        configured(localtime: localtime, environment: environment).zone
    }

    /// The system zone and the name the user configured for it: Foundation calls `UTC`
    /// "GMT", but the user wrote UTC, and that is what habitd and habitctl show.
    public static func configured(localtime: String = "/etc/localtime", environment: [String: String]) -> (name: String, zone: TimeZone) {
        if let tz = environment["TZ"], !tz.isEmpty {
            var name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
            if let range = name.firstRange(of: "zoneinfo/") { name = String(name[range.upperBound...]) }
            if let zone = TimeZone(identifier: name) { return (name, zone) }
        }
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: localtime),
           let range = target.firstRange(of: "zoneinfo/") {
            var name = String(target[range.upperBound...])
            for prefix in ["posix/", "right/"] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
            if let zone = TimeZone(identifier: name) { return (name, zone) }
        }
        // Foundation's own guess reads the same two places; UTC is what libc assumes then.
        return ("UTC", TimeZone(identifier: "UTC")!)
    }
}
