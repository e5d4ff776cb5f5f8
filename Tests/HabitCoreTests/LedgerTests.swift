import Foundation
import Testing
@testable import HabitCore

/// The ledger's verdicts, one test per contradiction the seed walks met (issue 28, part 2),
/// in the notation of `StreakTests` (x done, s skipped, a digit an amount, . nothing).
@Suite struct LedgerTests {
    let s = StreakTests()
    func d(_ t: String) -> CivilDate { StreakTests.d(t) }
    func window(_ a: String, _ b: String) -> DateWindow { DateWindow(first: d(a), last: d(b)) }

    func verdicts(_ r: HabitRules, _ from: String, _ to: String, today: String) -> [DayVerdict] {
        Ledger(rules: r, today: d(today), span: window(from, to), skipsKeepStreak: true).days.map(\.verdict)
    }

    @Test func todayStillDueIsDueNotMissedAndAPastPartIsPartly() {
        // A goal of 5 pages: 9 read, nothing, 3 so far today.
        let r = s.rules(goal: Goal(value: 5, unit: .pages), start: "2026-11-02", history: "9.3")
        #expect(verdicts(r, "2026-11-02", "2026-11-05", today: "2026-11-04") == [.done, .missed, .due, .upcoming])
        let partly = s.rules(goal: Goal(value: 5, unit: .pages), start: "2026-11-02", history: "3.")
        #expect(verdicts(partly, "2026-11-02", "2026-11-03", today: "2026-11-03") == [.partly, .due])
    }

    @Test func aFailedFlexibleWeekMissesItsDays() {
        // 7× a week from Monday 2 Nov, nothing done; seen from the next Wednesday.
        let r = s.rules(.perWeek(7), start: "2026-11-02", history: "")
        #expect(verdicts(r, "2026-11-02", "2026-11-08", today: "2026-11-11") == Array(repeating: .missed, count: 7))
        // The week still open: its past days went unused, today is due, the rest upcoming.
        #expect(verdicts(r, "2026-11-09", "2026-11-15", today: "2026-11-11")
                == [.notDue, .notDue, .due, .upcoming, .upcoming, .upcoming, .upcoming])
    }

    @Test func aMetWeekCoversItsOtherDays() {
        let r = s.rules(.perWeek(2), start: "2026-11-02", history: "x.x")
        #expect(verdicts(r, "2026-11-02", "2026-11-08", today: "2026-11-04")
                == [.done, .covered, .done, .covered, .covered, .covered, .covered])
        // A week's amount: 150 minutes reached on Tuesday.
        let piano = s.rules(goal: Goal(value: 150, unit: .minutes, period: .week), start: "2026-11-02", history: "")
        let log = HabitLog(habit: piano.habit, completions: [
            Completion(habitID: 1, date: d("2026-11-02"), value: 90, recordedAt: Date(timeIntervalSince1970: 0)),
            Completion(habitID: 1, date: d("2026-11-03"), value: 60, recordedAt: Date(timeIntervalSince1970: 0))])
        let met = HabitRules(habit: piano.habit, log: log, weekStart: .monday)
        #expect(verdicts(met, "2026-11-02", "2026-11-06", today: "2026-11-04") == [.done, .done, .covered, .covered, .covered])
    }

    @Test func quitDaysAreKeptCleanOrSlips() {
        let r = s.rules(kind: .quit, start: "2026-11-02", history: ".x1.")
        #expect(verdicts(r, "2026-11-02", "2026-11-05", today: "2026-11-05") == [.kept, .done, .slip, .due])
    }

    /// A 7×-a-week habit made on Thursday asks 4 days of its first week, as a daily one does.
    @Test func aHabitMadeMidWeekHasItsTargetProrated() {
        let weekly = s.rules(.perWeek(7), start: "2026-11-05", history: "xxxx")
        let daily = s.rules(start: "2026-11-05", history: "xxxx")
        #expect(weekly.weekProgress(containing: d("2026-11-08")).target == 4)
        #expect(daily.weekProgress(containing: d("2026-11-08")).target == 4)
        #expect(weekly.periods(through: d("2026-11-09"), skipsKeepStreak: true).first?.outcome == .satisfied)
    }

    /// A week's target met counts in the rate at once, as it counts in the streak.
    @Test func aMetWeekStillRunningCountsInTheRate() {
        // 2 a week: met, met, missed, and this week (Mon 23) met on Tuesday; today Wednesday 25.
        let r = s.rules(.perWeek(2), start: "2026-11-02", history: "xx....." + "x.x...." + "......." + "xx.")
        let st = r.stats(in: window("2026-11-02", "2026-11-25"), weekStart: .monday, skipsKeepStreak: true)
        #expect(st.due == 4 && st.satisfied == 3)
        #expect(st.streaks.current == 1)
        #expect(st.trend.last?.rate == 1)
        // Open and unmet, it stays out.
        let open = s.rules(.perWeek(2), start: "2026-11-02", history: "xx....." + "x.....")
        #expect(open.stats(in: window("2026-11-02", "2026-11-13"), weekStart: .monday, skipsKeepStreak: true).due == 1)
    }

    /// "N done" is days done; a day done off the schedule counts there, in the rate and the
    /// streak, as it does on the board.
    @Test func daysDoneCountDaysAndOffScheduleDaysCount() {
        let times = s.rules(start: "2026-11-02", history: "xx")
        let twice = HabitLog(habit: times.habit, completions: [
            Completion(habitID: 1, date: d("2026-11-02"), count: 3, recordedAt: Date(timeIntervalSince1970: 0))])
        let st = HabitRules(habit: times.habit, log: twice, weekStart: .monday)
            .stats(in: window("2026-11-02", "2026-11-02"), weekStart: .monday, skipsKeepStreak: true)
        #expect(st.completions == 1)
        // Mon, Wed, Fri; done Tuesday only, seen from Tuesday.
        let mwf = s.rules(.weekdays(WeekdaySet([.monday, .wednesday, .friday])), start: "2026-11-02", history: ".x")
        let off = mwf.stats(in: window("2026-11-02", "2026-11-03"), weekStart: .monday, skipsKeepStreak: true)
        #expect(off.completions == 1 && off.due == 2 && off.satisfied == 1 && off.streaks.current == 1)
        #expect(mwf.weekProgress(containing: d("2026-11-03")).done == 1)
    }

    /// A quit habit's week limit passed: the slip days count, and the week is due at once.
    @Test func aWeeksQuitLimitPassedCountsSlips() {
        let r = s.rules(kind: .quit, goal: Goal(value: 5, unit: .count, period: .week), start: "2026-11-02", history: "33")
        let st = r.stats(in: window("2026-11-02", "2026-11-04"), weekStart: .monday, skipsKeepStreak: true)
        #expect(st.slips == 2 && st.due == 1 && st.satisfied == 0 && st.completionRate == 0)
        #expect(verdicts(r, "2026-11-02", "2026-11-05", today: "2026-11-04") == [.done, .slip, .slip, .upcoming])
    }

    /// Weekly milestones are dated the day the third week was met, never the week's end.
    @Test func milestonesAreDatedTheDayTheyWereReached() {
        let r = s.rules(.perWeek(1), start: "2026-11-02", history: "x......" + "x......" + "..x")
        let ledger = Ledger(rules: r, today: d("2026-11-18"), skipsKeepStreak: true)
        #expect(ledger.milestones.map(\.on) == [d("2026-11-18")])
        #expect(r.foldInputs(skipsKeepStreak: true).hasPrefix("2|"), "a stored fold dated the old way is rebuilt")
    }

    /// The inputs are stored beside each fold: a change of their spelling would make every
    /// store rebuild its folds on the next open. Pinned, as 2 spelt them.
    @Test func foldInputsAreSpeltAsStored() {
        let weekly = s.rules(.perWeek(3), start: "2026-11-02", history: "")
        #expect(weekly.foldInputs(skipsKeepStreak: true) == "2|build|weekly|3|1||2026-11-02||skips-keep|1")
        let goal = s.rules(kind: .quit, goal: Goal(value: 5, unit: .count, period: .week), start: "2026-11-02", history: "")
        #expect(goal.foldInputs(skipsKeepStreak: false) == "2|quit|daily||1|5.0|2026-11-02||skips-break|week|1")
    }

    /// After the start moves later, what was logged before it counts nowhere.
    @Test func daysBeforeTheStartCountNowhere() {
        var r = s.rules(goal: Goal(value: 1, unit: .count), start: "2026-11-02", history: "2222")
        var h = r.habit
        h.startDate = d("2026-11-04")
        r = HabitRules(habit: h, log: r.log, weekStart: .monday)
        let st = r.stats(in: window("2026-11-02", "2026-11-05"), weekStart: .monday, skipsKeepStreak: true)
        #expect(st.completions == 2 && st.due == 2 && st.trend.map(\.amount).reduce(0, +) == 4)
    }
}
