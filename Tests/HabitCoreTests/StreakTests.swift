import Foundation
import Testing
@testable import HabitCore
import TestSupport

/// Golden streaks on hand-built histories. A history is one character per day from `start`:
/// `x` done, `.` nothing, `s` skipped, a digit the value logged (quit habits), `-` done and
/// skipped.
@Suite struct StreakTests {
    static func d(_ text: String) -> CivilDate { CivilDate(parsing: text)! }

    func rules(_ schedule: Schedule = .daily, kind: HabitKind = .build, goal: Goal? = nil, start: String,
               end: String? = nil, history: String, weekStart: Weekday = .monday) -> HabitRules {
        let first = Self.d(start)
        let h = Habit(id: 1, name: "H", color: .palette("lime"), kind: kind, goal: goal, schedule: schedule,
                      startDate: first, endDate: end.map(Self.d), createdAt: Date(timeIntervalSince1970: 0))
        var completions: [Completion] = []
        var skips: [Skip] = []
        let t0 = Date(timeIntervalSince1970: 0)
        for (i, c) in history.enumerated() {
            let date = first.adding(days: i)
            switch c {
            case "x": completions.append(Completion(habitID: 1, date: date, recordedAt: t0))
            case "s": skips.append(Skip(habitID: 1, date: date, recordedAt: t0))
            case "-":
                completions.append(Completion(habitID: 1, date: date, recordedAt: t0))
                skips.append(Skip(habitID: 1, date: date, recordedAt: t0))
            case let digit where digit.isNumber:
                completions.append(Completion(habitID: 1, date: date, value: Double(String(digit))!, recordedAt: t0))
            default: break
            }
        }
        return HabitRules(habit: h, log: HabitLog(habit: h, completions: completions, skips: skips), weekStart: weekStart)
    }

    func streaks(_ r: HabitRules, today: String, skipsKeepStreak: Bool = true) -> [Int] {
        let s = r.streaks(through: Self.d(today), skipsKeepStreak: skipsKeepStreak)
        return [s.current, s.best]
    }

    @Test func dailyCountsDaysInARowAndTodayIsPending() {
        //                          1 Nov … 10 Nov
        let r = rules(start: "2026-11-01", history: "xxx.xxxxx.")
        #expect(streaks(r, today: "2026-11-10") == [5, 5])  // today (10th) not done yet: pending
        #expect(streaks(r, today: "2026-11-11") == [0, 5])  // the 10th is now missed
        #expect(streaks(r, today: "2026-11-03") == [3, 3])
        #expect(r.streaks(through: Self.d("2026-11-10"), skipsKeepStreak: true).currentSince == Self.d("2026-11-05"))
    }

    @Test func skipsNeitherBreakNorExtendUnlessTurnedOff() {
        let r = rules(start: "2026-11-01", history: "xxsxx-x")
        #expect(streaks(r, today: "2026-11-07") == [6, 6])  // the skip is excused; done-and-skipped counts as done
        #expect(streaks(r, today: "2026-11-07", skipsKeepStreak: false) == [4, 4])
    }

    @Test func weekdaysOnlyCountTheirDays() {
        // Mon 2 Nov … Sun 15 Nov: weekdays done, weekends empty.
        let r = rules(.weekdays(.weekdays), start: "2026-11-02", history: "xxxxx..xxxx.x.")
        // Friday 13th missed; Saturday's completion, off the schedule, counts as the board
        // counts it (one day done after the miss); Sunday is not due.
        #expect(streaks(r, today: "2026-11-15") == [1, 9])
        #expect(streaks(r, today: "2026-11-12") == [9, 9])  // the weekend in between neither breaks nor extends it
    }

    @Test func everyNDaysCountsItsOccurrences() {
        let r = rules(.everyNDays(3), start: "2026-11-01", history: "x..x..x..x..")
        #expect(streaks(r, today: "2026-11-12") == [4, 4])
        let missed = rules(.everyNDays(3), start: "2026-11-01", history: "x..x.x...x")
        // The 6th, off the schedule but done, extends the run to 3; the 7th was due and not done.
        #expect(streaks(missed, today: "2026-11-10") == [1, 3])
    }

    @Test func perWeekCountsWeeksAndFollowsTheWeekStart() {
        // Sun 1 Nov … Sat 21 Nov. Done: Sun 1, Mon 2, Tue 3 · Sun 8, Mon 9 · Wed 11, Thu 12, Fri 13 · Sun 15.
        let history = "xxx....xx.xxx.x......"
        let monday = rules(.perWeek(3), start: "2026-11-01", history: history)
        // Weeks from Monday: 26 Oct–1 Nov (1 day in term: it asks 1, met), 2–8 (3: met),
        // 9–15 (5: met), 16–22 (open).
        #expect(streaks(monday, today: "2026-11-21") == [3, 3])
        let sunday = rules(.perWeek(3), start: "2026-11-01", history: history, weekStart: .sunday)
        // Weeks from Sunday: 1–7 (3: met), 8–14 (5: met), 15–21 (1: open, pending).
        #expect(streaks(sunday, today: "2026-11-21") == [2, 2])
        #expect(streaks(sunday, today: "2026-11-22") == [0, 2])  // 15–21 closed with 1 of 3
    }

    @Test func perMonthCountsMonths() {
        // Habit from 1 Aug, 2 per month: Aug 2 done, Sep 1, Oct 2, Nov 2 (so far).
        var history = Array(repeating: Character("."), count: 31 + 30 + 31 + 22)
        for i in [3, 9, 31 + 4, 61 + 0, 61 + 30, 92 + 5, 92 + 6] { history[i] = "x" }
        let r = rules(.perMonth(2), start: "2026-08-01", history: String(history))
        #expect(streaks(r, today: "2026-11-22") == [2, 2])  // Oct and Nov; Sep failed, breaking Aug's
        let justAugust = rules(.perMonth(2), start: "2026-08-01", history: "..x.....x")
        #expect(streaks(justAugust, today: "2026-08-31") == [1, 1])
    }

    @Test func periodSkipsOnlyExcuseWhenTheyMadeTheTargetUnreachable() {
        // 3 per week from Mon 2 Nov. Week 1: 2 done, 1 skip, 4 free days: failed (it could be met).
        // Week 2: 2 done, 5 skips: excused. Week 3: 3 done.
        let r = rules(.perWeek(3), start: "2026-11-02", history: "xxs...." + "xxsssss" + "xxx....")
        #expect(streaks(r, today: "2026-11-23") == [1, 1])
        let kept = rules(.perWeek(3), start: "2026-11-02", history: "xxx...." + "xxsssss" + "xxx....")
        #expect(streaks(kept, today: "2026-11-23") == [2, 2])
        #expect(streaks(kept, today: "2026-11-23", skipsKeepStreak: false) == [1, 1])
    }

    @Test func quitHabitsStayCleanAtOrUnderTheGoal() {
        // At most 2 cigarettes; a day with nothing logged stayed clean.
        let goal = Goal(value: 2, unit: .count)
        let r = rules(kind: .quit, goal: goal, start: "2026-11-01", history: "2.1.5..0.")
        // The 5th is over the goal; the 6th … 8th clean; today (9th) not checked in yet: pending.
        #expect(streaks(r, today: "2026-11-09") == [3, 4])
        let checkedIn = rules(kind: .quit, goal: goal, start: "2026-11-01", history: "2.1.5..0.0")
        #expect(streaks(checkedIn, today: "2026-11-10") == [5, 5])
        let lapsedToday = rules(kind: .quit, goal: goal, start: "2026-11-01", history: "..3")
        #expect(streaks(lapsedToday, today: "2026-11-03") == [0, 2])
    }

    @Test func irregularHabitsHaveNoStreak() {
        let r = rules(.irregular, start: "2026-11-01", history: "xxxx")
        #expect(r.streakUnit == nil)
        #expect(streaks(r, today: "2026-11-04") == [0, 0])
    }

    @Test func nothingCountsOutsideTheTerm() {
        let r = rules(start: "2026-11-01", end: "2026-11-05", history: "xxxxx.....")
        #expect(streaks(r, today: "2026-11-10") == [5, 5])  // ended, so the empty days after do not break it
        #expect(r.periods(through: Self.d("2026-10-30"), skipsKeepStreak: true).isEmpty)
    }

    @Test func unitsPrintInTheSingularAndPlural() {
        #expect(StreakUnit.days.count(1) == "1 day")
        #expect(StreakUnit.weeks.count(3) == "3 weeks")
        #expect(StreakUnit.months.count(1) == "1 month")
    }

    /// Properties over random histories: best ≥ current; current ≤ periods satisfied.
    @Test func bestIsNeverBelowCurrent() {
        var rng = Rng(state: 7)
        let schedules: [Schedule] = [.daily, .weekdays(.weekdays), .everyNDays(2), .perWeek(3), .perMonth(5)]
        for _ in 0..<300 {
            let history = String((0..<120).map { _ in rng.pick(["x", ".", "s", "-"]) as Character })
            let r = rules(rng.pick(schedules), start: "2026-06-01", history: history, weekStart: rng.pick([.monday, .sunday]))
            let today = Self.d("2026-06-01").adding(days: rng.int(0...130))
            let periods = r.periods(through: today, skipsKeepStreak: rng.chance(0.5))
            let s = Streaks(periods)
            #expect(s.best >= s.current)
            #expect(s.best <= periods.filter { $0.outcome == .satisfied }.count)
            #expect(periods.filter { $0.outcome == .pending }.count <= 1)
            #expect(periods.allSatisfy { $0.first <= today })
        }
    }
}
