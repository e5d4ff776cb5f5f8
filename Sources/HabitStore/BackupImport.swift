import FoundationEssentials
import GRDB
import HabitCore

/// An import in progress, inside one write transaction: the reader of a file hands it
/// categories, settings, habits and their entries as it reads them, so nothing bigger than
/// one habit's definition is held. Each piece is checked as typed input is (names, text,
/// counts, settings, categories; format and version at the end); anything thrown rolls the
/// whole import back (`HabitDatabase.importBackup`).
///
/// Completions and skips are written through `LogRowInserts`.
public final class BackupImport {
    let db: Database
    let store: HabitDatabase
    private let inserts: LogRowInserts
    private var fileCategories = Set<String>()
    /// Categories habits named before the file listed them (keys come in any order): each
    /// must be listed by the end.
    private var pendingCategories: [String: String] = [:]
    private var imported: [Habit] = []
    /// The next `seq` per date of the habit being imported.
    private var seqs: [CivilDate: Int] = [:]
    public private(set) var completions = 0
    public private(set) var habits = 0
    /// The habits' names, in the file's order (a dry run's report names them).
    public var names: [String] { imported.map(\.name) }
    var format: String?
    var version: Int?

    init(_ db: Database, store: HabitDatabase) throws {
        self.db = db
        self.store = store
        inserts = try LogRowInserts(db)
    }

    /// The file's `format` and `version`, checked when the import finishes (keys come in any order).
    public func header(format: String?, version: Int?) {
        if let format { self.format = format }
        if let version { self.version = version }
    }

    public func category(_ raw: String) throws {
        let name = try Validate.categoryName(raw)
        guard fileCategories.insert(Validate.nameKey(name)).inserted else { throw HabitError.duplicateCategory(name) }
        pendingCategories[Validate.nameKey(name)] = nil
        try HabitDatabase.ensureCategory(db, name)
    }

    public func setting(_ key: String, _ value: String) throws {
        var scratch = Settings()
        try SettingKey.parse(key).apply(value, to: &scratch)
        try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                       arguments: [key, value])
    }

    /// Saves a habit (its category must be one the file lists); its entries follow.
    public func habit(_ h: Habit) throws -> Habit {
        try HabitDatabase.validate(db, h, excluding: nil)
        if let c = h.category, !fileCategories.contains(Validate.nameKey(c)) {
            pendingCategories[Validate.nameKey(c)] = c
            try HabitDatabase.ensureCategory(db, try Validate.categoryName(c))
        }
        let habit = try HabitDatabase.saveNew(db, h)
        imported.append(habit)
        habits += 1
        seqs = [:]
        return habit
    }

    /// A note is refused as a typed one would be (`Validate.note`) but kept as the backup has
    /// it: a restore gives back what the store held.
    public func completion(_ c: Backup.Entry, of habit: Habit) throws {
        _ = try Validate.count(c.count)
        _ = try Validate.note(c.note, field: "The note of \(habit.name) on \(c.date)")
        let seq = (seqs[c.date] ?? 0) + 1
        seqs[c.date] = seq
        try inserts.completion(habitID: habit.id!, date: c.date, seq: seq, count: c.count, value: c.value, note: c.note, mood: c.mood,
                               source: c.source, recordedAt: c.recordedAt, memoAt: c.memoAt)
        completions += 1
    }

    public func skip(_ k: Backup.SkipEntry, of habit: Habit) throws {
        _ = try Validate.note(k.note, field: "The note of \(habit.name)'s skip on \(k.date)")
        try inserts.skip(habitID: habit.id!, date: k.date, note: k.note, recordedAt: k.recordedAt)
    }

    public func decline(_ k: Backup.SkipEntry, of habit: Habit) throws {
        guard habit.kind == .build else {
            throw HabitError.invalidImport("\(habit.name) is a habit to quit: it says no with a slip, not a decline (\(k.date))")
        }
        _ = try Validate.note(k.note, field: "The note of \(habit.name)'s no on \(k.date)")
        try inserts.decline(habitID: habit.id!, date: k.date, note: k.note, recordedAt: k.recordedAt)
    }

    /// The header checked, and each imported habit's derived state built from its log.
    func finish() throws {
        guard let format, format == Backup.formatName else { throw HabitError.invalidImport("not a habitd export (format '\(format ?? "")')") }
        guard let version else { throw HabitError.invalidImport("missing 'version'") }
        guard version <= Backup.currentVersion else { throw HabitError.invalidImport("export version \(version) is newer than this habitctl") }
        if let unlisted = pendingCategories.values.sorted().first { throw HabitError.unknownCategory(unlisted) }
        // A day says one thing: done (or skipped), or no.
        if let row = try Row.fetchOne(db, sql: """
            SELECT h.name, d.date FROM decline d JOIN habit h ON h.id = d.habit_id
             WHERE EXISTS (SELECT 1 FROM completion c WHERE c.habit_id = d.habit_id AND c.date = d.date)
                OR EXISTS (SELECT 1 FROM skip k WHERE k.habit_id = d.habit_id AND k.date = d.date)
             LIMIT 1
            """) {
            throw HabitError.invalidImport("\(row[0] as String) on \(row[1] as String) is both answered and said no to")
        }
        let fs = try store.foldSettings(db)
        for habit in imported { try HabitDatabase.rebuildState(db, habit: habit, fs) }
        try HabitDatabase.journalEverything(db, now: fs.now)
    }
}

extension HabitDatabase {
    /// Imports in one transaction: all of it or nothing. `read` hands the file's contents to
    /// the `BackupImport` as it reads them. With `replace`, the database is emptied first;
    /// otherwise a habit whose name already exists is an error.
    /// `dryRun`: everything is read and checked as for real, then rolled back.
    @discardableResult
    public func importBackup(replace: Bool, dryRun: Bool = false, _ read: (BackupImport) throws -> Void) throws -> BackupImportCount {
        do {
            return try writer.write { db in
                try Self.touchEverything(db)
                if replace { try db.execute(sql: "DELETE FROM habit; DELETE FROM category; DELETE FROM setting;") }
                let session = try BackupImport(db, store: self)
                try read(session)
                try session.finish()
                let count = BackupImportCount(habits: session.habits, completions: session.completions, names: session.names)
                if dryRun { throw DryRunDone(count: count) }
                return count
            }
        } catch let done as DryRunDone {
            return done.count
        }
    }

    /// Ends a dry run's transaction (rolling it back) with what it would have imported.
    private struct DryRunDone: Error {
        let count: BackupImportCount
    }

    /// Imports a backup held whole in memory (see `importBackup(replace:_:)`: the session
    /// checks each piece as it writes it).
    public func importBackup(_ backup: Backup, replace: Bool) throws {
        try importBackup(replace: replace) { session in
            session.header(format: backup.format, version: backup.version)
            for c in backup.categories { try session.category(c) }
            for (key, value) in backup.settings { try session.setting(key, value) }
            for entry in backup.habits {
                let habit = try session.habit(entry.habit)
                for c in entry.completions { try session.completion(c, of: habit) }
                for s in entry.skips { try session.skip(s, of: habit) }
                for d in entry.declines ?? [] { try session.decline(d, of: habit) }
            }
        }
    }
}

/// What a backup's import brought (or, in a dry run, would bring).
public struct BackupImportCount: Sendable {
    public let habits: Int
    public let completions: Int
    /// The habits' names, in the file's order.
    public let names: [String]
}
