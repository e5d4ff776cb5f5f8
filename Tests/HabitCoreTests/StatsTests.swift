import Foundation
import Testing
@testable import HabitCore
import TestSupport

/// Golden statistics on hand-built histories (the same notation as `StreakTests`).
@Suite struct StatsTests {
    let s = StreakTests()
    func d(_ t: String) -> CivilDate { StreakTests.d(t) }
    func window(_ a: String, _ b: String) -> DateWindow { DateWindow(first: d(a), last: d(b)) }

    @Test func dailyHabitOverAWindow() {
        // 1–14 Nov: 10 done, one skipped (excused), 3 missed; the window is 5–14 Nov.
        let r = s.rules(start: "2026-11-01", history: "xxxx.xsxx.xx.x")
        let st = r.stats(in: window("2026-11-05", "2026-11-14"), weekStart: .monday, skipsKeepStreak: true)
        #expect(st.completions == 6)  // 6th, 8th, 9th, 11th, 12th, 14th
        #expect(st.due == 9 && st.satisfied == 6)  // the 7th is excused
        #expect(st.completionRate == 6.0 / 9.0)
        #expect(st.averagePerDay == 0.6)
        #expect(st.streaks == Streaks(current: 1, best: 4, currentSince: d("2026-11-14")))  // best from before the window
        // Weekly trend buckets, clipped to the window: Thu 5–Sun 8, Mon 9–Sun 14.
        #expect(st.trend.map(\.window) == [window("2026-11-05", "2026-11-08"), window("2026-11-09", "2026-11-14")])
        #expect(st.trend.map(\.completions) == [2, 4])
        #expect(st.trend.map(\.due) == [3, 6])
        #expect(st.trend.map(\.satisfied) == [2, 4])
    }

    @Test func weeklyHabitCountsWeeksEndingInTheWindow() {
        // 3 per week from Mon 2 Nov: met, missed, met; the window is 2–22 Nov (Sunday).
        let r = s.rules(.perWeek(3), start: "2026-11-02", history: "xxx...." + "x......" + "x.x.x..")
        let st = r.stats(in: window("2026-11-02", "2026-11-22"), weekStart: .monday, skipsKeepStreak: true)
        #expect(st.unit == .weeks)
        #expect(st.completions == 7)
        #expect(st.due == 3 && st.satisfied == 2)
        #expect(st.streaks.current == 1 && st.streaks.best == 1)
    }

    @Test func longWindowsTrendByMonth() {
        let r = s.rules(start: "2026-08-01", history: String(repeating: "x", count: 100))
        let st = r.stats(in: window("2026-08-15", "2026-11-08"), weekStart: .monday, skipsKeepStreak: true)
        #expect(st.trend.map(\.window.first) == [d("2026-08-15"), d("2026-09-01"), d("2026-10-01"), d("2026-11-01")])
        #expect(st.trend.map(\.completions) == [17, 30, 31, 8])
        #expect(st.completionRate == 1)
    }

    @Test func aWindowWithNothingDueHasNoRate() {
        let r = s.rules(.irregular, start: "2026-11-01", history: "x.x")
        let st = r.stats(in: window("2026-11-01", "2026-11-03"), weekStart: .monday, skipsKeepStreak: true)
        #expect(st.completions == 2 && st.due == 0 && st.completionRate == nil)
    }

    @Test func perfectDaysNeedEveryDueDayKindHabitSatisfied() {
        let w = window("2026-11-02", "2026-11-08")  // Mon … Sun; today is Sunday
        let daily = s.rules(start: "2026-11-02", history: "xxx.xx.")
        let weekdays = s.rules(.weekdays(.weekdays), start: "2026-11-02", history: "xs.xx..")
        let weekly = s.rules(.perWeek(2), start: "2026-11-02", history: ".......")  // no daily obligation
        let outcomes = [daily, weekdays, weekly].compactMap { $0.dayOutcomes(in: w, skipsKeepStreak: true) }
        #expect(outcomes.count == 2)
        // Mon both done; Tue daily done, weekdays skipped (excused); Wed weekdays missed; Thu daily
        // missed; Fri both; Sat only daily, done; Sun daily pending (today).
        #expect(perfectDays(outcomes, in: w) == 4)
    }

    /// Properties over random histories: rate within 0–1, perfect days at most the window's
    /// days, best ≥ current, completions add up over the trend.
    @Test func properties() {
        var rng = Rng(state: 11)
        let schedules: [Schedule] = [.daily, .weekdays(.weekends), .everyNDays(3), .perWeek(2), .perMonth(10), .irregular]
        for _ in 0..<200 {
            let history = String((0..<150).map { _ in rng.pick(["x", ".", "s", "-", "."]) as Character })
            let r = s.rules(rng.pick(schedules), start: "2026-05-01", history: history, weekStart: rng.pick([.monday, .sunday]))
            let first = d("2026-05-01").adding(days: rng.int(-20...100))
            let w = DateWindow(first: first, last: first.adding(days: rng.int(0...120)))
            let st = r.stats(in: w, weekStart: r.weekStart, skipsKeepStreak: rng.chance(0.5))
            #expect(st.completionRate.map { (0...1).contains($0) } ?? true)
            #expect(st.satisfied <= st.due)
            #expect(st.streaks.best >= st.streaks.current)
            #expect(st.trend.map(\.completions).reduce(0, +) == st.completions)
            #expect(st.trend.map(\.due).reduce(0, +) == st.due)
            let outcomes = r.dayOutcomes(in: w, skipsKeepStreak: true).map { [$0] } ?? []
            #expect(perfectDays(outcomes, in: w) <= w.days)
        }
    }
}
