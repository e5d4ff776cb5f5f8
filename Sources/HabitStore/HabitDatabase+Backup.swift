import Foundation
import GRDB
import HabitCore

extension HabitDatabase {
    /// Everything, in one read transaction.
    public func export() throws -> Backup {
        try writer.read { db in
            let habits = try Self.fetchHabits(db, includeArchived: true).sorted { ($0.id ?? 0) < ($1.id ?? 0) }
            let completions = Dictionary(grouping: try CompletionRecord.order(CompletionRecord.Columns.habitId, CompletionRecord.Columns.date, CompletionRecord.Columns.seq).fetchAll(db), by: \.habitId)
            let skips = Dictionary(grouping: try SkipRecord.order(SkipRecord.Columns.habitId, SkipRecord.Columns.date).fetchAll(db), by: \.habitId)
            let settings = Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT key, value FROM setting")
                .map { ($0["key"] as String, $0["value"] as String) })
            return Backup(
                settings: settings,
                categories: try Self.fetchCategories(db).map(\.name),
                habits: habits.map { h in
                    var h2 = h
                    h2.id = nil
                    return Backup.HabitEntry(habit: h2,
                                             completions: (completions[h.id!] ?? []).map { Backup.Entry($0.completion) },
                                             skips: (skips[h.id!] ?? []).map { Backup.SkipEntry($0.skip) })
                })
        }
    }

    /// Imports a backup in one transaction: all of it or nothing. With `replace`, the
    /// database is emptied first; otherwise a habit whose name already exists is an error.
    public func importBackup(_ backup: Backup, replace: Bool) throws {
        try backup.validate()
        try writer.write { db in
            if replace {
                try db.execute(sql: "DELETE FROM habit; DELETE FROM category; DELETE FROM setting;")
            }
            for name in backup.categories {
                if try CategoryRecord.filter(CategoryRecord.Columns.nameKey == Validate.nameKey(name)).fetchCount(db) == 0 {
                    var r = CategoryRecord(id: nil, name: name, nameKey: Validate.nameKey(name))
                    try r.insert(db)
                }
            }
            for (key, value) in backup.settings {
                try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                               arguments: [key, value])
            }
            for entry in backup.habits {
                var habit = entry.habit
                habit.id = nil
                try Self.validate(db, habit, excluding: nil)
                var record = HabitRecord(habit, categoryID: try Self.categoryID(db, habit.category))
                try record.insert(db)
                let id = record.id!
                try Self.saveReminders(db, habitID: id, habit.reminders)
                var seqs: [CivilDate: Int] = [:]
                for c in entry.completions {
                    let seq = (seqs[c.date] ?? 0) + 1
                    seqs[c.date] = seq
                    try CompletionRecord(c.completion(habitID: id), seq: seq).insert(db)
                }
                for s in entry.skips { try SkipRecord(s.skip(habitID: id)).insert(db) }
                habit.id = id
                try Self.rebuildState(db, habit: habit, try foldSettings(db))
            }
        }
    }
}
