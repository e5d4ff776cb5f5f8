import FoundationEssentials
import GRDB
import HabitSync

/// This device's place in the shared journal (`sync_meta`): its id, the synced folder, its
/// hybrid clock and the sequence its next operation takes. Absent until `sync setup`.
struct SyncMeta {
    var device: String
    var folder: String
    var clock: HybridClock
    var nextSeq: Int64

    /// Whether sync is on, in one cached lookup: what every write asks first.
    static func isOn(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM sync_meta WHERE key = 'device'")) ?? false
    }

    static func read(_ db: Database) throws -> SyncMeta? {
        // Read at every command's start (`CommandSync`), so with SQLite's C calls (`RawRows`).
        var rows: [String: String] = [:]
        try RawRows.each(db, db.cachedStatement(sql: "SELECT key, value FROM sync_meta")) { rows[$0.text(0)] = $0.text(1) }
        guard let device = rows["device"], let folder = rows["folder"] else { return nil }
        let latest = rows["clock"].flatMap(HLC.init)
        return SyncMeta(device: device, folder: folder, clock: HybridClock(device: device, latest: latest),
                        nextSeq: rows["next_seq"].flatMap { Int64($0) } ?? 1)
    }

    func save(_ db: Database) throws {
        for (key, value) in [("device", device), ("folder", folder), ("clock", clock.latest.description), ("next_seq", "\(nextSeq)")] {
            try db.execute(sql: "INSERT INTO sync_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           arguments: [key, value])
        }
    }

    static func millis(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded(.down)) }
}
