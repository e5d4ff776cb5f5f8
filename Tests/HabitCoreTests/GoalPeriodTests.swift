import Foundation
import Testing
import TestSupport
@testable import HabitCore

/// Goals per week, month and session (issue 17 part 2), on November 2026: Monday 16 starts
/// the week of `today`, Thursday 19.
@Suite struct GoalPeriodTests {
    let mon = CivilDate(year: 2026, month: 11, day: 16)!
    var today: CivilDate { mon.adding(days: 3) }
    func day(_ offset: Int) -> CivilDate { mon.adding(days: offset) }

    /// `log`: one completion per amount (nil: a plain done) on each day offset.
    func rules(_ goal: Goal, kind: HabitKind = .build, schedule: Schedule = .daily, start: CivilDate? = nil,
               log: [Int: [Double?]] = [:], skips: [Int] = []) -> HabitRules {
        let h = Habit(id: 1, name: "H", color: .palette("lime"), kind: kind, goal: goal, schedule: schedule,
                      startDate: start ?? mon.adding(days: -35), createdAt: Date(timeIntervalSince1970: 0))
        let epoch = Date(timeIntervalSince1970: 0)
        let completions = log.flatMap { offset, amounts in
            amounts.map { Completion(habitID: 1, date: day(offset), value: $0, recordedAt: epoch) }
        }
        let skipRows = skips.map { Skip(habitID: 1, date: day($0), recordedAt: epoch) }
        return HabitRules(habit: h, log: HabitLog(habit: h, completions: completions, skips: skipRows), weekStart: .monday)
    }

    let week150 = Goal(value: 150, unit: .minutes, period: .week)

    @Test func aWeekGoalAddsTheDaysUpAndStopsBeingDueOnceMet() {
        let r = rules(week150, log: [0: [60], 1: [30]])
        #expect(r.periodAmount(containing: today) == 90)
        #expect(r.periodProgress(on: today) == "90 / 150 minutes this week")
        #expect(r.isDue(today) && !r.isPeriodSatisfied(today))
        #expect(r.classify(day(2), today: today) == .notDue, "a past day without an amount in an open week fails nothing")
        #expect(r.classify(day(0), today: today) == .satisfied && r.classify(today, today: today) == .pending)

        let met = rules(week150, log: [0: [60], 1: [30], 3: [60]])
        #expect(met.isPeriodSatisfied(today) && !met.isDue(day(4)))
        #expect(met.status(on: day(4)) == .periodMet)
        #expect(met.classify(day(4), today: today) == .notDue)
        #expect(met.periodProgress(on: day(6)) == "150 / 150 minutes this week")
    }

    @Test func aPlainDoneMarksTheDayButAddsNoAmount() {
        let r = rules(week150, log: [0: [nil]])
        #expect(r.isDone(day(0)) && r.periodAmount(containing: day(0)) == 0)
        #expect(r.isDue(today), "the week still needs its minutes")
    }

    /// Streaks count weeks: met weeks in a row, an unmet week breaks it, the open week waits.
    @Test func streaksCountWeeks() {
        let r = rules(week150, log: [-21: [150], -14: [100, 60], -7: [100], 0: [20]])
        #expect(r.streakUnit == .weeks)
        let outcomes = r.periods(through: today, skipsKeepStreak: true).suffix(4).map(\.outcome)
        #expect(outcomes == [.satisfied, .satisfied, .failed, .pending])
        #expect(r.classify(day(-6), today: today) == .failed, "an empty day of a failed week")
        #expect(r.classify(day(-13), today: today) == .notDue, "an empty day of a met week")
        #expect(r.streaks(through: today, skipsKeepStreak: true).current == 0)
        let kept = rules(week150, log: [-14: [150], -7: [150]])
        #expect(kept.streaks(through: today, skipsKeepStreak: true).current == 2)
    }

    /// A week partly before the start cannot be asked for a whole week's amount.
    @Test func aPartialFirstWeekIsExcusedAndAWeekAllSkippedToo() {
        let r = rules(week150, start: day(-5), log: [-5: [30]])
        #expect(r.periods(through: today, skipsKeepStreak: true).map(\.outcome) == [.excused, .pending])
        let skipped = rules(week150, start: day(-14), skips: Array(-7 ... -1))
        #expect(skipped.periods(through: today, skipsKeepStreak: true).map(\.outcome) == [.failed, .excused, .pending])
        #expect(skipped.periods(through: today, skipsKeepStreak: false).map(\.outcome) == [.failed, .failed, .pending])
    }

    @Test func aMonthGoalCountsMonths() {
        let r = rules(Goal(value: 100, unit: .km, period: .month), start: CivilDate(year: 2026, month: 9, day: 1)!,
                      log: [-40: [60, 50], -10: [40], 2: [30]])
        #expect(r.streakUnit == .months)
        let periods = r.periods(through: today, skipsKeepStreak: true)
        #expect(periods.map(\.first.description) == ["2026-09-01", "2026-10-01", "2026-11-01"])
        #expect(periods.map(\.outcome) == [.failed, .satisfied, .pending])
        #expect(r.periodProgress(on: today) == "70 / 100 km this month")
    }

    /// A quit habit with a week's limit fails the day its week passes the limit, and after.
    @Test func aWeekLimitFailsWhenTheSumPassesIt() {
        let r = rules(Goal(value: 100, unit: .minutes, period: .week), kind: .quit, log: [-7: [90], 0: [40], 2: [70]])
        #expect(!r.isSlip(day(0)) && r.classify(day(1), today: today) == .satisfied)
        #expect(r.isSlip(day(2)) && r.isSlip(today) && r.classify(day(2), today: today) == .failed)
        #expect(r.classify(day(5), today: today) == .pending, "a day still ahead is not failed yet")
        #expect(r.periods(through: today, skipsKeepStreak: true).suffix(2).map(\.outcome) == [.satisfied, .failed])
    }

    /// A session goal judges each logged amount alone.
    @Test func aSessionGoalJudgesEachAmountAlone() {
        let r = rules(Goal(value: 30, unit: .minutes, period: .session), log: [0: [20, 20], 1: [35], 2: [nil]])
        #expect(!r.isDone(day(0)), "40 minutes in two short sessions is not one session of 30")
        #expect(r.isDone(day(1)) && r.isDone(day(2)))
        #expect(r.streakUnit == .days)
        let limit = rules(Goal(value: 30, unit: .minutes, period: .session), kind: .quit, log: [0: [20, 20], 1: [20, 40]])
        #expect(!limit.isSlip(day(0)) && limit.isSlip(day(1)))
    }

    /// Reminders stop once the week's amount is in, and come back with the next week.
    @Test func remindersStopOnceTheWeeksGoalIsMet() throws {
        var h = rules(week150).habit
        h.reminders = [Reminder(time: try WallTime.parse("18:00"))]
        func plan(_ mondayMinutes: Double) -> [CivilDate] {
            let log = HabitLog(habit: h, completions: [Completion(habitID: 1, date: day(0), value: mondayMinutes,
                                                                  recordedAt: Date(timeIntervalSince1970: 0))])
            var planner = Planner(settings: Settings(), weekStart: .monday, systemZone: Zone("UTC"), offsets: FoundationZoneOffsets())
            return planner.events(for: h, log: log, after: ISOInstant.parse("2026-11-16T12:00:00Z")!, limit: 3).map(\.date)
        }
        #expect(plan(60) == [day(1), day(2), day(3)], "Monday is done; the week goes on")
        #expect(plan(150) == [day(7), day(8), day(9)], "the week is met on Monday: nothing until next week")
    }

    /// The goal is celebrated once, in the week it is reached.
    @Test func theWeeksGoalIsCelebratedOnceThatWeek() {
        let r = rules(week150, log: [0: [100], 2: [50]])
        let wednesday = r.achievements(on: day(2), skipsKeepStreak: true)
        #expect(wednesday.map(\.key) == ["goal 2026-11-16"] && wednesday.first?.detail == "150 / 150 minutes this week")
        #expect(r.achievements(on: day(1), skipsKeepStreak: true).isEmpty)
    }

    /// The derived state of a habit is rebuilt when its goal's period changes.
    @Test func thePeriodIsAFoldInput() {
        let day = rules(Goal(value: 150, unit: .minutes)).foldInputs(skipsKeepStreak: true)
        let week = rules(week150).foldInputs(skipsKeepStreak: true)
        #expect(day != week)
    }

    /// A day's goal reads and writes as before periods existed.
    @Test func aDaysGoalIsWrittenWithoutAPeriod() throws {
        let plain = String(decoding: try JSONEncoder().encode(Goal(value: 5, unit: .km)), as: UTF8.self)
        #expect(!plain.contains("period"))
        #expect(try JSONDecoder().decode(Goal.self, from: Data(plain.utf8)) == Goal(value: 5, unit: .km))
        let week = try JSONEncoder().encode(week150)
        #expect(try JSONDecoder().decode(Goal.self, from: week) == week150)
        #expect(week150.summaryWithPeriod == "150 minutes a week")
    }

    @Test func aPeriodGoalNeedsADaySchedule() {
        var h = Habit(name: "Gym", color: .palette("lime"), goal: week150, schedule: .perWeek(3), startDate: mon,
                      createdAt: Date(timeIntervalSince1970: 0))
        #expect(throws: HabitError.periodGoalNeedsDaySchedule(.week)) { try Validate.habit(h, otherNames: [], zones: FoundationZoneOffsets()) }
        h.schedule = .weekdays(.weekdays)
        #expect(throws: Never.self) { try Validate.habit(h, otherNames: [], zones: FoundationZoneOffsets()) }
        #expect(HabitError.periodGoalNeedsDaySchedule(.month).description.hasPrefix("A goal per month adds up"))
    }

    /// Every 10 days from the start (a Monday 35 days before `mon`): periods start on the
    /// start and every tenth day after it, whatever the week or the month.
    @Test func aGoalEveryNDaysCountsPeriodsFromTheStart() {
        let start = mon.adding(days: -35)
        let r = rules(Goal(value: 50, unit: .km, period: .days(10)), start: start,
                      log: [-35: [50], -25: [20, 30], -15: [10], -4: [25]])
        #expect(r.streakUnit == .periods && r.customDays == 10)
        let periods = r.periods(through: today, skipsKeepStreak: true)
        #expect(periods.map(\.first) == [start, start.adding(days: 10), start.adding(days: 20), start.adding(days: 30)])
        #expect(periods.map(\.outcome) == [.satisfied, .satisfied, .failed, .pending])
        #expect(periods.map(\.metOn) == [start, start.adding(days: 10), nil, nil])
        #expect(r.periodRange(of: today) == start.adding(days: 30)...start.adding(days: 39))
        #expect(r.periodAmount(containing: today) == 25)
        #expect(r.streaks(through: today, skipsKeepStreak: true).current == 0)
        #expect(r.streaks(through: today, skipsKeepStreak: true).best == 2)
        #expect(Milestone.ladder(.periods).map(\.threshold) == [3, 9, 27])
        // A day of the failed period fails; an empty day of the open one waits.
        #expect(r.classify(start.adding(days: 22), today: today) == .failed)
        #expect(r.classify(today, today: today) == .pending)
        // Met early, the rest of the period is not due.
        let met = rules(Goal(value: 50, unit: .km, period: .days(10)), start: start, log: [-4: [50]])
        #expect(met.isPeriodSatisfied(today) && !met.isDue(today) && met.status(on: today) == .periodMet)
    }

    @Test func aCustomPeriodIsNamedLikeTheOthers() throws {
        #expect(GoalPeriod(name: "10d") == .days(10) && GoalPeriod(name: "2d") == .days(2) && GoalPeriod(name: "90D") == .days(90))
        for bad in ["1d", "91d", "d", "0d", "1000d", "10", "-3d", "ten d", "1e1d"] { #expect(GoalPeriod(name: bad) == nil, "\(bad)") }
        #expect(GoalPeriod.days(14).name == "14d" && GoalPeriod.days(14).phrase == "every 14 days")
        let data = try JSONEncoder().encode(Goal(value: 5, unit: .km, period: .days(14)))
        #expect(String(decoding: data, as: UTF8.self).contains("\"period\":\"14d\""))
        #expect(try JSONDecoder().decode(Goal.self, from: data).period == .days(14))
    }
}
