import Foundation
import Testing
import TestSupport
@testable import HabitCore

/// The daemon's decisions at fire time and after a gap (stopped daemon, sleeping machine).
@Suite struct FiringPolicyTests {
    let utc = Zone("UTC")
    let today = CivilDate(parsing: "2026-11-22")!
    func at(_ t: String) -> Date { ISOInstant.parse(t)! }
    func w(_ t: String) -> WallTime { try! WallTime.parse(t) }

    func rules(id: Int64 = 1, done: [CivilDate] = []) -> HabitRules {
        let h = Habit(id: id, name: "H\(id)", color: .palette("sky"), startDate: CivilDate(parsing: "2026-01-01")!,
                      createdAt: Date(timeIntervalSince1970: 0))
        let log = HabitLog(habit: h, completions: done.map { Completion(habitID: id, date: $0, recordedAt: Date(timeIntervalSince1970: 0)) })
        return HabitRules(habit: h, log: log, weekStart: .monday)
    }

    func event(_ id: Int64 = 1, _ date: CivilDate, _ times: [String], _ instant: String) -> ReminderEvent {
        ReminderEvent(habitID: id, habitName: "H\(id)", reminders: times.map(w), date: date, at: at(instant), deferred: false, zone: utc)
    }

    @Test func showsWhenDueAndSuppressesWhenDoneMeanwhile() {
        let e = event(1, today, ["09:00"], "2026-11-22T09:00:00Z")
        #expect(FiringPolicy.decide(e, rules: rules(), delivered: []) == .shown)
        #expect(FiringPolicy.decide(e, rules: rules(done: [today]), delivered: []) == .suppressed)
    }

    @Test func neverTwiceForOneReminderAndDate() {
        let e = event(1, today, ["09:00"], "2026-11-22T09:00:00Z")
        let delivered: Set = [DeliveryKey(habitID: 1, date: today, reminder: w("09:00"))]
        #expect(FiringPolicy.decide(e, rules: rules(), delivered: delivered) == nil)
        // A merged event with one fresh reminder still fires.
        let merged = event(1, today, ["09:00", "09:30"], "2026-11-22T09:30:00Z")
        #expect(FiringPolicy.decide(merged, rules: rules(), delivered: delivered) == .shown)
    }

    @Test func missedRemindersAreCaughtUpOncePerHabitTheSameDay() {
        // The machine slept from 06:00 to 12:00.
        let yesterday = today.adding(days: -1)
        let overdue = [
            event(1, yesterday, ["21:00"], "2026-11-21T21:00:00Z"),
            event(1, today, ["07:00"], "2026-11-22T07:00:00Z"),
            event(1, today, ["09:00"], "2026-11-22T09:00:00Z"),
            event(1, today, ["11:00"], "2026-11-22T11:00:00Z"),
            event(2, today, ["08:00"], "2026-11-22T08:00:00Z"),
            event(3, today, ["08:00"], "2026-11-22T08:00:00Z"),
        ]
        let result = FiringPolicy.catchUp(overdue, now: at("2026-11-22T12:00:00Z"),
                                          rules: [1: rules(id: 1), 2: rules(id: 2), 3: rules(id: 3, done: [today])], delivered: [],
                                          offsets: FoundationZoneOffsets())
        let outcomes = result.map { "\($0.event.habitID) \($0.event.reminders[0]) \($0.outcome.rawValue)" }
        #expect(outcomes == ["1 21:00 missed", "1 07:00 missed", "2 08:00 caught_up", "3 08:00 missed",
                             "1 09:00 missed", "1 11:00 caught_up"])
    }

    @Test func catchUpSkipsWhatWasDeliveredAndWhatIsNotYetDue() {
        let overdue = [event(1, today, ["07:00"], "2026-11-22T07:00:00Z"), event(1, today, ["13:00"], "2026-11-22T13:00:00Z")]
        let delivered: Set = [DeliveryKey(habitID: 1, date: today, reminder: w("07:00"))]
        #expect(FiringPolicy.catchUp(overdue, now: at("2026-11-22T12:00:00Z"), rules: [1: rules()], delivered: delivered, offsets: FoundationZoneOffsets()).isEmpty)
    }

    @Test func oneLedgerEntryPerReminderTime() {
        let e = event(1, today, ["02:15", "02:45"], "2026-11-22T03:00:00Z")
        let d = FiringPolicy.deliveries(e, .shown, at: at("2026-11-22T03:00:01Z"))
        #expect(d.map(\.reminder) == [w("02:15"), w("02:45")])
        #expect(d.allSatisfy { $0.plannedAt == e.at && $0.outcome == .shown && $0.date == today })
    }
}
