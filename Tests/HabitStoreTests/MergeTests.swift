import Foundation
import GRDB
import HabitCore
import Testing
@testable import HabitStore

/// `merge KEEP OTHER` in the store, without sync: one transaction, the fuller day wins, the
/// derived state follows, and what cannot be one habit is refused with nothing changed.
@Suite struct MergeTests {
    let epoch = Date(timeIntervalSince1970: 1_790_000_000)
    let start = CivilDate(year: 2026, month: 11, day: 1)!

    func habit(_ name: String, start: CivilDate? = nil, _ configure: (inout Habit) -> Void = { _ in }) -> Habit {
        var h = Habit(name: name, color: .palette("teal"), startDate: start ?? self.start, createdAt: epoch)
        configure(&h)
        return h
    }

    func done(_ db: HabitDatabase, _ h: Habit, _ day: Int, count: Int = 1, value: Double? = nil) throws {
        try db.record(Completion(habitID: h.id!, date: start.adding(days: day), count: count, value: value, source: .cli, recordedAt: epoch))
    }

    @Test func theFullerDayWinsAndTheStartMovesBack() throws {
        let db = try HabitDatabase.inMemory()
        let keep = try db.insert(habit("Run", start: start.adding(days: 3)) { $0.goal = Goal(value: 5, unit: .km); $0.timesPerDay = 3 })
        let other = try db.insert(habit("Jog") { $0.goal = Goal(value: 5, unit: .km); $0.timesPerDay = 3 })
        try done(db, other, 0)                       // only OTHER: taken, before KEEP's start
        try done(db, keep, 4); try done(db, other, 4, count: 2)  // OTHER fuller: taken
        try done(db, keep, 5, value: 6); try done(db, other, 5, value: 4)  // same count, KEEP's amount larger: kept
        try done(db, keep, 6); try done(db, other, 6)  // a tie: kept
        let r = try db.merge(keep: "Run", other: "Jog")
        #expect(r == .init(kept: "Run", merged: "Jog", daysTaken: 2, daysKept: 2))
        let s = try db.snapshot()
        #expect(s.habits.map(\.name) == ["Run"] && s.habits[0].startDate == start)
        let byDay = Dictionary(grouping: s.completions[keep.id!] ?? [], by: \.date).mapValues { ($0.map(\.count).reduce(0, +), $0.compactMap(\.value).reduce(0, +)) }
        #expect(byDay.count == 4)
        #expect(byDay[start]?.0 == 1 && byDay[start.adding(days: 4)]?.0 == 2 && byDay[start.adding(days: 5)]?.1 == 6)
        // The derived state is rebuilt from the merged log.
        #expect(try db.checkDerivedState(rebuild: false).drift.isEmpty)
    }

    @Test func whatCannotBeOneHabitIsRefused() throws {
        let db = try HabitDatabase.inMemory()
        _ = try db.insert(habit("Read") { $0.goal = Goal(value: 20, unit: .pages) })
        _ = try db.insert(habit("Reading") { $0.goal = Goal(value: 30, unit: .minutes) })
        _ = try db.insert(habit("No sugar") { $0.kind = .quit })
        let before = try db.snapshot()
        #expect(throws: StoreError.cannotMerge("'Read' counts pages and 'Reading' minutes: only habits in one unit merge")) {
            try db.merge(keep: "Read", other: "Reading")
        }
        #expect(throws: StoreError.cannotMerge("'Read' is a build habit and 'No sugar' a quit one: only habits of one kind merge")) {
            try db.merge(keep: "Read", other: "No sugar")
        }
        #expect(throws: StoreError.cannotMerge("cannot merge 'Read' into itself")) { try db.merge(keep: "Read", other: "read") }
        #expect(try db.snapshot().habits == before.habits)
    }
}
