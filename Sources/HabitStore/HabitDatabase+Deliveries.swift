import Foundation
import GRDB
import HabitCore

extension HabitDatabase {
    /// Writes ledger entries; a later outcome for the same reminder and date replaces the
    /// earlier one (shown → snoozed → done from the notification).
    public func record(_ deliveries: [Delivery]) throws {
        guard !deliveries.isEmpty else { return }
        try writer.write { db in
            for d in deliveries {
                try db.execute(sql: """
                    INSERT INTO delivery (habit_id, date, reminder, outcome, planned_at, recorded_at) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (habit_id, date, reminder) DO UPDATE SET outcome = excluded.outcome, recorded_at = excluded.recorded_at
                    """, arguments: [d.habitID, d.date, d.reminder.description, d.outcome.rawValue,
                                     UnixSeconds.value(d.plannedAt), UnixSeconds.value(d.recordedAt)])
            }
        }
    }

    /// Ledger entries for dates from `from` on.
    public func deliveries(from: CivilDate) throws -> [Delivery] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM delivery WHERE date >= ? ORDER BY planned_at", arguments: [from]).compactMap { row in
                guard let date = CivilDate(parsing: row["date"]), let time = try? WallTime.parse(row["reminder"]),
                      let outcome = DeliveryOutcome(rawValue: row["outcome"]) else { return nil }
                return Delivery(habitID: row["habit_id"], date: date, reminder: time, outcome: outcome,
                                plannedAt: UnixSeconds.date(row["planned_at"]), recordedAt: UnixSeconds.date(row["recorded_at"]))
            }
        }
    }
}
