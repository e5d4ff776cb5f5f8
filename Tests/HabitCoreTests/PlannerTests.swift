import Foundation
import Testing
import TestSupport
@testable import HabitCore

/// The planner, one scenario per rule of DESIGN.md's time semantics, with fixed zones and instants.
@Suite struct PlannerTests {
    static func at(_ text: String) -> Date { ISOInstant.parse(text)! }
    static func d(_ text: String) -> CivilDate { CivilDate(parsing: text)! }
    static func t(_ text: String) -> WallTime { try! WallTime.parse(text) }

    var settings = Settings()
    var weekStart = Weekday.monday

    func habit(_ times: [String], name: String = "H", id: Int64 = 1, start: String = "2026-01-01",
               _ configure: (inout Habit) -> Void = { _ in }) -> Habit {
        var h = Habit(id: id, name: name, color: .palette("sky"), reminders: times.map { Reminder(time: Self.t($0)) },
                      startDate: Self.d(start), createdAt: Date(timeIntervalSince1970: 0))
        configure(&h)
        return h
    }

    func plan(_ h: Habit, zone: String, from: String, count: Int = 5, done: [String] = [], skips: [String] = []) -> [ReminderEvent] {
        var planner = Planner(settings: settings, weekStart: weekStart, systemZone: Zone(zone), offsets: FoundationZoneOffsets())
        let log = HabitLog(habit: h,
                           completions: done.map { Completion(habitID: h.id!, date: Self.d($0), recordedAt: Date(timeIntervalSince1970: 0)) },
                           skips: skips.map { Skip(habitID: h.id!, date: Self.d($0), recordedAt: Date(timeIntervalSince1970: 0)) })
        return planner.events(for: h, log: log, after: Self.at(from), limit: count)
    }

    func instants(_ events: [ReminderEvent]) -> [String] { events.map { ISOInstant.format($0.at) } }

    @Test func anOrdinaryWallTimeFiresAtThatInstant() {
        let e = plan(habit(["07:30"]), zone: "Europe/Berlin", from: "2026-11-22T00:00:00Z", count: 2)
        #expect(instants(e) == ["2026-11-22T06:30:00Z", "2026-11-23T06:30:00Z"])
        #expect(e[0].date == Self.d("2026-11-22") && e[0].reminders == [Self.t("07:30")] && !e[0].deferred)
    }

    @Test func springForwardGapFiresAtTheTransition() {
        // Berlin 2027-03-28: 02:00 CET jumps to 03:00 CEST; 02:30 does not exist.
        let e = plan(habit(["02:30"]), zone: "Europe/Berlin", from: "2027-03-27T12:00:00Z", count: 2)
        #expect(instants(e) == ["2027-03-28T01:00:00Z", "2027-03-29T00:30:00Z"])
    }

    @Test func fallBackOverlapFiresOnceAtTheEarlierInstant() {
        // Berlin 2027-10-31: 02:30 happens at 00:30Z (CEST) and again at 01:30Z (CET).
        let e = plan(habit(["02:30"]), zone: "Europe/Berlin", from: "2027-10-30T12:00:00Z", count: 2)
        #expect(instants(e) == ["2027-10-31T00:30:00Z", "2027-11-01T01:30:00Z"])
    }

    @Test func lordHoweThirtyMinuteGap() {
        // The case Calendar.nextDate gets wrong on Linux: 02:15 on 2026-10-04 fires at 02:30 LHDT.
        let e = plan(habit(["02:15"]), zone: "Australia/Lord_Howe", from: "2026-10-03T00:00:00Z", count: 1)
        #expect(instants(e) == ["2026-10-03T15:30:00Z"])
        #expect(e[0].date == Self.d("2026-10-04"))
    }

    @Test func santiagoMidnightTransition() {
        // Santiago 2027-09-05: 00:00 jumps to 01:00; 00:15 fires at 01:00 local (04:00Z).
        let e = plan(habit(["00:15"]), zone: "America/Santiago", from: "2027-09-04T12:00:00Z", count: 2)
        #expect(instants(e) == ["2027-09-05T04:00:00Z", "2027-09-06T03:15:00Z"])
    }

    @Test func trollTwoHourShift() {
        // Antarctica/Troll 2027-03-28: +00 becomes +02 at 01:00Z; 01:30 and 02:59 fall in the gap.
        let e = plan(habit(["01:30", "02:59"]), zone: "Antarctica/Troll", from: "2027-03-27T12:00:00Z", count: 2)
        #expect(instants(e) == ["2027-03-28T01:00:00Z", "2027-03-28T23:30:00Z"])
        #expect(e[0].reminders == [Self.t("01:30"), Self.t("02:59")])   // merged: one instant, once
    }

    @Test func remindersOnOneInstantMerge() {
        let e = plan(habit(["02:15", "02:45", "03:00"]), zone: "Europe/Berlin", from: "2027-03-27T12:00:00Z", count: 1)
        #expect(instants(e) == ["2027-03-28T01:00:00Z"])
        #expect(e[0].reminders.map(\.description) == ["02:15", "02:45", "03:00"])
    }

    @Test mutating func quietHoursDeferToTheirEnd() {
        settings.quietHours = try! QuietHours.parse("22:00-07:00")
        let e = plan(habit(["06:00", "08:00"]), zone: "Europe/Berlin", from: "2026-11-22T00:00:00Z", count: 2)
        #expect(instants(e) == ["2026-11-22T06:00:00Z", "2026-11-22T07:00:00Z"])
        #expect(e[0].deferred && !e[1].deferred)
    }

    @Test mutating func aQuietNightThatOutlastsTheDaySkips() {
        settings.quietHours = try! QuietHours.parse("22:00-07:00")
        let e = plan(habit(["23:00"]), zone: "Europe/Berlin", from: "2026-11-22T00:00:00Z", count: 3)
        #expect(e.isEmpty)
    }

    @Test mutating func quietPolicySkipDrops() {
        settings.quietHours = try! QuietHours.parse("05:00-07:00")
        settings.quietPolicy = .skip
        let e = plan(habit(["06:00", "08:00"]), zone: "UTC", from: "2026-11-22T00:00:00Z", count: 2)
        #expect(instants(e) == ["2026-11-22T08:00:00Z", "2026-11-23T08:00:00Z"])
    }

    @Test mutating func anEventIsJudgedByWhenItActuallyFires() {
        // At 06:30, a 06:00 reminder deferred to 07:00 is still ahead.
        settings.quietHours = try! QuietHours.parse("22:00-07:00")
        let e = plan(habit(["06:00"]), zone: "UTC", from: "2026-11-22T06:30:00Z", count: 1)
        #expect(instants(e) == ["2026-11-22T07:00:00Z"])
        #expect(e[0].deferred)
    }

    @Test mutating func aDeferredReminderMeetingAnOnTimeOneIsNotDeferred() {
        settings.quietHours = try! QuietHours.parse("22:00-07:00")
        let e = plan(habit(["06:00", "07:00"]), zone: "UTC", from: "2026-11-22T00:00:00Z", count: 1)
        #expect(e.count == 1 && !e[0].deferred && e[0].reminders.count == 2)
    }

    @Test func doneTodaySuppressesTheRestOfToday() {
        let e = plan(habit(["09:00", "18:00"]), zone: "UTC", from: "2026-11-22T10:00:00Z", count: 1, done: ["2026-11-22"])
        #expect(instants(e) == ["2026-11-23T09:00:00Z"])
    }

    @Test func timesPerDayRemindsUntilEveryCompletion() {
        let h = habit(["09:00", "13:00", "17:00"]) { $0.timesPerDay = 3 }
        let e = plan(h, zone: "UTC", from: "2026-11-22T10:00:00Z", count: 2, done: ["2026-11-22", "2026-11-22"])
        #expect(instants(e) == ["2026-11-22T13:00:00Z", "2026-11-22T17:00:00Z"])
    }

    @Test func aWeeklyTargetMetSilencesTheRestOfTheWeek() {
        // Week of Mon 2026-11-16; two done; Sunday's reminder is suppressed, Monday's is not.
        let h = habit(["09:00"]) { $0.schedule = .perWeek(2) }
        let e = plan(h, zone: "UTC", from: "2026-11-21T12:00:00Z", count: 1, done: ["2026-11-16", "2026-11-18"])
        #expect(instants(e) == ["2026-11-23T09:00:00Z"])
    }

    @Test mutating func theWeekStartDecidesTheWeek() {
        weekStart = .sunday   // Sunday 22 opens a new week: due again
        let h = habit(["09:00"]) { $0.schedule = .perWeek(2) }
        let e = plan(h, zone: "UTC", from: "2026-11-21T12:00:00Z", count: 1, done: ["2026-11-16", "2026-11-18"])
        #expect(instants(e) == ["2026-11-22T09:00:00Z"])
    }

    @Test func aMonthlyTargetMetSilencesTheRestOfTheMonth() {
        let h = habit(["09:00"]) { $0.schedule = .perMonth(1) }
        let e = plan(h, zone: "UTC", from: "2026-11-22T12:00:00Z", count: 1, done: ["2026-11-02"])
        #expect(instants(e) == ["2026-12-01T09:00:00Z"])
    }

    @Test func skippedDaysAndScheduleDaysAndWeekdayLimitedReminders() {
        let h = habit(["09:00"]) {
            $0.schedule = .weekdays(.weekdays)
            $0.reminders.append(Reminder(time: Self.t("18:00"), days: WeekdaySet([Weekday.monday])))
        }
        // Sat 21 and Sun 22 not due; Mon 23 skipped; Tue 24 09:00; Mon 30 at both times.
        let e = plan(h, zone: "UTC", from: "2026-11-21T00:00:00Z", count: 7, skips: ["2026-11-23"])
        #expect(instants(e) == ["2026-11-24T09:00:00Z", "2026-11-25T09:00:00Z", "2026-11-26T09:00:00Z",
                                "2026-11-27T09:00:00Z", "2026-11-30T09:00:00Z", "2026-11-30T18:00:00Z", "2026-12-01T09:00:00Z"])
    }

    @Test func everyNDaysCountsFromTheStart() {
        let h = habit(["09:00"], start: "2026-11-20") { $0.schedule = .everyNDays(3) }
        #expect(instants(plan(h, zone: "UTC", from: "2026-11-21T00:00:00Z", count: 2)) == ["2026-11-23T09:00:00Z", "2026-11-26T09:00:00Z"])
    }

    @Test func aPinnedHabitKeepsItsZoneWhileAFloatingOneFollowsTheUser() {
        let pinned = habit(["09:00"]) { $0.zone = "Asia/Tokyo" }
        let floating = habit(["09:00"])
        for zone in ["Europe/Berlin", "America/New_York"] {
            #expect(instants(plan(pinned, zone: zone, from: "2026-11-22T12:00:00Z", count: 1)) == ["2026-11-23T00:00:00Z"])
        }
        #expect(instants(plan(floating, zone: "Europe/Berlin", from: "2026-11-22T12:00:00Z", count: 1)) == ["2026-11-23T08:00:00Z"])
        #expect(instants(plan(floating, zone: "America/New_York", from: "2026-11-22T12:00:00Z", count: 1)) == ["2026-11-22T14:00:00Z"])
    }

    @Test func travellingWestDoesNotRepeatADate() {
        // Done nothing; at 10:00 Berlin the 09:00 reminder has fired. Flying to New York
        // (6 h back) makes it 04:00 there: the next event is New York's 09:00 of the same
        // date, once, and the one after is the next date's.
        let e = plan(habit(["09:00"]), zone: "America/New_York", from: "2026-11-22T09:00:00Z", count: 2)
        #expect(e.map(\.date) == [Self.d("2026-11-22"), Self.d("2026-11-23")])
    }

    @Test func nothingForArchivedIrregularOrReminderlessHabits() {
        #expect(plan(habit(["09:00"]) { $0.archived = true }, zone: "UTC", from: "2026-11-22T00:00:00Z").isEmpty)
        #expect(plan(habit(["09:00"]) { $0.schedule = .irregular }, zone: "UTC", from: "2026-11-22T00:00:00Z").isEmpty)
        #expect(plan(habit([]), zone: "UTC", from: "2026-11-22T00:00:00Z").isEmpty)
    }

    @Test func theTermBoundsEvents() {
        let h = habit(["09:00"], start: "2026-11-25") { $0.endDate = CivilDate(parsing: "2026-11-26") }
        #expect(instants(plan(h, zone: "UTC", from: "2026-11-22T00:00:00Z", count: 5)) == ["2026-11-25T09:00:00Z", "2026-11-26T09:00:00Z"])
    }

    @Test func looksAsFarAheadAsItTakes() {
        let h = habit(["09:00"], start: "2026-01-01") { $0.schedule = .everyNDays(365) }
        #expect(instants(plan(h, zone: "UTC", from: "2026-11-22T00:00:00Z", count: 2)) == ["2027-01-01T09:00:00Z", "2028-01-01T09:00:00Z"])
    }

    @Test mutating func twoDatesOfAPinnedHabitDeferredToOneInstantFireOnce() {
        // The user is in New York with quiet hours 00:00-12:00; the habit is pinned to Tokyo
        // (14 h ahead). Its 22:00 on Tokyo's 2026-11-23 is 08:00 New York, and its 01:00 on
        // Tokyo's 2026-11-24 is 11:00 New York: both defer to 12:00 New York on 2026-11-23.
        settings.quietHours = try! QuietHours.parse("00:00-12:00")
        let h = habit(["01:00", "22:00"]) { $0.zone = "Asia/Tokyo" }
        let e = plan(h, zone: "America/New_York", from: "2026-11-23T12:00:00Z", count: 1)
        #expect(instants(e) == ["2026-11-23T17:00:00Z"])
        #expect(e[0].date == Self.d("2026-11-23") && e[0].reminders.map(\.description) == ["01:00", "22:00"] && e[0].deferred)
        let next = plan(h, zone: "America/New_York", from: "2026-11-23T17:00:00Z", count: 1)
        #expect(instants(next) == ["2026-11-24T17:00:00Z"])   // the next day, once again
    }

    @Test func mergeOrdersAcrossHabitsByInstantThenName() {
        let a = plan(habit(["09:00"], name: "b", id: 1), zone: "UTC", from: "2026-11-22T00:00:00Z", count: 2)
        let b = plan(habit(["09:00"], name: "a", id: 2), zone: "UTC", from: "2026-11-22T00:00:00Z", count: 2)
        #expect(Planner.merge([a, b], limit: 3).map(\.habitName) == ["a", "b", "a"])
    }
}
