import Foundation
import Testing
@testable import HabitCore

/// What a completion reached is the ledger's verdict of the day and its period, with the
/// completion against without it (issue 42 part 6), on Thursday 2026-11-19.
@Suite struct ReachedTests {
    let mon = CivilDate(year: 2026, month: 11, day: 16)!
    let epoch = Date(timeIntervalSince1970: 0)

    /// The habit with `earlier` logged (day offset, value or nil for a plain done), then
    /// `added` on Thursday: what it reached.
    func reached(goal: Goal?, times: Int = 1, kind: HabitKind = .build, schedule: Schedule = .daily,
                 earlier: [(Int, Double?)] = [], added: Double?) -> Reached {
        let h = Habit(id: 1, name: "H", color: .palette("lime"), kind: kind, goal: goal, schedule: schedule, timesPerDay: times,
                      startDate: mon.adding(days: -35), createdAt: epoch)
        let last = Completion(habitID: 1, date: mon.adding(days: 3), value: added, recordedAt: epoch)
        let log = earlier.map { Completion(habitID: 1, date: mon.adding(days: $0.0), value: $0.1, recordedAt: epoch) } + [last]
        let rules = HabitRules(habit: h, log: HabitLog(habit: h, completions: log), weekStart: .monday)
        return rules.reached(by: last, on: last.date)
    }

    let cups = Goal(value: 8, unit: .cups)

    @Test func aDayGoalIsReachedWhenTheDayBecomesDone() {
        #expect(reached(goal: cups, earlier: [(3, 5)], added: 5) == .goal)
        #expect(reached(goal: cups, earlier: [(3, 9)], added: 1) == [], "done already: nothing newly reached")
        #expect(reached(goal: cups, added: 3) == [])
        #expect(reached(goal: cups, added: nil) == .goal, "a plain done logs the whole goal")
    }

    /// The bug this replaced: "goal reached" on the first of three a day, the day still open.
    @Test func threeTimesADayIsReachedOnTheThird() {
        #expect(reached(goal: cups, times: 3, added: nil) == [])
        #expect(reached(goal: cups, times: 3, earlier: [(3, nil)], added: nil) == [])
        #expect(reached(goal: cups, times: 3, earlier: [(3, nil), (3, nil)], added: nil) == .goal)
    }

    @Test func aSessionGoalIsThisSessionsOwn() {
        let session = Goal(value: 30, unit: .minutes, period: .session)
        #expect(reached(goal: session, earlier: [(3, 40)], added: 30) == .goal)
        #expect(reached(goal: session, added: 20) == [])
    }

    @Test func aPeriodTargetIsReachedWhenThePeriodBecomesMet() {
        #expect(reached(goal: nil, schedule: .perWeek(2), earlier: [(0, nil)], added: nil) == .target)
        #expect(reached(goal: nil, schedule: .perWeek(2), earlier: [(0, nil), (1, nil)], added: nil) == [], "met already")
        #expect(reached(goal: nil, schedule: .perWeek(2), added: nil) == [])
        let week = Goal(value: 150, unit: .minutes, period: .week)
        #expect(reached(goal: week, earlier: [(0, 100)], added: 60) == .target)
        #expect(reached(goal: week, earlier: [(0, 160)], added: 10) == [])
    }

    @Test func aQuitHabitReachesNothing() {
        #expect(reached(goal: Goal(value: 2, unit: .cups), kind: .quit, added: 1) == [])
    }
}

/// The habit page's "N days done" is the ledger's count (issue 42 part 6): done days, and a
/// quit habit's kept ones, through the day asked.
@Suite struct LedgerDaysDoneTests {
    @Test func doneAndKeptDaysCountOthersDoNot() {
        let mon = CivilDate(year: 2026, month: 11, day: 16)!, epoch = Date(timeIntervalSince1970: 0)
        func ledger(_ kind: HabitKind, _ logged: [Int: Double?]) -> Ledger {
            let h = Habit(id: 1, name: "H", color: .palette("lime"), kind: kind, goal: kind == .quit ? Goal(value: 2, unit: .cups) : nil,
                          startDate: mon, createdAt: epoch)
            let log = logged.map { Completion(habitID: 1, date: mon.adding(days: $0.key), value: $0.value, recordedAt: epoch) }
            return Ledger(rules: HabitRules(habit: h, log: HabitLog(habit: h, completions: log), weekStart: .monday), today: mon.adding(days: 3),
                          span: DateWindow(first: mon, last: mon.adding(days: 6)), skipsKeepStreak: true)
        }
        let build = ledger(.build, [0: nil, 2: nil, 3: nil])
        #expect(build.daysDone(through: mon.adding(days: 3)) == 3 && build.daysDone(through: mon.adding(days: 1)) == 1)
        // Quit: two kept days (within the limit), one slip (over it), one not checked in.
        let quit = ledger(.quit, [0: 1, 1: 3, 2: 2])
        #expect(quit.daysDone(through: mon.adding(days: 3)) == 2)
    }
}
