import FoundationEssentials
import GRDB
import HabitCore

extension HabitDatabase {
    /// Writes ledger entries; a later outcome for the same reminder and date replaces the
    /// earlier one (shown → snoozed → done from the notification).
    public func record(_ deliveries: [Delivery]) throws {
        guard !deliveries.isEmpty else { return }
        try writer.write { db in try Self.upsert(deliveries, db) }
    }

    static func upsert(_ deliveries: [Delivery], _ db: Database) throws {
        for d in deliveries {
            try db.execute(sql: """
                INSERT INTO delivery (habit_id, date, reminder, outcome, planned_at, recorded_at) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (habit_id, date, reminder) DO UPDATE SET outcome = excluded.outcome, recorded_at = excluded.recorded_at
                """, arguments: [d.habitID, d.date, d.key.reminderText, d.outcome.rawValue,
                                 UnixSeconds.value(d.plannedAt), UnixSeconds.value(d.recordedAt)])
        }
    }

    /// Ledger entries for dates from `from` on.
    public func deliveries(from: CivilDate) throws -> [Delivery] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM delivery WHERE date >= ? ORDER BY planned_at", arguments: [from]).compactMap { row in
                guard let date = CivilDate(parsing: row["date"]), let (time, nudge) = DeliveryKey.parse(reminderText: row["reminder"]),
                      let outcome = DeliveryOutcome(rawValue: row["outcome"]) else { return nil }
                return Delivery(habitID: row["habit_id"], date: date, reminder: time, nudge: nudge, outcome: outcome,
                                plannedAt: UnixSeconds.date(row["planned_at"]), recordedAt: UnixSeconds.date(row["recorded_at"]))
            }
        }
    }
}

/// A snoozed reminder waiting to come back.
public struct Snooze: Hashable, Sendable {
    public var habitID: Int64
    public var date: CivilDate
    public var reminders: [WallTime]
    public var until: Date

    public init(habitID: Int64, date: CivilDate, reminders: [WallTime], until: Date) {
        self.habitID = habitID
        self.date = date
        self.reminders = reminders
        self.until = until
    }
}

extension HabitDatabase {
    /// Sets (or replaces) a habit's snooze.
    public func save(_ snooze: Snooze) throws {
        try writer.write { db in try Self.upsert(snooze, db) }
    }

    static func upsert(_ snooze: Snooze, _ db: Database) throws {
        try touch(db, habitID: snooze.habitID)
        try db.execute(sql: """
            INSERT INTO snooze (habit_id, date, reminders, until) VALUES (?, ?, ?, ?)
            ON CONFLICT (habit_id) DO UPDATE SET date = excluded.date, reminders = excluded.reminders, until = excluded.until
            """, arguments: [snooze.habitID, snooze.date, snooze.reminders.map(\.description).joined(separator: ","),
                             UnixSeconds.value(snooze.until)])
    }

    public func removeSnooze(habitID: Int64) throws {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM snooze WHERE habit_id = ?", arguments: [habitID])
            try Self.touch(db, habitID: habitID)
        }
    }

    public func snoozes() throws -> [Snooze] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM snooze ORDER BY until").compactMap { row in
                guard let date = CivilDate(parsing: row["date"]) else { return nil }
                let times = (row["reminders"] as String).split(separator: ",").compactMap { try? WallTime.parse(String($0)) }
                return Snooze(habitID: row["habit_id"], date: date, reminders: times, until: UnixSeconds.date(row["until"]))
            }
        }
    }

    /// The instant the daemon last planned through; nil before its first run.
    public func lastAlive() throws -> Date? {
        try read { db in
            try String.fetchOne(db, sql: "SELECT value FROM daemon_state WHERE key = 'last_alive'").flatMap(ISOInstant.parse)
        }
    }

    public func setLastAlive(_ instant: Date) throws {
        try writer.write { db in
            try db.execute(sql: """
                INSERT INTO daemon_state (key, value) VALUES ('last_alive', ?)
                ON CONFLICT (key) DO UPDATE SET value = excluded.value
                """, arguments: [ISOInstant.format(instant)])
        }
    }
}
