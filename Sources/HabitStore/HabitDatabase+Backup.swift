import FoundationEssentials
import GRDB
import HabitCore

extension HabitDatabase {
    /// Everything, in one read transaction. Habits in the order they were added here; when
    /// syncing, by creation time then UUID instead, the order every device agrees on (each
    /// added the others' habits as they arrived), and categories by name for the same reason.
    public func export() throws -> Backup {
        try read { db in
            let syncing = try SyncMeta.isOn(db)
            let habits = try Self.fetchHabits(db, includeArchived: true).sorted {
                syncing ? ($0.createdAt, $0.uuid ?? "") < ($1.createdAt, $1.uuid ?? "") : ($0.id ?? 0) < ($1.id ?? 0)
            }
            let completions = Dictionary(grouping: try CompletionRecord.order(CompletionRecord.Columns.habitId, CompletionRecord.Columns.date, CompletionRecord.Columns.seq).fetchAll(db), by: \.habitId)
            let skips = Dictionary(grouping: try SkipRecord.order(SkipRecord.Columns.habitId, SkipRecord.Columns.date).fetchAll(db), by: \.habitId)
            let declines = Dictionary(grouping: try DeclineRecord.order(DeclineRecord.Columns.habitId, DeclineRecord.Columns.date).fetchAll(db), by: \.habitId)
            let settings = Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT key, value FROM setting")
                .map { ($0["key"] as String, $0["value"] as String) })
            return Backup(
                settings: settings,
                categories: syncing ? try Self.fetchCategories(db).map(\.name).sorted() : try Self.fetchCategories(db).map(\.name),
                habits: habits.map { h in
                    var h2 = h
                    h2.id = nil
                    return Backup.HabitEntry(habit: h2,
                                             completions: (completions[h.id!] ?? []).map { Backup.Entry($0.completion) },
                                             skips: (skips[h.id!] ?? []).map { Backup.SkipEntry($0.skip) },
                                             declines: (declines[h.id!] ?? []).map { Backup.SkipEntry($0.skip) })
                })
        }
    }
}
