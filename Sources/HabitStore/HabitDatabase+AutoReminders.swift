import FoundationEssentials
import GRDB
import HabitCore

extension HabitDatabase {
    /// What `--remind auto` learned for each automatic habit among `habits`, as of its today
    /// (`today(habit)`): see `AutoReminder`. `zone(habit)`: the habit's zone.
    public func learnedReminders(for habits: [Habit], today: (Habit) -> CivilDate, zone: (Habit) -> Zone,
                                 offsets: ZoneOffsets) throws -> [Int64: AutoReminder.Learned] {
        let auto = habits.filter { $0.remindAuto && $0.id != nil }
        guard !auto.isEmpty else { return [:] }
        let from = auto.map { today($0).adding(days: -AutoReminder.days - 1) }.min()!
        let rows: [Int64: [(date: CivilDate, recordedAt: Date)]] = try read { db in
            var out: [Int64: [(date: CivilDate, recordedAt: Date)]] = [:]
            let statement = try db.makeStatement(sql: """
                SELECT c.habit_id, c.date, c.recorded_at FROM json_each(?) j CROSS JOIN completion c
                 WHERE c.habit_id = j.value AND c.date >= ?
                """)
            for row in try Row.fetchAll(statement, arguments: [LogRows.idList(auto.map { $0.id! }), from.description]) {
                guard let date = CivilDate(parsing: row[1]) else { continue }
                out[row[0], default: []].append((date, UnixSeconds.date(row[2])))
            }
            return out
        }
        var learned: [Int64: AutoReminder.Learned] = [:]
        for h in auto {
            learned[h.id!] = AutoReminder.learn(from: rows[h.id!] ?? [], today: today(h), zone: zone(h), offsets: offsets)
        }
        return learned
    }
}
