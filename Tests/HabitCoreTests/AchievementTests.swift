import Foundation
import Testing
@testable import HabitCore
import TestSupport

/// Goals, milestones and rewards live on a day (the same history notation as `StreakTests`).
@Suite struct AchievementTests {
    let s = StreakTests()

    func keys(_ r: HabitRules, today: String) -> [String] {
        r.achievements(on: StreakTests.d(today), skipsKeepStreak: true).map(\.key)
    }

    @Test func theThirdDayInARowIsTheFirstMilestone() {
        let r = s.rules(start: "2026-11-01", history: "x.xxx")
        #expect(keys(r, today: "2026-11-04") == [])  // a streak of 2
        #expect(keys(r, today: "2026-11-05") == ["milestone 3 since 2026-11-03"])
        let a = r.achievements(on: StreakTests.d("2026-11-05"), skipsKeepStreak: true)[0]
        #expect(a.title == "H: 3 days in a row" && a.detail == "First milestone reached: 3 days. Next: 3 weeks.")
    }

    /// A today still open neither ends the run nor hides its milestone: a backdated day that
    /// completes a run makes it live (recorded once, by its key); a miss ends it.
    @Test func theCurrentRunIsLiveWhileTodayIsOpen() {
        let r = s.rules(start: "2026-11-01", history: "xxx.")
        #expect(keys(r, today: "2026-11-04") == ["milestone 3 since 2026-11-01"])
        #expect(keys(r, today: "2026-11-05") == [])   // the 4th missed: no run
    }

    @Test func onlyTheHighestMilestoneReached() {
        let r = s.rules(start: "2026-11-01", history: String(repeating: "x", count: 22))
        #expect(keys(r, today: "2026-11-22") == ["milestone 21 since 2026-11-01"])
        let long = s.rules(start: "2026-01-01", history: String(repeating: "x", count: 100))
        let top = long.achievements(on: StreakTests.d("2026-01-01").adding(days: 99), skipsKeepStreak: true)[0]
        #expect(top.detail == "Third milestone reached: 3 months. The top of the ladder.")
    }

    @Test func weeklyGoalsAndWeekMilestones() {
        // 2 per week from Mon 2 Nov: met in each of three weeks, the third on Tue 17th (Mon and Tue done).
        let r = s.rules(.perWeek(2), start: "2026-11-02", history: "x.x...." + "xx....." + "xx")
        let monday = s.rules(.perWeek(2), start: "2026-11-02", history: "x.x...." + "xx....." + "x")
        #expect(keys(monday, today: "2026-11-16") == [])   // this week not met yet (1 of 2)
        #expect(keys(r, today: "2026-11-17") == ["goal 2026-11-16", "milestone 3 since 2026-11-02"])
        let goal = r.achievements(on: StreakTests.d("2026-11-17"), skipsKeepStreak: true)[0]
        #expect(goal.title == "H: goal reached" && goal.detail == "2 / 2 this week")
    }

    @Test func monthlyMilestonesAreMonthsQuartersYears() {
        #expect(Milestone.ladder(.months).map(\.name) == ["3 months", "3 quarters", "3 years"])
        #expect(Milestone.ladder(.weeks).map(\.threshold) == [3, 13, 39])
        #expect(Milestone.progress(10, unit: .days).reached.map(\.name) == ["3 days"])
        #expect(Milestone.progress(10, unit: .days).next?.name == "3 weeks")
        #expect(Milestone.progress(90, unit: .days).next == nil)
    }

    @Test func aRewardIsDueAtEachMultipleOfItsThreshold() {
        var r = s.rules(start: "2026-11-01", history: String(repeating: "x", count: 14))
        var h = r.habit
        h.reward = Reward(text: "a new book", every: 7)
        r = HabitRules(habit: h, log: r.log, weekStart: .monday)
        #expect(keys(r, today: "2026-11-06").filter { $0.hasPrefix("reward") } == [])
        #expect(keys(r, today: "2026-11-07").filter { $0.hasPrefix("reward") } == ["reward 7x1 since 2026-11-01"])
        #expect(keys(r, today: "2026-11-14").filter { $0.hasPrefix("reward") } == ["reward 7x2 since 2026-11-01"])
        let reward = r.achievements(on: StreakTests.d("2026-11-14"), skipsKeepStreak: true).first { $0.kind == .reward }!
        #expect(reward.detail == "a new book, for 14 days in a row")
        #expect(Reward(text: "x", every: 7).progress(streak: 10) == (3, 7))
    }

    /// The daemon's cheap pre-check never hides an achievement.
    @Test func thePreCheckNeverMissesALiveAchievement() {
        var rng = Rng(state: 5)
        let schedules: [Schedule] = [.daily, .weekdays(.weekdays), .everyNDays(3), .perWeek(2), .perMonth(6), .irregular]
        for _ in 0..<300 {
            let history = String((0..<90).map { _ in rng.pick(["x", "x", ".", "s"]) as Character })
            let r = s.rules(rng.pick(schedules), kind: rng.pick([.build, .quit]), start: "2026-08-01", history: history)
            let today = StreakTests.d("2026-08-01").adding(days: rng.int(0...95))
            if !r.achievements(on: today, skipsKeepStreak: rng.chance(0.5)).isEmpty {
                #expect(r.mayHaveLiveAchievements(on: today))
            }
        }
        #expect(!s.rules(start: "2026-11-01", history: "....").mayHaveLiveAchievements(on: StreakTests.d("2026-11-04")))
    }

    @Test func rewardsNeedAThresholdOfTwoOrMore() throws {
        #expect(throws: HabitError.invalidRewardEvery(1)) { try Validate.reward("a book", every: 1) }
        #expect(throws: HabitError.invalidRewardText) { try Validate.reward("  ", every: 7) }
        #expect(try Validate.reward(" a book ", every: 2) == Reward(text: "a book", every: 2))
    }
}

@Suite struct MilestoneEverReachedTests {
    func period(_ day: Int, _ outcome: PeriodOutcome) -> StreakPeriod {
        let d = CivilDate(year: 2026, month: 11, day: day)!
        return StreakPeriod(first: d, last: d, outcome: outcome)
    }

    @Test func reachedStaysReachedWithTheDayItWasFirstReached() {
        // 4 done, a miss, 2 done, an excused day, 1 done: 3 days reached on the 3rd, never 3 weeks.
        let outcomes: [PeriodOutcome] = [.satisfied, .satisfied, .satisfied, .satisfied, .failed, .satisfied, .satisfied, .excused, .satisfied, .pending]
        let periods = outcomes.enumerated().map { period($0.offset + 1, $0.element) }
        let reached = Milestone.everReached(periods, unit: .days)
        #expect(reached.map(\.milestone.name) == ["3 days"])
        #expect(reached.map(\.on) == [CivilDate(year: 2026, month: 11, day: 3)!])
        #expect(Milestone.step(3, unit: .days) == "1/3" && Milestone.step(2, unit: .days) == "0/3" && Milestone.step(400, unit: .days) == "3/3")
    }
}
