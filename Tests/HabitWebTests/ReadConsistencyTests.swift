import Foundation
import GRDB
import HabitCore
@testable import HabitStore
import HabitViews
import Synchronization
import Testing
import TestSupport

/// The board, `stats` and `show` each read their logs, streaks and counts in one read
/// transaction: a `done` from another process landing between two reads would show a square
/// and a streak (or a count) that disagree.
@Suite struct ReadConsistencyTests {
    /// How many transactions began on the store's connection.
    final class Begins: Sendable { let count = Mutex(0) }

    static let start = CivilDate(parsing: "2026-11-02")!
    static let now = Date(timeIntervalSince1970: 1_796_083_200)   // 2026-12-01 00:00 UTC

    /// Six habits (more than four: progress reads every habit's derived state at once), each
    /// done every day through yesterday (a 29-day run), one completion a day with a mood; and
    /// a counter of the read transactions begun on the store's connection.
    static func store() throws -> (HabitDatabase, LedgerClock, Begins) {
        let db = try HabitDatabase.inMemory()
        for name in ["Walk", "Swim", "Piano", "Read", "Sit", "Stretch"] {
            let id = try db.insert(Habit(name: name, color: .palette("sky"), startDate: start, createdAt: now)).id!
            for day in 0..<29 {
                _ = try db.record(Completion(habitID: id, date: start.adding(days: day), mood: .good, recordedAt: now))
            }
        }
        let clock = LedgerClock(now: now, zone: Zone("UTC"), offsets: FoundationZoneOffsets(), settings: try db.settings(), weekStart: .monday)
        let begins = Begins()
        db.writer.writeWithoutTransaction { conn in
            conn.trace { event in if "\(event)".hasPrefix("BEGIN") { begins.count.withLock { $0 += 1 } } }
        }
        return (db, clock, begins)
    }

    @Test func theBoardsRowsAndTheirStreaksAreOneRead() throws {
        let (db, clock, begins) = try Self.store()
        let board = try BoardRead(db, clock, includeArchived: false, wholeSpan: false)
        #expect(board.rows.count == 6)
        #expect(board.rows.allSatisfy { $0.streak?.count == 29 }, "the streaks were read: \(board.rows.map { $0.streak?.count })")
        #expect(begins.count.withLock { $0 } == 1)
    }

    @Test func statsLogsStreaksAndMoodsAreOneRead() throws {
        let (db, clock, begins) = try Self.store()
        let window = DateWindow(first: Self.start, last: Self.start.adding(days: 28))
        let stats = try StatsRead(db, clock, habitNamed: nil, category: nil, window: window)
        #expect(stats.habits.count == 6)
        #expect(stats.report.moods[.good] == 6 * 29, "the moods were read: \(stats.report.moods)")
        #expect(begins.count.withLock { $0 } == 1)
    }

    @Test func aHabitsDetailIsOneRead() throws {
        let (db, clock, begins) = try Self.store()
        let detail = try HabitDetailRead(db, clock, habitNamed: "walk", weeks: 4)
        #expect(detail.habit.name == "Walk")
        #expect(detail.tracked == 29 && detail.streaks.currentStreak == 29,
                "the count and the streak were read: \(detail.tracked), \(detail.streaks.currentStreak)")
        #expect(begins.count.withLock { $0 } == 1)
    }
}
