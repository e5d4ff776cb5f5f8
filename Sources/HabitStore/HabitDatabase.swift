import CSQLiteConfig
import FoundationEssentials
import GRDB
import HabitCore
import Posix

/// The shared SQLite store, in WAL mode with a busy timeout, migrated on open. Reads and
/// writes each run in their own transaction (see the extensions).
public struct HabitDatabase: Sendable {
    public let path: String
    let writer: any DatabaseWriter
    /// The week start when the user set none (the locale's, from the process's environment).
    public let weekStartDefault: Weekday
    /// The wall clock the sync journal stamps operations with (a fixed one under test).
    public var now: @Sendable () -> Date = { Date() }

    /// Closes the store's connections now (SQLite checkpoints and, as the last one, removes
    /// the -wal and -shm files) while this value lives on. A command that ends with it keeps
    /// the value until it exits: letting it go instead makes Dispatch free the connection's
    /// queue on a thread of its own, a thread started for nothing as the process ends.
    public func close() throws {
        try writer.close()
    }

    /// How a process talks to the file.
    public enum Access: Sendable {
        /// A `DatabasePool`: concurrent readers beside one writer, for long-running processes
        /// (the daemon). GRDB writes a little on every pool open (it makes sure a non-empty
        /// -wal file exists), which is harmless once per process lifetime.
        case pool
        /// One connection (`DatabaseQueue`) on the WAL-mode file (habitd's, and the web's):
        /// opening it writes nothing, so a command that fails leaves the file byte for byte
        /// as it was.
        case single
        /// As `.single`, for a command that ends in moments (habitctl): the file is read
        /// through a memory map (`commandMapBytes`).
        case command
    }

    /// Opens (creating if needed) the database at `path`. The folder is created 0700 and the
    /// file 0600. A file that is not a habitd database, or one written by a newer habitd,
    /// is refused and left untouched. Set-up happens under a `SetupLock`, so processes
    /// opening a brand-new file together all succeed.
    /// `progress` hears how far building derived state has got, when that takes over a second
    /// (a database made before it existed).
    public static func open(path: String, access: Access = .single, busyTimeout: TimeInterval = 5,
                            weekStartDefault: Weekday = .monday, progress: ((String) -> Void)? = nil) throws -> HabitDatabase {
        if access == .command { _ = commandPageSlots }
        try createFolder(of: path)
        let readOnly = ReadOnlyStore(path)
        if readOnly == nil, StoreHeader.firstOpen(path)?.isCurrent == true,
           let db = openCurrent(path: path, access: access, busyTimeout: busyTimeout, weekStartDefault: weekStartDefault) {
            StoreHeader.noteOpened(path)
            return db
        }
        defer { StoreHeader.noteOpened(path) }
        let lock = SetupLock(folderOf: path)
        return try withExtendedLifetime(lock) {
            var state = try FileState(of: path, sqlitePath: readOnly?.sqlitePath ?? path, writable: readOnly == nil, busyTimeout: busyTimeout)
            if let readOnly, !state.migrated {
                throw StoreError.cannotOpen(path: path, reason: "it needs upgrading, and it cannot be written (\(readOnly.reason.lowercased()))")
            }
            if readOnly == nil && !state.isSetUp {
                lock.exclusive()
                state = try FileState(of: path, sqlitePath: path, writable: true, busyTimeout: busyTimeout)
                if !state.exists { try createFile(path) }
            }
            var config = configuration(access: access, busyTimeout: busyTimeout)
            do {
                let writer: any DatabaseWriter
                if let readOnly {
                    // Reads only: SQLite refuses every write, which is said as the store being read-only.
                    config.readonly = true
                    writer = try DatabaseQueue(path: readOnly.sqlitePath, configuration: config)
                } else if access == .pool {
                    writer = try DatabasePool(path: path, configuration: config)
                } else {
                    // WAL is a property of the file: set it once, when the file is new or not yet WAL.
                    if state.journalMode != "wal" { config.journalMode = .wal }
                    writer = try DatabaseQueue(path: path, configuration: config)
                }
                // A file inspected as fully migrated stays so (migrations only ever add), so
                // the migrator's own reading of its table is skipped on every ordinary open.
                if !state.migrated { try Schema.migrator.migrate(writer) }
                let db = HabitDatabase(path: path, writer: writer, weekStartDefault: weekStartDefault)
                // Writes keep the state of a migrated database; one just migrated gets it here,
                // and then the header's mark of a store set up (`StoreHeader`).
                if !state.migrated {
                    try db.buildStates(progress: progress)
                    try writer.write(Schema.stampLevel)
                }
                return db
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
                throw StoreError.damaged(path: path, newestBackup: nil)
            } catch let error as DatabaseError {
                // A full disk shows as FULL, or as an I/O error making the -shm file.
                if [.SQLITE_FULL, .SQLITE_IOERR].contains(error.resultCode.primaryResultCode), Self.isFull(folderOf: path) {
                    throw StoreError.diskFull(path: path)
                }
                throw StoreError.cannotOpen(path: path, reason: error.message ?? "\(error.resultCode)")
            }
        }
    }

    /// Opens a store whose header says it is set up (`StoreHeader.isCurrent`) with the one
    /// connection the command needs, or returns nil when opening fails or SQLite, which also
    /// reads the -wal file, sees another schema level: the careful path then looks again and
    /// says what is wrong.
    static func openCurrent(path: String, access: Access, busyTimeout: TimeInterval,
                            weekStartDefault: Weekday) -> HabitDatabase? {
        let config = configuration(access: access, busyTimeout: busyTimeout)
        let writer: any DatabaseWriter
        do {
            writer = access == .pool ? try DatabasePool(path: path, configuration: config)
                                     : try DatabaseQueue(path: path, configuration: config)
        } catch { return nil }
        let db = HabitDatabase(path: path, writer: writer, weekStartDefault: weekStartDefault)
        // With SQLite's C calls (`RawRows`): every command opens the store this way.
        let current = try? db.read { db in
            var level: Int64 = 0, applied: [String] = []
            try RawRows.each(db, db.makeStatement(sql: "PRAGMA user_version")) { level = $0.int64(0) }
            try RawRows.each(db, db.makeStatement(sql: "SELECT identifier FROM grdb_migrations")) { applied.append($0.text(0)) }
            return level == Int64(Schema.level) && applied.sorted() == Schema.identifiers.sorted()
        }
        return current == true ? db : nil
    }

    /// The page cache of each of a pool's connections, in KiB (SQLite's default is 2,000).
    /// A pool lives as long as habitd, and its writer and readers each fill their own cache
    /// up to this size and keep it: 2 MB each would be several times habitd's own memory,
    /// while the pages habitd reads again soon (a week of the board, the plan's habits)
    /// fit in far less, and a page missing from the cache is read from the kernel's.
    static let poolCacheKiB = 512

    /// How much of the file a command's connection reads through a memory map, not into its
    /// page cache: the pages a board reads are the kernel's own, not copied into freshly
    /// touched heap (54 of a `list`'s 718 page faults, docs/package.md). Only the main file
    /// is mapped (the -wal is read as before). Long-lived connections keep reading: a
    /// restore shrinks the file under them, which SQLite follows, but a map held for days
    /// has more chances to meet a failing disk as a signal rather than an error.
    static let commandMapBytes = 256 << 20

    /// A command's process makes no page cache slots ahead (`CSQLiteConfig`): SQLite's default
    /// makes 20 (87 KB) at a connection's first page and writes every one, while a command
    /// reading through the map (`commandMapBytes`) holds page 1 and few others in its cache
    /// (about 40 of a `list`'s 650 page faults, docs/package.md). Set once, before the process's first
    /// open; in a process that has used SQLite already (a test run) it changes nothing.
    static let commandPageSlots: Int32 = habitd_sqlite_no_initial_page_slots()

    /// How each connection is set up: a busy timeout, and for a pool a smaller page cache.
    static func configuration(access: Access, busyTimeout: TimeInterval) -> Configuration {
        var config = Configuration()
        config.busyMode = .timeout(busyTimeout)
        config.label = "habitd"
        // Our SQL calls none of GRDB's Swift functions and collations, and nothing observes
        // the store through GRDB (no ValueObservation, no DatabaseRegionObservation): the
        // first are not set up at each open, nor what each statement reads recorded as it is
        // compiled (docs/package.md, start-up).
        config.registersDefaultFunctions = false
        config.recordsSelectedRegions = false
        if access == .pool {
            config.prepareDatabase { db in try db.execute(sql: "PRAGMA cache_size = -\(poolCacheKiB)") }
        }
        if access == .command {
            config.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = \(commandMapBytes)") }
        }
        return config
    }

    /// Runs `body` in one read transaction. On the single connection this is a deferred
    /// transaction rather than GRDB's `read`: that one switches `PRAGMA query_only` on and
    /// off around every read, and changing that pragma expires every prepared statement, so
    /// each read compiled its cached statements again (most of the daemon's CPU per change).
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        guard writer is DatabaseQueue else { return try writer.read(body) }
        return try writer.writeWithoutTransaction { db in
            var result: T?
            try db.inTransaction(.deferred) {
                result = try body(db)
                return .commit
            }
            return result!
        }
    }

    /// A private in-memory database, for tests.
    public static func inMemory() throws -> HabitDatabase {
        let queue = try DatabaseQueue()
        try Schema.migrator.migrate(queue)
        return HabitDatabase(path: ":memory:", writer: queue, weekStartDefault: .monday)
    }

    /// Creates the database's folder (0700, with its parents) when it does not exist yet.
    static func createFolder(of path: String) throws {
        let dir = Paths.parent(of: path)
        if dir.isEmpty || FileStatus(path: dir) != nil { return }
        do throws(SystemCallError) {
            try FileSystem.makeDirectories(dir, mode: 0o700)
        } catch {
            throw StoreError.cannotCreate(path: dir, reason: error.reason)
        }
    }

    /// Creates an empty file (0600) so that SQLite's own files (-wal, -shm), which copy the
    /// main file's mode, are private too.
    static func createFile(_ path: String) throws {
        let fd: FileDescriptor
        do throws(SystemCallError) { fd = try FileDescriptor.open(path, [.create, .exclusive, .writeOnly], mode: 0o600) } catch {
            throw StoreError.cannotCreate(path: path, reason: error.reason)
        }
        try? fd.setPermissions(0o600)  // the umask may have cleared bits we do not want anyway; be exact
        fd.close()
    }

    /// Whether the file system holding `path`'s folder has (next to) no space left: less than
    /// 64 KB, about what SQLite needs to open a WAL database and write one change.
    public static func isFull(folderOf path: String) -> Bool {
        let dir = Paths.parent(of: path)
        guard let available = FileSystem.availableBytes(at: dir.isEmpty ? "." : dir) else { return false }
        return available < 64 * 1024
    }
}
