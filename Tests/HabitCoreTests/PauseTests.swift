import Foundation
import Testing
import TestSupport
@testable import HabitCore

/// Holidays and pauses (issue 29 part 1) and the explicit "no" (part 4), as the ledger
/// judges them: in the notation of `StreakTests` (x done, s skipped, . nothing).
@Suite struct PauseTests {
    let s = StreakTests()
    func d(_ t: String) -> CivilDate { StreakTests.d(t) }

    func paused(_ r: HabitRules, _ pauses: [Pause]) -> HabitRules {
        var h = r.habit
        h.pauses = pauses
        return HabitRules(habit: h, log: r.log, weekStart: r.weekStart)
    }

    func pause(_ a: String, _ b: String? = nil, _ note: String? = nil) -> Pause { Pause(first: d(a), last: b.map(d), note: note) }

    func verdicts(_ r: HabitRules, _ from: String, _ to: String, today: String, skipsKeepStreak: Bool = true) -> [DayVerdict] {
        Ledger(rules: r, today: d(today), span: DateWindow(first: d(from), last: d(to)), skipsKeepStreak: skipsKeepStreak).days.map(\.verdict)
    }

    @Test func aPauseNeitherBreaksNorGrowsAStreak() {
        // Done 1–3 Nov, paused 4–7 Nov, done 8–9 Nov: one run of 5 days, the pause not in it.
        let r = paused(s.rules(start: "2026-11-01", history: "xxx....xx"), [pause("2026-11-04", "2026-11-07")])
        #expect(s.streaks(r, today: "2026-11-09") == [5, 5])
        #expect(verdicts(r, "2026-11-03", "2026-11-08", today: "2026-11-09") == [.done, .paused, .paused, .paused, .paused, .done])
        // Without the pause, the same log breaks the streak.
        #expect(s.streaks(s.rules(start: "2026-11-01", history: "xxx....xx"), today: "2026-11-09") == [2, 3])
    }

    @Test func aPauseHoldsWhetherOrNotSkipsKeepStreaks() {
        let r = paused(s.rules(start: "2026-11-01", history: "xx..x"), [pause("2026-11-03", "2026-11-04")])
        #expect(s.streaks(r, today: "2026-11-05", skipsKeepStreak: false) == [3, 3])
        #expect(verdicts(r, "2026-11-03", "2026-11-04", today: "2026-11-05", skipsKeepStreak: false) == [.paused, .paused])
    }

    @Test func aPausedDayIsNotDueAndAsksNothing() {
        let r = paused(s.rules(start: "2026-11-01", history: ""), [pause("2026-11-10")])
        #expect(!r.isDue(d("2026-11-10")) && !r.isDue(d("2027-01-01")) && r.isDue(d("2026-11-09")))
        #expect(r.status(on: d("2026-11-12")) == .paused(until: nil))
        let until = paused(s.rules(start: "2026-11-01", history: ""), [pause("2026-11-10", "2026-11-15")])
        #expect(until.status(on: d("2026-11-12")) == .paused(until: d("2026-11-15")))
        #expect(until.isDue(d("2026-11-16")))
    }

    @Test func doneOnAPausedDayStillCounts() {
        let r = paused(s.rules(start: "2026-11-01", history: "xxx"), [pause("2026-11-02", "2026-11-02")])
        #expect(verdicts(r, "2026-11-01", "2026-11-03", today: "2026-11-03") == [.done, .done, .done])
        #expect(s.streaks(r, today: "2026-11-03") == [3, 3])
        // A pause laid over a week already done: its days still count, done and asked.
        let over = paused(s.rules(start: "2026-11-02", history: "xxx"), [pause("2026-11-02", "2026-11-08")])
        #expect(over.weekProgress(containing: d("2026-11-04")) == (3, 3))
        #expect(over.periodProgress(on: d("2026-11-04")) == "3 / 3 this week")
    }

    @Test func aWeeksTargetShrinksToTheDaysLeft() {
        // 3× a week (weeks from Monday 2 Nov). Four paused days leave three: 3 still asked.
        let week = DateWindow(first: d("2026-11-02"), last: d("2026-11-08"))
        let four = paused(s.rules(.perWeek(3), start: "2026-11-02", history: ""), [pause("2026-11-05", "2026-11-08")])
        #expect(four.target(ofPeriod: week.first...week.last, k: 3) == 3)
        // Five paused days leave two: 2 asked, and two done meet the week.
        let five = paused(s.rules(.perWeek(3), start: "2026-11-02", history: "xx"), [pause("2026-11-04", "2026-11-08")])
        #expect(five.target(ofPeriod: week.first...week.last, k: 3) == 2)
        #expect(five.weekProgress(containing: d("2026-11-03")) == (2, 2))
        #expect(five.streaks(through: d("2026-11-10"), skipsKeepStreak: true).current == 1)
        // A whole week paused asks nothing and is excused: the streak of weeks goes on.
        let whole = paused(s.rules(.perWeek(1), start: "2026-11-02", history: "x......" + "......." + "x"),
                           [pause("2026-11-09", "2026-11-15")])
        #expect(whole.streaks(through: d("2026-11-17"), skipsKeepStreak: true).current == 2)
        #expect(whole.periodProgress(on: d("2026-11-10")) == "nothing asked this week")
    }

    @Test func aWeeksAmountCutByAPauseIsExcused() {
        // 150 minutes a week; the week of 9 Nov paused from Friday with 60 logged: excused.
        let r = s.rules(goal: Goal(value: 150, unit: .minutes, period: .week), start: "2026-11-02", history: "")
        let log = HabitLog(habit: r.habit, completions: [
            Completion(habitID: 1, date: d("2026-11-02"), value: 150, recordedAt: Date(timeIntervalSince1970: 0)),
            Completion(habitID: 1, date: d("2026-11-10"), value: 60, recordedAt: Date(timeIntervalSince1970: 0)),
            Completion(habitID: 1, date: d("2026-11-16"), value: 150, recordedAt: Date(timeIntervalSince1970: 0)),
        ])
        let plain = HabitRules(habit: r.habit, log: log, weekStart: .monday)
        #expect(plain.streaks(through: d("2026-11-22"), skipsKeepStreak: true).current == 1)
        let withPause = paused(plain, [pause("2026-11-13", "2026-11-15")])
        #expect(withPause.streaks(through: d("2026-11-22"), skipsKeepStreak: true).current == 2)
    }

    @Test func pausesFoldWhenTheyTouchAndResumeEndsThemFromToday() {
        var h = s.rules(start: "2026-11-01", history: "").habit
        h.pauses = h.pauses(adding: pause("2026-12-01", "2026-12-05", "Trip"))
        h.pauses = h.pauses(adding: pause("2026-12-06", "2026-12-08"))
        h.pauses = h.pauses(adding: pause("2026-12-20", "2026-12-27", "Holiday"))
        #expect(h.pauses == [pause("2026-12-01", "2026-12-08", "Trip"), pause("2026-12-20", "2026-12-27", "Holiday")])
        // Resumed on 3 Dec: the first ends on the 2nd, the planned one is cancelled.
        let r = h.pauses(resumingOn: d("2026-12-03"))!
        #expect(r.pauses == [pause("2026-12-01", "2026-12-02", "Trip")])
        #expect(r.ended == pause("2026-12-01", "2026-12-08", "Trip") && r.cancelled == [pause("2026-12-20", "2026-12-27", "Holiday")])
        // Nothing paused from a day after them all.
        #expect(h.pauses(resumingOn: d("2027-01-01")) == nil)
        // An open pause swallows what it touches.
        h.pauses = h.pauses(adding: pause("2026-12-07"))
        #expect(h.pauses == [pause("2026-12-01", nil, "Trip")])
    }

    @Test func pausesAreValidated() {
        var h = s.rules(start: "2026-11-01", history: "").habit
        h.pauses = [pause("2026-12-05", "2026-12-01")]
        #expect(throws: HabitError.endBeforeStart(start: d("2026-12-05"), end: d("2026-12-01"))) { try Validate.habit(h, otherNames: [], zones: FoundationZoneOffsets()) }
        h.pauses = [pause("2026-12-01", "2026-12-05"), pause("2026-12-05", "2026-12-09")]
        #expect(throws: HabitError.invalidPause(d("2026-12-05"))) { try Validate.habit(h, otherNames: [], zones: FoundationZoneOffsets()) }
        h.pauses = [pause("2026-12-01", "2026-12-05", "a\u{202E}b")]
        #expect(throws: HabitError.self) { try Validate.habit(h, otherNames: [], zones: FoundationZoneOffsets()) }
    }

    // MARK: - An explicit "no"

    func declined(_ r: HabitRules, _ days: [String]) -> HabitRules {
        HabitRules(habit: r.habit, log: HabitLog(tallies: r.log.tallies, skips: r.log.skips, declines: Set(days.map(d))), weekStart: r.weekStart)
    }

    @Test func aNoIsAMissSomeoneSaid() {
        let r = declined(s.rules(start: "2026-11-01", history: "xx.."), ["2026-11-03"])
        #expect(verdicts(r, "2026-11-01", "2026-11-04", today: "2026-11-05") == [.done, .done, .declined, .missed])
        #expect(s.streaks(r, today: "2026-11-05") == [0, 2])
    }

    @Test func todaysNoIsDecidedAtOnce() {
        let r = declined(s.rules(start: "2026-11-01", history: "xx"), ["2026-11-03"])
        #expect(!r.isDue(d("2026-11-03")))
        #expect(r.status(on: d("2026-11-03")) == .declined)
        #expect(s.streaks(r, today: "2026-11-03") == [0, 2])
    }

    @Test func doneBeatsANoAndAQuitHabitHasNone() {
        let r = declined(s.rules(start: "2026-11-01", history: "xxx"), ["2026-11-03"])
        #expect(verdicts(r, "2026-11-03", "2026-11-03", today: "2026-11-03") == [.done])
        let quit = declined(s.rules(kind: .quit, start: "2026-11-01", history: ""), ["2026-11-02"])
        #expect(verdicts(quit, "2026-11-02", "2026-11-02", today: "2026-11-03") == [.kept])
    }

    @Test func aNoInAWeeklyHabitLeavesTheWeekToItsTarget() {
        // 2× a week: Monday said no, Tuesday and Wednesday done: the week is met.
        let r = declined(s.rules(.perWeek(2), start: "2026-11-02", history: ".xx"), ["2026-11-02"])
        #expect(verdicts(r, "2026-11-02", "2026-11-04", today: "2026-11-05") == [.declined, .done, .done])
        #expect(r.streaks(through: d("2026-11-10"), skipsKeepStreak: true).current == 1)
    }
}

/// The planner reminds on no paused day and on no day said no to.
@Suite struct PausePlannerTests {
    @Test func noReminderOnAPausedDay() {
        let p = PlannerTests()
        let h = p.habit(["07:30"]) { $0.pauses = [Pause(first: PlannerTests.d("2026-11-23"), last: PlannerTests.d("2026-11-25"))] }
        let e = p.plan(h, zone: "Europe/Berlin", from: "2026-11-22T00:00:00Z", count: 2)
        #expect(p.instants(e) == ["2026-11-22T06:30:00Z", "2026-11-26T06:30:00Z"])
    }

    @Test func noReminderOnADaySaidNoTo() {
        let p = PlannerTests()
        let h = p.habit(["07:30"])
        var planner = Planner(settings: Settings(), weekStart: .monday, systemZone: Zone("UTC"), offsets: FoundationZoneOffsets())
        let log = HabitLog(tallies: [:], skips: [], declines: [PlannerTests.d("2026-11-22")])
        let e = planner.events(for: h, log: log, after: PlannerTests.at("2026-11-22T00:00:00Z"), limit: 1)
        #expect(p.instants(e) == ["2026-11-23T07:30:00Z"])
    }
}
