import FoundationEssentials
import GRDB
import HabitCore

extension HabitDatabase {
    /// Saves a new habit. Validation (including the name being free in any letter case)
    /// runs inside the write transaction, so two writers cannot both take one name.
    /// `createCategory`: a category of that name that does not exist yet is made in the same
    /// transaction (so a refused habit leaves none behind). The habit comes back with its
    /// category spelled as stored.
    @discardableResult
    public func insert(_ habit: Habit, createCategory: Bool = false) throws -> Habit {
        try writer.write { db in
            if createCategory, let category = habit.category { try Self.ensureCategory(db, try Validate.categoryName(category)) }
            try Self.validate(db, habit, excluding: nil)
            var saved = try Self.saveNew(db, habit)
            saved.category = try Self.storedCategoryName(db, saved.category)
            try Self.rebuildState(db, habit: saved, try foldSettings(db))
            try Self.journalHabit(db, habitID: saved.id!, days: false, now: now())
            return saved
        }
    }

    /// Saves a new habit the caller has validated (`validate`), with its reminders, in the
    /// caller's transaction; the caller builds its derived state. Any `id` it carries is
    /// ignored; it comes back with the one it got.
    static func saveNew(_ db: Database, _ habit: Habit) throws -> Habit {
        var saved = habit
        saved.id = nil
        // The UUID a backup carries is kept, unless malformed or already another habit's
        // (the same export imported twice makes copies, and a copy is another habit).
        if let uuid = saved.uuid {
            let taken = try Bool.fetchOne(db, sql: "SELECT 1 FROM habit WHERE uuid = ?", arguments: [uuid]) ?? false
            if taken || !HabitUUID.isValid(uuid) { saved.uuid = nil }
        }
        if saved.uuid == nil { saved.uuid = HabitUUID.make() }
        var record = HabitRecord(saved, categoryID: try categoryID(db, saved.category))
        try record.insert(db)
        try saveReminders(db, habitID: record.id!, saved.reminders)
        saved.id = record.id
        return saved
    }

    /// Replaces a habit's settings and reminders (history stays). `scalingAmountsBy`: every
    /// logged amount is multiplied by it in the same transaction (a unit converted, km to miles).
    /// `createCategory`: as `insert`'s.
    public func update(_ habit: Habit, scalingAmountsBy factor: Double? = nil, createCategory: Bool = false) throws {
        try writer.write { db in
            if createCategory, let category = habit.category { try Self.ensureCategory(db, try Validate.categoryName(category)) }
            try update(db, habit, scalingAmountsBy: factor)
        }
    }

    /// Several habits changed at once (`pause --all`): all of them, or none.
    public func update(_ habits: [Habit]) throws {
        try writer.write { db in
            for h in habits { try update(db, h, scalingAmountsBy: nil) }
        }
    }

    func update(_ db: Database, _ habit: Habit, scalingAmountsBy factor: Double?, validating: Bool = true) throws {
        guard let id = habit.id else { throw HabitError.unknownHabit(habit.name) }
        guard try HabitRecord.exists(db, key: id) else { throw HabitError.unknownHabit(habit.name) }
        if validating { try Self.validate(db, habit, excluding: id) }
        var edited = habit
        edited.updatedAt = now()
        var record = HabitRecord(edited, categoryID: try Self.categoryID(db, habit.category))
        // A habit's UUID never changes.
        record.uuid = try String.fetchOne(db, sql: "SELECT uuid FROM habit WHERE id = ?", arguments: [id])
        try record.update(db)
        try ReminderRecord.filter(ReminderRecord.Columns.habitId == id).deleteAll(db)
        try Self.saveReminders(db, habitID: id, habit.reminders)
        if let factor, factor != 1 {
            try db.execute(sql: "UPDATE completion SET value = value * ? WHERE habit_id = ? AND value IS NOT NULL", arguments: [factor, id])
        }
        try Self.touch(db, habitID: id)
        // A new schedule, goal, term… changes what every past day meant.
        let fs = try foldSettings(db)
        let inputs = try String.fetchOne(db, sql: "SELECT inputs FROM habit_state WHERE habit_id = ?", arguments: [id])
        if factor != nil || inputs != fs.rules(habit, HabitLog()).foldInputs(skipsKeepStreak: fs.skipsKeepStreak) {
            try Self.rebuildState(db, habit: habit, fs)
        }
        try Self.journalHabit(db, habitID: id, days: factor != nil, now: fs.now)
    }

    /// Deletes a habit and, by cascade, its reminders, completions and skips.
    public func delete(habitNamed name: String) throws {
        try writer.write { db in
            let h = try Self.fetchHabit(db, named: name)
            // A member gone leaves its routine (kept as it is otherwise: `edit --routine` mends it).
            if let uuid = h.uuid, var routine = try Self.routine(holding: h.id!, db) {
                routine.routine?.members.removeAll { $0 == uuid }
                try update(db, routine, scalingAmountsBy: nil, validating: false)
            }
            _ = try HabitRecord.deleteOne(db, key: h.id!)
            if let uuid = h.uuid { try Self.journalDelete(db, uuid: uuid, now: now()) }
            try Self.touch(db, habitID: h.id!)
        }
    }

    @discardableResult
    public func record(_ completion: Completion) throws -> Completion {
        try writer.write { db in try Self.insert(completion, db, try foldSettings(db)) }
    }

    static func insert(_ completion: Completion, _ db: Database, _ fs: FoldSettings) throws -> Completion {
        let r = CompletionRecord(completion, seq: try nextSeq(db, habitID: completion.habitID, date: completion.date))
        try r.insert(db)
        // A completion answers the day: a "no" said before goes.
        try removeDecline(db, habitID: completion.habitID, on: completion.date, nil)
        try logChanged(db, habitID: completion.habitID, on: completion.date, countDelta: completion.count, fs)
        return r.completion
    }

    /// Records many completions in one transaction: all or none. Each habit's derived state
    /// is rebuilt once, at the end.
    public func record(_ completions: [Completion]) throws {
        try writer.write { db in
            var next: [String: Int] = [:]
            for c in completions {
                let key = "\(c.habitID) \(c.date)"
                let seq = try next[key] ?? Self.nextSeq(db, habitID: c.habitID, date: c.date)
                try CompletionRecord(c, seq: seq).insert(db)
                next[key] = seq + 1
            }
            let fs = try foldSettings(db)
            let ids = Set(completions.map(\.habitID))
            for id in ids.sorted() {
                if let r = try HabitRecord.fetchOne(db, key: id) { try Self.rebuildState(db, habit: try r.habit(category: nil, reminders: []), fs) }
                try Self.journalHabit(db, habitID: id, days: true, now: fs.now)
            }
        }
    }

    /// The next free `seq` for a habit's date: one past the highest (a primary-key lookup).
    static func nextSeq(_ db: Database, habitID: Int64, date: CivilDate) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT IFNULL(MAX(seq), 0) + 1 FROM completion WHERE habit_id = ? AND date = ?",
                         arguments: [habitID, date]) ?? 1
    }

    /// Removes the most recent completion of `habitID` on `date`, and returns it.
    public func undoLastCompletion(habitID: Int64, on date: CivilDate) throws -> Completion? {
        try writer.write { db in try Self.removeLastCompletion(db, habitID: habitID, on: date, try foldSettings(db)) }
    }

    /// The day's latest completion removed inside the caller's transaction (`undo`), or nil.
    static func removeLastCompletion(_ db: Database, habitID: Int64, on date: CivilDate, _ fs: FoldSettings) throws -> Completion? {
        guard let r = try CompletionRecord
            .filter(CompletionRecord.Columns.habitId == habitID && CompletionRecord.Columns.date == date)
            .order(CompletionRecord.Columns.seq.desc).fetchOne(db) else { return nil }
        try r.delete(db)
        try logChanged(db, habitID: habitID, on: date, countDelta: -r.count, fs)
        return r.completion
    }

    /// Attaches a memo to a day already done: the note and mood given go on its latest
    /// completion (what is not given stays as it was), so `done --note` on a done day, or a
    /// memo after Mark done, is kept rather than dropped. Nil when the day has no completion.
    public func attachMemo(habitID: Int64, on date: CivilDate, note: String?, mood: Mood?) throws -> Completion? {
        try writer.write { db in
            guard var r = try CompletionRecord
                .filter(CompletionRecord.Columns.habitId == habitID && CompletionRecord.Columns.date == date)
                .order(CompletionRecord.Columns.seq.desc).fetchOne(db) else { return nil }
            if let note { r.note = note }
            if let mood { r.mood = mood.rawValue }
            r.memoAt = now()
            try r.update(db)
            try Self.logChanged(db, habitID: habitID, on: date, countDelta: 0, try foldSettings(db))
            return r.completion
        }
    }

    /// Marks a day skipped; false when it already was.
    @discardableResult
    public func record(_ skip: Skip) throws -> Bool {
        try writer.write { db in try Self.insert(skip, db, try foldSettings(db)) }
    }

    static func insert(_ skip: Skip, _ db: Database, _ fs: FoldSettings) throws -> Bool {
        let exists = try SkipRecord
            .filter(SkipRecord.Columns.habitId == skip.habitID && SkipRecord.Columns.date == skip.date).fetchCount(db) > 0
        if exists { return false }
        try removeDecline(db, habitID: skip.habitID, on: skip.date, nil)
        try SkipRecord(skip).insert(db)
        try logChanged(db, habitID: skip.habitID, on: skip.date, countDelta: 0, fs)
        return true
    }

    /// Un-skips a day; false when it was not skipped.
    @discardableResult
    public func removeSkip(habitID: Int64, on date: CivilDate) throws -> Bool {
        try writer.write { db in try Self.removeSkip(db, habitID: habitID, on: date, try foldSettings(db)) }
    }

    /// A day's skip removed inside the caller's transaction (`unskip`); false when there was none.
    static func removeSkip(_ db: Database, habitID: Int64, on date: CivilDate, _ fs: FoldSettings) throws -> Bool {
        let removed = try SkipRecord.filter(SkipRecord.Columns.habitId == habitID && SkipRecord.Columns.date == date).deleteAll(db) > 0
        if removed { try logChanged(db, habitID: habitID, on: date, countDelta: 0, fs) }
        return removed
    }

    // MARK: - Categories

    @discardableResult
    public func addCategory(_ rawName: String) throws -> Category {
        let name = try Validate.categoryName(rawName)
        return try writer.write { db in
            if try CategoryRecord.filter(CategoryRecord.Columns.nameKey == Validate.nameKey(name)).fetchCount(db) > 0 {
                throw HabitError.duplicateCategory(name)
            }
            var r = CategoryRecord(id: nil, name: name, nameKey: Validate.nameKey(name))
            try r.insert(db)
            try Self.touchEverything(db)
            return Category(id: r.id, name: name)
        }
    }

    /// Creates the category unless one of that name exists, in the caller's transaction
    /// (the imports). Returns whether it was created.
    @discardableResult
    static func ensureCategory(_ db: Database, _ name: String) throws -> Bool {
        guard try CategoryRecord.filter(CategoryRecord.Columns.nameKey == Validate.nameKey(name)).fetchCount(db) == 0 else { return false }
        var r = CategoryRecord(id: nil, name: name, nameKey: Validate.nameKey(name))
        try r.insert(db)
        return true
    }

    public func renameCategory(_ old: String, to rawNew: String) throws {
        let new = try Validate.categoryName(rawNew)
        try writer.write { db in
            guard var r = try CategoryRecord.filter(CategoryRecord.Columns.nameKey == Validate.nameKey(old)).fetchOne(db) else {
                throw HabitError.unknownCategory(old)
            }
            let clash = try CategoryRecord.filter(CategoryRecord.Columns.nameKey == Validate.nameKey(new)).fetchOne(db)
            if let clash, clash.id != r.id { throw HabitError.duplicateCategory(new) }
            r.name = new
            r.nameKey = Validate.nameKey(new)
            try r.update(db)
            try Self.touchEverything(db)
            try Self.journalEverything(db, now: now())
        }
    }

    /// Removes a category; its habits keep going, uncategorised.
    public func removeCategory(_ name: String) throws {
        try writer.write { db in
            let n = try CategoryRecord.filter(CategoryRecord.Columns.nameKey == Validate.nameKey(name)).deleteAll(db)
            if n == 0 { throw HabitError.unknownCategory(name) }
            try Self.touchEverything(db)
            try Self.journalEverything(db, now: now())
        }
    }

    // MARK: - Settings

    /// Stores a setting (validated by `SettingKey.apply`); `nil` returns it to its default.
    public func setSetting(_ key: SettingKey, to value: String?) throws {
        var scratch = Settings()
        if let value { try key.apply(value, to: &scratch) }
        try writer.write { db in
            if value != nil {
                let normalized = key.value(in: scratch, defaultWeekStart: .monday)
                try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                               arguments: [key.rawValue, normalized])
            } else {
                try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key.rawValue])
            }
            try Self.touchEverything(db)
            // The week start and the skip rule change what past periods meant.
            if key == .weekStart || key == .skipsKeepStreak { try Self.refreshStates(db, try foldSettings(db)) }
        }
    }

    // MARK: - Helpers

    /// The one set of rules of the local write path (add, edit, imports): the habit's own
    /// (`Validate.habit`, which sync applies too) and this machine's (`Validate.windows`,
    /// checked when the windows are new or changed, so that one that arrived by sync does
    /// not block an edit of something else).
    static func validate(_ db: Database, _ habit: Habit, excluding id: Int64?) throws {
        var request = HabitRecord.select(Column("name"), as: String.self)
        if let id { request = request.filter(HabitRecord.Columns.id != id) }
        try Validate.habit(habit, otherNames: try request.fetchAll(db), zones: SystemZones.installed)
        let stored = try id.flatMap { try HabitRecord.fetchOne(db, key: $0) }.map { try $0.habit(category: nil, reminders: []).windows }
        if stored != habit.windows { try Validate.windows(habit, quiet: try fetchSettings(db).quietHours) }
        try validateRoutine(db, habit, id: id)
    }

    /// A routine's members exist, are ordinary habits and belong to no other routine; a member
    /// of a routine is not made a routine itself.
    static func validateRoutine(_ db: Database, _ habit: Habit, id: Int64?) throws {
        guard let routine = habit.routine else { return }   // an ordinary habit: nothing to read
        let ownUUID = try id.flatMap { try String.fetchOne(db, sql: "SELECT uuid FROM habit WHERE id = ?", arguments: [$0]) } ?? habit.uuid
        /// The name of another routine holding `uuid`, if any.
        func otherHolder(of uuid: String) throws -> String? {
            guard let holder = try routineID(holding: uuid, excluding: id, db) else { return nil }
            return try String.fetchOne(db, sql: "SELECT name FROM habit WHERE id = ?", arguments: [holder])
        }
        if let uuid = ownUUID, let holder = try otherHolder(of: uuid) {
            throw HabitError.invalidRoutine(tr("%1$s is part of the routine %2$s, and a routine's members are ordinary habits", habit.name, holder))
        }
        try Validate.routineShape(habit)
        let members = try Self.members(db, of: routine)
        for uuid in routine.members {
            guard let member = members.first(where: { $0.uuid == uuid }) else {
                throw HabitError.invalidRoutine(tr("a member of %s no longer exists", habit.name))
            }
            if uuid == ownUUID { throw HabitError.invalidRoutine(tr("%s cannot be a member of itself", habit.name)) }
            if member.routine != nil { throw HabitError.invalidRoutine(tr("%s is a routine: a routine's members are ordinary habits", member.name)) }
            if let holder = try otherHolder(of: uuid) {
                throw HabitError.invalidRoutine(tr("%1$s already belongs to the routine %2$s (a habit belongs to one at most)", member.name, holder))
            }
        }
    }

    /// The category as stored (`learning` given, `Learning` stored).
    static func storedCategoryName(_ db: Database, _ name: String?) throws -> String? {
        guard let name else { return nil }
        return try CategoryRecord.filter(CategoryRecord.Columns.nameKey == Validate.nameKey(name)).fetchOne(db)?.name ?? name
    }

    static func categoryID(_ db: Database, _ name: String?) throws -> Int64? {
        guard let name else { return nil }
        guard let r = try CategoryRecord.filter(CategoryRecord.Columns.nameKey == Validate.nameKey(name)).fetchOne(db) else {
            throw HabitError.unknownCategory(name)
        }
        return r.id
    }

    static func saveReminders(_ db: Database, habitID: Int64, _ reminders: [Reminder]) throws {
        for r in reminders.sorted() {
            try ReminderRecord(habitId: habitID, time: r.time.description,
                               days: r.days.flatMap { $0 == .all ? nil : $0.mask }).insert(db)
        }
    }
}
