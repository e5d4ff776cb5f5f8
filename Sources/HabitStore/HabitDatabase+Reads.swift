import Foundation
import GRDB
import HabitCore

/// What one read transaction saw: habits with their logs in a date window, and settings.
public struct StoreSnapshot: Sendable {
    public var habits: [Habit]
    public var completions: [Int64: [Completion]]
    public var skips: [Int64: [Skip]]
    public var settings: Settings
    public var categories: [Category]

    public func log(for habit: Habit) -> HabitLog {
        HabitLog(habit: habit, completions: completions[habit.id ?? -1] ?? [], skips: skips[habit.id ?? -1] ?? [])
    }
}

extension HabitDatabase {
    /// Habits (pinned first, then in creation order), with completions and skips between
    /// `from` and `to` inclusive (all dates when nil), in one consistent read.
    public func snapshot(includeArchived: Bool = true, habitNamed name: String? = nil,
                         from: CivilDate? = nil, to: CivilDate? = nil) throws -> StoreSnapshot {
        try writer.read { db in
            let habits = try name.map { [try Self.fetchHabit(db, named: $0)] }
                ?? Self.fetchHabits(db, includeArchived: includeArchived)
            let ids = habits.compactMap(\.id)
            var cq = CompletionRecord.filter(ids.contains(CompletionRecord.Columns.habitId))
            var sq = SkipRecord.filter(ids.contains(SkipRecord.Columns.habitId))
            if let from {
                cq = cq.filter(CompletionRecord.Columns.date >= from)
                sq = sq.filter(SkipRecord.Columns.date >= from)
            }
            if let to {
                cq = cq.filter(CompletionRecord.Columns.date <= to)
                sq = sq.filter(SkipRecord.Columns.date <= to)
            }
            let completions = try cq.order(CompletionRecord.Columns.habitId, CompletionRecord.Columns.date, CompletionRecord.Columns.seq).fetchAll(db)
            let skips = try sq.order(SkipRecord.Columns.habitId, SkipRecord.Columns.date).fetchAll(db)
            return StoreSnapshot(
                habits: habits,
                completions: Dictionary(grouping: completions.map(\.completion), by: \.habitID),
                skips: Dictionary(grouping: skips.map(\.skip), by: \.habitID),
                settings: try Self.fetchSettings(db),
                categories: try Self.fetchCategories(db))
        }
    }

    /// One habit by name, any letter case.
    public func habit(named name: String) throws -> Habit {
        try writer.read { db in try Self.fetchHabit(db, named: name) }
    }

    /// Every completion and skip of one habit, for its streaks (snapshots usually hold a
    /// window of recent dates only).
    public func history(of habit: Habit) throws -> HabitLog {
        try logs(of: [habit])[habit.id ?? -1] ?? HabitLog()
    }

    /// The whole logs of `habits`, in one read, folded per date as `HabitLog` folds them but
    /// without building a `Completion` per row: statistics read years of history.
    public func logs(of habits: [Habit]) throws -> [Int64: HabitLog] {
        let byID = Dictionary(uniqueKeysWithValues: habits.compactMap { h in h.id.map { ($0, h) } })
        guard !byID.isEmpty else { return [:] }
        // The primary keys start with habit_id, so this reads only these habits' rows.
        let ids = "(" + byID.keys.map(String.init).joined(separator: ",") + ")"
        return try writer.read { db in
            var dates: [String: CivilDate] = [:]  // a few thousand distinct dates for many rows
            func date(_ text: String) throws -> CivilDate {
                if let d = dates[text] { return d }
                guard let d = CivilDate(parsing: text) else {
                    throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "a log entry has no valid date: \(text)")
                }
                dates[text] = d
                return d
            }
            var tallies: [Int64: [CivilDate: DayTally]] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT habit_id, date, count, value FROM completion WHERE habit_id IN \(ids)")
            while let row = try rows.next() {
                let id: Int64 = row[0]
                guard let h = byID[id] else { continue }
                let count: Int = row[2]
                let implied = h.kind == .build ? (h.goal?.value ?? 0) * Double(count) : 0
                let value: Double? = row[3]
                let day = try date(row[1])
                tallies[id, default: [:]][day, default: DayTally()].count += count
                tallies[id, default: [:]][day, default: DayTally()].value += value ?? implied
            }
            var skips: [Int64: Set<CivilDate>] = [:]
            let skipRows = try Row.fetchCursor(db, sql: "SELECT habit_id, date FROM skip WHERE habit_id IN \(ids)")
            while let row = try skipRows.next() {
                let id: Int64 = row[0]
                if byID[id] != nil { skips[id, default: []].insert(try date(row[1])) }
            }
            return byID.mapValues { h in HabitLog(tallies: tallies[h.id!] ?? [:], skips: skips[h.id!] ?? []) }
        }
    }

    public func settings() throws -> Settings {
        try writer.read { db in try Self.fetchSettings(db) }
    }

    /// The raw stored settings (only keys that were set).
    public func storedSettings() throws -> [String: String] {
        try writer.read { db in
            Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT key, value FROM setting")
                .map { ($0["key"] as String, $0["value"] as String) })
        }
    }

    public func categories() throws -> [Category] {
        try writer.read { db in try Self.fetchCategories(db) }
    }

    // MARK: - Shared fetches (used inside read and write transactions)

    static func fetchHabits(_ db: Database, includeArchived: Bool) throws -> [Habit] {
        var request = HabitRecord.all()
        if !includeArchived { request = request.filter(HabitRecord.Columns.archived == false) }
        let records = try request.order(Column("pinned").desc, HabitRecord.Columns.id).fetchAll(db)
        let categories = Dictionary(uniqueKeysWithValues: try CategoryRecord.fetchAll(db).map { ($0.id!, $0.name) })
        let reminders = Dictionary(grouping: try ReminderRecord.fetchAll(db), by: \.habitId)
        return try records.map { r in
            try r.habit(category: r.categoryId.flatMap { categories[$0] },
                        reminders: (reminders[r.id!] ?? []).compactMap(\.reminder))
        }
    }

    static func fetchHabit(_ db: Database, named name: String) throws -> Habit {
        let key = Validate.nameKey(name.trimmingCharacters(in: .whitespacesAndNewlines))
        guard let r = try HabitRecord.filter(HabitRecord.Columns.nameKey == key).fetchOne(db) else {
            throw HabitError.unknownHabit(name)
        }
        let category = try r.categoryId.flatMap { try CategoryRecord.fetchOne(db, key: $0)?.name }
        let reminders = try ReminderRecord.filter(ReminderRecord.Columns.habitId == r.id!).fetchAll(db)
        return try r.habit(category: category, reminders: reminders.compactMap(\.reminder))
    }

    static func fetchSettings(_ db: Database) throws -> Settings {
        var s = Settings()
        for row in try Row.fetchAll(db, sql: "SELECT key, value FROM setting") {
            // A value another tool wrote badly falls back to the default rather than failing every command.
            if let key = SettingKey(rawValue: row["key"]) { try? key.apply(row["value"], to: &s) }
        }
        return s
    }

    static func fetchCategories(_ db: Database) throws -> [Category] {
        try CategoryRecord.order(Column("id")).fetchAll(db).map { Category(id: $0.id, name: $0.name) }
    }
}
