import FoundationEssentials
import GRDBSQLite
import Posix

/// A rollback journal a crash left beside a store (`FILE-journal`, which SQLite calls hot):
/// the transaction it belongs to never finished, and nobody may read the file until a
/// connection that can write rolls it back. The read-only connection `HabitDatabase.inspect`
/// looks through cannot, and SQLite refuses it ("attempt to write a readonly database").
///
/// A habitd store keeps a rollback journal only for its very first transaction, the one that
/// turns WAL on in the new file; every later one goes through the -wal file. A process killed
/// in that transaction (SIGTERM as habitd started, kill -9, a power cut) left the store
/// unopenable, by habitd and habitctl alike, until something else rolled it back.
enum HotJournal {
    /// What `inspect` throws when SQLite finds a hot journal it may not roll back.
    struct Found: Error {}

    /// SQLite's extended result code for it (SQLITE_READONLY_ROLLBACK, a macro Swift cannot import).
    static let readOnlyRollback = SQLITE_READONLY | (3 << 8)

    /// Whether the journal beside `path` says the file held no page before its transaction
    /// (sqlite.org/fileformat.html, "The Rollback Journal": the magic, then at byte 16 the
    /// database's size in pages when the transaction began). Rolling such a journal back
    /// leaves an empty file: nothing anyone committed is touched.
    static func restoresEmptyFile(_ path: String) -> Bool {
        guard let fd = try? FileDescriptor.open(path + "-journal", .readOnly) else { return false }
        defer { fd.close() }
        let magic: [UInt8] = [0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7]
        guard let header = try? fd.read(count: 20, at: 0), header.count == 20, Array(header[0..<8]) == magic else { return false }
        return header[16..<20].allSatisfy { $0 == 0 }
    }

    /// Rolls the journal back: a connection that may write reads the schema, which is what
    /// makes SQLite roll a hot journal back (under its own locks, so two processes doing this
    /// at once are safe). A failure is said as the careful path's look at the file says it.
    static func rollBack(_ path: String, busyTimeout: TimeInterval) throws {
        var handle: OpaquePointer?
        defer { sqlite3_close_v2(handle) }
        func failure(_ code: Int32) -> StoreError { HabitDatabase.openFailure(code, handle: handle, path: path) }
        let opened = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE, nil)
        guard opened == SQLITE_OK, let db = handle else { throw failure(opened) }
        sqlite3_busy_timeout(db, Int32(busyTimeout * 1000))
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        let prepared = sqlite3_prepare_v2(db, "SELECT count(*) FROM sqlite_master", -1, &statement, nil)
        guard prepared == SQLITE_OK else { throw failure(prepared) }
        let step = sqlite3_step(statement)
        guard step == SQLITE_ROW else { throw failure(step) }
    }
}
