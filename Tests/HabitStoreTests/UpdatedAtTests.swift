import Foundation
import GRDB
import HabitCore
import Testing
@testable import HabitStore

/// A habit's updatedAt (spec 004): its creation at first, the store's clock at each edit;
/// migration v11 starts the habits already there at their creation.
@Suite struct UpdatedAtTests {
    let created = Date(timeIntervalSince1970: 1_790_000_000)
    let start = CivilDate(year: 2026, month: 11, day: 1)!

    @Test func editsMoveItRecordsDoNot() throws {
        var db = try HabitDatabase.inMemory()
        let clock = TestClock(created)
        db.now = { clock.now }
        var h = try db.insert(Habit(name: "Piano", color: .palette("teal"), startDate: start, createdAt: created))
        #expect(try h.updatedAt == created && db.habit(named: "Piano").updatedAt == created)
        clock.advance(3600)
        try db.record(Completion(habitID: h.id!, date: start, recordedAt: clock.now))
        #expect(try db.habit(named: "Piano").updatedAt == created)
        h.pinned = true
        try db.update(h)
        #expect(try db.habit(named: "Piano").updatedAt == created + 3600)
    }

    @Test func anOlderDatabaseStartsItAtCreation() throws {
        let dir = TempDir()
        let path = dir.file("habits.sqlite")
        do {
            let db = try HabitDatabase.open(path: path)
            _ = try db.insert(Habit(name: "Piano", color: .palette("teal"), startDate: start, createdAt: created))
        }
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "ALTER TABLE habit DROP COLUMN updated_at; DELETE FROM grdb_migrations WHERE identifier = 'v11-habit-updated-at'")
        }
        try queue.close()
        #expect(try HabitDatabase.open(path: path).habit(named: "Piano").updatedAt == created)
    }
}
