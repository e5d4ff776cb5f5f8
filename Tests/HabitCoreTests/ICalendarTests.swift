import Foundation
import Testing
@testable import HabitCore

/// The iCalendar text: folded lines, escaped text, VTIMEZONE changes found where the offsets
/// change (synthetic offsets: no tz database needed).
@Suite struct ICalendarTests {
    let stamp = Date(timeIntervalSince1970: 1_806_148_800)   // 2027-03-27T12:00:00Z

    @Test func linesFoldAt75OctetsNeverInsideACharacter() {
        let folded = ICalendar.fold("SUMMARY:" + String(repeating: "é", count: 60))
        let lines = folded.components(separatedBy: "\r\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(lines[1].hasPrefix(" "))
        #expect(lines[0] + lines[1].dropFirst() == "SUMMARY:" + String(repeating: "é", count: 60))
    }

    @Test func textIsEscaped() {
        #expect(ICalendar.escape("Read; slowly, then\\more\nagain") == "Read\\; slowly\\, then\\\\more\\nagain")
    }

    @Test func aZonesChangeIsFoundToTheSecondAndWrittenInTheOldWallTime() throws {
        let change = 1_806_195_600   // 2027-03-28T01:00:00Z
        let zone = ICalendar.zone("Test/Zone", from: change - 5 * 86_400, to: change + 5 * 86_400,
                                  offset: { $0 < change ? 3600 : 7200 }, daylight: { $0 >= change })
        #expect(zone.transitions == [ICalendar.Transition(at: change, from: 3600, to: 7200, daylight: true)])
        let text = ICalendar(name: "t", events: [], zones: [zone], stamp: stamp).text
        #expect(text.contains("BEGIN:DAYLIGHT\r\nDTSTART:20270328T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nEND:DAYLIGHT"))
        #expect(text.contains("BEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0100"))
    }

    @Test func eventsTimedAndAllDay() throws {
        let day = try #require(CivilDate(parsing: "2027-03-28"))
        let cal = ICalendar(name: "habitd", events: [
            ICalendar.Event(uid: "a@habitd", summary: "Night owl", start: .local(date: day, secondOfDay: 3 * 3600, zone: "Europe/Berlin", minutes: 15)),
            ICalendar.Event(uid: "b@habitd", summary: "✓ Read", start: .day(day)),
        ], zones: [], stamp: stamp)
        let text = cal.text
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(text.contains("UID:a@habitd\r\nDTSTAMP:20270327T120000Z\r\nDTSTART;TZID=Europe/Berlin:20270328T030000\r\nDURATION:PT15M"))
        #expect(text.contains("DTSTART;VALUE=DATE:20270328\r\nDTEND;VALUE=DATE:20270329\r\nTRANSP:TRANSPARENT\r\nSUMMARY:✓ Read"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test func offsetsWithMinutesAndSeconds() {
        #expect(ICalendar.offset(19_800) == "+0530")
        #expect(ICalendar.offset(-12_600) == "-0330")
        #expect(ICalendar.offset(-1_800) == "-0030")
        #expect(ICalendar.offset(4_075) == "+010755")
    }
}
