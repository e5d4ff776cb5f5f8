import Foundation
import HabitCore
import HabitStore
import Logging
import Testing
import TestSupport
@testable import HabitDaemon

/// A routine in habitd (issue 29 part 2): one reminder whose body lists what is left, Mark
/// done marks the rest, and members done elsewhere settle it.
@Suite struct RoutineEngineTests {
    let start = CivilDate(parsing: "2026-11-01")!
    func at(_ t: String) -> Date { ISOInstant.parse("2026-11-22T\(t):00Z")! }

    func setUp() throws -> (HabitDatabase, RecordingNotifier, Engine, routine: Habit, members: [Habit]) {
        let db = try HabitDatabase.inMemory()
        let members = try ["Stretch", "Water", "Meditate"].map {
            try db.insert(Habit(name: $0, color: .palette("sky"), startDate: start, createdAt: Date(timeIntervalSince1970: 0)))
        }
        let routine = try db.insert(Habit(name: "Morning", color: .palette("teal"), reminders: [Reminder(time: try WallTime.parse("09:00"))],
                                          startDate: start, createdAt: Date(timeIntervalSince1970: 0),
                                          routine: Routine(members: members.compactMap(\.uuid))))
        let notifier = RecordingNotifier()
        let engine = Engine(db: db, notifier: notifier, systemZone: Zone("UTC"), offsets: FoundationZoneOffsets())
        engine.logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        return (db, notifier, engine, routine, members)
    }

    @Test func oneReminderListsWhatIsLeftAndMarkDoneMarksTheRest() throws {
        let (db, notifier, engine, routine, members) = try setUp()
        let day = CivilDate(parsing: "2026-11-22")!
        _ = try db.record(Completion(habitID: members[0].id!, date: day, recordedAt: at("07:00")))
        try engine.start(now: at("08:00"))
        try engine.fire(now: at("09:00"))
        #expect(notifier.shown.map(\.summary) == ["Morning"])
        #expect(notifier.shown.first?.body.hasPrefix("left: Water, Meditate\n") == true, "\(notifier.shown.first?.body ?? "")")
        try engine.handle(.markDone, habitID: routine.id!, now: at("09:01"))
        let logs = try db.logs(of: members)
        #expect(members.allSatisfy { logs[$0.id!]?[day].count == 1 }, "each member done once, Stretch not twice")
        #expect(try db.history(of: routine).tallies[day]?.count == 1)
        #expect(try db.logs(of: [routine])[routine.id!]?[day].count == 1)
    }

    @Test func membersDoneElsewhereSettleTheRoutine() throws {
        let (db, notifier, engine, _, members) = try setUp()
        let day = CivilDate(parsing: "2026-11-22")!
        try engine.start(now: at("08:00"))
        for m in members { _ = try db.record(Completion(habitID: m.id!, date: day, recordedAt: at("08:30"))) }
        try engine.replan(now: at("08:31"))
        try engine.fire(now: at("09:00"))
        #expect(notifier.shown.isEmpty, "\(notifier.shown.map(\.summary))")
    }

    /// Its own streak and milestones: Mark done on the third day in a row celebrates the
    /// routine's 3 days (its members reached theirs too: one notification says all), once.
    @Test func markDoneOnTheThirdDayCelebratesTheRoutine() throws {
        let (db, notifier, engine, routine, members) = try setUp()
        for offset in [-2, -1] {
            let d = CivilDate(parsing: "2026-11-22")!.adding(days: offset)
            try db.record(members.map { Completion(habitID: $0.id!, date: d, recordedAt: at("07:00")) })
        }
        try engine.start(now: at("08:00"))
        try engine.fire(now: at("09:00"))
        try engine.handle(.markDone, habitID: routine.id!, now: at("09:01"))
        let celebrations = notifier.shown.filter { $0.actions.isEmpty }
        #expect(celebrations.count == 1, "\(celebrations.map(\.summary))")
        #expect(celebrations.first?.summary == "🏆 4 habits reached 3 days in a row")
        #expect(celebrations.first?.body == "Stretch\nWater\nMeditate\nMorning")
        try engine.replan(now: at("09:05"))
        #expect(notifier.shown.filter { $0.actions.isEmpty }.count == 1)
    }
}
