import Foundation
import GRDB
import Testing
@testable import HabitStore

/// The header's mark of a store set up (`StoreHeader`): what lets a command open the store
/// with one connection, and what must never let a file past the checks of the careful path.
@Suite struct StoreHeaderTests {
    /// The file copied to a new one, which no connection of this test process holds.
    private func fresh(_ path: String, _ tmp: TempDir) throws -> String {
        let copy = tmp.file("copy-\(UUID().uuidString).sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        return copy
    }

    @Test func aStoreThisBuildSetUpIsMarkedCurrent() throws {
        let tmp = TempDir()
        let path = tmp.file("h.sqlite")
        _ = try HabitDatabase.open(path: path)
        try foldWAL(path)
        let header = try #require(StoreHeader(path: path))
        #expect(header.applicationID == Schema.applicationID && header.wal && header.userVersion == Schema.level)
        #expect(header.isCurrent)
        let copy = try fresh(path, tmp)
        let db = try #require(HabitDatabase.openCurrent(path: copy, access: .single, busyTimeout: 1, weekStartDefault: .monday))
        #expect(try db.categories().count == 4)
        // Not read again once a connection of this process holds the file.
        StoreHeader.noteOpened(copy)
        #expect(StoreHeader.firstOpen(copy) == nil)
    }

    /// A store set up before the mark existed gets it from its next write.
    @Test func aWriteStampsAnUnmarkedStore() throws {
        let tmp = TempDir()
        let path = tmp.file("h.sqlite")
        let db = try HabitDatabase.open(path: path)
        try db.writer.writeWithoutTransaction { try $0.execute(sql: "PRAGMA user_version = 0") }
        _ = try db.addCategory("Evening")
        try foldWAL(path)
        #expect(StoreHeader(path: path)?.isCurrent == true)
    }

    /// A copy of a store that lists a migration from the future, its WAL folded in;
    /// `level`: the user_version a newer build would stamp (nil: this build's, left as is).
    private func futureStore(_ tmp: TempDir, level: Int32?) throws -> String {
        let path = tmp.file("h.sqlite")
        do {
            let db = try HabitDatabase.open(path: path)
            try db.writer.write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
                if let level { try db.execute(sql: "PRAGMA user_version = \(level)") }
            }
        }
        try foldWAL(path)
        return try fresh(path, tmp)
    }

    /// The careful path refuses it as a newer habitd's and leaves its bytes as they were.
    private func expectRefusedUntouched(_ path: String) throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreError.newerSchema(path: path, unknown: ["v99-from-the-future"])) { try HabitDatabase.open(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// A newer build stamps its own level: its store goes to the careful path, which refuses
    /// it without a write.
    @Test func aNewerBuildsStoreIsRefusedUntouched() throws {
        let tmp = TempDir()
        let copy = try futureStore(tmp, level: 12345)
        #expect(StoreHeader(path: copy)?.isCurrent == false)
        try expectRefusedUntouched(copy)
    }

    /// The header is only a hint: a file whose header claims this build's level while its
    /// migrations say otherwise is still refused, checked on the one connection.
    @Test func aHeaderThatClaimsTooMuchIsCheckedAgain() throws {
        let tmp = TempDir()
        let copy = try futureStore(tmp, level: nil)
        #expect(StoreHeader(path: copy)?.isCurrent == true)
        #expect(HabitDatabase.openCurrent(path: copy, access: .single, busyTimeout: 1, weekStartDefault: .monday) == nil)
        try expectRefusedUntouched(copy)
    }

    @Test func anotherApplicationsFileIsNotCurrent() throws {
        let tmp = TempDir()
        let path = tmp.file("other.sqlite")
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "PRAGMA user_version = \(Schema.level); CREATE TABLE t (x)") }
        try queue.close()
        #expect(StoreHeader(path: path)?.isCurrent == false)
        #expect(StoreHeader(path: tmp.file("missing.sqlite")) == nil)
        _ = FileManager.default.createFile(atPath: tmp.file("text"), contents: Data("SQLite format 2, honest".utf8))
        #expect(StoreHeader(path: tmp.file("text")) == nil)
    }
}
