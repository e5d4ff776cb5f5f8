import Foundation
import Testing
@testable import HabitCore

/// The system tz database reader: TZif files and their POSIX footer rules, checked against
/// `zdump`, a second reader of the same installed files, so that no test pins a tzdata release.
@Suite struct TZifTests {
    static func file(_ zone: String) -> Data? { FileManager.default.contents(atPath: "/usr/share/zoneinfo/" + zone) }

    static let zones = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "America/Santiago", "Antarctica/Troll",
                        "Asia/Tokyo", "Asia/Kolkata", "Pacific/Chatham", "Europe/Chisinau", "America/Asuncion",
                        "Africa/Casablanca", "Asia/Gaza", "Pacific/Apia"]

    /// Every transition zdump reports in [from, to): the offset just before and at each.
    @Test(arguments: zones)
    func agreesWithZdumpAtEveryTransition(_ zone: String) throws {
        let rules = try TZif(data: try #require(Self.file(zone), "tzdata is not installed"))
        let lines = try Zdump.transitions(zone, fromYear: 1900, toYear: 2040)
        #expect(!lines.isEmpty, "zdump lists no transitions for \(zone)")
        for line in lines where line.instant >= 946_684_800 {   // 2000 on
            #expect(rules.offset(at: line.instant) == line.offset, "\(zone) at \(line.instant)")
            #expect(rules.isDaylight(at: line.instant) == line.daylight, "\(zone) daylight at \(line.instant)")
        }
        // Between transitions too: a stride over two years, each instant against the zdump line before it.
        let from = 1_795_305_600, to = from + 2 * 366 * 86_400
        for t in stride(from: from, to: to, by: 5 * 3600) {
            guard let expected = Zdump.offset(at: t, in: lines) else { continue }
            #expect(rules.offset(at: t) == expected, "\(zone) at \(t)")
        }
    }

    /// Past the file's explicit transitions (2037) the footer rule decides; zdump applies it too.
    @Test(arguments: ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Europe/Chisinau"])
    func theFooterRuleCarriesOnAfterTheLastTransition(_ zone: String) throws {
        let rules = try TZif(data: try #require(Self.file(zone)))
        #expect(rules.footer != nil)
        let lines = try Zdump.transitions(zone, fromYear: 2044, toYear: 2047)
        #expect(!lines.isEmpty || rules.footer?.daylight == nil, "\(zone): zdump lists no transitions")
        for line in lines {
            #expect(rules.offset(at: line.instant) == line.offset, "\(zone) at \(line.instant)")
            #expect(rules.isDaylight(at: line.instant) == line.daylight, "\(zone) daylight at \(line.instant)")
        }
    }

    @Test func utcIsZero() throws {
        let rules = try TZif(data: try #require(Self.file("UTC")))
        for t in stride(from: 0, to: 2_000_000_000, by: 86_400 * 97) { #expect(rules.offset(at: t) == 0) }
    }

    @Test func posixRules() {
        let lordHowe = PosixTZ("<+1030>-10:30<+11>-11,M10.1.0,M4.1.0")
        #expect(lordHowe?.standard == 37_800 && lordHowe?.daylight == 39_600)
        #expect(PosixTZ("UTC0")?.standard == 0)
        #expect(PosixTZ("<-03>3")?.standard == -10_800 && PosixTZ("<-03>3")?.daylight == nil)
        let ny = PosixTZ("EST5EDT,M3.2.0,M11.1.0")!
        #expect(ny.daylight == -14_400)
        // 2040-03-11 (second Sunday of March) 02:00 EST = 07:00Z.
        #expect(ny.offset(at: Int(ISOInstant.parse("2040-03-11T06:59:59Z")!.timeIntervalSince1970)) == -18_000)
        #expect(ny.offset(at: Int(ISOInstant.parse("2040-03-11T07:00:00Z")!.timeIntervalSince1970)) == -14_400)
        // Southern hemisphere: daylight time wraps the new year.
        let sydney = PosixTZ("AEST-10AEDT,M10.1.0,M4.1.0/3")!
        #expect(sydney.offset(at: Int(ISOInstant.parse("2040-01-15T00:00:00Z")!.timeIntervalSince1970)) == 39_600)
        #expect(sydney.offset(at: Int(ISOInstant.parse("2040-07-15T00:00:00Z")!.timeIntervalSince1970)) == 36_000)
        for bad in ["", "X1", "CET-1CEST,M13.5.0,M10.5.0", "CET-1CEST,M3.5.0", "CET"] { #expect(PosixTZ(bad) == nil, "\(bad)") }
    }

    @Test func garbageIsNotTZif() {
        #expect(throws: TZif.ParseError.self) { try TZif(data: Data("not a zone file".utf8)) }
        #expect(throws: TZif.ParseError.self) { try TZif(data: Data("TZif2".utf8) + Data(count: 50)) }
    }

    /// A zone is known by its file alone: one without a file is unknown (and UTC, should it
    /// be asked), and no name reaches outside the folder or into its posix/ and right/ copies.
    @Test func theDatabaseReaderKnowsTheZonesItHasFilesFor() throws {
        let offsets = TZDatabaseOffsets { name in name == "Europe/Berlin" || name.hasSuffix("/Europe/Berlin") ? Self.file(name) : nil }
        let t = Int(ISOInstant.parse("2027-07-01T12:00:00Z")!.timeIntervalSince1970)
        let berlin = Zdump.offset(at: t, in: try Zdump.transitions("Europe/Berlin", fromYear: 1900, toYear: 2028))
        #expect(offsets.offset(Zone("Europe/Berlin"), at: t) == berlin)
        #expect(offsets.isDaylight(Zone("Europe/Berlin"), at: t))
        #expect(offsets.knows("Europe/Berlin"))
        #expect(!offsets.knows("Asia/Tokyo"))
        #expect(offsets.offset(Zone("Asia/Tokyo"), at: t) == 0)
        #expect(!offsets.knows("posix/Europe/Berlin") && !offsets.knows("right/Europe/Berlin") && !offsets.knows("/Europe/Berlin"))
        #expect(offsets.rules("../../etc/passwd") == nil)
        // `..` anywhere is refused before the file is asked for, whatever the loader would give.
        #expect(offsets.rules("../zoneinfo/Europe/Berlin") == nil && offsets.rules("Europe/../Europe/Berlin") == nil)
        #expect(TZDatabaseOffsets.climbsOut("..") && TZDatabaseOffsets.climbsOut("a..b") && TZDatabaseOffsets.climbsOut("x/.."))
        #expect(!TZDatabaseOffsets.climbsOut("Etc/GMT+1") && !TZDatabaseOffsets.climbsOut("a.b.c") && !TZDatabaseOffsets.climbsOut(".a/.b"))
        #expect(offsets.zone(named: "Asia/Tokyo", else: .utc) == .utc)
        #expect(offsets.zone(named: "Europe/Berlin", else: .utc) == Zone("Europe/Berlin"))
        #expect(offsets.zone(named: nil, else: .utc) == .utc)
    }

    /// Found by the fuzzer (issue 32): an instant before year 1 or after 9999 crashed the
    /// rule's January 1st; it now takes the nearest year's rule.
    @Test func aPosixRuleAnswersForAnyInstant() throws {
        let cet = try #require(PosixTZ("CET-1CEST,M3.5.0,M10.5.0/3"))
        for t in [Int.min, Int.min / 2, -100_000_000_000, 400_000_000_000, Int.max / 2, Int.max] {
            #expect([3600, 7200].contains(cet.offset(at: t)))
        }
        #expect(cet.offset(at: 1_795_545_000) == 3600 && cet.offset(at: 1_783_000_000) == 7200)
        // A clock of more digits than any offset has is no clock (it overflowed the seconds).
        #expect(PosixTZ("CET-99999999999999999999") == nil && PosixTZ("CET-1CEST,M3.5.0/99999999999999999,M10.5.0/3") == nil)
    }
}
