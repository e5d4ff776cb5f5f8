import Foundation
import GRDB
import HabitCore
@testable import HabitStore
import HabitViews
import Synchronization
import Testing
import TestSupport

/// The board's rows and their streaks come from one read transaction: a `done` from another
/// process landing between two reads would show a square and a streak that disagree.
@Suite struct BoardReadConsistencyTests {
    @Test func theRowsAndTheirStreaksAreOneRead() throws {
        let db = try HabitDatabase.inMemory()
        let start = CivilDate(parsing: "2026-11-02")!
        let now = Date(timeIntervalSince1970: 1_796_083_200)   // 2026-12-01 00:00 UTC
        // More than four habits: progress reads every habit's derived state at once.
        for name in ["Walk", "Swim", "Piano", "Read", "Sit", "Stretch"] {
            let id = try db.insert(Habit(name: name, color: .palette("sky"), startDate: start, createdAt: now)).id!
            // Done every day through yesterday: a 29-day run.
            for day in 0..<29 { _ = try db.record(Completion(habitID: id, date: start.adding(days: day), recordedAt: now)) }
        }
        let clock = LedgerClock(now: now, zone: Zone("UTC"), offsets: FoundationZoneOffsets(), settings: try db.settings(), weekStart: .monday)
        let begins = Mutex(0)
        db.writer.writeWithoutTransaction { conn in
            conn.trace { event in if "\(event)".hasPrefix("BEGIN") { begins.withLock { $0 += 1 } } }
        }
        let board = try BoardRead(db, clock, includeArchived: false, wholeSpan: false)
        #expect(board.rows.count == 6)
        #expect(board.rows.allSatisfy { $0.streak?.count == 29 }, "the streaks were read: \(board.rows.map { $0.streak?.count })")
        #expect(begins.withLock { $0 } == 1)
    }
}
