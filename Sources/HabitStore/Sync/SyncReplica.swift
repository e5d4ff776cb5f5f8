import GRDB
import HabitCore
import HabitSync

/// The replicated state as the store keeps it (`sync_field`, `sync_day`, `sync_tombstone`):
/// `ReplicaState`'s fold, row by row. Local writes stamp what they change here as they journal
/// it; other devices' operations win here first, and only then reach the habit tables.
enum SyncReplica {
    static func field(_ db: Database, _ habit: String, _ name: String) throws -> (clock: HLC, value: String?)? {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT hlc, value FROM sync_field WHERE habit = ? AND field = ?"),
                                         arguments: [habit, name]),
              let clock = HLC(row[0] as String) else { return nil }
        return (clock, row[1])
    }

    static func fields(_ db: Database, _ habit: String) throws -> [String: String] {
        Dictionary(uniqueKeysWithValues: try Row.fetchAll(
            db.cachedStatement(sql: "SELECT field, value FROM sync_field WHERE habit = ? AND value IS NOT NULL"), arguments: [habit])
            .map { ($0[0] as String, $0[1] as String) })
    }

    static func setField(_ db: Database, _ habit: String, _ name: String, _ clock: HLC, _ value: String?) throws {
        try db.cachedStatement(sql: """
            INSERT INTO sync_field (habit, field, hlc, value) VALUES (?, ?, ?, ?)
            ON CONFLICT (habit, field) DO UPDATE SET hlc = excluded.hlc, value = excluded.value
            """).execute(arguments: [habit, name, clock.description, value])
    }

    static func day(_ db: Database, _ habit: String, _ date: CivilDate) throws -> (clock: HLC, text: String)? {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT hlc, log FROM sync_day WHERE habit = ? AND date = ?"),
                                         arguments: [habit, date]),
              let clock = HLC(row[0] as String) else { return nil }
        return (clock, row[1])
    }

    /// Every day the replica holds for `habit`, as `DayLog.text`.
    static func days(_ db: Database, _ habit: String) throws -> [CivilDate: String] {
        var out: [CivilDate: String] = [:]
        for row in try Row.fetchAll(db.cachedStatement(sql: "SELECT date, log FROM sync_day WHERE habit = ?"), arguments: [habit]) {
            if let date = CivilDate(parsing: row[0]) { out[date] = row[1] }
        }
        return out
    }

    static func setDay(_ db: Database, _ habit: String, _ date: CivilDate, _ clock: HLC, _ text: String) throws {
        try db.cachedStatement(sql: """
            INSERT INTO sync_day (habit, date, hlc, log) VALUES (?, ?, ?, ?)
            ON CONFLICT (habit, date) DO UPDATE SET hlc = excluded.hlc, log = excluded.log
            """).execute(arguments: [habit, date, clock.description, text])
    }

    static func tombstone(_ db: Database, _ habit: String) throws -> HLC? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT hlc FROM sync_tombstone WHERE habit = ?"), arguments: [habit]).flatMap(HLC.init)
    }

    /// The habit is gone for good: its fields and days go, the tombstone stays.
    static func setTombstone(_ db: Database, _ habit: String, _ clock: HLC) throws {
        try db.execute(sql: """
            INSERT INTO sync_tombstone (habit, hlc) VALUES (?, ?) ON CONFLICT (habit) DO UPDATE SET hlc = excluded.hlc;
            DELETE FROM sync_field WHERE habit = ?;
            DELETE FROM sync_day WHERE habit = ?;
            """, arguments: [habit, clock.description, habit, habit])
    }
}
