import Foundation
import HabitCore
import Testing
@testable import HabitStore

/// The system zone's name, from `TZ` in each form libc takes, else from where /etc/localtime
/// links to; a name the tz database lacks falls through to UTC.
@Suite struct SystemZonesTests {
    /// A tz database that has exactly these names (no file is read).
    struct Names: ZoneOffsets {
        let names: Set<String>
        func offset(_ zone: Zone, at t: Int) -> Int { 0 }
        func isDaylight(_ zone: Zone, at t: Int) -> Bool { false }
        func knows(_ identifier: String) -> Bool { names.contains(identifier) }
    }

    let known = Names(names: ["Europe/Paris", "America/Argentina/Buenos_Aires"])

    @Test(arguments: [
        ("Europe/Paris", "Europe/Paris"), (":Europe/Paris", "Europe/Paris"),
        ("/usr/share/zoneinfo/Europe/Paris", "Europe/Paris"), (":/usr/share/zoneinfo/Europe/Paris", "Europe/Paris"),
        ("America/Argentina/Buenos_Aires", "America/Argentina/Buenos_Aires"), ("Mars/Olympus", "UTC"),
    ])
    func tzNamesTheZone(_ tz: String, _ expected: String) {
        let zone = SystemZones.zone(localtime: "/nonexistent", environment: ["TZ": tz], known: known)
        #expect(zone.identifier == expected)
    }

    @Test(arguments: [
        ("/usr/share/zoneinfo/Europe/Paris", "Europe/Paris"), ("../usr/share/zoneinfo/posix/Europe/Paris", "Europe/Paris"),
        ("/usr/share/zoneinfo/right/America/Argentina/Buenos_Aires", "America/Argentina/Buenos_Aires"),
        ("/usr/share/zoneinfo/Mars/Olympus", "UTC"), ("/etc/somewhere-else", "UTC"),
    ])
    func localtimeLinkNamesTheZone(_ target: String, _ expected: String) throws {
        let tmp = TempDir()
        let link = tmp.file("localtime")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        // An empty TZ is no TZ.
        for env in [[:], ["TZ": ""]] {
            #expect(SystemZones.zone(localtime: link, environment: env, known: known).identifier == expected)
        }
    }

    @Test func afterZoneinfoTakesWhatFollowsTheFirstMark() {
        #expect(SystemZones.afterZoneinfo("/usr/share/zoneinfo/Europe/Paris") == "Europe/Paris")
        #expect(SystemZones.afterZoneinfo("/a/zoneinfo/b/zoneinfo/c") == "b/zoneinfo/c")
        #expect(SystemZones.afterZoneinfo("zoneinfo/") == "")
        #expect(SystemZones.afterZoneinfo("zoneinfo") == nil)
        #expect(SystemZones.afterZoneinfo("Europe/Paris") == nil)
        #expect(SystemZones.afterZoneinfo("/zönéinfo/x/zoneinfo/Ä") == "Ä")
    }
}
