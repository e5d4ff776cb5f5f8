import GRDB
import GRDBSQLite
import HabitCore

/// A row's columns read by position: a GRDB `Row`, or the current row of a statement stepped
/// with SQLite's C calls (`RawRow`). A record that reads itself from either is written once;
/// the commands' every-start reads (habits, reminders, categories, settings, derived state)
/// take the C path (`RawRows`), since GRDB's generic cursors and `Row` cost more the first
/// time in a process than reading the rows does (docs/package.md, start-up).
protocol ColumnReader {
    func isNull(_ column: Int32) -> Bool
    func int64(_ column: Int32) -> Int64
    func double(_ column: Int32) -> Double
    /// The column as text; "" for NULL.
    func text(_ column: Int32) -> String
    /// The column's own value, as the store keeps a habit's fields.
    func fieldValue(_ column: Int32) -> FieldValue
}

extension ColumnReader {
    func optionalInt64(_ column: Int32) -> Int64? { isNull(column) ? nil : int64(column) }
    func int(_ column: Int32) -> Int { Int(int64(column)) }
    func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }
    func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }
}

extension Row: ColumnReader {
    func isNull(_ column: Int32) -> Bool { (self[Int(column)] as DatabaseValue).isNull }
    func int64(_ column: Int32) -> Int64 { (self[Int(column)] as Int64?) ?? 0 }
    func double(_ column: Int32) -> Double { (self[Int(column)] as Double?) ?? 0 }
    func text(_ column: Int32) -> String { (self[Int(column)] as String?) ?? "" }
    func fieldValue(_ column: Int32) -> FieldValue {
        switch (self[Int(column)] as DatabaseValue).storage {
        case .null, .blob: .null
        case .int64(let v): .int(v)
        case .double(let v): .double(v)
        case .string(let v): .text(v)
        }
    }
}

/// The row a statement stands on, read with SQLite's C calls (valid inside `RawRows.each`).
struct RawRow: ColumnReader {
    let statement: OpaquePointer

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }
    func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }
    func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
    func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(statement, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
    func fieldValue(_ column: Int32) -> FieldValue {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: .int(int64(column))
        case SQLITE_FLOAT: .double(double(column))
        case SQLITE_TEXT: .text(text(column))
        default: .null
        }
    }
}

/// Steps a prepared (cached) statement with SQLite's C calls.
enum RawRows {
    /// Each row of `statement` run with `arguments`, leaving the statement reset for its next use.
    static func each(_ db: Database, _ statement: Statement, _ arguments: StatementArguments = [],
                     _ body: (RawRow) throws -> Void) throws {
        try statement.setArguments(arguments)
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        while true {
            let step = sqlite3_step(handle)
            if step == SQLITE_DONE { return }
            guard step == SQLITE_ROW else {
                // The SQL only here: GRDB's `Statement.sql` trims it through Foundation.
                throw DatabaseError(resultCode: ResultCode(rawValue: step), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
                                    sql: String(cString: sqlite3_sql(handle)))
            }
            try body(RawRow(statement: handle))
        }
    }

    /// Every row of `statement` made into a value by `make`.
    static func all<T>(_ db: Database, _ statement: Statement, _ arguments: StatementArguments = [],
                       _ make: (RawRow) throws -> T) throws -> [T] {
        var out: [T] = []
        try each(db, statement, arguments) { out.append(try make($0)) }
        return out
    }
}
