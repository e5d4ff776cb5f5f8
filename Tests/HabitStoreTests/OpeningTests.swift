import Foundation
import GRDB
import Testing
@testable import HabitStore

@Suite struct OpeningTests {
    @Test func createsAPrivateFolderAndFile() throws {
        let tmp = TempDir()
        let path = tmp.file("data/habitd/habits.sqlite")
        _ = try HabitDatabase.open(path: path)
        #expect(mode(path) == 0o600)
        #expect(mode(tmp.file("data/habitd")) == 0o700)
    }

    /// Every connection of the store, the single one and a pool's, is set up lean (start-up,
    /// docs/package.md): none of GRDB's Swift SQL functions, no region recorded per statement.
    @Test(arguments: [HabitDatabase.Access.pool, .single, .command])
    func connectionsLeaveOutGRDBsFunctionsAndRegions(_ access: HabitDatabase.Access) throws {
        let tmp = TempDir()
        let db = try HabitDatabase.open(path: tmp.file("h.sqlite"), access: access)
        #expect(throws: DatabaseError.self) {
            try db.writer.read { try String.fetchOne($0, sql: "SELECT swiftUppercaseString('a')") }
        }
        let region = try db.writer.read { try $0.makeStatement(sql: "SELECT name FROM habit").databaseRegion }
        #expect(region.isEmpty)
    }

    /// habitctl's connection reads the file through a memory map; habitd's and the web's,
    /// which live for days, into their page cache (`commandMapBytes` says why).
    @Test(arguments: [(HabitDatabase.Access.pool, 0), (.single, 0), (.command, HabitDatabase.commandMapBytes)])
    func onlyACommandMapsTheFile(_ access: HabitDatabase.Access, _ bytes: Int) throws {
        let tmp = TempDir()
        let db = try HabitDatabase.open(path: tmp.file("h.sqlite"), access: access)
        #expect(try db.writer.read { try Int.fetchOne($0, sql: "PRAGMA mmap_size") } == bytes)
    }

    @Test(arguments: [HabitDatabase.Access.pool, .single, .command])
    func usesWALForeignKeysAndABusyTimeout(_ access: HabitDatabase.Access) throws {
        let tmp = TempDir()
        let db = try HabitDatabase.open(path: tmp.file("h.sqlite"), access: access, busyTimeout: 7)
        // Writes go through the writer connection, which carries our timeout (GRDB gives pool readers 10 s).
        let (journal, fk, busy, app) = try db.writer.writeWithoutTransaction { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Int.fetchOne(db, sql: "PRAGMA foreign_keys"),
             try Int.fetchOne(db, sql: "PRAGMA busy_timeout"), try Int32.fetchOne(db, sql: "PRAGMA application_id"))
        }
        #expect(journal == "wal")
        #expect(fk == 1)
        #expect(busy == 7000)
        #expect(app == Schema.applicationID)
    }

    /// habitd's pool keeps its connections for its whole life, so each one's page cache is
    /// kept small; a command's single connection keeps SQLite's default. Both ways of opening
    /// are checked: a new file (set up under the lock) and a current one (the quick path).
    @Test func aPoolsConnectionsKeepASmallPageCache() throws {
        let tmp = TempDir()
        let path = tmp.file("h.sqlite")
        let cacheSize = "PRAGMA cache_size"
        for _ in 0..<2 {
            let pool = try HabitDatabase.open(path: path, access: .pool)
            #expect(try pool.writer.write { try Int.fetchOne($0, sql: cacheSize) } == -HabitDatabase.poolCacheKiB)
            #expect(try pool.writer.read { try Int.fetchOne($0, sql: cacheSize) } == -HabitDatabase.poolCacheKiB)
        }
        let single = try HabitDatabase.open(path: path, access: .single)
        #expect(try single.read { try Int.fetchOne($0, sql: cacheSize) } == -2000)
    }

    @Test func openingAnExistingDatabaseWritesNothing() throws {
        let tmp = TempDir()
        let path = tmp.file("h.sqlite")
        try HabitDatabase.open(path: path).addCategory("Work")
        let before = sha256OrBytes(path)
        for _ in 0..<3 {
            let db = try HabitDatabase.open(path: path)
            _ = try db.snapshot()
        }
        #expect(sha256OrBytes(path) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func aPoolAndASingleConnectionShareTheFile() throws {
        let tmp = TempDir()
        let path = tmp.file("h.sqlite")
        let pool = try HabitDatabase.open(path: path, access: .pool)
        let single = try HabitDatabase.open(path: path, access: .single)
        try single.addCategory("Work")
        #expect(try pool.categories().map(\.name).contains("Work"))
    }

    @Test func reopeningMigratesNothingAndKeepsData() throws {
        let tmp = TempDir()
        let path = tmp.file("h.sqlite")
        try HabitDatabase.open(path: path).addCategory("Work")
        let again = try HabitDatabase.open(path: path)
        #expect(try again.categories().map(\.name).contains("Work"))
    }

    @Test func refusesAFileThatIsNotSQLiteAndLeavesItAlone() throws {
        let tmp = TempDir()
        let path = tmp.file("notes.txt")
        let bytes = Data("these are my notes, not a database\n".utf8)
        _ = FileManager.default.createFile(atPath: path, contents: bytes)
        #expect(throws: StoreError.notHabitdDatabase(path: path)) { try HabitDatabase.open(path: path) }
        #expect(sha256OrBytes(path) == bytes)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func refusesAnotherApplicationsDatabaseAndLeavesItAlone() throws {
        let tmp = TempDir()
        let path = tmp.file("other.sqlite")
        let other = try DatabaseQueue(path: path)
        try other.write { db in try db.execute(sql: "CREATE TABLE t (x); INSERT INTO t VALUES (1)") }
        try other.close()
        let before = sha256OrBytes(path)
        #expect(throws: StoreError.notHabitdDatabase(path: path)) { try HabitDatabase.open(path: path) }
        #expect(sha256OrBytes(path) == before)
        // Not switched to WAL either.
        let check = try DatabaseQueue(path: path)
        #expect(try check.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "delete")
    }

    @Test func refusesADatabaseFromANewerHabitdAndLeavesItAlone() throws {
        let tmp = TempDir()
        let path = tmp.file("h.sqlite")
        do {
            let db = try HabitDatabase.open(path: path)
            try db.writer.write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9-from-the-future')")
            }
        }
        try foldWAL(path)   // so that the bytes compared are the whole database
        let before = sha256OrBytes(path)
        #expect(throws: StoreError.newerSchema(path: path, unknown: ["v9-from-the-future"])) { try HabitDatabase.open(path: path) }
        #expect(sha256OrBytes(path) == before)
    }

    @Test func anEmptyFileBecomesADatabase() throws {
        let tmp = TempDir()
        let path = tmp.file("empty.sqlite")
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        let db = try HabitDatabase.open(path: path)
        #expect(try db.categories().count == 4)
    }

    /// A process killed in a new store's first transaction (the one that turns WAL on) leaves
    /// a hot rollback journal beside it, which the careful path's read-only look at the file
    /// could not roll back: habitd and habitctl then refused the store ("attempt to write a
    /// readonly database") until something else opened it. Seen in the faults lane, a habitd
    /// SIGTERMed as it started. Rolled back, the file is empty again, and becomes a store.
    @Test(arguments: [HabitDatabase.Access.pool, .single])
    func aStoreWhoseMakingWasCutShortIsMadeAgain(_ access: HabitDatabase.Access) throws {
        let tmp = TempDir()
        let path = tmp.file("h.sqlite")
        try crashMidTransaction(from: tmp.file("made.sqlite"), to: path, before: nil)
        #expect(FileManager.default.fileExists(atPath: path + "-journal"))
        let db = try HabitDatabase.open(path: path, access: access)
        #expect(try db.categories().count == 4)
        #expect(!FileManager.default.fileExists(atPath: path + "-journal"))
    }

    /// GRDB's migrator commits its `grdb_migrations` table on its own before the first
    /// migration, which stamps the application_id: a process killed in between (seen under
    /// load, kill -9 as habitd started) left a file the next open called "not a habitd
    /// database; refusing to touch it", forever. Made here by GRDB itself, its first migration
    /// failing; it has nothing in it, and becomes a store.
    @Test func aStoreCutShortAfterGRDBsFirstCommitIsMadeAgain() throws {
        let tmp = TempDir()
        let path = tmp.file("h.sqlite")
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        do {
            var config = Configuration()
            config.journalMode = .wal
            let queue = try DatabaseQueue(path: path, configuration: config)
            var migrator = DatabaseMigrator()
            struct Killed: Error {}
            migrator.registerMigration("v1") { _ in throw Killed() }
            #expect(throws: Killed.self) { try migrator.migrate(queue) }
            #expect(try queue.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") } == ["grdb_migrations"])
            try queue.close()
        }
        let db = try HabitDatabase.open(path: path)
        #expect(try db.categories().count == 4)
    }

    /// An empty `grdb_migrations` beside any other table is somebody else's file.
    @Test func anotherGRDBFileIsStillRefused() throws {
        let tmp = TempDir()
        let path = tmp.file("other.sqlite")
        let other = try DatabaseQueue(path: path)
        try other.write { try $0.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY); CREATE TABLE t (x)") }
        try other.close()
        let before = sha256OrBytes(path)
        #expect(throws: StoreError.notHabitdDatabase(path: path)) { try HabitDatabase.open(path: path) }
        #expect(sha256OrBytes(path) == before)
    }

    /// A hot journal over a file that held something before (not a store being made, so
    /// perhaps not ours) is not rolled back: refused in one line, both files as they were.
    @Test func aHotJournalOverAnotherFileIsLeftAlone() throws {
        let tmp = TempDir()
        let path = tmp.file("other.sqlite")
        try crashMidTransaction(from: tmp.file("made.sqlite"), to: path,
                                before: "CREATE TABLE t (x); INSERT INTO t VALUES (1)")
        let before = [sha256OrBytes(path), sha256OrBytes(path + "-journal")]
        #expect(throws: StoreError.cannotOpen(path: path, reason: "attempt to write a readonly database")) {
            try HabitDatabase.open(path: path)
        }
        #expect([sha256OrBytes(path), sha256OrBytes(path + "-journal")] == before)
    }

    /// Leaves at `to` what a crash in the middle of a transaction leaves: the database with
    /// some of the transaction's pages written and its hot journal. `before` is committed first
    /// (nil: the file starts empty, as `HabitDatabase.createFile` makes it). A two-page cache
    /// makes SQLite spill pages into the file before the commit; the copy is taken then.
    private func crashMidTransaction(from source: String, to copy: String, before: String?) throws {
        _ = FileManager.default.createFile(atPath: source, contents: Data())
        let queue = try DatabaseQueue(path: source)
        if let before { try queue.write { try $0.execute(sql: before) } }
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA cache_size = 2")
            try db.inTransaction {
                try db.execute(sql: "CREATE TABLE spill (x)")
                for _ in 0..<200 { try db.execute(sql: "INSERT INTO spill VALUES (?)", arguments: [String(repeating: "x", count: 500)]) }
                try FileManager.default.copyItem(atPath: source, toPath: copy)
                try FileManager.default.copyItem(atPath: source + "-journal", toPath: copy + "-journal")
                return .rollback
            }
        }
        try queue.close()
    }

    @Test func aDirectoryIsRefused() throws {
        let tmp = TempDir()
        #expect(throws: StoreError.cannotOpen(path: tmp.path, reason: "it is a directory")) { try HabitDatabase.open(path: tmp.path) }
    }

    /// Opening the file again in a process must not drop the locks SQLite holds for that
    /// process's open connection. (An flock on the database file itself did: closing its
    /// descriptor released the connection's SHARED lock, the next process to close the file
    /// believed it was the last one and deleted the -wal and -shm files, and the long-lived
    /// connection's next write was lost. CI's end-to-end test caught it as a lost click.)
    @Test func reopeningKeepsTheLocksOfAnOpenConnection() throws {
        let tmp = TempDir()
        let path = tmp.file("h.sqlite")
        let daemon = try HabitDatabase.open(path: path)
        _ = try HabitDatabase.open(path: path)
        #expect(try sqlite3(path, "SELECT count(*) FROM category") == "4")  // another process opens and closes it
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
        _ = try daemon.addCategory("After")
        #expect(try sqlite3(path, "SELECT count(*) FROM category WHERE name = 'After'") == "1")
    }

    @Test func locationFollowsFlagsThenEnvironmentThenXDG() {
        #expect(DatabaseLocation.resolve(explicit: "/a.sqlite", environment: ["HABITD_DB": "/b.sqlite"]) == "/a.sqlite")
        #expect(DatabaseLocation.resolve(explicit: nil, environment: ["HABITD_DB": "/b.sqlite", "XDG_DATA_HOME": "/x"]) == "/b.sqlite")
        #expect(DatabaseLocation.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/x/habitd/habits.sqlite")
        #expect(DatabaseLocation.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]) == "/h/.local/share/habitd/habits.sqlite")
        #expect(DatabaseLocation.resolve(explicit: nil, environment: ["HOME": "/h"]) == "/h/.local/share/habitd/habits.sqlite")
    }
}

/// Runs the sqlite3 shell on `path`: another process that opens the file, runs `sql` and closes it.
private func sqlite3(_ path: String, _ sql: String) throws -> String {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    p.arguments = [path, sql]
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}
