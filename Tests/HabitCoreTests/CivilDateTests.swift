import Foundation
import Testing
import TestSupport
@testable import HabitCore

@Suite struct CivilDateTests {
    @Test func dayNumberRoundTripsOverFourCenturies() {
        var previous: CivilDate?
        for n in -200_000...200_000 where n % 7 == 0 || (-800...800).contains(n) {
            let d = CivilDate(dayNumber: n)
            #expect(d.dayNumber == n)
            if let p = previous { #expect(p < d) }
            previous = d
        }
    }

    @Test func knownDatesAndWeekdays() {
        #expect(CivilDate(dayNumber: 0).description == "1970-01-01")
        #expect(CivilDate(dayNumber: 0).weekday == .thursday)
        #expect(CivilDate(year: 2026, month: 11, day: 22)!.weekday == .sunday)
        #expect(CivilDate(year: 2000, month: 2, day: 29)!.weekday == .tuesday)
        #expect(CivilDate(year: 1969, month: 12, day: 31)!.dayNumber == -1)
    }

    /// Spelt `YYYY-MM-DD` with zeros, as printf's "%04d-%02d-%02d" spells it, at both ends of
    /// the range and across every day of a few years; the day numbers past it spell their
    /// year as it is.
    @Test func spelling() {
        func printf(_ y: Int, _ m: Int, _ d: Int) -> String {
            func pad(_ n: Int, _ w: Int) -> String { String(repeating: "0", count: max(0, w - String(n).count)) + String(n) }
            return "\(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2))"
        }
        for n in Array(-719_162 ... -718_000) + Array(-1_000 ... 20_000) + Array(2_932_000 ... 2_932_896) {
            let d = CivilDate(dayNumber: n)
            #expect(d.description == printf(d.year, d.month, d.day))
        }
        #expect(CivilDate(year: 1, month: 1, day: 1)!.description == "0001-01-01")
        #expect(CivilDate(year: 9999, month: 12, day: 31)!.description == "9999-12-31")
        #expect(CivilDate(dayNumber: 2_932_897).description == "10000-01-01")
    }

    /// The dictionary hash (`_rawHashValue(seed:)`): two years of consecutive days spread
    /// over 1,024 buckets as a random hash would (linear probing, the standard library's, at
    /// 71% full: about 2.2 probes a key on average), and two seeds lay them out differently.
    @Test func daysSpreadOverATablesBuckets() {
        let days = (0..<730).map { CivilDate(year: 2025, month: 1, day: 1)!.adding(days: $0) }
        for seed in [0, 0x7f3a_9c10, -0x5555_0000_1230, Int.max] {
            var taken = [Bool](repeating: false, count: 1024)
            var probes = 0
            for day in days {
                var bucket = day._rawHashValue(seed: seed) & 1023
                probes += 1
                while taken[bucket] { bucket = (bucket + 1) & 1023; probes += 1 }
                taken[bucket] = true
            }
            // A random hash gives ~2.2 a key here; identity-like hashing of days would give 1.0
            // (which the next check catches), everything in one bucket 365.
            let mean = Double(probes) / Double(days.count)
            #expect(mean < 3.5, "seed \(seed): \(mean) probes a key")
            #expect(days.allSatisfy { $0._rawHashValue(seed: seed) == CivilDate(parsing: $0.description)!._rawHashValue(seed: seed) })
        }
        let same = days.filter { $0._rawHashValue(seed: 0x10) & 1023 == $0._rawHashValue(seed: 0x7f3a_9c10) & 1023 }.count
        #expect(same < 30, "\(same) of 730 days in the same bucket under two seeds")
    }

    @Test func impossibleDatesDoNotExist() {
        #expect(CivilDate(year: 2026, month: 2, day: 29) == nil)
        #expect(CivilDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CivilDate(year: 1900, month: 2, day: 29) == nil)
        #expect(CivilDate(year: 2026, month: 13, day: 1) == nil)
        #expect(CivilDate(year: 2026, month: 4, day: 31) == nil)
    }

    @Test(arguments: ["2026-02-30", "2026-1-01", "26-01-01", "2026/01/01", "2026-01-01x", "", "abcd-ef-gh", "2026-00-10", "+026-01-01"])
    func parsingRejects(_ text: String) {
        #expect(CivilDate(parsing: text) == nil)
    }

    @Test func listsOfDatesParseWholeOrNotAtAll() {
        let a = CivilDate(year: 2024, month: 2, day: 29)!, b = CivilDate(year: 2026, month: 11, day: 23)!
        #expect(CivilDate.list(parsing: "") == [])
        #expect(CivilDate.list(parsing: "2024-02-29") == [a])
        #expect(CivilDate.list(parsing: "2024-02-29,2026-11-23") == [a, b])
        #expect(CivilDate.list(parsing: "2024-02-29;2026-11-23", separator: UInt8(ascii: ";")) == [a, b])
        for bad in ["2024-02-29,", ",2024-02-29", "2024-02-29,2026-11-31", "2024-02-29 2026-11-23", "x"] {
            #expect(CivilDate.list(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func weekStartsFollowTheSetting() {
        let sunday = CivilDate(year: 2026, month: 11, day: 22)!
        #expect(sunday.startOfWeek(.monday).description == "2026-11-16")
        #expect(sunday.startOfWeek(.sunday).description == "2026-11-22")
        #expect(sunday.startOfWeek(.saturday).description == "2026-11-21")
        let friday = CivilDate(year: 2026, month: 11, day: 20)!
        #expect(friday.startOfWeek(.saturday).description == "2026-11-14")
    }

    @Test func localDateOfAnInstantDependsOnTheZone() {
        // 2026-11-22T23:30:00Z
        let instant = Date(timeIntervalSince1970: 1_795_390_200)
        #expect(CivilDate.of(instant, in: Zone("UTC"), offsets: FoundationZoneOffsets()).description == "2026-11-22")
        #expect(CivilDate.of(instant, in: Zone("Europe/Berlin"), offsets: FoundationZoneOffsets()).description == "2026-11-23")
        #expect(CivilDate.of(instant, in: Zone("America/Los_Angeles"), offsets: FoundationZoneOffsets()).description == "2026-11-22")
        #expect(CivilDate.of(Date(timeIntervalSince1970: -1), in: Zone("UTC"), offsets: FoundationZoneOffsets()).description == "1969-12-31")
    }

    @Test func codableAsText() throws {
        let d = CivilDate(year: 2026, month: 3, day: 29)!
        let data = try JSONEncoder().encode([d])
        #expect(String(decoding: data, as: UTF8.self) == "[\"2026-03-29\"]")
        #expect(try JSONDecoder().decode([CivilDate].self, from: data) == [d])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CivilDate].self, from: Data("[\"2026-02-30\"]".utf8)) }
    }
}
