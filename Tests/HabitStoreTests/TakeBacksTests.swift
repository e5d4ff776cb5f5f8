import Foundation
import GRDB
import HabitCore
import Testing
@testable import HabitStore

/// Issue 42 part 3: undo, skip and unskip refuse inside the store, in one transaction, with
/// the words every door prints; a refusal writes nothing.
@Suite struct TakeBacksTests {
    let epoch = Date(timeIntervalSince1970: 1_790_000_000)
    let day = CivilDate(year: 2026, month: 11, day: 10)!

    func habit(_ db: HabitDatabase, _ name: String = "Read") throws -> Habit {
        try db.insert(Habit(name: name, color: .palette("teal"), startDate: CivilDate(year: 2026, month: 11, day: 1)!, createdAt: epoch))
    }

    /// Completions, declines and skips stored.
    func rows(_ db: HabitDatabase) throws -> Int {
        try db.read { try Int.fetchOne($0, sql: "SELECT (SELECT count(*) FROM completion) + (SELECT count(*) FROM decline) + (SELECT count(*) FROM skip)") ?? -1 }
    }

    /// The refusal's words, as `DayRefusalsTests` reads them.
    func refusal(_ body: () throws -> Void) -> String? { DayRefusalsTests().refusal(body) }

    @Test func undoTakesTheLastCompletionThenTheNoThenRefuses() throws {
        let db = try HabitDatabase.inMemory()
        let h = try habit(db)
        _ = try db.record(decline: Decline(habitID: h.id!, date: day, recordedAt: epoch), habit: h, weekStart: .monday)
        let done = try #require(try db.checkIn(Completion(habitID: h.id!, date: day, note: "evening", source: .cli, recordedAt: epoch), habit: h, weekStart: .monday))
        // A completion answers the day: the no said before it went.
        #expect(try db.undo(h, on: day) == .completion(done))
        #expect(refusal { try db.undo(h, on: day) } == HabitError.nothingToUndo(habit: "Read", date: day).message)
        _ = try db.record(decline: Decline(habitID: h.id!, date: day, recordedAt: epoch), habit: h, weekStart: .monday)
        #expect(try db.undo(h, on: day) == .decline)
        #expect(try rows(db) == 0)
    }

    @Test func aRoutineHasNothingOfItsOwnToUndo() throws {
        let db = try HabitDatabase.inMemory()
        let members = try ["Stretch", "Water"].map { try habit(db, $0) }
        let routine = try db.insert(Habit(name: "Morning", color: .palette("teal"), startDate: CivilDate(year: 2026, month: 11, day: 1)!,
                                          createdAt: epoch, routine: Routine(members: members.map { $0.uuid! })))
        _ = try db.checkIn(routine: routine, on: day, source: .cli, at: epoch, weekStart: .monday)
        #expect(try rows(db) == 2)
        #expect(refusal { try db.undo(routine, on: day) } == HabitError.routineHasNoLog(habit: "Morning", command: "undo").message)
        #expect(try rows(db) == 2, "the members' days kept")
    }

    @Test func skipAndUnskipSayWhenThereIsNothingToDo() throws {
        let db = try HabitDatabase.inMemory()
        let h = try habit(db)
        try db.skip(h, on: day, note: "away", at: epoch)
        #expect(refusal { try db.skip(h, on: day, note: nil, at: epoch) } == HabitError.alreadySkipped(habit: "Read", date: day).message)
        try db.unskip(h, on: day)
        #expect(refusal { try db.unskip(h, on: day) } == HabitError.notSkipped(habit: "Read", date: day).message)
        #expect(refusal { try db.skip(h, on: day, note: String(repeating: "x", count: Limits.noteLength + 1), at: epoch) } != nil)
        #expect(try rows(db) == 0, "nothing written by a refusal")
    }

    /// An archived habit's days are refused as `done` refuses them: skip, unskip and undo
    /// write nothing, in the words every door prints.
    @Test func anArchivedHabitsDaysAreNotTakenBack() throws {
        let db = try HabitDatabase.inMemory()
        let h = try habit(db)
        _ = try db.checkIn(Completion(habitID: h.id!, date: day, source: .cli, recordedAt: epoch), habit: h, weekStart: .monday)
        try db.skip(h, on: day.adding(days: 1), note: nil, at: epoch)
        _ = try db.set(.archived, to: true, of: h)
        let archived = HabitError.archived("Read").message
        #expect(refusal { try db.skip(h, on: day.adding(days: 2), note: nil, at: epoch) } == archived)
        #expect(refusal { try db.unskip(h, on: day.adding(days: 1)) } == archived)
        #expect(refusal { try db.undo(h, on: day) } == archived)
        #expect(try rows(db) == 2, "the day done and the day skipped kept")
    }
}
