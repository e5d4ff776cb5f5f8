import Foundation
import Testing
import TestSupport
@testable import HabitCore

/// Parts of the day (issue 17 part 3, spec 004's time ranges): what `--window` takes, and how
/// the planner reminds inside one.
@Suite struct TimeWindowTests {
    @Test func namesAndOwnTimes() throws {
        #expect(try TimeWindow.parse("Morning").summary == "morning (06:00–12:00)")
        #expect(try TimeWindow.parse("evening").range == "18:00–22:00")
        #expect(try TimeWindow.parse("anytime").isAnytime)
        let own = try TimeWindow.parse("07:30-09:00")
        #expect(own.start == 450 && own.end == 540 && own.description == "07:30-09:00" && own.name == nil)
        #expect(try TimeWindow.parse("21:00-24:00").end == 1440)
        for bad in ["noon", "09:00-07:00", "22:00-02:00", "09:00-09:00", "9-10", "07:30"] {
            #expect(throws: HabitError.invalidWindow(bad)) { try TimeWindow.parse(bad) }
        }
    }

    @Test func windowsMayNotOverlap() throws {
        let morning = try TimeWindow.parse("morning"), late = try TimeWindow.parse("11:00-13:00")
        #expect(throws: HabitError.overlappingWindows("morning", "11:00-13:00")) { try TimeWindow.checkApart([late, morning]) }
        let afternoon = try TimeWindow.parse("afternoon")
        #expect(throws: Never.self) { try TimeWindow.checkApart([morning, afternoon]) }
    }

    @Test func quietHoursCoverAWindowOnlyWhole() throws {
        let quiet = try QuietHours.parse("22:00-07:00")
        let (late, early, morning, anytime) = (try TimeWindow.parse("23:00-24:00"), try TimeWindow.parse("05:00-06:30"),
                                               try TimeWindow.parse("morning"), try TimeWindow.parse("anytime"))
        #expect(quiet.covers(late) && quiet.covers(early))
        #expect(!quiet.covers(morning) && !quiet.covers(anytime))
    }

    func plan(_ configure: (inout Habit) -> Void, quiet: String? = nil, count: Int = 6) throws -> [String] {
        var h = Habit(id: 1, name: "Stretch", color: .palette("sky"), startDate: CivilDate(year: 2026, month: 1, day: 1)!,
                      createdAt: Date(timeIntervalSince1970: 0))
        configure(&h)
        var settings = Settings()
        settings.quietHours = try quiet.map { q throws(HabitError) in try QuietHours.parse(q) }
        var planner = Planner(settings: settings, weekStart: .monday, systemZone: Zone("UTC"), offsets: FoundationZoneOffsets())
        return planner.events(for: h, log: HabitLog(), after: ISOInstant.parse("2026-11-23T00:00:00Z")!, limit: count)
            .map { ISOInstant.format($0.at) + ($0.nudge > 0 ? " n\($0.nudge)" : "") }
    }

    /// Without a reminder of its own, a habit is reminded at its window's start; nudges stop
    /// at the window's end.
    @Test func aWindowRemindsAtItsStartAndNudgesStayInside() throws {
        let events = try plan({ h in
            h.windows = [try! TimeWindow.parse("07:00-08:00")]
            h.nudge = Nudge(everyMinutes: 25, times: 5)
        }, count: 4)
        #expect(events == ["2026-11-23T07:00:00Z", "2026-11-23T07:25:00Z n1", "2026-11-23T07:50:00Z n2", "2026-11-24T07:00:00Z"])
    }

    /// Two windows remind twice a day; anytime has no start worth a reminder.
    @Test func twoWindowsAndAnytime() throws {
        let two = try plan({ h in h.windows = [try! TimeWindow.parse("evening"), try! TimeWindow.parse("morning")] }, count: 3)
        #expect(two == ["2026-11-23T06:00:00Z", "2026-11-23T18:00:00Z", "2026-11-24T06:00:00Z"])
        #expect(try plan({ h in h.windows = [try! TimeWindow.parse("anytime")] }).isEmpty)
    }

    /// A reminder of its own wins over the window's start, and its nudges still end with the window.
    @Test func anOwnReminderKeepsItsTimeInsideTheWindow() throws {
        let events = try plan({ h in
            h.windows = [try! TimeWindow.parse("morning")]
            h.reminders = [Reminder(time: try! WallTime.parse("11:30"))]
            h.nudge = Nudge(everyMinutes: 20, times: 3)
        }, count: 2)
        #expect(events == ["2026-11-23T11:30:00Z", "2026-11-23T11:50:00Z n1"])
    }

    /// Quiet hours still win: a window's start inside them is deferred to their end.
    @Test func quietHoursStillWin() throws {
        let events = try plan({ h in h.windows = [try! TimeWindow.parse("morning")] }, quiet: "22:00-06:30", count: 1)
        #expect(events == ["2026-11-23T06:30:00Z"])
    }
}
