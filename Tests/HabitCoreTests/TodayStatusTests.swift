import Foundation
import Testing
import TestSupport
@testable import HabitCore

/// What the status bar shows, with a controlled clock: counts, the mood as reminders pass,
/// and the next instant the line changes by the clock alone.
@Suite struct TodayStatusTests {
    static func at(_ text: String) -> Date { ISOInstant.parse(text)! }
    static func d(_ text: String) -> CivilDate { CivilDate(parsing: text)! }
    static let epoch = Date(timeIntervalSince1970: 0)

    var settings = Settings()

    func habit(_ id: Int64, _ name: String, reminders: [String] = [], schedule: Schedule = .daily, times: Int = 1,
               zone: String? = nil, archived: Bool = false) -> Habit {
        Habit(id: id, name: name, color: .palette("sky"), schedule: schedule, timesPerDay: times,
              reminders: reminders.map { Reminder(time: try! WallTime.parse($0)) }, startDate: Self.d("2026-11-01"),
              zone: zone, archived: archived, createdAt: Self.epoch)
    }

    /// `fired`: the instants habitd's delivery log says a reminder of each habit was shown.
    func status(_ habits: [(Habit, done: [String], skips: [String])], now: String, zone: String = "UTC",
                fired: [(Int64, String)] = []) -> TodayStatus {
        var planner = Planner(settings: settings, weekStart: .monday, systemZone: Zone(zone), offsets: FoundationZoneOffsets())
        let entries = habits.map { h, done, skips in
            (h, HabitLog(habit: h, completions: done.map { Completion(habitID: h.id!, date: Self.d($0), recordedAt: Self.epoch) },
                         skips: skips.map { Skip(habitID: h.id!, date: Self.d($0), recordedAt: Self.epoch) }))
        }
        let tz = Zone(zone)
        let deliveries = fired.map { id, at in
            let local = ZoneResolver.local(Self.at(at), in: habits.first { $0.0.id == id }?.0.zone.map(Zone.init) ?? tz, offsets: FoundationZoneOffsets())
            return Delivery(habitID: id, date: local.date, reminder: WallTime(minuteOfDay: local.secondOfDay / 60), outcome: .shown,
                            plannedAt: Self.at(at), recordedAt: Self.at(at))
        }
        return TodayStatus.at(Self.at(now), habits: entries, fired: deliveries, planner: &planner, offsets: FoundationZoneOffsets())
    }

    @Test func countsWhatTodayAsks() {
        // Monday 2026-11-23. Due: Gym (done), Read, Water (1 of 3). Not asked: a skipped
        // day, a monthly target met already, a weekday habit on its day off, an
        // irregular habit, an archived one.
        let s = status([
            (habit(1, "Gym"), done: ["2026-11-23"], skips: []),
            (habit(2, "Read"), done: [], skips: []),
            (habit(3, "Water", times: 3), done: ["2026-11-23"], skips: []),
            (habit(4, "Skipped"), done: [], skips: ["2026-11-23"]),
            (habit(5, "Monthly", schedule: .perMonth(1)), done: ["2026-11-02"], skips: []),
            (habit(6, "Weekends", schedule: .weekdays(WeekdaySet([.saturday, .sunday]))), done: [], skips: []),
            (habit(7, "Whenever", schedule: .irregular), done: [], skips: []),
            (habit(8, "Old", archived: true), done: [], skips: []),
        ], now: "2026-11-23T10:00:00Z")
        #expect(s.done == 1 && s.due == 3, "\(s.done)/\(s.due)")
        #expect(s.open.map(\.habit.name) == ["Read", "Water"])
        #expect(s.mood == .pending)
        #expect(s.nextChange == Self.at("2026-11-24T00:00:00Z"))
    }

    @Test func aPassedReminderMakesItOverdueAndTheNextOneIsTheNextChange() {
        let h = habit(1, "Gym", reminders: ["09:00", "18:00"])
        let before = status([(h, done: [], skips: [])], now: "2026-11-23T08:59:00Z")
        #expect(before.mood == .pending && before.open[0].reminded == nil)
        #expect(before.open[0].next == Self.at("2026-11-23T09:00:00Z") && before.nextChange == Self.at("2026-11-23T09:00:00Z"))
        let after = status([(h, done: [], skips: [])], now: "2026-11-23T09:00:00Z", fired: [(1, "2026-11-23T09:00:00Z")])
        #expect(after.mood == .overdue && after.open[0].reminded == Self.at("2026-11-23T09:00:00Z"))
        #expect(after.nextChange == Self.at("2026-11-23T18:00:00Z"))
        let evening = status([(h, done: [], skips: [])], now: "2026-11-23T20:00:00Z",
                             fired: [(1, "2026-11-23T09:00:00Z"), (1, "2026-11-23T18:00:00Z")])
        #expect(evening.mood == .overdue && evening.open[0].next == nil && evening.open[0].reminded == Self.at("2026-11-23T18:00:00Z"))
        #expect(evening.nextChange == Self.at("2026-11-24T00:00:00Z"))
        let done = status([(h, done: ["2026-11-23"], skips: [])], now: "2026-11-23T20:00:00Z")
        #expect(done.mood == .done && done.open.isEmpty && done.done == 1 && done.due == 1)
    }

    /// A planned time gone by is not a reminder: habitd was not running, or the habit was made
    /// after it (yesterday's delivery does not count either).
    @Test func aReminderThatNeverFiredIsNotOverdue() {
        let h = habit(1, "Gym", reminders: ["09:00"])
        let s = status([(h, done: [], skips: [])], now: "2026-11-23T19:30:00Z", fired: [(1, "2026-11-22T09:00:00Z")])
        #expect(s.mood == .pending && s.open[0].reminded == nil)
    }

    @Test func nothingDueIsDone() {
        let s = status([], now: "2026-11-23T10:00:00Z", zone: "Europe/Berlin")
        #expect(s.done == 0 && s.due == 0 && s.mood == .done)
        #expect(s.nextChange == Self.at("2026-11-23T23:00:00Z"))  // midnight in Berlin
    }

    @Test mutating func aDeferredReminderCountsWhenItFires() {
        // 07:00 falls in quiet hours 22:00-08:00: it fires at 08:00, and only then is the habit overdue.
        settings.quietHours = try! QuietHours.parse("22:00-08:00")
        let h = habit(1, "Stretch", reminders: ["07:00"])
        let early = status([(h, done: [], skips: [])], now: "2026-11-23T07:30:00Z")
        #expect(early.mood == .pending && early.nextChange == Self.at("2026-11-23T08:00:00Z"))
        #expect(status([(h, done: [], skips: [])], now: "2026-11-23T08:00:00Z", fired: [(1, "2026-11-23T08:00:00Z")]).mood == .overdue)
    }

    @Test func aPinnedZoneHasItsOwnTodayAndItsOwnMidnight() {
        // 2026-11-23T20:00Z is already Tuesday in Tokyo: Tokyo's habit is due anew, not done,
        // and its midnight (15:00Z) is the next change, before UTC's.
        let tokyo = habit(1, "Tokyo", zone: "Asia/Tokyo")
        let s = status([(tokyo, done: ["2026-11-23"], skips: [])], now: "2026-11-23T20:00:00Z")
        #expect(s.done == 0 && s.due == 1)
        #expect(s.nextChange == Self.at("2026-11-24T00:00:00Z"))
        let morning = status([(tokyo, done: ["2026-11-23"], skips: [])], now: "2026-11-23T10:00:00Z")
        #expect(morning.done == 1 && morning.nextChange == Self.at("2026-11-23T15:00:00Z"))
    }

    @Test func aDayThatBeginsAtOneBeginsWhenItsClocksSaySo() {
        // Santiago, 2027-09-05: 00:00 does not exist (clocks go from 24:00 to 01:00, UTC-4 to
        // UTC-3); the day begins at 01:00 local, 04:00Z, which is what the tz database gives
        // as the first instant of that date.
        let s = status([], now: "2027-09-04T20:00:00Z", zone: "America/Santiago")
        let zone = Zone("America/Santiago")
        let first = s.nextChange
        #expect(ZoneResolver.local(first, in: zone, offsets: FoundationZoneOffsets()).date == Self.d("2027-09-05"))
        #expect(ZoneResolver.local(first.addingTimeInterval(-1), in: zone, offsets: FoundationZoneOffsets()).date == Self.d("2027-09-04"))
    }
}
