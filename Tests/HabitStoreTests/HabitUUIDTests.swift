import Foundation
import GRDB
import HabitCore
import Testing
@testable import HabitStore

/// Every habit has a stable UUID (issue 14): made when it is first saved, kept by edits and
/// by export and import, given to the habits of an older database when it is migrated.
@Suite struct HabitUUIDTests {
    let epoch = Date(timeIntervalSince1970: 1_790_000_000)
    let start = CivilDate(year: 2026, month: 11, day: 1)!

    func habit(_ name: String) -> Habit { Habit(name: name, color: .palette("teal"), startDate: start, createdAt: epoch) }

    static func isV4(_ text: String) -> Bool {
        let parts = text.split(separator: "-")
        return text.count == 36 && text == text.lowercased() && UUID(uuidString: text) != nil
            && parts.map(\.count) == [8, 4, 4, 4, 12] && parts[2].hasPrefix("4") && "89ab".contains(parts[3].first!)
    }

    /// Issue 41: `add One; add Two; rm Two; add Three` once gave Three the id Two had.
    @Test func anIdIsNeverGivenTwice() throws {
        let db = try HabitDatabase.inMemory()
        let one = try db.insert(habit("One")), two = try db.insert(habit("Two"))
        try db.delete(habitNamed: "Two")
        let three = try db.insert(habit("Three"))
        #expect(three.id! > two.id! && one.id! < two.id!, "One \(one.id!), Two \(two.id!), Three \(three.id!)")
        try db.delete(habitNamed: "Three")
        try db.delete(habitNamed: "One")
        #expect(try db.insert(habit("Four")).id! > three.id!)
    }

    @Test func aNewHabitGetsOneAndAnEditKeepsIt() throws {
        let db = try HabitDatabase.inMemory()
        let gym = try db.insert(habit("Gym"))
        let read = try db.insert(habit("Read"))
        let uuid = try #require(gym.uuid)
        #expect(Self.isV4(uuid) && Self.isV4(read.uuid ?? "") && uuid != read.uuid)
        var edited = try db.habit(named: "Gym")
        #expect(edited.uuid == uuid)
        edited.name = "Gym twice"
        edited.uuid = nil  // a caller that never read it cannot clear it
        try db.update(edited)
        #expect(try db.habit(named: "Gym twice").uuid == uuid)
    }

    @Test func exportAndImportCarryIt() throws {
        let a = try HabitDatabase.inMemory()
        let gym = try a.insert(habit("Gym"))
        let backup = try a.export()
        #expect(backup.habits.map(\.habit.uuid) == [gym.uuid])
        let b = try HabitDatabase.inMemory()
        try b.importBackup(backup, replace: false)
        #expect(try b.habit(named: "Gym").uuid == gym.uuid)
        // The same habit again under another name is a copy: another habit, another UUID.
        var copy = backup
        copy.habits[0].habit.name = "Gym copy"
        try b.importBackup(copy, replace: false)
        let second = try #require(try b.habit(named: "Gym copy").uuid)
        #expect(second != gym.uuid && Self.isV4(second))
        // A malformed one is replaced, not stored.
        var odd = backup
        odd.habits[0].habit.name = "Odd"
        odd.habits[0].habit.uuid = "../../not-a-uuid"
        try b.importBackup(odd, replace: false)
        #expect(Self.isV4(try b.habit(named: "Odd").uuid ?? ""))
    }

    /// A habit's verdicts are folded day by day from its start: an import starting in 1013
    /// (what the json-import fuzzer found: 11 seconds of folding) is refused before any fold,
    /// and so is an add; 1970-01-01 is the first day a habit may start on.
    @Test func aHabitStartingBefore1970IsRefused() throws {
        let a = try HabitDatabase.inMemory()
        _ = try a.insert(habit("Gym"))
        var backup = try a.export()
        backup.habits[0].habit.startDate = CivilDate(year: 1013, month: 11, day: 1)!
        let b = try HabitDatabase.inMemory()
        #expect(throws: HabitError.startTooEarly(CivilDate(year: 1013, month: 11, day: 1)!)) { try b.importBackup(backup, replace: false) }
        #expect(try b.snapshot(logs: false).habits.isEmpty)
        var early = habit("Old")
        early.startDate = CivilDate(year: 1969, month: 12, day: 31)!
        #expect(throws: HabitError.startTooEarly(early.startDate)) { try b.insert(early) }
        early.startDate = Limits.firstDay
        #expect(try b.insert(early).startDate == Limits.firstDay)
    }

    /// The fold never settles ahead of today, whatever date an entry carries: an export with
    /// a completion on 4052-11-16 (the json-import fuzzer's second timeout: the fold followed
    /// it two thousand years) and a skip planned for 2030 (habitctl allows one: a holiday)
    /// leave the stored fold settled no later than the day after UTC's today.
    @Test func nothingIsFoldedAheadOfToday() throws {
        let a = try HabitDatabase.inMemory()
        let gym = try a.insert(habit("Gym"))
        var backup = try a.export()
        backup.habits[0].completions = [Backup.Entry(Completion(habitID: gym.id!, date: CivilDate(year: 4052, month: 11, day: 16)!, recordedAt: epoch))]
        backup.habits[0].skips = [Backup.SkipEntry(Skip(habitID: gym.id!, date: CivilDate(year: 2030, month: 1, day: 1)!, recordedAt: epoch))]
        var b = try HabitDatabase.inMemory()
        let now = Date(timeIntervalSince1970: 1_795_651_200 + 36_000)   // 2026-11-26 10:00 UTC
        b.now = { now }
        try b.importBackup(backup, replace: false)
        let id = try b.habit(named: "Gym").id!
        let settled = try #require(try b.read { try DerivedState.fetchOne($0, key: id) }?.fold.settledBefore)
        #expect(settled <= CivilDate(year: 2026, month: 11, day: 27)!, "settled before \(settled)")
        // A write's witness too: a skip recorded for 2031 does not move it past tomorrow.
        _ = try b.record(Skip(habitID: id, date: CivilDate(year: 2031, month: 1, day: 1)!, recordedAt: now))
        let after = try #require(try b.read { try DerivedState.fetchOne($0, key: id) }?.fold.settledBefore)
        #expect(after <= CivilDate(year: 2026, month: 11, day: 27)!, "settled before \(after)")
    }

    @Test func anOlderDatabaseGetsThemWhenMigrated() throws {
        let dir = TempDir()
        let path = dir.file("habits.sqlite")
        do {
            let db = try HabitDatabase.open(path: path)
            for name in ["Gym", "Read", "Water"] { _ = try db.insert(habit(name)) }
        }
        // Back to what the release before v8 wrote: no uuid column, v8 not applied.
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: """
                DROP INDEX habit_by_uuid; ALTER TABLE habit DROP COLUMN uuid;
                DELETE FROM grdb_migrations WHERE identifier = 'v8-habit-uuid';
                """)
        }
        try queue.close()
        let db = try HabitDatabase.open(path: path)
        let uuids = try db.snapshot().habits.compactMap(\.uuid)
        #expect(uuids.count == 3 && Set(uuids).count == 3 && uuids.allSatisfy(Self.isV4), "\(uuids)")
    }
}
