import FoundationEssentials
import GRDB
import GRDBSQLite
import HabitCore

/// The imports' per-row INSERTs of completions and skips, through two statements prepared
/// once and bound by hand: GRDB's record insertion built the same INSERT again for every row
/// (most of an import's time). The caller rebuilds the habits' derived state afterwards.
struct LogRowInserts {
    private let db: Database
    private let completion: Statement
    private let skip: Statement
    private let decline: Statement

    init(_ db: Database) throws {
        self.db = db
        completion = try db.makeStatement(sql: """
            INSERT INTO completion (habit_id, date, seq, count, value, note, source, recorded_at, mood, memo_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        skip = try db.makeStatement(sql: "INSERT INTO skip (habit_id, date, note, recorded_at) VALUES (?, ?, ?, ?)")
        decline = try db.makeStatement(sql: "INSERT INTO decline (habit_id, date, note, recorded_at) VALUES (?, ?, ?, ?)")
    }

    func completion(habitID: Int64, date: CivilDate, seq: Int = 1, count: Int = 1, value: Double?, note: String?,
                    mood: Mood? = nil, source: CompletionSource, recordedAt: Date, memoAt: Date? = nil) throws {
        let s = completion.sqliteStatement
        sqlite3_reset(s)
        sqlite3_bind_int64(s, 1, habitID)
        Self.bind(s, 2, date.description)
        sqlite3_bind_int64(s, 3, Int64(seq))
        sqlite3_bind_int64(s, 4, Int64(count))
        if let value { sqlite3_bind_double(s, 5, value) } else { sqlite3_bind_null(s, 5) }
        Self.bind(s, 6, note)
        Self.bind(s, 7, source.rawValue)
        sqlite3_bind_int64(s, 8, UnixSeconds.value(recordedAt))
        if let mood { sqlite3_bind_int64(s, 9, Int64(mood.rawValue)) } else { sqlite3_bind_null(s, 9) }
        if let memoAt { sqlite3_bind_int64(s, 10, UnixSeconds.value(memoAt)) } else { sqlite3_bind_null(s, 10) }
        try step(s)
    }

    func skip(habitID: Int64, date: CivilDate, note: String?, recordedAt: Date) throws {
        try mark(skip, habitID: habitID, date: date, note: note, recordedAt: recordedAt)
    }

    func decline(habitID: Int64, date: CivilDate, note: String?, recordedAt: Date) throws {
        try mark(decline, habitID: habitID, date: date, note: note, recordedAt: recordedAt)
    }

    /// A row of `skip` or `decline` (the same columns).
    private func mark(_ statement: Statement, habitID: Int64, date: CivilDate, note: String?, recordedAt: Date) throws {
        let s = statement.sqliteStatement
        sqlite3_reset(s)
        sqlite3_bind_int64(s, 1, habitID)
        Self.bind(s, 2, date.description)
        Self.bind(s, 3, note)
        sqlite3_bind_int64(s, 4, UnixSeconds.value(recordedAt))
        try step(s)
    }

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Binds `text`, or NULL for nil.
    private static func bind(_ s: OpaquePointer, _ i: Int32, _ text: String?) {
        guard let text else {
            sqlite3_bind_null(s, i)
            return
        }
        sqlite3_bind_text(s, i, text, -1, transient)
    }

    /// A failure throws as GRDB's errors do.
    private func step(_ s: OpaquePointer) throws {
        let code = sqlite3_step(s)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
                                sql: String(cString: sqlite3_sql(s)))
        }
    }
}
