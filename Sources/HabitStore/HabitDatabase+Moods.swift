import GRDB
import HabitCore

extension HabitDatabase {
    /// How many completions of `habits` dated `from...through` said each mood (spec 004's
    /// memo): what `stats` shows as the mood distribution. Moods not said are absent.
    public func moodCounts(of habits: [Habit], from: CivilDate, through: CivilDate) throws -> [Mood: Int] {
        guard !habits.isEmpty else { return [:] }
        return try oneRead { try $0.moodCounts(of: habits, from: from, through: through) }
    }
}

extension StoreRead {
    /// `HabitDatabase.moodCounts`, inside this read.
    public func moodCounts(of habits: [Habit], from: CivilDate, through: CivilDate) throws -> [Mood: Int] {
        let ids = habits.compactMap(\.id)
        guard !ids.isEmpty else { return [:] }
        var out: [Mood: Int] = [:]
        let rows = try Row.fetchAll(db, sql: """
            SELECT c.mood, COUNT(*) FROM json_each(?) j CROSS JOIN completion c
             WHERE c.habit_id = j.value AND c.date BETWEEN ? AND ? AND c.mood IS NOT NULL
             GROUP BY c.mood
            """, arguments: [LogRows.idList(ids), from.description, through.description])
        for row in rows {
            if let m = Mood(rawValue: row[0]) { out[m] = row[1] }
        }
        return out
    }
}
