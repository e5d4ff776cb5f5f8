import GRDB
import GRDBSQLite

/// Binding and stepping a prepared statement by hand, for the imports' per-row INSERTs:
/// GRDB's record insertion builds the same statement again for every row.
enum BoundStatement {
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Binds `text`, or NULL for nil.
    static func bind(_ s: OpaquePointer, _ i: Int32, _ text: String?) {
        guard let text else {
            sqlite3_bind_null(s, i)
            return
        }
        sqlite3_bind_text(s, i, text, -1, transient)
    }

    /// Runs an INSERT or UPDATE; a failure throws as GRDB's errors do.
    static func step(_ s: OpaquePointer, _ db: Database) throws {
        let code = sqlite3_step(s)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
                                sql: String(cString: sqlite3_sql(s)))
        }
    }
}
