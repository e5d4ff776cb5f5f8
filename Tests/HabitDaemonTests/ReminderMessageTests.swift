import Foundation
import HabitCore
import Testing
@testable import HabitDaemon

/// A habit's own words in its reminder (issue 29 part 5, seed 003).
@Suite struct ReminderMessageTests {
    func d(_ t: String) -> CivilDate { CivilDate(parsing: t)! }

    func notification(_ message: String, streak: Int) -> ReminderNotification {
        var h = Habit(id: 1, name: "Stretch", color: .palette("sky"), startDate: d("2026-11-16"), createdAt: Date(timeIntervalSince1970: 0))
        h.message = message
        let log = HabitLog(tallies: [d("2026-11-17"): DayTally(count: 1, value: 0, sessionsMet: 1)])
        let rules = HabitRules(habit: h, log: log, weekStart: .monday)
        let event = ReminderEvent(habitID: 1, habitName: h.name, reminders: [try! WallTime.parse("09:00")], date: d("2026-11-19"),
                                  at: Date(timeIntervalSince1970: 0), deferred: false, zone: Zone("UTC"))
        return ReminderText.notification(for: event, habit: h, rules: rules, streaks: Streaks(current: streak, best: streak),
                                         supportsActions: true, replaces: nil)
    }

    @Test func itsWordsComeFirstWithThePlaceholdersFilled() {
        #expect(notification("Time to stretch, {name}: {progress}, {streak}", streak: 3).body
                == "Time to stretch, Stretch: 1 / 7 this week, 3 days\n1 / 7 this week\nstreak 3 days")
        #expect(notification("Go, {name} ({streak})", streak: 0).body == "Go, Stretch (no streak yet)\n1 / 7 this week")
    }

    @Test func aMessageIsCheckedWhenItIsSet() throws {
        #expect(try ReminderMessage.validate("  Time, {name}  ") == "Time, {name}")
        #expect(try ReminderMessage.validate("") == nil)
        for bad in ["Hi {nmae}", "Hi {name", "a\u{1B}[2J", String(repeating: "x", count: 121)] {
            #expect(throws: HabitError.self, "\(bad)") { try ReminderMessage.validate(bad) }
        }
    }
}
