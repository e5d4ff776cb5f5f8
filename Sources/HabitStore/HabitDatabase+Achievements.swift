import Foundation
import GRDB
import HabitCore

extension HabitDatabase {
    /// The daemon's check after a habit's log changed: the achievements live on `today`
    /// (streaks from the derived state, the period from `recent`, the habit over a log
    /// holding at least today's week or month), and of those the ones the store had not
    /// recorded (now recorded).
    public func newAchievements(of recent: HabitRules, today: CivilDate, skipsKeepStreak: Bool, at now: Date) throws -> [Achievement] {
        let habit = recent.habit
        let fold = try progress(of: habit, through: today, weekStart: recent.weekStart, skipsKeepStreak: skipsKeepStreak).fold
        return try recordNew(recent.achievements(on: today, streaks: fold.streaks, skipsKeepStreak: skipsKeepStreak),
                             habitID: habit.id!, at: now)
    }

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
