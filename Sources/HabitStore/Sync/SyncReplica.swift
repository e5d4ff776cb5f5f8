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

    /// The clock and digest of `habit`'s `date`.
    static func day(_ db: Database, _ habit: String, _ date: CivilDate) throws -> (clock: HLC, digest: Int64)? {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT d.clock, k.text, d.hash FROM sync_day d JOIN sync_key k ON k.id = d.device
            WHERE d.habit = (SELECT id FROM sync_key WHERE text = ?) AND d.date = ?
            """), arguments: [habit, date]) else { return nil }
        return (unpacked(row[0], device: row[1]), row[2])
    }

    /// Every day the replica holds for `habit`, as `DayLog.digest`; nil for a day whose text
    /// is kept (it won here but the habit tables do not hold it yet, so the tables' version
    /// of that day is not news).
    static func days(_ db: Database, _ habit: String) throws -> [CivilDate: Int64?] {
        var out: [CivilDate: Int64?] = [:]
        for row in try Row.fetchAll(db.cachedStatement(sql: """
            SELECT date, CASE WHEN log IS NULL THEN hash END FROM sync_day WHERE habit = (SELECT id FROM sync_key WHERE text = ?)
            """), arguments: [habit]) {
            if let date = CivilDate(parsing: row[0]) { out[date] = .some(row[1]) }
        }
        return out
    }

    /// Stamps `habit`'s `date` with `clock` and `log`'s digest. The text is kept only when
    /// `keepText` (a habit the tables cannot hold yet); otherwise any kept text goes.
    static func setDay(_ db: Database, _ habit: String, _ date: CivilDate, _ clock: HLC, _ log: DayLog, keepText: Bool = false) throws {
        try db.cachedStatement(sql: """
            INSERT INTO sync_day (habit, date, clock, device, hash, log) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (habit, date) DO UPDATE SET clock = excluded.clock, device = excluded.device, hash = excluded.hash, log = excluded.log
            """).execute(arguments: [try SyncKeys.id(db, habit), date, packed(clock), try SyncKeys.id(db, clock.device), log.digest,
                                     keepText ? log.text : nil])
    }

    /// The days of `habit` whose text is kept, because the habit tables could not take them.
    static func keptDays(_ db: Database, _ habit: String) throws -> [CivilDate: DayLog] {
        var out: [CivilDate: DayLog] = [:]
        for row in try Row.fetchAll(db.cachedStatement(sql: """
            SELECT date, log FROM sync_day WHERE habit = (SELECT id FROM sync_key WHERE text = ?) AND log IS NOT NULL
            """), arguments: [habit]) {
            if let date = CivilDate(parsing: row[0]), let log = DayLog(text: row[1]) { out[date] = log }
        }
        return out
    }

    /// Keeps the text of `habit`'s `date` (already stamped), until the habit tables take it.
    static func keepText(_ db: Database, _ habit: String, _ date: CivilDate, _ log: DayLog) throws {
        try db.cachedStatement(sql: "UPDATE sync_day SET log = ? WHERE habit = (SELECT id FROM sync_key WHERE text = ?) AND date = ?")
            .execute(arguments: [log.text, habit, date])
    }

    /// The habit tables hold every day of `habit` now.
    static func dropKeptText(_ db: Database, _ habit: String) throws {
        try db.cachedStatement(sql: "UPDATE sync_day SET log = NULL WHERE habit = (SELECT id FROM sync_key WHERE text = ?) AND log IS NOT NULL")
            .execute(arguments: [habit])
    }

    /// Every day `device`'s own operations won, by habit: what its snapshot carries.
    static func ownDays(_ db: Database, device: String) throws -> [(habit: String, date: CivilDate, clock: HLC, digest: Int64)] {
        guard let key = try SyncKeys.lookup(db, device) else { return [] }
        return try Row.fetchAll(db, sql: """
            SELECT k.text, d.date, d.clock, d.hash FROM sync_day d JOIN sync_key k ON k.id = d.habit
            WHERE d.device = ? ORDER BY k.text, d.date
            """, arguments: [key]).compactMap { row in
            guard let date = CivilDate(parsing: row[1]) else { return nil }
            return (row[0], date, unpacked(row[2], device: device), row[3])
        }
    }

    /// A clock as one integer that sorts as it does (the device aside): millis, then counter.
    static func packed(_ clock: HLC) -> Int64 { clock.millis << 16 | Int64(clock.counter) }

    static func unpacked(_ value: Int64, device: String) -> HLC {
        HLC(millis: value >> 16, counter: Int(value & 0xFFFF), device: device)
    }

    static func tombstone(_ db: Database, _ habit: String) throws -> HLC? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT hlc FROM sync_tombstone WHERE habit = ?"), arguments: [habit]).flatMap(HLC.init)
    }

    /// The habit is gone for good: its fields and days go, the tombstone stays.
    static func setTombstone(_ db: Database, _ habit: String, _ clock: HLC) throws {
        try db.execute(sql: """
            INSERT INTO sync_tombstone (habit, hlc) VALUES (?, ?) ON CONFLICT (habit) DO UPDATE SET hlc = excluded.hlc;
            DELETE FROM sync_field WHERE habit = ?;
            DELETE FROM sync_day WHERE habit = (SELECT id FROM sync_key WHERE text = ?);
            """, arguments: [habit, clock.description, habit, habit])
    }
}
