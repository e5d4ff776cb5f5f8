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
    @Test(arguments: [HabitDatabase.Access.pool, .single])
    func connectionsLeaveOutGRDBsFunctionsAndRegions(_ access: HabitDatabase.Access) throws {
        let tmp = TempDir()
        let db = try HabitDatabase.open(path: tmp.file("h.sqlite"), access: access)
        #expect(throws: DatabaseError.self) {
            try db.writer.read { try String.fetchOne($0, sql: "SELECT swiftUppercaseString('a')") }
        }
        let region = try db.writer.read { try $0.makeStatement(sql: "SELECT name FROM habit").databaseRegion }
        #expect(region.isEmpty)
    }

    @Test(arguments: [HabitDatabase.Access.pool, .single])
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
