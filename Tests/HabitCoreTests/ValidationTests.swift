import Foundation
import Testing
import TestSupport
@testable import HabitCore

@Suite struct ValidationTests {
    func habit(_ name: String = "Read", _ configure: (inout Habit) -> Void = { _ in }) -> Habit {
        var h = Habit(name: name, color: .palette("sky"), startDate: CivilDate(year: 2026, month: 1, day: 1)!,
                      createdAt: Date(timeIntervalSince1970: 0))
        configure(&h)
        return h
    }

    @Test func namesAreTrimmedAndBounded() throws {
        #expect(try Validate.name("  Read  ") == "Read")
        #expect(throws: HabitError.emptyName) { try Validate.name("") }
        #expect(throws: HabitError.emptyName) { try Validate.name(" \t ") }
        #expect(throws: HabitError.nameTooLong(61)) { try Validate.name(String(repeating: "a", count: 61)) }
        #expect(try Validate.name(String(repeating: "é", count: 60)).count == 60)
        // 60 emoji are 60 characters even though each is several bytes.
        #expect(try Validate.name(String(repeating: "👩‍👩‍👧", count: 60)).count == 60)
        #expect(throws: HabitError.self) { try Validate.name("a\u{1B}[31mb") }
        #expect(throws: HabitError.self) { try Validate.name("a\tb") }
    }

    @Test func literalMarkupAndAccentsAreFine() throws {
        #expect(try Validate.name("<b>x</b> & y") == "<b>x</b> & y")
        #expect(try Validate.name("Crème brûlée \"quoted\" 'single'") == "Crème brûlée \"quoted\" 'single'")
    }

    @Test func duplicatesInAnyLetterCase() {
        #expect(throws: HabitError.duplicateName("read")) { try Validate.habit(habit("READ"), otherNames: ["read"], zones: FoundationZoneOffsets()) }   // as it exists
        // Composed and decomposed é are the same name; so are Ä and ä.
        #expect(throws: HabitError.self) { try Validate.habit(habit("Caf\u{E9}"), otherNames: ["CAFE\u{301}"], zones: FoundationZoneOffsets()) }
        #expect(throws: HabitError.self) { try Validate.habit(habit("Äpfel"), otherNames: ["äpfel"], zones: FoundationZoneOffsets()) }
        #expect(throws: Never.self) { try Validate.habit(habit("Read"), otherNames: ["Reading"], zones: FoundationZoneOffsets()) }
    }

    @Test func habitLevelChecks() {
        #expect(throws: HabitError.endBeforeStart(start: CivilDate(year: 2026, month: 1, day: 1)!, end: CivilDate(year: 2025, month: 12, day: 31)!)) {
            try Validate.habit(habit { $0.endDate = CivilDate(year: 2025, month: 12, day: 31) }, otherNames: [], zones: FoundationZoneOffsets())
        }
        #expect(throws: HabitError.invalidWeeklyTarget(8)) { try Validate.habit(habit { $0.schedule = .perWeek(8) }, otherNames: [], zones: FoundationZoneOffsets()) }
        #expect(throws: HabitError.invalidMonthlyTarget(32)) { try Validate.habit(habit { $0.schedule = .perMonth(32) }, otherNames: [], zones: FoundationZoneOffsets()) }
        #expect(throws: HabitError.invalidInterval(0)) { try Validate.habit(habit { $0.schedule = .everyNDays(0) }, otherNames: [], zones: FoundationZoneOffsets()) }
        #expect(throws: HabitError.timesPerDayNeedsDailyKind) {
            try Validate.habit(habit { $0.schedule = .perWeek(3); $0.timesPerDay = 2 }, otherNames: [], zones: FoundationZoneOffsets())
        }
        #expect(throws: HabitError.invalidZone("Mars/Base")) { try Validate.habit(habit { $0.zone = "Mars/Base" }, otherNames: [], zones: FoundationZoneOffsets()) }
        let nine = WallTime(hour: 9, minute: 0)!
        #expect(throws: HabitError.duplicateReminder(nine)) {
            try Validate.habit(habit { $0.reminders = [Reminder(time: nine), Reminder(time: nine, days: .weekends)] }, otherNames: [], zones: FoundationZoneOffsets())
        }
    }

    @Test func zonesDatesCountsIcons() throws {
        #expect(try Validate.zone("Europe/Berlin", knownBy: FoundationZoneOffsets()) == "Europe/Berlin")
        #expect(try Validate.zone("UTC", knownBy: FoundationZoneOffsets()) == "UTC")
        #expect(throws: HabitError.self) { try Validate.zone("CEST", knownBy: FoundationZoneOffsets()) }
        #expect(throws: HabitError.self) { try Validate.zone("EST", knownBy: FoundationZoneOffsets()) }
        #expect(throws: HabitError.self) { try Validate.zone("GMT+2", knownBy: FoundationZoneOffsets()) }
        #expect(throws: HabitError.self) { try Validate.zone("europe/berlin", knownBy: FoundationZoneOffsets()) }
        #expect(try Validate.zone("Asia/Kolkata", knownBy: FoundationZoneOffsets()) == "Asia/Kolkata")   // missing from Foundation's known list
        #expect(try Validate.zone("America/Argentina/Buenos_Aires", knownBy: FoundationZoneOffsets()) == "America/Argentina/Buenos_Aires")
        let today = CivilDate(year: 2026, month: 11, day: 22)!
        #expect(try Validate.pastOrToday("2026-11-22", today: today) == today)
        #expect(throws: HabitError.futureDate(today.adding(days: 1))) { try Validate.pastOrToday("2026-11-23", today: today) }
        #expect(throws: HabitError.invalidDate("2026-02-29")) { try Validate.date("2026-02-29") }
        #expect(throws: HabitError.invalidCount("0")) { try Validate.count("0") }
        #expect(throws: HabitError.invalidCount("1001")) { try Validate.count("1001") }
        #expect(try Validate.icon("🏃") == "🏃")
        #expect(try Validate.icon("👩‍💻") == "👩‍💻")
        #expect(throws: HabitError.self) { try Validate.icon("ab") }
        #expect(throws: HabitError.self) { try Validate.icon("a") }
    }

    @Test func messagesAreSingleLines() {
        let samples: [HabitError] = [.emptyName, .nameTooLong(70), .duplicateName("x"), .invalidTime("1"), .invalidWeekday("x"),
                                     .invalidDate("x"), .invalidZone("x"), .invalidColor("x"), .conflictingSchedules(["--daily", "--weekly"]),
                                     .unknownHabit("x"), .unknownSetting("x"), .beforeStart(habit: "x", date: CivilDate(dayNumber: 0), start: CivilDate(dayNumber: 1))]
        for e in samples {
            #expect(!e.message.contains("\n"))
            #expect(!e.message.isEmpty)
        }
    }
}
