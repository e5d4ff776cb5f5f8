import Foundation
import Testing
import TestSupport
@testable import HabitCore

/// `--remind auto` (issue 17 part 6): the median local time of the check-ins of the 28 days
/// before today, 09:00 until there are 3.
@Suite struct AutoReminderTests {
    let today = CivilDate(year: 2026, month: 11, day: 23)!
    let berlin = Zone("Europe/Berlin")

    /// A check-in on `daysAgo` recorded at `utc` (HH:MM, UTC) that same day.
    func sample(_ daysAgo: Int, _ utc: String, recordedDaysLater: Int = 0) -> (date: CivilDate, recordedAt: Date) {
        let d = today.adding(days: -daysAgo)
        return (d, ISOInstant.parse("\(d.adding(days: recordedDaysLater))T\(utc):00Z")!)
    }

    func learn(_ samples: [(date: CivilDate, recordedAt: Date)]) -> AutoReminder.Learned {
        AutoReminder.learn(from: samples, today: today, zone: berlin, offsets: FoundationZoneOffsets())
    }

    @Test func nineUntilThreeCheckIns() {
        let l = learn([sample(1, "06:40"), sample(2, "06:50")])
        #expect(l.time == AutoReminder.fallback && l.samples == 2 && l.isFallback)
        #expect(AutoReminder.summary(l) == "automatic: 09:00 until 3 check-ins show the usual time (2 so far)")
    }

    /// Times in the habit's zone (Berlin is UTC+1 in November), the lower middle of an even count.
    @Test func theMedianLocalTime() {
        let l = learn([sample(1, "06:40"), sample(2, "06:50"), sample(3, "07:30"), sample(4, "20:00")])
        #expect(l.time == WallTime(hour: 7, minute: 50) && l.samples == 4)
        #expect(AutoReminder.summary(l) == "automatic: 07:50, the usual time of 4 check-ins in the last 28 days")
    }

    /// Today, days before the 28, and check-ins recorded on another day say nothing.
    @Test func onlyTheLast28DaysRecordedOnTheirDay() {
        let l = learn([sample(0, "05:00"), sample(29, "05:00"), sample(3, "05:00", recordedDaysLater: 2),
                       sample(1, "10:00"), sample(2, "10:10"), sample(28, "10:20")])
        #expect(l.samples == 3 && l.time == WallTime(hour: 11, minute: 10))
    }

    /// The planner reminds an automatic habit at what was learned, or at 09:00.
    @Test func thePlannerUsesWhatWasLearned() throws {
        let h = Habit(id: 1, name: "Walk", color: .palette("sky"), startDate: today.adding(days: -40),
                      createdAt: Date(timeIntervalSince1970: 0), remindAuto: true)
        var planner = Planner(settings: Settings(), weekStart: .monday, systemZone: Zone("UTC"), offsets: FoundationZoneOffsets())
        let after = ISOInstant.parse("2026-11-23T00:00:00Z")!
        let fallback = planner.events(for: h, log: HabitLog(), after: after, limit: 1)
        #expect(fallback.map { ISOInstant.format($0.at) } == ["2026-11-23T09:00:00Z"])
        let learned = AutoReminder.Learned(time: WallTime(hour: 7, minute: 45)!, samples: 5)
        let planned = planner.events(for: h.planned(learned: learned), log: HabitLog(), after: after, limit: 1)
        #expect(planned.map { ISOInstant.format($0.at) } == ["2026-11-23T07:45:00Z"])
    }
}
