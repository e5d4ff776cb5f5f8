import GRDB

/// Habit and device ids (UUID text) as small integers for `sync_day`, which holds a row per
/// habit and day: interned in `sync_key`, never removed (a few bytes each).
enum SyncKeys {
    /// The key of `text`, made on first use.
    static func id(_ db: Database, _ text: String) throws -> Int64 {
        if let id = try lookup(db, text) { return id }
        try db.cachedStatement(sql: "INSERT INTO sync_key (text) VALUES (?)").execute(arguments: [text])
        return db.lastInsertedRowID
    }

    /// The key of `text`, nil when it has none yet.
    static func lookup(_ db: Database, _ text: String) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM sync_key WHERE text = ?"), arguments: [text])
    }
}
