import FoundationEssentials
import GRDBSQLite
import Posix

/// What `HabitDatabase.open` finds at a path before it writes anything.
struct FileState {
    var exists = false
    /// Nil for a missing or empty file.
    var journalMode: String?
    /// Every known migration is applied.
    var migrated = false

    /// Nothing left to do but open it: WAL on, fully migrated.
    var isSetUp: Bool { journalMode == "wal" && migrated }

    /// Looks at `path`: missing, empty, or a SQLite file to inspect. Throws for a directory,
    /// an unreadable file, a foreign or newer database. A hot journal a crash left as the store
    /// was made is rolled back first (`HotJournal`).
    /// `sqlitePath`: the name SQLite opens it by (an immutable URI for a store that cannot be
    /// written); `writable`: whether this process may write the file (and so roll a journal back).
    init(of path: String, sqlitePath: String, writable: Bool, busyTimeout: TimeInterval) throws {
        let fm = FileManager.default
        guard let status = FileStatus(path: path) else { return }
        exists = true
        if status.kind == .directory { throw StoreError.cannotOpen(path: path, reason: "it is a directory") }
        guard fm.isReadableFile(atPath: path) else { throw StoreError.cannotOpen(path: path, reason: "permission denied") }
        guard FileSize.of(path) > 0 else { return }
        do {
            (journalMode, migrated) = try HabitDatabase.inspect(sqlitePath, label: path, busyTimeout: busyTimeout)
        } catch is HotJournal.Found where writable && HotJournal.restoresEmptyFile(path) {
            // A crash as the store was being made: rolled back, it is an empty file again.
            try HotJournal.rollBack(path, busyTimeout: busyTimeout)
            guard FileSize.of(path) > 0 else { return }
            (journalMode, migrated) = try HabitDatabase.inspect(sqlitePath, label: path, busyTimeout: busyTimeout)
        } catch is HotJournal.Found {
            throw StoreError.cannotOpen(path: path, reason: String(cString: sqlite3_errstr(HotJournal.readOnlyRollback)))
        }
    }
}

extension HabitDatabase {
    /// Reads the header and the migration table through a read-only connection, which
    /// cannot modify the file, before anything opens it for writing. Returns the journal
    /// mode (nil for an empty SQLite file) and whether every known migration is applied.
    ///
    /// Plain SQLite calls rather than a GRDB DatabaseQueue: releasing a GRDB queue makes
    /// libdispatch on Linux start its worker monitor, a 1 Hz timer that then wakes the
    /// daemon every second for the rest of its life.
    static func inspect(_ sqlitePath: String, label path: String, busyTimeout: TimeInterval) throws -> (journalMode: String?, migrated: Bool) {
        var handle: OpaquePointer?
        defer { sqlite3_close_v2(handle) }
        func failure(_ code: Int32) -> any Error {
            code == HotJournal.readOnlyRollback ? HotJournal.Found() : openFailure(code, handle: handle, path: path)
        }
        let opened = sqlite3_open_v2(sqlitePath, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nil)
        guard opened == SQLITE_OK, let db = handle else { throw failure(opened) }
        sqlite3_extended_result_codes(db, 1)
        // Another process may hold the lock (a commit, WAL recovery after a crash): wait like writes do.
        sqlite3_busy_timeout(db, Int32(busyTimeout * 1000))

        /// The first column of every row of `sql`, as text.
        func column(_ sql: String) throws -> [String] {
            var statement: OpaquePointer?
            defer { sqlite3_finalize(statement) }
            let prepared = sqlite3_prepare_v2(db, sql, -1, &statement, nil)
            guard prepared == SQLITE_OK else { throw failure(prepared) }
            var values: [String] = []
            while true {
                let step = sqlite3_step(statement)
                if step == SQLITE_DONE { return values }
                guard step == SQLITE_ROW else { throw failure(step) }
                values.append(sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? "")
            }
        }

        let appID = Int32(try column("PRAGMA application_id").first ?? "0") ?? 0
        let tables = try column("SELECT name FROM sqlite_master WHERE type = 'table'")
        if appID != Schema.applicationID {
            if tables.isEmpty { return (nil, false) }  // an empty SQLite file: ours to set up
            // GRDB's migrator commits its own table before the first migration (which stamps
            // our application_id): a process killed in between left this, with nothing in it.
            if tables == ["grdb_migrations"], try column("SELECT count(*) FROM grdb_migrations") == ["0"] {
                return (try column("PRAGMA journal_mode").first, false)
            }
            throw StoreError.notHabitdDatabase(path: path)
        }
        let applied = tables.contains("grdb_migrations") ? try column("SELECT identifier FROM grdb_migrations") : []
        let unknown = applied.filter { !Schema.identifiers.contains($0) }
        if !unknown.isEmpty { throw StoreError.newerSchema(path: path, unknown: unknown) }
        return (try column("PRAGMA journal_mode").first, Schema.identifiers.allSatisfy(applied.contains))
    }

    /// What a failure of SQLite's C calls on a connection opened to look at or repair the file
    /// at `path` means to the user: a full disk, not a database, a damaged one, or SQLite's words.
    static func openFailure(_ code: Int32, handle: OpaquePointer?, path: String) -> StoreError {
        switch code & 0xff {
        case SQLITE_FULL, SQLITE_IOERR:
            if isFull(folderOf: path) { return StoreError.diskFull(path: path) }
            return StoreError.cannotOpen(path: path, reason: String(cString: sqlite3_errstr(code)))
        case SQLITE_NOTADB: return StoreError.notHabitdDatabase(path: path)
        case SQLITE_CORRUPT: return StoreError.damaged(path: path, newestBackup: nil)
        default:
            let message = handle.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
            return StoreError.cannotOpen(path: path, reason: message)
        }
    }
}
