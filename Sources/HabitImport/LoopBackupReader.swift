import FoundationEssentials
import GRDBSQLite
import HabitCore
import Posix

/// Reads Loop Habit Tracker's database backup (its "Export full backup" `.db` file) of any
/// schema version Loop's own importer accepts: 9 (the first of Loop's SQL migrations) to 25.
/// Columns the file's version lacks are filled in as Loop's migrations fill them, so that the
/// file itself is never migrated: it is opened read-only and immutable (no journal, no lock
/// files beside it).
public struct LoopBackupReader {
    public static let newestVersion = 25
    public static let oldestVersion = 9

    public let path: String

    public init(path: String) {
        self.path = path
    }

    public struct Contents: Sendable {
        public var schemaVersion: Int
        /// In Loop's order (its `position`), each with its entries by date.
        public var habits: [(row: LoopHabitRow, entries: [LoopEntryRow])]
    }

    public func read() throws -> Contents {
        let header: [UInt8]
        do throws(SystemCallError) {
            let fd = try FileDescriptor.open(path, .readOnly)
            defer { fd.close() }
            header = try fd.read(count: 16, at: 0)
        } catch {
            throw HabitError.invalidImport("cannot read \(path): \(error.reason)")
        }
        guard header == Array("SQLite format 3\0".utf8) else {
            throw HabitError.invalidImport("\(path) is not a Loop backup (not an SQLite database)")
        }
        var handle: OpaquePointer?
        defer { sqlite3_close_v2(handle) }
        var uri = URLComponents()
        uri.scheme = "file"
        uri.path = path
        uri.queryItems = [URLQueryItem(name: "immutable", value: "1")]
        guard sqlite3_open_v2(uri.string ?? path, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nil) == SQLITE_OK, let db = handle else {
            throw failure(handle)
        }
        let version = try texts(db, "PRAGMA user_version").first.flatMap { Int($0) } ?? 0
        let tables = Set(try texts(db, "SELECT lower(name) FROM sqlite_master WHERE type = 'table'"))
        for table in ["habits", "repetitions"] where !tables.contains(table) {
            throw HabitError.invalidImport("\(path) is not a Loop backup: it has no \(table == "habits" ? "Habits" : "Repetitions") table")
        }
        guard version <= Self.newestVersion else {
            throw HabitError.invalidImport("\(path) comes from a newer Loop (schema \(version)); this habitctl reads schema \(Self.oldestVersion) to \(Self.newestVersion)")
        }
        guard version >= Self.oldestVersion else {
            throw HabitError.invalidImport("\(path) has Loop schema \(version), older than any Loop imports (\(Self.oldestVersion))")
        }
        let habitColumns = Set(try texts(db, "SELECT lower(name) FROM pragma_table_info('Habits')"))
        let repetitionColumns = Set(try texts(db, "SELECT lower(name) FROM pragma_table_info('Repetitions')"))
        func column(_ name: String, or fallback: String) -> String { habitColumns.contains(name) ? name : fallback }
        let habitSQL = """
            SELECT id, name, \(column("question", or: "NULL")), description, freq_num, freq_den, color, archived,
                   reminder_hour, reminder_min, \(column("reminder_days", or: "127")), \(column("type", or: "0")),
                   \(column("target_type", or: "0")), \(column("target_value", or: "0")), \(column("unit", or: "''")),
                   \(column("uuid", or: "NULL"))
            FROM Habits ORDER BY position, id
            """
        var habits: [(row: LoopHabitRow, entries: [LoopEntryRow])] = []
        var index: [Int64: Int] = [:]
        try each(db, habitSQL) { r in
            guard let id = r.int64(0) else { return }
            var description = r.text(3)
            var question = r.text(2)
            // Before schema 23 the description column held the question (migration 23 moves it).
            if version < 23 { (question, description) = (description, nil) }
            let row = LoopHabitRow(
                id: id, name: r.text(1) ?? "", question: question, description: description,
                freqNum: r.int(4) ?? 1, freqDen: r.int(5) ?? 1,
                color: LoopMapping.colorIndex(stored: r.int(6) ?? 0, schemaVersion: version),
                archived: (r.int(7) ?? 0) != 0, reminderHour: r.int(8), reminderMin: r.int(9),
                reminderDays: r.int(10) ?? 127, numerical: r.int(11) == 1, targetType: r.int(12) ?? 0,
                targetValue: r.double(13) ?? 0, unit: r.text(14) ?? "", uuid: r.text(15).flatMap { $0.isEmpty ? nil : $0 })
            index[id] = habits.count
            habits.append((row, []))
        }
        // Before schema 22 a day could be written twice: the first row wins, as migration 22 keeps it.
        let entrySQL = """
            SELECT habit, timestamp, \(repetitionColumns.contains("value") ? "value" : "2"),
                   \(repetitionColumns.contains("notes") ? "notes" : "NULL")
            FROM Repetitions WHERE habit IS NOT NULL AND timestamp IS NOT NULL ORDER BY habit, timestamp, id
            """
        var last: (Int64, Int64)?
        try each(db, entrySQL) { r in
            guard let habit = r.int64(0), let ts = r.int64(1), let i = index[habit] else { return }
            if let last, last == (habit, ts) { return }
            last = (habit, ts)
            habits[i].entries.append(LoopEntryRow(date: LoopEntryRow.date(millis: ts), value: r.int(2) ?? 2, notes: r.text(3)))
        }
        return Contents(schemaVersion: version, habits: habits)
    }

    private func failure(_ db: OpaquePointer?) -> HabitError {
        let reason = db.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) } ?? "cannot open"
        return HabitError.invalidImport("cannot read \(path): \(reason)")
    }

    /// One result row, read by column position.
    struct Row {
        let statement: OpaquePointer
        func isNull(_ i: Int32) -> Bool { sqlite3_column_type(statement, i) == SQLITE_NULL }
        func int64(_ i: Int32) -> Int64? { isNull(i) ? nil : sqlite3_column_int64(statement, i) }
        func int(_ i: Int32) -> Int? { int64(i).map { Int(truncatingIfNeeded: $0) } }
        func double(_ i: Int32) -> Double? { isNull(i) ? nil : sqlite3_column_double(statement, i) }
        func text(_ i: Int32) -> String? { isNull(i) ? nil : sqlite3_column_text(statement, i).map { String(cString: $0) } }
    }

    private func each(_ db: OpaquePointer, _ sql: String, _ body: (Row) throws -> Void) throws {
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK, let s = statement else { throw failure(db) }
        while true {
            let code = sqlite3_step(s)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else { throw failure(db) }
            try body(Row(statement: s))
        }
    }

    /// The first column of every row, as text (NULL as "").
    private func texts(_ db: OpaquePointer, _ sql: String) throws -> [String] {
        var out: [String] = []
        try each(db, sql) { out.append($0.text(0) ?? "") }
        return out
    }
}
