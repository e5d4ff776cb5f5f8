import Foundation
import Testing
@testable import HabitCore

/// The due/done rules, on a week of November 2026 (Mon 16 … Sun 22).
@Suite struct HabitRulesTests {
    let mon = CivilDate(year: 2026, month: 11, day: 16)!
    func day(_ offset: Int) -> CivilDate { mon.adding(days: offset) }

    func rules(_ schedule: Schedule = .daily, kind: HabitKind = .build, goal: Goal? = nil, times: Int = 1,
               done: [CivilDate: (Int, Double?)] = [:], skips: Set<CivilDate> = [], start: CivilDate? = nil,
               end: CivilDate? = nil, weekStart: Weekday = .monday) -> HabitRules {
        let h = Habit(id: 1, name: "H", color: .palette("lime"), kind: kind, goal: goal, schedule: schedule,
                      timesPerDay: times, startDate: start ?? mon.adding(days: -60), endDate: end,
                      createdAt: Date(timeIntervalSince1970: 0))
        let completions = done.map { Completion(habitID: 1, date: $0.key, count: $0.value.0, value: $0.value.1,
                                                recordedAt: Date(timeIntervalSince1970: 0)) }
        let skipRows = skips.map { Skip(habitID: 1, date: $0, recordedAt: Date(timeIntervalSince1970: 0)) }
        return HabitRules(habit: h, log: HabitLog(habit: h, completions: completions, skips: skipRows), weekStart: weekStart)
    }

    @Test func dailyIsDueUntilDone() {
        let r = rules(done: [day(1): (1, nil)])
        #expect(r.isDue(day(0)))
        #expect(!r.isDue(day(1)) && r.isDone(day(1)))
    }

    @Test func timesPerDayNeedsEveryCompletion() {
        let r = rules(times: 3, done: [day(0): (2, nil), day(1): (3, nil)])
        #expect(r.isDue(day(0)) && !r.isDone(day(0)))
        #expect(r.status(on: day(0)) == .due(remaining: 1, partial: DayTally(count: 2, value: 0, sessionsMet: 2)))
        #expect(r.isDone(day(1)))
    }

    @Test func weekdaySetsAndIntervals() {
        let weekdays = rules(.weekdays(.weekdays))
        #expect(weekdays.isDue(day(4)) && !weekdays.isDue(day(5)))
        #expect(weekdays.status(on: day(6)) == .notDue)
        let every3 = rules(.everyNDays(3), start: mon)
        #expect((0..<9).filter { every3.isDue(day($0)) } == [0, 3, 6])
    }

    @Test func weeklyTargetSuppressesTheRestOfTheWeek() {
        let r = rules(.perWeek(2), done: [day(0): (1, nil), day(2): (1, nil)])
        #expect(!r.isDue(day(3)))
        #expect(r.status(on: day(3)) == .periodMet)
        #expect(r.weekProgress(containing: day(3)).done == 2 && r.weekProgress(containing: day(3)).target == 2)
        // The next week starts afresh.
        #expect(r.isDue(day(7)))
    }

    @Test func weekStartDecidesWhichWeekADayBelongsTo() {
        // Done Sunday 22 and Monday 16. With Monday weeks both are in one week; with Sunday
        // weeks, Sunday 22 opens a new one.
        let monday = rules(.perWeek(2), done: [day(0): (1, nil), day(6): (1, nil)])
        let sunday = rules(.perWeek(2), done: [day(0): (1, nil), day(6): (1, nil)], weekStart: .sunday)
        #expect(monday.weekProgress(containing: day(6)).done == 2)
        #expect(sunday.weekProgress(containing: day(6)).done == 1)
        #expect(sunday.weekProgress(containing: day(5)).done == 1)
    }

    @Test func monthlyTargets() {
        let r = rules(.perMonth(2), done: [CivilDate(year: 2026, month: 11, day: 2)!: (1, nil), day(0): (1, nil)])
        #expect(!r.isDue(day(1)))
        #expect(r.isDue(CivilDate(year: 2026, month: 12, day: 1)!))
        #expect(r.monthProgress(containing: day(1)).done == 2)
        #expect(r.periodProgress(on: day(1)) == "2 / 2 this month")
    }

    @Test func goalValuesAddUp() {
        let run = Goal(value: 5, unit: .km)
        let r = rules(goal: run, done: [day(0): (1, 2), day(1): (2, 3), day(2): (1, nil)])
        #expect(!r.isDone(day(0)))  // 2 of 5 km
        #expect(!r.isDone(day(1)))  // two entries, 3 km in all (the values are totals per entry)
        #expect(r.isDone(day(2)))   // "done" without a value means the goal
    }

    @Test func quitHabitsSucceedAtOrUnderTheGoal() {
        let caffeine = Goal(value: 2, unit: .cups)
        let r = rules(kind: .quit, goal: caffeine, done: [day(0): (1, 2), day(1): (1, 3), day(2): (1, nil)])
        #expect(r.isDone(day(0)))
        #expect(!r.isDone(day(1)))
        #expect(r.isDone(day(2)))
        let smoke = rules(kind: .quit, done: [day(0): (1, nil), day(1): (1, 1)])
        #expect(smoke.isDone(day(0)) && !smoke.isDone(day(1)))
        // A slip decides the day: it says so, and nothing is left to remind about.
        #expect(r.status(on: day(1)) == .slip && !r.isDue(day(1)))
        #expect(r.isDue(day(3)) && r.status(on: day(3)) == .due(remaining: 0, partial: DayTally()))
    }

    @Test func skipsTermsAndIrregular() {
        let r = rules(skips: [day(2)], start: day(1), end: day(4))
        #expect(!r.isDue(day(0)) && r.status(on: day(0)) == .notStarted)
        #expect(!r.isDue(day(2)) && r.status(on: day(2)) == .skipped)
        #expect(r.isDue(day(3)))
        #expect(!r.isDue(day(5)) && r.status(on: day(5)) == .ended)
        #expect(r.weekProgress(containing: day(3)).target == 3)  // Tue, Thu, Fri: in term and not skipped
        let irregular = rules(.irregular, done: [day(0): (1, nil)])
        #expect(!irregular.isDue(day(1)) && irregular.isDone(day(0)))
        #expect(irregular.weekProgress(containing: day(0)).target == nil)
        #expect(irregular.periodProgress(on: day(0)) == "1 this week")
    }
}

/// A tap (`CheckIn.toggle`): all the day still needs, or what it is asked to add, never more.
@Suite struct TapTests {
    @Test func aTapAddsWhatItIsAskedUpToWhatTheDayNeeds() {
        let base = HabitRulesTests()
        let day = base.day(2)
        #expect(CheckIn.toggle(base.rules(times: 3), on: day) == .record(count: 3))
        #expect(CheckIn.toggle(base.rules(times: 3), on: day, adding: 1) == .record(count: 1))
        #expect(CheckIn.toggle(base.rules(times: 3, done: [day: (2, nil)]), on: day, adding: 1) == .record(count: 1))
        #expect(CheckIn.toggle(base.rules(times: 3, done: [day: (1, nil)]), on: day, adding: 5) == .record(count: 2), "never past the day's 3")
        #expect(CheckIn.toggle(base.rules(times: 3, done: [day: (3, nil)]), on: day, adding: 1) == .clear(sayNo: false), "a day done goes back to nothing")
        #expect(CheckIn.toggle(base.rules(), on: day, adding: 1) == .record(count: 1))
    }

    /// Seed 000's tap: incomplete → complete → incomplete, so two taps leave a day as it was; a
    /// day said no is incomplete, and a tap makes it done. `toggle-says-no` (`saysNo`) makes
    /// a build habit's tap the three-step cycle done → no → nothing; a quit habit has no "no".
    @Test func aTapFlipsTheDayOrCyclesThroughNo() {
        let base = HabitRulesTests()
        let day = base.day(2)
        let done = base.rules(done: [day: (1, nil)])
        let said = base.rules()
        let no = HabitRules(habit: said.habit, log: HabitLog(habit: said.habit, completions: [],
                                                            declines: [Decline(habitID: 1, date: day, recordedAt: Date(timeIntervalSince1970: 0))]),
                            weekStart: .monday)
        #expect(CheckIn.toggle(said, on: day) == .record(count: 1))
        #expect(CheckIn.toggle(done, on: day) == .clear(sayNo: false))
        #expect(CheckIn.toggle(no, on: day) == .record(count: 1), "a no is not done: the tap makes it done")
        #expect(CheckIn.toggle(said, on: day, saysNo: true) == .record(count: 1))
        #expect(CheckIn.toggle(done, on: day, saysNo: true) == .clear(sayNo: true))
        #expect(CheckIn.toggle(no, on: day, saysNo: true) == .takeBackNo)
        let quit = base.rules(kind: .quit, done: [day: (1, nil)])
        #expect(CheckIn.toggle(quit, on: day, saysNo: true) == .clear(sayNo: false), "a quit habit's day goes back to nothing")
    }
}
