import Foundation
import Testing
@testable import HabitCore

/// The system tz database reader: TZif files and their POSIX footer rules.
@Suite struct TZifTests {
    static func file(_ zone: String) -> Data? { FileManager.default.contents(atPath: "/usr/share/zoneinfo/" + zone) }

    @Test(arguments: ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "America/Santiago", "Antarctica/Troll",
                      "Asia/Tokyo", "Asia/Kolkata", "Pacific/Chatham", "UTC"])
    func agreesWithFoundationWhereTheirDataAgree(_ zone: String) throws {
        let data = try #require(Self.file(zone), "tzdata is not installed")
        let rules = try TZif(data: data)
        let tz = TimeZone(identifier: zone)!
        for t in stride(from: 1_795_305_600, to: 1_795_305_600 + 2 * 366 * 86_400, by: 3 * 3600) {
            #expect(rules.offset(at: t) == tz.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t))), "\(zone) at \(t)")
        }
    }

    @Test func theFooterRuleCarriesOnAfterTheLastTransition() throws {
        let rules = try TZif(data: try #require(Self.file("Europe/Berlin")))
        #expect(rules.footer == PosixTZ("CET-1CEST,M3.5.0,M10.5.0/3"))
        // 2045: past the file's explicit transitions (2037), the footer decides.
        for (text, offset) in [("2045-03-26T00:59:59Z", 3600), ("2045-03-26T01:00:00Z", 7200),
                               ("2045-10-29T00:59:59Z", 7200), ("2045-10-29T01:00:00Z", 3600)] {
            #expect(rules.offset(at: Int(ISOInstant.parse(text)!.timeIntervalSince1970)) == offset, "\(text)")
        }
    }

    @Test func chisinauFollowsTheSystemDatabase() throws {
        // tzdata 2026f: Moldova changes at 01:00 UTC, like the EU (Foundation's ICU data said 00:00).
        let rules = try TZif(data: try #require(Self.file("Europe/Chisinau")))
        #expect(rules.offset(at: Int(ISOInstant.parse("2027-03-28T00:30:00Z")!.timeIntervalSince1970)) == 7200)
        #expect(rules.offset(at: Int(ISOInstant.parse("2027-03-28T01:30:00Z")!.timeIntervalSince1970)) == 10800)
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

    @Test func theDatabaseReaderFallsBackToFoundation() {
        let offsets = TZDatabaseOffsets { name in name == "Europe/Berlin" ? Self.file(name) : nil }
        let t = Int(ISOInstant.parse("2027-07-01T12:00:00Z")!.timeIntervalSince1970)
        #expect(offsets.offset(TimeZone(identifier: "Europe/Berlin")!, at: t) == 7200)
        #expect(offsets.offset(TimeZone(identifier: "Asia/Tokyo")!, at: t) == 32_400)   // no file: Foundation
        #expect(offsets.rules("../../etc/passwd") == nil)
    }
}
