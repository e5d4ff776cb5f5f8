import FoundationEssentials
import GRDB
import HabitCore
import HabitSync

/// This device's operations as its writes make them: each is stamped by the device's hybrid
/// clock, written to `sync_journal` (the outbox `publishJournal` empties into segments) and
/// to the replicated state, in the transaction of the change itself. So nothing is published
/// that was not committed, and nothing committed is lost before it is published.
///
/// Operations are found by comparing: a habit's fields and days as the habit tables hold
/// them against the replicated state, one operation per difference. A write that changed
/// nothing journals nothing.
struct SyncJournal {
    let db: Database
    var meta: SyncMeta
    let now: Int64

    /// Runs `body` with the journal when sync is on (nothing otherwise), then saves its clock.
    static func with(_ db: Database, now: Date, _ body: (inout SyncJournal) throws -> Void) throws {
        guard try SyncMeta.isOn(db), let meta = try SyncMeta.read(db) else { return }
        var journal = SyncJournal(db: db, meta: meta, now: SyncMeta.millis(now))
        try body(&journal)
        try journal.meta.save(db)
    }

    /// Stamps and journals one change of `habit`, and stamps it in the replicated state.
    mutating func emit(habit: String, _ change: SyncOperation.Change) throws {
        let clock = meta.clock.tick(now: now)
        let op = SyncOperation(id: .init(device: meta.device, sequence: meta.nextSeq), clock: clock, habit: habit, change: change)
        meta.nextSeq += 1
        try db.cachedStatement(sql: "INSERT INTO sync_journal (seq, line) VALUES (?, ?)").execute(arguments: [op.id.sequence, Segment.line(op)])
        switch change {
        case .field(let name, let value): try SyncReplica.setField(db, habit, name, clock, value)
        case .day(let date, let log): try SyncReplica.setDay(db, habit, date, clock, log)
        case .delete: try SyncReplica.setTombstone(db, habit, clock)
        }
    }

    /// Journals the day of `habitID` if it differs from the replicated one.
    mutating func day(habitID: Int64, uuid: String, date: CivilDate) throws {
        let log = try LocalDayLog.read(db, habitID: habitID, date: date)
        let held = try SyncReplica.day(db, uuid, date)
        if held?.digest != log.digest && !(held == nil && log.isEmpty) { try emit(habit: uuid, .day(date, log)) }
    }

    /// Journals every day of `habitID` that differs from the replicated state (an import, a
    /// bulk write, sync setup).
    mutating func days(habitID: Int64, uuid: String) throws {
        let local = try LocalDayLog.read(db, habitID: habitID)
        let held = try SyncReplica.days(db, uuid)
        for date in Set(local.keys).union(held.keys).sorted() {
            let log = local[date] ?? DayLog()
            switch held[date] {
            case .none: if !log.isEmpty { try emit(habit: uuid, .day(date, log)) }
            case .some(.none): continue  // kept: the tables have not taken the newer day yet
            case .some(.some(let digest)): if digest != log.digest { try emit(habit: uuid, .day(date, log)) }
            }
        }
    }

    /// Journals each field of `habit` that differs from the replicated state. The name is
    /// compared as shown: a habit shown as "Read (2)" because another device's habit is also
    /// called Read still carries the name Read. Returns whether the names shown need settling.
    mutating func fields(of habit: Habit, shown: [String: String]) throws -> Bool {
        guard let uuid = habit.uuid else { return false }
        var fields = HabitFields.fields(of: habit)
        let heldName = try SyncReplica.field(db, uuid, "name")?.value
        var settle = heldName == nil
        if let heldName {
            if shown[uuid] == habit.name {
                fields["name"] = heldName
            } else {
                settle = true
            }
        }
        for name in HabitFields.names {
            let value = fields[name] ?? nil
            let held = try SyncReplica.field(db, uuid, name)
            if held == nil || held!.value != value { try emit(habit: uuid, .field(name: name, value: value)) }
        }
        if let id = habit.id { try celebrated(habitID: id, uuid: uuid) }
        return settle
    }

    /// Journals what has been celebrated for `habitID` if it differs from the replicated set
    /// (`SyncCelebrated`).
    mutating func celebrated(habitID: Int64, uuid: String) throws {
        let value = try SyncCelebrated.local(db, habitID: habitID)
        let held = try SyncReplica.field(db, uuid, SyncCelebrated.field)
        if held?.value != value && !(held == nil && value == nil) {
            try emit(habit: uuid, .field(name: SyncCelebrated.field, value: value))
        }
    }
}

extension HabitDatabase {
    /// The day of `habitID` changed in this transaction (the path of every single check-in,
    /// undo and skip).
    static func journalDay(_ db: Database, habitID: Int64, date: CivilDate, now: Date) throws {
        try SyncJournal.with(db, now: now) { j in
            guard let uuid = try uuid(db, habitID: habitID) else { return }
            try j.day(habitID: habitID, uuid: uuid, date: date)
        }
    }

    /// The definition (and with `days`, the whole log) of `habitID` changed in this transaction.
    static func journalHabit(_ db: Database, habitID: Int64, days: Bool, now: Date) throws {
        try SyncJournal.with(db, now: now) { j in
            guard let habit = try fetchHabits(db, includeArchived: true, ids: [habitID]).first else { return }
            let settle = try j.fields(of: habit, shown: try SyncNames.assignment(db))
            if days { try j.days(habitID: habitID, uuid: habit.uuid!) }
            if settle { try SyncNames.settle(db) }
        }
    }

    /// Achievements of `habitID` were recorded in this transaction: the other machines learn
    /// they were celebrated.
    static func journalCelebrated(_ db: Database, habitID: Int64, now: Date) throws {
        try SyncJournal.with(db, now: now) { j in
            guard let uuid = try uuid(db, habitID: habitID) else { return }
            try j.celebrated(habitID: habitID, uuid: uuid)
        }
    }

    /// `uuid`'s habit was deleted in this transaction (a habit that shared its name may now
    /// be shown without a number).
    static func journalDelete(_ db: Database, uuid: String, now: Date) throws {
        try SyncJournal.with(db, now: now) { j in
            try j.emit(habit: uuid, .delete)
            try SyncNames.settle(db)
        }
    }

    /// Anything may have changed (a replacing import, sync setup): every habit compared whole,
    /// and a habit the replica holds that the tables no longer do is deleted.
    static func journalEverything(_ db: Database, now: Date) throws {
        try SyncJournal.with(db, now: now) { j in
            let habits = try fetchHabits(db, includeArchived: true)
            let shown = try SyncNames.assignment(db)
            var settle = false
            for habit in habits.sorted(by: { ($0.id ?? 0) < ($1.id ?? 0) }) {
                if try j.fields(of: habit, shown: shown) { settle = true }
                try j.days(habitID: habit.id!, uuid: habit.uuid!)
            }
            let live = Set(habits.compactMap(\.uuid))
            for uuid in try String.fetchAll(db, sql: "SELECT DISTINCT habit FROM sync_field ORDER BY habit") where !live.contains(uuid) {
                try j.emit(habit: uuid, .delete)
            }
            if settle { try SyncNames.settle(db) }
        }
    }

    static func uuid(_ db: Database, habitID: Int64) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT uuid FROM habit WHERE id = ?"), arguments: [habitID])
    }
}
