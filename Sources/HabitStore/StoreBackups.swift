import FoundationEssentials
import GRDB
import GRDBSQLite
import HabitCore
import Posix

/// The store's backups: consistent copies made by SQLite's online backup (never a file copy
/// under a writer) into `$XDG_STATE_HOME/habitd/backups/` (XDG default `~/.local/state`),
/// named `<database name>-YYYYMMDD-HHMMSS[-tag].sqlite` from the UTC instant they were made.
/// habitd makes one a day and prunes by the `backups` setting (`BackupRetention`).
///
/// Every store's backups share the folder, so a store other than the default one
/// (`$XDG_DATA_HOME/habitd/habits.sqlite`) has its key in its backups' names
/// (`<name>-<key>-YYYYMMDD-HHMMSS.sqlite`, the key from the store's full path): two stores
/// both called `habits.sqlite` never list, restore or prune each other's. The default store's
/// names have no key, as every backup had before keys (most users have that one store).
public struct StoreBackups: Sendable {
    public let directory: String
    /// The database file's name without `.sqlite`.
    public let stem: String
    /// Eight hex digits of an FNV-1a hash of the store's full path: whose backup a name is.
    public let key: String
    /// Whether the store is the default one (`$XDG_DATA_HOME/habitd/habits.sqlite`), whose
    /// backups are named without a key.
    let ownsUnkeyed: Bool

    public init(databasePath: String, environment: [String: String]) {
        let state = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? Processes.homeDirectory) + "/.local/state"
        directory = state + "/habitd/backups"
        let name = Paths.lastComponent(of: databasePath)
        stem = name.hasSuffix(".sqlite") ? String(name.dropLast(7)) : name
        let path = Self.fullPath(databasePath)
        key = Self.key(of: path)
        var defaults = environment
        defaults["HABITD_DB"] = nil
        ownsUnkeyed = path == Self.fullPath(DatabaseLocation.resolve(explicit: nil, environment: defaults))
    }

    /// `path` absolute, its folder's links resolved (so that `./habits.sqlite` and the same
    /// file by its full name are one store).
    static func fullPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let folder = Paths.parent(of: absolute), file = Paths.lastComponent(of: absolute)
        guard let resolved = FileSystem.realPath(folder) else { return Paths.lexicallyNormal(absolute) }
        return resolved + "/" + file
    }

    static func key(of path: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return UInt32(truncatingIfNeeded: hash >> 32).paddedHex
    }

    public struct Item: Sendable, Equatable {
        public let name: String
        public let path: String
        public let made: Date
        public let size: Int64
    }

    /// Every backup of this database, newest first.
    public func list() -> [Item] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.compactMap { name -> Item? in
            guard let made = made(name) else { return nil }
            let path = directory + "/" + name
            let size = Int64(FileSize.of(path))
            return Item(name: name, path: path, made: made, size: size)
        }.sorted { ($0.made, $0.name) > ($1.made, $1.name) }
    }

    /// What this store's backups' names start with.
    var prefix: String { ownsUnkeyed ? stem + "-" : stem + "-" + key + "-" }

    /// When the backup called `name` was made, if it is this store's.
    private func made(_ name: String) -> Date? {
        guard name.hasPrefix(prefix), name.hasSuffix(".sqlite") else { return nil }
        let rest = name.dropFirst(prefix.count).dropLast(7)
        // YYYYMMDD-HHMMSS, then the end or "-tag": another store's key never reads as a time.
        let stamp = rest.prefix(15)
        guard stamp.count == 15, stamp.enumerated().allSatisfy({ $0 == 8 ? $1 == "-" : $1.isASCII && $1.isNumber }),
              rest.count == 15 || rest.dropFirst(15).first == "-" else { return nil }
        return BackupStamp.date(stamp)
    }

    /// A backup by its name (with or without `.sqlite`), or `latest`.
    public func find(_ name: String) throws -> Item {
        let all = list()
        if name == "latest" {
            guard let newest = all.first else { throw StoreError.noBackups(directory: directory) }
            return newest
        }
        let wanted = name.hasSuffix(".sqlite") ? name : name + ".sqlite"
        guard let item = all.first(where: { $0.name == wanted }) else {
            if FileManager.default.fileExists(atPath: directory + "/" + wanted) { throw StoreError.otherStoresBackup(name: name) }
            throw StoreError.unknownBackup(name: name, directory: directory)
        }
        return item
    }

    /// `<prefix>YYYYMMDD-HHMMSS[-tag].sqlite`, never another backup's (two in one second: the
    /// second is numbered).
    func freshName(at now: Date, tag: String?) -> String {
        let base = prefix + BackupStamp.text(now) + (tag.map { "-\($0)" } ?? "")
        var name = base + ".sqlite"
        var n = 1
        while FileManager.default.fileExists(atPath: directory + "/" + name) {
            n += 1
            name = "\(base)-\(n).sqlite"
        }
        return name
    }

    /// The backups' folder, private to the user (a store holds their notes).
    func makeDirectory() throws {
        // mkdir itself, folder by folder: a failure in the system's words ("Read-only file
        // system"), not Foundation's.
        var current = directory.hasPrefix("/") ? "" : "."
        for part in directory.split(separator: "/") {
            current += "/" + part
            do throws(SystemCallError) { try FileSystem.makeDirectory(current, mode: 0o700) } catch {
                throw StoreError.cannotCreate(path: current, reason: error.reason)
            }
        }
    }

    /// Renames `from` to `to` in one step; a failure in the system's words.
    static func rename(_ from: String, to: String) throws {
        do throws(SystemCallError) { try FileSystem.rename(from, to: to) } catch {
            throw StoreError.cannotCreate(path: to, reason: error.reason)
        }
    }

    /// Whether no backup was made on `now`'s day in `zone`: habitd's daily question.
    public func needsDaily(now: Date, zone: Zone, offsets: ZoneOffsets) -> Bool {
        let today = CivilDate.of(now, in: zone, offsets: offsets)
        return !list().contains { CivilDate.of($0.made, in: zone, offsets: offsets) == today }
    }

    /// A consistent copy of `db` made now: written beside its final name, synced, then renamed
    /// into place, so a crash leaves no half backup under a backup's name.
    @discardableResult
    public func make(from db: HabitDatabase, now: Date, tag: String? = nil) throws -> Item {
        try makeDirectory()
        let name = freshName(at: now, tag: tag)
        let path = directory + "/" + name
        let partial = path + ".partial"
        sweepPartials(olderThan: now.addingTimeInterval(-600))
        try? FileManager.default.removeItem(atPath: partial)
        do {
            try db.backup(toFile: partial)
            try Self.rename(partial, to: path)
        } catch {
            try? FileManager.default.removeItem(atPath: partial)
            if HabitDatabase.isFull(folderOf: path) { throw StoreError.diskFull(path: directory) }
            throw error
        }
        return list().first { $0.name == name } ?? Item(name: name, path: path, made: now, size: 0)
    }

    /// Removes what a backup killed mid-copy left (`*.partial`), once it is old enough that no
    /// running backup can still be writing it.
    func sweepPartials(olderThan limit: Date) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where name.hasSuffix(".partial") {
            let path = directory + "/" + name
            guard let made = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                  made < limit else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Removes the backups `retention` does not keep (days in `zone`); none when it is off.
    /// Returns the names removed.
    @discardableResult
    public func prune(_ retention: BackupRetention, zone: Zone, offsets: ZoneOffsets, weekStart: Weekday) -> [String] {
        guard !retention.isOff else { return [] }
        let all = list()
        let keep = retention.keep(all.map { ($0.name, CivilDate.of($0.made, in: zone, offsets: offsets)) }, weekStart: weekStart)
        var removed: [String] = []
        for item in all where !keep.contains(item.name) {
            if (try? FileManager.default.removeItem(atPath: item.path)) != nil { removed.append(item.name) }
        }
        return removed
    }
}

extension HabitDatabase {
    /// SQLite's online backup of the whole store into a new file at `path`: a consistent
    /// snapshot even while habitd or another habitctl writes.
    ///
    /// The target is opened with SQLite's own calls, not as a GRDB `DatabaseQueue`: freeing
    /// such a queue frees its DispatchQueue, and libdispatch on Linux disposes of a queue on
    /// a worker thread of its pool, whose first use starts a pool monitor that wakes the
    /// process every second for the rest of its life (swift-corelibs-libdispatch's
    /// `_dispatch_workq_init_once`). habitd's daily backup made it wake 60 times a minute.
    public func backup(toFile path: String) throws {
        var target: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        guard sqlite3_open_v2(path, &target, flags, nil) == SQLITE_OK, let target else {
            let message = target.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(target)
            throw StoreError.cannotCreate(path: path, reason: message)
        }
        defer { sqlite3_close(target) }
        try read { db in
            guard let backup = sqlite3_backup_init(target, "main", db.sqliteConnection, "main") else {
                throw DatabaseError(resultCode: ResultCode(rawValue: sqlite3_errcode(target)), message: String(cString: sqlite3_errmsg(target)))
            }
            let step = sqlite3_backup_step(backup, -1)
            let finish = sqlite3_backup_finish(backup)
            guard step == SQLITE_DONE, finish == SQLITE_OK else {
                throw DatabaseError(resultCode: ResultCode(rawValue: step == SQLITE_DONE ? finish : step), message: String(cString: sqlite3_errmsg(target)))
            }
        }
    }

    /// Makes the store hold `path`'s content, by SQLite's online backup into the open file (its
    /// other readers, habitd's included, see the new content on their next read). The source
    /// must be a habitd store that passes `quick_check`; an older one is migrated. Every
    /// reader is told everything changed.
    public func restore(fromFile path: String) throws {
        var config = Configuration()
        config.readonly = true
        let source: DatabaseQueue
        do { source = try DatabaseQueue(path: path, configuration: config) }
        catch { throw StoreError.badBackup(path: path, reason: "\(error)") }
        let (appID, check) = try source.read { db in
            (try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0, try String.fetchOne(db, sql: "PRAGMA quick_check") ?? "")
        }
        guard appID == Schema.applicationID else { throw StoreError.badBackup(path: path, reason: "not a habitd store") }
        guard check == "ok" else { throw StoreError.badBackup(path: path, reason: check) }
        let before = try writer.read { db in try Self.version(db) }
        try source.backup(to: writer)
        try source.close()
        try Schema.migrator.migrate(writer)
        try writer.write { db in
            let v = max(before, try Self.version(db)) + 1
            try db.execute(sql: "UPDATE store_version SET version = ?, everything = ?", arguments: [v, v])
        }
        try buildStates(progress: nil)
    }
}

extension StoreBackups {
    /// A store SQLite calls malformed cannot be read, so it cannot be backed up online nor
    /// written to: its file (and side files) are kept as a backup tagged `damaged`, then the
    /// backup's file replaces it (copied beside it, synced, renamed over it). Returns the kept copy.
    public func replaceDamaged(databasePath path: String, with item: Item, now: Date) throws -> Item {
        let fm = FileManager.default
        try makeDirectory()
        let keptName = freshName(at: now, tag: "damaged")
        let keptPath = directory + "/" + keptName
        try fm.copyItem(atPath: path, toPath: keptPath)
        for side in ["-wal", "-shm"] where fm.fileExists(atPath: path + side) {
            try? fm.removeItem(atPath: keptPath + side)
            try fm.copyItem(atPath: path + side, toPath: keptPath + side)
        }
        let incoming = path + ".restoring"
        try? fm.removeItem(atPath: incoming)
        try fm.copyItem(atPath: item.path, toPath: incoming)
        FileSystem.sync(incoming)
        for side in ["-wal", "-shm"] { try? fm.removeItem(atPath: path + side) }
        try Self.rename(incoming, to: path)
        return list().first { $0.name == keptName } ?? Item(name: keptName, path: keptPath, made: now, size: 0)
    }
}
