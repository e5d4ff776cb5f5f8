import GRDB
import GRDBSQLite
import HabitCore

/// Steps through rows whose first two columns are a habit id and a `YYYY-MM-DD` date, with
/// SQLite's C calls: the fast path of `HabitDatabase.logs(of:)`.
enum LogRows {
    /// A JSON array of habit ids, each once, for `FROM json_each(?) j CROSS JOIN t WHERE
    /// t.habit_id = j.value`: one statement text whatever the habits, so it is prepared once
    /// and cached (a literal list of 200 ids cost more to parse than the rows cost to read).
    /// The list drives the join, each id's range of the key in turn: `habit_id IN (SELECT
    /// value FROM json_each(?))` made SQLite build a temporary table of the ids, with a page
    /// cache of its own, per statement (docs/package.md). Each id once, the join's rows are
    /// the IN's (`daysTracked` keeps the IN, for its grouping).
    static func idList<S: Sequence>(_ ids: S) -> String where S.Element == Int64 {
        var seen = Set<Int64>()
        return "[" + ids.filter { seen.insert($0).inserted }.map(String.init).joined(separator: ",") + "]"
    }

    /// Steps a prepared (cached) statement with `arguments`, leaving it reset for its next use.
    static func each(_ db: Database, _ statement: Statement, _ arguments: StatementArguments,
                     _ body: (Int64, CivilDate, OpaquePointer) throws -> Void) throws {
        try RawRows.each(db, statement, arguments) { row in
            let id = row.int64(0)
            guard let date = date(row.statement, 1) else {
                throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "a log entry of habit \(id) has no valid date")
            }
            try body(id, date, row.statement)
        }
    }

    /// A `YYYY-MM-DD` column read from its bytes; nil for anything else.
    static func date(_ row: OpaquePointer, _ column: Int32) -> CivilDate? {
        guard sqlite3_column_bytes(row, column) == 10, let p = sqlite3_column_text(row, column),
              p[4] == UInt8(ascii: "-"), p[7] == UInt8(ascii: "-") else { return nil }
        func digits(_ range: Range<Int>) -> Int? {
            var n = 0
            for i in range {
                let d = Int(p[i]) - 48
                guard (0...9).contains(d) else { return nil }
                n = n * 10 + d
            }
            return n
        }
        guard let y = digits(0..<4), let m = digits(5..<7), let d = digits(8..<10) else { return nil }
        return CivilDate(year: y, month: m, day: d)
    }
}
