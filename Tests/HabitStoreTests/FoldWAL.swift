import GRDB

/// Folds the -wal file into the database file, as the last connection's close does, so that
/// the file's bytes (and its header) are the whole database.
func foldWAL(_ path: String) throws {
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    try queue.close()
}
