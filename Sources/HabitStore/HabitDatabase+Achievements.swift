import Foundation
import GRDB
import HabitCore

extension HabitDatabase {
    /// Records achievements of one habit and returns the ones not recorded before, in one
    /// transaction: each achievement is new exactly once, whoever asks.
    public func recordNew(_ achievements: [Achievement], habitID: Int64, at now: Date) throws -> [Achievement] {
        guard !achievements.isEmpty else { return [] }
        return try writer.write { db in
            try achievements.filter { a in
                try db.execute(sql: "INSERT OR IGNORE INTO achievement (habit_id, key, recorded_at) VALUES (?, ?, ?)",
                               arguments: [habitID, a.key, UnixSeconds.value(now)])
                return db.changesCount > 0
            }
        }
    }
}
