import FoundationEssentials
import GRDB
import GRDBSQLite
import HabitCore

/// What one read transaction saw: habits with their logs in a date window, and settings.
public struct StoreSnapshot: Sendable {
    public var habits: [Habit]
    public var completions: [Int64: [Completion]]
    public var skips: [Int64: [Skip]]
    public var declines: [Int64: [Decline]] = [:]
    /// Routines' logs, composed from their members' (`composeRoutines`).
    var routineLogs: [Int64: HabitLog] = [:]
    public var settings: Settings
    public var categories: [Category]
    /// The logs already folded per date (`snapshot(folded: true)`, which leaves
    /// `completions` and `skips` empty).
    var folded: [Int64: HabitLog]? = nil
    /// The store's version when it was read (`StoreVersion`).
    public var version: Int64 = 0

    public func log(for habit: Habit) -> HabitLog {
        if let composed = routineLogs[habit.id ?? -1] { return composed }
        if let folded { return folded[habit.id ?? -1] ?? HabitLog() }
        return HabitLog(habit: habit, completions: completions[habit.id ?? -1] ?? [], skips: skips[habit.id ?? -1] ?? [],
                        declines: declines[habit.id ?? -1] ?? [])
    }
}

extension HabitDatabase {
    /// Habits (pinned first, then in creation order), with completions and skips between
    /// `from` and `to` inclusive (all dates when nil), in one consistent read. `logs: false`
    /// reads no completions or skips (for callers that read whole logs with `logs(of:)`).
    /// `folded: true` reads the logs folded per date only (`log(for:)`), without a
    /// `Completion` per row: what views that show days, not entries, need; with `logsFrom`,
    /// each habit's folded log starts at its own date (later than `from`, for habits that
    /// need less history).
    public func snapshot(includeArchived: Bool = true, habitNamed name: String? = nil,
                         from: CivilDate? = nil, to: CivilDate? = nil, logs: Bool = true, folded: Bool = false,
                         logsFrom: ((Habit) -> CivilDate)? = nil) throws -> StoreSnapshot {
        try oneRead { try $0.snapshot(includeArchived: includeArchived, habitNamed: name, from: from, to: to, logs: logs, folded: folded,
                                      logsFrom: logsFrom) }
    }

    /// One habit by name, any letter case.
    public func habit(named name: String) throws -> Habit {
        try oneRead { try $0.habit(named: name) }
    }

    /// Every completion and skip of one habit, for its streaks (snapshots usually hold a
    /// window of recent dates only).
    public func history(of habit: Habit) throws -> HabitLog {
        try logs(of: [habit])[habit.id ?? -1] ?? HabitLog()
    }

    /// The whole logs of `habits`, in one read, folded per date as `HabitLog` folds them.
    /// Statistics and the daemon's achievement check read years of history, so this steps
    /// through SQLite's rows itself: no `Completion` per row, and dates read from their ten
    /// bytes without making a string (GRDB's row decoding took 0.9 µs a row).
    public func logs(of habits: [Habit]) throws -> [Int64: HabitLog] {
        try read { db in try Self.logs(db, of: habits) }
    }

    /// The logs of `habits` over `span` only (what `Ledger.logSpan` says a view of some days
    /// needs), in one read.
    public func logs(of habits: [Habit], over span: DateWindow) throws -> [Int64: HabitLog] {
        try read { db in try Self.logs(db, of: habits, from: span.first, until: span.last.adding(days: 1)) }
    }

    /// The logs of `habits` from `from` (inclusive) until `until` (exclusive), all dates when
    /// nil, read inside the caller's transaction.
    static func logs(_ db: Database, of habits: [Habit], from: CivilDate? = nil, until: CivilDate? = nil) throws -> [Int64: HabitLog] {
        let byID = Dictionary(uniqueKeysWithValues: habits.compactMap { h in h.id.map { ($0, h) } })
        guard !byID.isEmpty else { return [:] }
        // The primary keys start with habit_id, so this reads only these habits' rows: a
        // range of the key per id, the ids' list driving (`LogRows.idList`; CROSS JOIN keeps
        // it outermost), so a habit's rows come together.
        let arguments: StatementArguments = [LogRows.idList(byID.keys), from?.description ?? "", until?.description ?? "9999-99-99"]
        var out = try logs(db, byID: byID, arguments: arguments,
                        completions: try db.cachedStatement(sql: """
                            SELECT c.habit_id, c.date, c.count, c.value FROM json_each(?) j CROSS JOIN completion c
                             WHERE c.habit_id = j.value AND c.date >= ? AND c.date < ?
                            """),
                        skips: try db.cachedStatement(sql: """
                            SELECT k.habit_id, k.date, 0 FROM json_each(?1) j CROSS JOIN skip k WHERE k.habit_id = j.value AND k.date >= ?2 AND k.date < ?3
                            UNION ALL
                            SELECT k.habit_id, k.date, 1 FROM json_each(?1) j CROSS JOIN decline k WHERE k.habit_id = j.value AND k.date >= ?2 AND k.date < ?3
                            """))
        // A routine's days are its members' (a member is never a routine: this goes one level).
        if habits.contains(where: { $0.routine != nil }) {
            try composeRoutines(db, habits, into: &out, from: from, until: until, weekStart: try weekStart(db, default: .monday))
        }
        return out
    }

    /// Folds the rows of two queries run with `arguments`, `(habit_id, date, count, value)`
    /// with each habit's rows together and `(habit_id, date, declined)` (a skip 0, a decline
    /// 1), into logs.
    static func logs(_ db: Database, byID: [Int64: Habit], arguments: StatementArguments,
                     completions: Statement, skips skipRows: Statement) throws -> [Int64: HabitLog] {
        var tallies: [Int64: [CivilDate: DayTally]] = [:]
        // Rows come habit by habit (each id's range of the key in turn): fold into one
        // habit's dictionary at a time.
        var currentID: Int64 = -1
        var impliedPerCount = 0.0  // what a completion without a value adds (see HabitLog)
        var goal = 0.0
        var days: [CivilDate: DayTally] = [:]
        try LogRows.each(db, completions, arguments) { id, date, row in
            if id != currentID {
                if currentID >= 0 { tallies[currentID] = days }
                currentID = id
                days = [:]
                impliedPerCount = byID[id].map(DayTally.impliedAmount(for:)) ?? 0
                goal = byID[id]?.goal?.value ?? 0
            }
            let count = Int(sqlite3_column_int64(row, 2))
            let valued = sqlite3_column_type(row, 3) != SQLITE_NULL
            let value = valued ? sqlite3_column_double(row, 3) : impliedPerCount * Double(count)
            days[date, default: DayTally()].add(count: count, amount: value, valued: valued, goal: goal)
        }
        if currentID >= 0 { tallies[currentID] = days }
        var skips: [Int64: Set<CivilDate>] = [:], declines: [Int64: Set<CivilDate>] = [:]
        try LogRows.each(db, skipRows, arguments) { id, date, row in
            if sqlite3_column_int64(row, 2) == 1 { declines[id, default: []].insert(date) } else { skips[id, default: []].insert(date) }
        }
        return byID.mapValues { h in HabitLog(tallies: tallies[h.id!] ?? [:], skips: skips[h.id!] ?? [], declines: declines[h.id!] ?? []) }
    }

    public func settings() throws -> Settings {
        try read { db in try Self.fetchSettings(db) }
    }

    /// The raw stored settings (only keys that were set).
    public func storedSettings() throws -> [String: String] {
        try read { db in
            Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT key, value FROM setting")
                .map { ($0["key"] as String, $0["value"] as String) })
        }
    }

    public func categories() throws -> [Category] {
        try read { db in try Self.fetchCategories(db) }
    }

    // MARK: - Shared fetches (used inside read and write transactions)

    /// Habits, pinned first, then in creation order; only `ids` when given. Raw SQL through
    /// cached statements: the daemon asks this for one habit at every change, and GRDB's
    /// query interface spent more on building and authorizing the SQL than on reading.
    /// `categories`: the store's, when the caller has read them already in this transaction.
    static func fetchHabits(_ db: Database, includeArchived: Bool, ids: Set<Int64>? = nil, categories known: [Category]? = nil) throws -> [Habit] {
        var records: [HabitRecord]
        var reminders: [Int64: [ReminderRecord]] = [:]
        if let ids {
            let habit = try db.cachedStatement(sql: "SELECT \(HabitRecord.columns) FROM habit WHERE id = ?")
            let reminder = try db.cachedStatement(sql: "SELECT \(ReminderRecord.columns) FROM reminder WHERE habit_id = ? ORDER BY id")
            records = try ids.compactMap { try HabitRecord.fetchOne(habit, arguments: [$0]) }
                .filter { includeArchived || !$0.archived }
                .sorted { a, b in a.pinned != b.pinned ? a.pinned : a.id! < b.id! }
            for r in records { reminders[r.id!] = try ReminderRecord.fetchAll(reminder, arguments: [r.id!]) }
        } else {
            records = try RawRows.all(db, db.cachedStatement(
                sql: "SELECT \(HabitRecord.columns) FROM habit\(includeArchived ? "" : " WHERE archived = 0") ORDER BY pinned DESC, id"),
                                      [], HabitRecord.init(reading:))
            try RawRows.each(db, db.cachedStatement(sql: "SELECT \(ReminderRecord.columns) FROM reminder ORDER BY id")) { row in
                let reminder = ReminderRecord(reading: row)
                reminders[reminder.habitId, default: []].append(reminder)
            }
        }
        var categories: [Int64: String] = [:]
        if let known {
            for c in known { if let id = c.id { categories[id] = c.name } }
        } else {
            try RawRows.each(db, db.cachedStatement(sql: "SELECT id, name FROM category")) { categories[$0.int64(0)] = $0.text(1) }
        }
        // Pinned first, then the user's order (`habitctl move`), then creation order.
        return try records.map { r in
            try r.habit(category: r.categoryId.flatMap { categories[$0] },
                        reminders: (reminders[r.id!] ?? []).compactMap(\.reminder))
        }.sorted { a, b in
            (a.pinned ? 0 : 1, a.position ?? .infinity, a.id!) < (b.pinned ? 0 : 1, b.position ?? .infinity, b.id!)
        }
    }

    static func fetchHabit(_ db: Database, named name: String) throws -> Habit {
        let key = Validate.lookupKey(name)
        guard let r = try HabitRecord.filter(HabitRecord.Columns.nameKey == key).fetchOne(db) else {
            throw HabitError.unknownHabit(name)
        }
        let category = try r.categoryId.flatMap { try CategoryRecord.fetchOne(db, key: $0)?.name }
        let reminders = try ReminderRecord.filter(ReminderRecord.Columns.habitId == r.id!).fetchAll(db)
        return try r.habit(category: category, reminders: reminders.compactMap(\.reminder))
    }

    static func fetchSettings(_ db: Database) throws -> Settings {
        var s = Settings()
        try RawRows.each(db, db.cachedStatement(sql: "SELECT key, value FROM setting")) { row in
            // A value another tool wrote badly falls back to the default rather than failing every command.
            if let key = SettingKey(rawValue: row.text(0)) { try? key.apply(row.text(1), to: &s) }
        }
        return s
    }

    static func fetchCategories(_ db: Database) throws -> [Category] {
        try RawRows.all(db, db.cachedStatement(sql: "SELECT id, name FROM category ORDER BY id")) { Category(id: $0.int64(0), name: $0.text(1)) }
    }
}

extension HabitDatabase {
    /// How many habits are archived (the board's link to them).
    public func archivedCount() throws -> Int {
        try read { db in try HabitRecord.filter(HabitRecord.Columns.archived == true).fetchCount(db) }
    }

    /// Each habit's days with a completion, over its whole log (seed 001's "number of tracked
    /// days"): one indexed count, the completion table's key being (habit, date, seq); a
    /// routine's, the days its members made done.
    public func daysTracked(of habits: [Habit]) throws -> [Int64: Int] {
        try oneRead { try $0.daysTracked(of: habits) }
    }
}

extension StoreRead {
    /// `HabitDatabase.daysTracked`, inside this read.
    public func daysTracked(of habits: [Habit]) throws -> [Int64: Int] {
        // IN, not the ids' list driving (`LogRows.idList`): read in the key's order, the
        // grouping and the distinct dates come with it; the join's rows would be sorted twice.
        let rows = try Row.fetchAll(db, sql: """
            SELECT habit_id, count(DISTINCT date) FROM completion WHERE habit_id IN (SELECT value FROM json_each(?)) GROUP BY habit_id
            """, arguments: [LogRows.idList(habits.compactMap(\.id))])
        var out = Dictionary(uniqueKeysWithValues: rows.map { ($0[0] as Int64, $0[1] as Int) })
        let routines = habits.filter { $0.routine != nil }
        if !routines.isEmpty {
            for (id, log) in try HabitDatabase.logs(db, of: routines) { out[id] = log.tallies.count }
        }
        return out
    }
}

extension StoreRead {
    /// `HabitDatabase.habit(named:)`, inside this read.
    public func habit(named name: String) throws -> Habit {
        try HabitDatabase.fetchHabit(db, named: name)
    }

    /// `HabitDatabase.snapshot`, inside this read.
    public func snapshot(includeArchived: Bool = true, habitNamed name: String? = nil,
                         from: CivilDate? = nil, to: CivilDate? = nil, logs: Bool = true, folded: Bool = false,
                         logsFrom: ((Habit) -> CivilDate)? = nil) throws -> StoreSnapshot {
        let categories = try HabitDatabase.fetchCategories(db)
        let habits = try name.map { [try HabitDatabase.fetchHabit(db, named: $0)] }
            ?? HabitDatabase.fetchHabits(db, includeArchived: includeArchived, categories: categories)
        if folded {
            var folded: [Int64: HabitLog] = [:]
            // One read per distinct start (a board has two: its week's and its month's).
            let groups = logsFrom.map { start in Dictionary(grouping: habits, by: start).map { ($0.key as CivilDate?, $0.value) } }
                ?? [(from, habits)]
            for (start, group) in logs ? groups : [] {
                folded.merge(try HabitDatabase.logs(db, of: group, from: start, until: to?.adding(days: 1))) { a, _ in a }
            }
            return StoreSnapshot(habits: habits, completions: [:], skips: [:], settings: try HabitDatabase.fetchSettings(db),
                                 categories: categories, folded: folded, version: try HabitDatabase.version(db))
        }
        let ids = logs ? habits.compactMap(\.id) : []
        var cq = CompletionRecord.filter(ids.contains(CompletionRecord.Columns.habitId))
        var sq = SkipRecord.filter(ids.contains(SkipRecord.Columns.habitId))
        var dq = DeclineRecord.filter(ids.contains(DeclineRecord.Columns.habitId))
        if let from {
            cq = cq.filter(CompletionRecord.Columns.date >= from)
            sq = sq.filter(SkipRecord.Columns.date >= from)
            dq = dq.filter(DeclineRecord.Columns.date >= from)
        }
        if let to {
            cq = cq.filter(CompletionRecord.Columns.date <= to)
            sq = sq.filter(SkipRecord.Columns.date <= to)
            dq = dq.filter(DeclineRecord.Columns.date <= to)
        }
        let completions = try cq.order(CompletionRecord.Columns.habitId, CompletionRecord.Columns.date, CompletionRecord.Columns.seq).fetchAll(db)
        let skips = try sq.order(SkipRecord.Columns.habitId, SkipRecord.Columns.date).fetchAll(db)
        let routines = logs ? habits.filter { $0.routine != nil } : []
        var snapshot = StoreSnapshot(
            habits: habits,
            completions: Dictionary(grouping: completions.map(\.completion), by: \.habitID),
            skips: Dictionary(grouping: skips.map(\.skip), by: \.habitID),
            declines: Dictionary(grouping: try dq.order(DeclineRecord.Columns.habitId, DeclineRecord.Columns.date).fetchAll(db).map(\.skip), by: \.habitID),
            settings: try HabitDatabase.fetchSettings(db),
            categories: categories,
            version: try HabitDatabase.version(db))
        if !routines.isEmpty { snapshot.routineLogs = try HabitDatabase.logs(db, of: routines, from: from, until: to?.adding(days: 1)) }
        return snapshot
    }
}
