import Foundation
import GRDB
import HabitCore
import HabitSync
import TestSupport
import Testing
@testable import HabitStore

/// Snapshots and the removal of the segments they cover (issue 14's compaction).
@Suite struct SyncCompactionTests {
    static let base = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18
    static let day = CivilDate(year: 2026, month: 11, day: 17)!

    /// Two machines set up on their own folders (a test copies files between them).
    func pair() throws -> (Machine, Machine) {
        let a = try Machine("a", skew: 0, base: Self.base), b = try Machine("b", skew: 3600, base: Self.base)
        _ = try a.db.syncSetup(folder: a.folder, device: "dev-a")
        _ = try b.db.syncSetup(folder: b.folder, device: "dev-b")
        return (a, b)
    }

    func read(_ m: Machine, _ name: String = "Read") throws -> Habit {
        try m.db.insert(Habit(name: name, color: .palette("teal"), startDate: Self.day.adding(days: -3), createdAt: m.clock.now))
    }

    func done(_ m: Machine, _ habit: Habit, _ date: CivilDate) throws {
        m.clock.advance(60)
        try m.db.record(Completion(habitID: habit.id!, date: date, count: 1, source: .cli, recordedAt: m.clock.now))
        try m.db.publishJournal()
    }

    @Test func aMachineAwayWhileSegmentsWentCatchesUpFromTheSnapshot() throws {
        var rng = Rng(state: 5)
        let (a, b) = try pair()
        let habit = try read(a)
        try a.db.publishJournal()
        try b.sync(from: a, fraction: 1, deletions: true, &rng)
        #expect(try b.db.receiveJournal().segments == 1)
        // B is away: A does three days and compacts, and B sees only what is left.
        for offset in -2...0 { try done(a, habit, Self.day.adding(days: offset)) }
        let c = try #require(try a.db.compactJournal(force: true))
        let published = try #require(try a.db.syncStatus()?.published)
        #expect(try c.removed == 4 && c.through == published && a.ownSegments().isEmpty, "\(c)")
        #expect(try a.ownFiles() == ["habitd/dev-a/" + SyncFolder.snapshotName(through: published)])
        try b.sync(from: a, fraction: 1, deletions: true, &rng)
        let report = try b.db.receiveJournal()
        #expect(report.snapshots == 1 && report.segments == 0, "\(report)")
        #expect(try b.exportText() == a.exportText())
        #expect(try b.db.syncStatus()?.peers.map(\.lastSequence) == [published])
        // After it, only what is new is read.
        try done(a, habit, Self.day.adding(days: 1))
        try b.sync(from: a, fraction: 1, deletions: true, &rng)
        let next = try b.db.receiveJournal()
        #expect(next.snapshots == 0 && next.segments == 1 && next.applied == 1, "\(next)")
        #expect(try b.exportText() == a.exportText())
    }

    /// A memo's mood travels with its day, by segment and by snapshot.
    @Test func aMoodReachesTheOtherMachine() throws {
        var rng = Rng(state: 9)
        let (a, b) = try pair()
        let habit = try read(a)
        a.clock.advance(60)
        try a.db.record(Completion(habitID: habit.id!, date: Self.day, note: "calm", mood: .good, source: .cli, recordedAt: a.clock.now))
        try a.db.publishJournal()
        try b.sync(from: a, fraction: 1, deletions: true, &rng)
        _ = try b.db.receiveJournal()
        let moods = { (m: Machine) in try m.db.snapshot().completions.values.flatMap { $0 }.map(\.mood) }
        #expect(try moods(b) == [.good])
        #expect(try b.exportText() == a.exportText())
        let fresh = try Machine("c", skew: 0, base: Self.base)
        _ = try #require(try a.db.compactJournal(force: true))
        try fresh.sync(from: a, fraction: 1, deletions: true, &rng)
        _ = try fresh.db.syncSetup(folder: fresh.folder, device: "dev-c")
        #expect(try moods(fresh) == [.good], "read back from A's snapshot")
    }

    @Test func aMachineThatHasEverySegmentDoesNotReadTheSnapshot() throws {
        var rng = Rng(state: 5)
        let (a, b) = try pair()
        let habit = try read(a)
        try a.db.publishJournal()
        try done(a, habit, Self.day)
        try b.sync(from: a, fraction: 1, deletions: false, &rng)
        #expect(try b.db.receiveJournal().segments == 2)
        try a.db.compactJournal(force: true)
        try b.sync(from: a, fraction: 1, deletions: true, &rng)
        let report = try b.db.receiveJournal()
        #expect(report.snapshots == 0 && report.segments == 0 && report.operations == 0, "\(report)")
        // What the snapshot covers is recorded once, not per segment.
        let rows = try b.db.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sync_segment") }
        let peer = try b.db.read { db in try Int64.fetchOne(db, sql: "SELECT snapshot FROM sync_peer WHERE device = 'dev-a'") }
        #expect(try rows == 0 && peer == a.db.syncStatus()?.published)
    }

    /// A snapshot carries only what this device's own operations won: a day another device
    /// changed later is that device's to keep.
    @Test func aSnapshotHoldsOnlyWhatThisDeviceWon() throws {
        var rng = Rng(state: 5)
        let (a, b) = try pair()
        let habit = try read(a)
        try done(a, habit, Self.day)
        try b.sync(from: a, fraction: 1, deletions: false, &rng)
        _ = try b.db.receiveJournal()
        let onB = try b.db.habit(named: "Read")
        b.clock.advance(7200)
        _ = try b.db.undoLastCompletion(habitID: onB.id!, on: Self.day)
        try b.db.publishJournal()
        try a.sync(from: b, fraction: 1, deletions: false, &rng)
        _ = try a.db.receiveJournal()
        let snapshot = try a.db.read { db in try HabitDatabase.ownSnapshot(db) }
        #expect(snapshot.entries.allSatisfy { $0.clock.device == "dev-a" })
        #expect(!snapshot.entries.contains { if case .day = $0.change { true } else { false } }, "the undo on B won the day")
        let ofB = try b.db.read { db in try HabitDatabase.ownSnapshot(db) }
        #expect(ofB.entries.count == 1 && ofB.entries[0].change == .day(Self.day, DayLog()))
        // A machine joining from the two snapshots alone sees the day undone.
        try a.db.compactJournal(force: true)
        try b.db.compactJournal(force: true)
        let late = try Machine("late", skew: 0, base: Self.base + 86_400)
        for other in [a, b] { for file in try other.ownFiles() { try late.receive(file, from: other) } }
        #expect(try [a, b].flatMap { try $0.ownFiles() }.allSatisfy { $0.hasSuffix(".snap") })
        let joined = try late.db.syncSetup(folder: late.folder, device: "dev-late")
        #expect(joined.snapshots == 2)
        #expect(try late.exportText() == a.exportText() && a.exportText() == b.exportText())
        #expect(try late.db.snapshot().completions.isEmpty)
    }

    @Test func aSnapshotIsDueAfterManySegmentsOrMuchOfThem() throws {
        let (a, _) = try pair()
        let habit = try read(a)
        try a.db.publishJournal()
        #expect(try a.db.compactJournal() == nil)
        for offset in 0..<HabitDatabase.compactionSegments { try done(a, habit, Self.day.adding(days: -offset)) }
        let c = try #require(try a.db.compactJournal())
        #expect(c.removed == HabitDatabase.compactionSegments + 1)
        try done(a, habit, Self.day.adding(days: 1))
        #expect(try a.db.compactJournal() == nil, "one small segment after a snapshot is not worth another")
        #expect(try a.db.syncStatus()?.snapshot?.through == c.through)
    }

    @Test func aDamagedSnapshotIsQuarantinedWithOneLine() throws {
        let (a, b) = try pair()
        _ = try read(a)
        try a.db.publishJournal()
        try a.db.compactJournal(force: true)
        let name = try #require(try a.ownFiles().first)
        var bytes = try #require(FileManager.default.contents(atPath: a.folder + "/" + name))
        bytes[bytes.count - 5] ^= 0xFF
        try FileManager.default.createDirectory(atPath: b.folder + "/habitd/dev-a", withIntermediateDirectories: true)
        try bytes.write(to: URL(fileURLWithPath: b.folder + "/" + name))
        let report = try b.db.receiveJournal()
        #expect(report.quarantined == ["quarantined \(b.folder)/\(name): its compressed data is damaged"], "\(report.quarantined)")
        #expect(try b.db.snapshot().habits.isEmpty)
        #expect(try b.db.receiveJournal().quarantined.isEmpty, "told once, until the file changes")
        #expect(try b.db.syncStatus()?.quarantined.count == 1)
        // Its device replaced it and the sync engine removed it here: no longer listed.
        try FileManager.default.removeItem(atPath: b.folder + "/" + name)
        _ = try b.db.receiveJournal()
        #expect(try b.db.syncStatus()?.quarantined.isEmpty == true)
    }

    /// A database from before v10 kept each day's whole text; migrated, it keeps the digest,
    /// and the text only for a habit it has no row for.
    @Test func v9DaysAreMigrated() throws {
        let (a, _) = try pair()
        let habit = try read(a)
        try done(a, habit, Self.day)
        let path = a.dir.file("habits.sqlite")
        let uuid = habit.uuid!
        let log = DayLog(completions: [.init(count: 1, source: "cli", at: 1_795_000_060)])
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: """
                DROP TABLE sync_day; DROP TABLE sync_key; DROP TABLE sync_peer;
                CREATE TABLE sync_day (habit TEXT NOT NULL, date TEXT NOT NULL, hlc TEXT NOT NULL, log TEXT NOT NULL,
                                       PRIMARY KEY (habit, date)) WITHOUT ROWID;
                DELETE FROM grdb_migrations WHERE identifier = 'v10-sync-compact';
                """)
            try db.execute(sql: "INSERT INTO sync_day VALUES (?, '2026-11-17', '0000019a1b2c3d4e-0001-dev-a', ?)", arguments: [uuid, log.text])
            try db.execute(sql: "INSERT INTO sync_day VALUES ('11111111-2222-4333-8444-555555555555', '2026-11-16', '0000019a1b2c3d4e-0002-dev-b', ?)",
                           arguments: [log.text])
        }
        try queue.close()
        let db = try HabitDatabase.open(path: path)
        let rows = try db.read { db in
            try Row.fetchAll(db, sql: "SELECT k.text, d.date, d.clock, d.hash, d.log FROM sync_day d JOIN sync_key k ON k.id = d.habit ORDER BY d.date")
        }
        #expect(rows.count == 2)
        #expect(rows[0][1] == "2026-11-16" && rows[0][4] == log.text && rows[0][3] == log.digest)
        #expect(rows[1][0] == uuid && rows[1][4] == nil as String? && rows[1][3] == log.digest)
        #expect(rows[1][2] == SyncReplica.packed(HLC("0000019a1b2c3d4e-0001-dev-a")!))
    }

}
