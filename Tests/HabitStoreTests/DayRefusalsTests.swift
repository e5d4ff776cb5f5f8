import Foundation
import GRDB
import HabitCore
import Testing
@testable import HabitStore

/// Issue 42 part 3: a day's write refuses an archived habit inside its transaction, by the
/// habit as the store holds it, not as the caller read it; and a completion out of range.
/// The doors (habitctl, the API, the pages) have no copy of these checks any more.
@Suite struct DayRefusalsTests {
    let epoch = Date(timeIntervalSince1970: 1_790_000_000)
    let day = CivilDate(year: 2026, month: 11, day: 10)!

    /// A build and a quit habit, read, then archived behind the reader's back.
    func archivedSinceRead() throws -> (HabitDatabase, build: Habit, quit: Habit) {
        let db = try HabitDatabase.inMemory()
        let start = CivilDate(year: 2026, month: 11, day: 1)!
        let build = try db.insert(Habit(name: "Read", color: .palette("teal"), startDate: start, createdAt: epoch))
        let quit = try db.insert(Habit(name: "Smoke", color: .palette("red"), kind: .quit, startDate: start, createdAt: epoch))
        for var h in [build, quit] {
            h.archived = true
            try db.update(h)
        }
        return (db, build, quit)
    }

    /// Completions and declines stored, of every habit.
    func written(_ db: HabitDatabase) throws -> Int {
        try db.read { try Int.fetchOne($0, sql: "SELECT (SELECT count(*) FROM completion) + (SELECT count(*) FROM decline)") ?? -1 }
    }

    func refusal(_ body: () throws -> Void) -> String? {
        do { try body() } catch let e as HabitError { return e.message } catch { return "\(error)" }
        return nil
    }

    @Test func everyDayWriteRefusesAHabitArchivedSinceItWasRead() throws {
        let (db, build, quit) = try archivedSinceRead()
        #expect(!build.archived && !quit.archived, "the values the caller holds still say active")
        let done = Completion(habitID: build.id!, date: day, source: .cli, recordedAt: epoch)
        let slip = Completion(habitID: quit.id!, date: day, value: 1, source: .cli, recordedAt: epoch)
        let refusals = [
            refusal { _ = try db.checkIn(done, habit: build, weekStart: .monday) },
            refusal { _ = try db.wouldCheckIn(done, habit: build, weekStart: .monday) },
            refusal { _ = try db.toggle(habit: build, on: day, weekStart: .monday, source: .cli, at: epoch) },
            refusal { _ = try db.record(decline: Decline(habitID: build.id!, date: day, recordedAt: epoch), habit: build, weekStart: .monday) },
            refusal { _ = try db.recordSlip(slip, habit: quit, weekStart: .monday) },
        ]
        #expect(refusals == [HabitError.archived("Read").message, HabitError.archived("Read").message, HabitError.archived("Read").message,
                             HabitError.archived("Read").message, HabitError.archived("Smoke").message])
        #expect(try written(db) == 0, "nothing written")
    }

    /// A routine's days are its members': a write of its own day is refused, in the words of
    /// the command that asked, and nothing is written.
    @Test func aRoutinesOwnDayIsRefused() throws {
        let db = try HabitDatabase.inMemory()
        let start = CivilDate(year: 2026, month: 11, day: 1)!
        let members = try ["Stretch", "Water"].map { try db.insert(Habit(name: $0, color: .palette("teal"), startDate: start, createdAt: epoch)) }
        let routine = try db.insert(Habit(name: "Morning", color: .palette("teal"), startDate: start, createdAt: epoch,
                                          routine: Routine(members: members.map { $0.uuid! })))
        #expect(refusal { _ = try db.toggle(habit: routine, on: day, weekStart: .monday, source: .cli, at: epoch) }
                == HabitError.routineHasNoLog(habit: "Morning", command: "toggle").message)
        #expect(refusal { _ = try db.record(decline: Decline(habitID: routine.id!, date: day, recordedAt: epoch), habit: routine, weekStart: .monday) }
                == HabitError.routineHasNoLog(habit: "Morning", command: "fail").message)
        #expect(try written(db) == 0, "nothing written")
    }

    /// A slip's refusals are the store's: a routine, a habit to build, and a habit with a
    /// limit given no amount; each in the words every door says, nothing written.
    @Test func aSlipIsRefusedWhereItIsWritten() throws {
        let db = try HabitDatabase.inMemory()
        let start = CivilDate(year: 2026, month: 11, day: 1)!
        let build = try db.insert(Habit(name: "Read", color: .palette("teal"), startDate: start, createdAt: epoch))
        let water = try db.insert(Habit(name: "Water", color: .palette("teal"), startDate: start, createdAt: epoch))
        let limited = try db.insert(Habit(name: "Coffee", color: .palette("red"), kind: .quit, goal: Goal(value: 2, unit: .count, period: .day),
                                          startDate: start, createdAt: epoch))
        let routine = try db.insert(Habit(name: "Morning", color: .palette("teal"), startDate: start, createdAt: epoch,
                                          routine: Routine(members: [build.uuid!, water.uuid!])))
        func slip(_ h: Habit) -> String? {
            refusal { _ = try db.recordSlip(Completion(habitID: h.id!, date: day, source: .cli, recordedAt: epoch), habit: h, weekStart: .monday) }
        }
        #expect(slip(routine) == HabitError.routineHasNoLog(habit: "Morning", command: "slip").message)
        #expect(slip(build) == HabitError.refused(tr("%s is a habit to build: a missed day needs no record ('habitctl undo' takes back a completion)", "Read")).message)
        #expect(slip(limited) == HabitError.refused(tr("%s allows up to %s: say how much with --value", "Coffee", limited.goal!.summaryWithPeriod)).message)
        var stale = build
        stale.kind = .quit   // a copy read before it was made a habit to build: the store's kind decides
        #expect(slip(stale) == HabitError.refused(tr("%s is a habit to build: a missed day needs no record ('habitctl undo' takes back a completion)", "Read")).message)
        #expect(try written(db) == 0, "nothing written")
    }

    @Test func aCompletionOutOfRangeIsRefusedWhoeverWritesIt() throws {
        let db = try HabitDatabase.inMemory()
        let h = try db.insert(Habit(name: "Read", color: .palette("teal"), startDate: CivilDate(year: 2026, month: 11, day: 1)!, createdAt: epoch))
        let bad = [
            Completion(habitID: h.id!, date: day, count: 0, source: .cli, recordedAt: epoch),
            Completion(habitID: h.id!, date: day, value: -1, source: .cli, recordedAt: epoch),
            Completion(habitID: h.id!, date: day, note: String(repeating: "x", count: Limits.noteLength + 1), source: .cli, recordedAt: epoch),
        ]
        for c in bad {
            #expect(refusal { _ = try db.checkIn(c, habit: h, weekStart: .monday) } != nil, "\(c)")
        }
        #expect(try written(db) == 0, "nothing written")
    }
}
