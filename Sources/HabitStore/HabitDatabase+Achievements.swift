import Foundation
import GRDB
import HabitCore

extension HabitDatabase {
    /// The daemon's check after a habit's log changed: its whole history, the achievements
    /// live on `today`, and of those the ones the store had not recorded (now recorded).
    public func newAchievements(of habit: Habit, today: CivilDate, weekStart: Weekday, skipsKeepStreak: Bool,
                                at now: Date) throws -> [Achievement] {
        let rules = HabitRules(habit: habit, log: try history(of: habit), weekStart: weekStart)
        return try recordNew(rules.achievements(on: today, skipsKeepStreak: skipsKeepStreak), habitID: habit.id!, at: now)
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
