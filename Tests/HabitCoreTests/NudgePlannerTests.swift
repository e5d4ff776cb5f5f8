import Foundation
import Testing
@testable import HabitCore

/// Nudges: after each reminder event, every N minutes, at most M, before the habit's next
/// reminder that day, on the same local date, never inside quiet hours, gone once done.
@Suite struct NudgePlannerTests {
    var p = PlannerTests()

    func nudged(_ times: [String], every: Int, times count: Int) -> Habit {
        p.habit(times) { $0.nudge = Nudge(everyMinutes: every, times: count) }
    }

    func summary(_ events: [ReminderEvent]) -> [String] {
        events.map { "\(ISOInstant.format($0.at).dropFirst(11).prefix(5)) \($0.nudge)" }
    }

    @Test func everyNMinutesAtMostMTimesBeforeTheNextReminder() {
        let e = p.plan(nudged(["09:00", "09:25"], every: 10, times: 3), zone: "UTC", from: "2026-11-22T08:00:00Z", count: 6)
        #expect(summary(e) == ["09:00 0", "09:10 1", "09:20 2", "09:25 0", "09:35 1", "09:45 2"])
        #expect(e[1].reminders == [PlannerTests.t("09:00")] && e[1].date == PlannerTests.d("2026-11-22") && !e[1].deferred)
    }

    @Test func nudgesAfterAReminderAlreadyFiredStillCome() {
        // It is 09:05: the 09:00 reminder is past, its nudges are not.
        let e = p.plan(nudged(["09:00"], every: 10, times: 2), zone: "UTC", from: "2026-11-22T09:05:00Z", count: 3)
        #expect(summary(e) == ["09:10 1", "09:20 2", "09:00 0"])
    }

    @Test func quietHoursDropANudgeWithoutDeferringIt() {
        var q = p
        q.settings = Settings(quietHours: try! QuietHours.parse("09:15-09:35"), quietPolicy: .defer)
        let e = q.plan(nudged(["09:00"], every: 10, times: 4), zone: "UTC", from: "2026-11-22T08:00:00Z", count: 3)
        #expect(summary(e) == ["09:00 0", "09:10 1", "09:40 4"])   // 09:20 and 09:30 fall inside
    }

    @Test func nudgesStayOnTheirLocalDate() {
        let e = p.plan(nudged(["23:30"], every: 20, times: 3), zone: "Europe/Berlin", from: "2026-11-22T12:00:00Z", count: 3)
        #expect(summary(e) == ["22:30 0", "22:50 1", "22:30 0"])   // 23:50 CET, then midnight ends the day
    }

    @Test func doneOrSkippedDaysHaveNoNudges() {
        let h = nudged(["09:00"], every: 10, times: 2)
        #expect(summary(p.plan(h, zone: "UTC", from: "2026-11-22T09:05:00Z", count: 2, done: ["2026-11-22"])) == ["09:00 0", "09:10 1"])
        #expect(p.plan(h, zone: "UTC", from: "2026-11-22T09:05:00Z", count: 2, done: ["2026-11-22"])[0].date == PlannerTests.d("2026-11-23"))
        #expect(p.plan(h, zone: "UTC", from: "2026-11-22T09:05:00Z", count: 1, skips: ["2026-11-22"])[0].date == PlannerTests.d("2026-11-23"))
    }

    @Test func acrossASpringForwardGap() {
        // Berlin 2027-03-28 01:50 CET; nudges every 20 min: 02:10 does not exist, so the
        // clock reads 03:10 CEST for the instant 20 minutes later.
        let e = p.plan(nudged(["01:50"], every: 20, times: 2), zone: "Europe/Berlin", from: "2027-03-28T00:00:00Z", count: 3)
        #expect(instants(e) == ["2027-03-28T00:50:00Z", "2027-03-28T01:10:00Z", "2027-03-28T01:30:00Z"])
    }

    func instants(_ events: [ReminderEvent]) -> [String] { events.map { ISOInstant.format($0.at) } }

    @Test func validation() throws {
        #expect(throws: HabitError.invalidNudgeInterval(4)) { try Validate.nudge(every: 4, times: 3) }
        #expect(throws: HabitError.invalidNudgeCount(21)) { try Validate.nudge(every: 10, times: 21) }
        #expect(try Validate.nudge(every: 5, times: 20) == Nudge(everyMinutes: 5, times: 20))
        #expect(DeliveryKey(habitID: 1, date: PlannerTests.d("2026-11-22"), reminder: PlannerTests.t("09:00"), nudge: 2).reminderText == "09:00+2")
        #expect(DeliveryKey.parse(reminderText: "09:00+2")! == (PlannerTests.t("09:00"), 2))
        #expect(DeliveryKey.parse(reminderText: "09:00")! == (PlannerTests.t("09:00"), 0))
        #expect(DeliveryKey.parse(reminderText: "09:00+0") == nil && DeliveryKey.parse(reminderText: "09:00+x") == nil)
    }
}
