import FoundationEssentials
import GRDB
import HabitCore
import HabitSync

/// Other devices' operations into this store: each wins or loses against the replicated
/// state first (newest per field and per day, deletes for good), and what won then reaches
/// the habit tables in one pass per habit (`materialize`), without being journaled again.
struct SyncApply {
    let db: Database
    private var changedFields: Set<String> = []
    /// The days that won, with their logs, by habit (the replica keeps only their digests).
    private var changedDays: [String: [CivilDate: DayLog]] = [:]
    private var deleted: Set<String> = []
    /// Habits the operations describe but that cannot be shown yet or at all, with why.
    private(set) var held: [String: String] = [:]

    init(_ db: Database) { self.db = db }

    /// Folds `op` into the replicated state; true when it won anything.
    @discardableResult
    mutating func apply(_ op: SyncOperation) throws -> Bool {
        if let tombstone = try SyncReplica.tombstone(db, op.habit) {
            if case .delete = op.change, op.clock < tombstone { try SyncReplica.setTombstone(db, op.habit, op.clock) }
            return false
        }
        switch op.change {
        case .delete:
            try SyncReplica.setTombstone(db, op.habit, op.clock)
            deleted.insert(op.habit)
        case .field(let name, let value):
            let current = try SyncReplica.field(db, op.habit, name)
            if let current, !(current.clock < op.clock) { return false }
            try SyncReplica.setField(db, op.habit, name, op.clock, value)
            changedFields.insert(op.habit)
        case .day(let date, let log):
            if let current = try SyncReplica.day(db, op.habit, date), !(current.clock < op.clock) { return false }
            try SyncReplica.setDay(db, op.habit, date, op.clock, log)
            changedDays[op.habit, default: [:]][date] = log
        }
        return true
    }

    /// Brings the habit tables in line with what the applied operations won. Returns the ids of
    /// the habits changed (deleted ones included).
    mutating func materialize(_ fs: FoldSettings) throws -> Set<Int64> {
        var changed: Set<Int64> = []
        for uuid in deleted.sorted() {
            if let id = try Int64.fetchOne(db, sql: "SELECT id FROM habit WHERE uuid = ?", arguments: [uuid]) {
                try db.execute(sql: "DELETE FROM habit WHERE id = ?", arguments: [id])
                try HabitDatabase.touch(db, habitID: id)
                changed.insert(id)
            }
        }
        let inserts = try LogRowInserts(db)
        for uuid in changedFields.union(changedDays.keys).subtracting(deleted).sorted() {
            let won = changedDays[uuid] ?? [:]
            guard var habit = HabitFields.habit(from: try SyncReplica.fields(db, uuid), uuid: uuid) else {
                try hold(uuid, won, because: "incomplete (its other fields have not arrived)")
                continue
            }
            let existing = try Int64.fetchOne(db, sql: "SELECT id FROM habit WHERE uuid = ?", arguments: [uuid])
            do {
                try Validate.habit(habit, otherNames: [], zones: SystemZones.installed)
                if let category = habit.category { habit.category = try Validate.categoryName(category) }
            } catch {
                try hold(uuid, won, because: "\(error)")
                continue
            }
            if let category = habit.category { try HabitDatabase.ensureCategory(db, category) }
            let id = try save(habit, existing: existing)
            habit.id = id
            try SyncCelebrated.merge(db, habitID: id, try SyncReplica.field(db, uuid, SyncCelebrated.field)?.value)
            // What earlier batches could not write (the habit was held then) and what won now.
            let days = try SyncReplica.keptDays(db, uuid).merging(won) { _, new in new }
            for (date, log) in days.sorted(by: { $0.key < $1.key }) {
                try LocalDayLog.write(db, habitID: id, date: date, log, inserts: inserts)
            }
            try SyncReplica.dropKeptText(db, uuid)
            try HabitDatabase.rebuildState(db, habit: habit, fs)
            changed.insert(id)
        }
        if !changed.isEmpty { try SyncNames.settle(db) }
        return changed
    }

    /// The habit cannot be shown (yet): the days that won keep their text until it can.
    private mutating func hold(_ uuid: String, _ won: [CivilDate: DayLog], because reason: String) throws {
        held[uuid] = reason
        for (date, log) in won { try SyncReplica.keepText(db, uuid, date, log) }
    }

    /// Writes the habit's row and reminders under a placeholder name key (`settle` gives the
    /// shown name next); returns its id.
    private func save(_ habit: Habit, existing: Int64?) throws -> Int64 {
        var named = habit
        if let existing { named.name = try String.fetchOne(db, sql: "SELECT name FROM habit WHERE id = ?", arguments: [existing]) ?? habit.name }
        var record = HabitRecord(named, categoryID: try HabitDatabase.categoryID(db, habit.category))
        record.id = existing
        if let existing {
            record.nameKey = try String.fetchOne(db, sql: "SELECT name_key FROM habit WHERE id = ?", arguments: [existing]) ?? "\u{1}\(habit.uuid!)"
            try record.update(db)
            try ReminderRecord.filter(ReminderRecord.Columns.habitId == existing).deleteAll(db)
        } else {
            record.nameKey = "\u{1}\(habit.uuid!)"
            try record.insert(db)
        }
        try HabitDatabase.saveReminders(db, habitID: record.id!, habit.reminders)
        return record.id!
    }
}
