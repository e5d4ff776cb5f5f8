import FoundationEssentials
import GRDB
import HabitCore

/// What to do when a foreign habit's name is taken here by a habit of another origin.
public struct NameClashPolicy: Sendable {
    /// Names (compared as names are) whose foreign history joins the existing habit.
    public var mergeInto: Set<String>
    /// Otherwise import it as "Name (Loop)", "Name (Loop 2)", ….
    public var rename: Bool

    public init(mergeInto: [String] = [], rename: Bool = false) {
        self.mergeInto = Set(mergeInto.map(Validate.nameKey))
        self.rename = rename
    }
}

/// What an import did (or, dry, would do).
public struct ForeignImportReport: Sendable, Equatable {
    public var created: [String] = []
    /// Habits already here (imported before, or merged into) that gained entries.
    public var updated: [String] = []
    public var unchanged = 0
    public var completions = 0
    public var skips = 0
    /// Entries dated after today, not imported.
    public var future = 0
    /// What the file held: habits, completions (done days) and skips, before anything was
    /// left out. Read = written + `alreadyHere` + `future`, and a test holds it to that.
    public var readHabits = 0
    public var readCompletions = 0
    public var readSkips = 0
    /// Entries on a day that already has a completion or a skip here: kept as they are.
    public var alreadyHere = 0
    /// "name in the file → name here", for each renamed habit.
    public var renamed: [String] = []
}

/// A merge of another app's habits into the store, inside one write transaction. Each habit
/// is found again by its origin and external id (`habit_origin`), so importing the same file
/// twice writes nothing and a newer file adds only its new entries: a day that already has a
/// completion or a skip here keeps it. Text is checked as typed input is.
public final class ForeignImport {
    let db: Database
    let origin: String
    /// How the origin is written in names and messages ("Loop", "harsh").
    let originName: String
    let policy: NameClashPolicy
    let today: CivilDate
    let now: Date
    public private(set) var report = ForeignImportReport()
    private var changed: [Habit] = []
    private var categoriesCreated = false
    private let inserts: LogRowInserts

    init(_ db: Database, origin: String, originName: String, policy: NameClashPolicy, today: CivilDate, now: Date) throws {
        self.db = db
        self.origin = origin
        self.originName = originName
        self.policy = policy
        self.today = today
        self.now = now
        inserts = try LogRowInserts(db)
    }

    /// Creates the habit or finds it again, then adds the entries it does not have yet.
    public func add(_ foreign: ForeignHabit) throws {
        do {
            let foreign = try checked(foreign)
            report.readHabits += 1
            for e in foreign.entries {
                if case .skip = e.kind { report.readSkips += 1 } else { report.readCompletions += 1 }
            }
            let entries = foreign.entries.filter { $0.date <= today }
            report.future += foreign.entries.count - entries.count
            let earliest = entries.map(\.date).min()
            let key = Validate.nameKey(foreign.habit.name)
            if let id = try knownHabit(foreign) {
                try merge(entries, into: id, earliest: earliest)
            } else if let existing = try HabitRecord.filter(HabitRecord.Columns.nameKey == key).fetchOne(db) {
                if policy.mergeInto.contains(key) {
                    try link(existing.id!, foreign.externalID)
                    try merge(entries, into: existing.id!, earliest: earliest)
                } else if policy.rename {
                    var habit = foreign.habit
                    habit.name = try freeName(for: foreign.habit.name)
                    report.renamed.append("\(foreign.habit.name) → \(habit.name)")
                    try create(habit, foreign.externalID, entries, earliest: earliest)
                } else {
                    throw HabitError.invalidImport("""
                        \(foreign.label): a habit named "\(existing.name)" already exists here; \
                        --merge-into "\(existing.name)" adds the history to it, --rename imports it as "\(try freeName(for: foreign.habit.name))"
                        """)
                }
            } else {
                try create(foreign.habit, foreign.externalID, entries, earliest: earliest)
            }
        } catch let e as HabitError {
            if case .invalidImport = e { throw e }
            throw HabitError.invalidImport("\(foreign.label): \(e.message)")
        }
    }

    /// The habit an earlier import made of this one, by its id or a former one (which is then
    /// replaced by the id, so the next import finds it directly).
    private func knownHabit(_ foreign: ForeignHabit) throws -> Int64? {
        let find = "SELECT habit_id FROM habit_origin WHERE origin = ? AND external_id = ?"
        if let id = try Int64.fetchOne(db, sql: find, arguments: [origin, foreign.externalID]) { return id }
        for former in foreign.formerIDs {
            if let id = try Int64.fetchOne(db, sql: find, arguments: [origin, former]) {
                try db.execute(sql: "UPDATE habit_origin SET external_id = ? WHERE habit_id = ?", arguments: [foreign.externalID, id])
                return id
            }
        }
        return nil
    }

    /// Makes sure a category exists (harsh's headings).
    public func category(_ raw: String) throws {
        if try HabitDatabase.ensureCategory(db, try Validate.categoryName(raw)) { categoriesCreated = true }
    }

    /// The habit with its name and notes held to the rules of typed input (`Validate`): each
    /// note kept as a typed one is (trimmed, nil when empty), a refusal naming its day.
    private func checked(_ foreign: ForeignHabit) throws(HabitError) -> ForeignHabit {
        _ = try Validate.name(foreign.habit.name)
        var checked = foreign
        for i in checked.entries.indices {
            let e = checked.entries[i]
            checked.entries[i].note = try Validate.note(e.note, field: "The note on \(e.date)")
        }
        return checked
    }

    private func create(_ h: Habit, _ externalID: String, _ entries: [ForeignEntry], earliest: CivilDate?) throws {
        var habit = h
        if let earliest, earliest < habit.startDate { habit.startDate = earliest }
        try HabitDatabase.validate(db, habit, excluding: nil)
        habit = try HabitDatabase.saveNew(db, habit)
        try link(habit.id!, externalID)
        report.created.append(habit.name)
        try write(entries, habit, taken: [])
        changed.append(habit)
    }

    private func merge(_ entries: [ForeignEntry], into id: Int64, earliest: CivilDate?) throws {
        guard let record = try HabitRecord.fetchOne(db, key: id) else { return }
        var habit = try record.habit(category: nil, reminders: [])
        let taken = try CivilDate.fetchAll(db, sql: "SELECT date FROM completion WHERE habit_id = ? UNION SELECT date FROM skip WHERE habit_id = ?",
                                           arguments: [id, id])
        let before = (report.completions, report.skips)
        try write(entries, habit, taken: Set(taken))
        guard before != (report.completions, report.skips) else {
            report.unchanged += 1
            return
        }
        if let earliest, earliest < habit.startDate {
            try db.execute(sql: "UPDATE habit SET start_date = ?, updated_at = ? WHERE id = ?",
                           arguments: [earliest.description, UnixSeconds.value(now), id])
            habit.startDate = earliest
            habit.updatedAt = now
        }
        report.updated.append(habit.name)
        changed.append(habit)
    }

    /// Writes the entries on days that have neither a completion nor a skip here.
    private func write(_ entries: [ForeignEntry], _ habit: Habit, taken days: Set<CivilDate>) throws {
        var taken = days
        for e in entries {
            guard taken.insert(e.date).inserted else {
                report.alreadyHere += 1
                continue
            }
            switch e.kind {
            case .done(let value):
                try inserts.completion(habitID: habit.id!, date: e.date, value: value, note: e.note, source: .import, recordedAt: now)
                report.completions += 1
            case .skip:
                try inserts.skip(habitID: habit.id!, date: e.date, note: e.note, recordedAt: now)
                report.skips += 1
            }
        }
    }

    private func link(_ habitID: Int64, _ externalID: String) throws {
        try db.execute(sql: "INSERT INTO habit_origin (habit_id, origin, external_id) VALUES (?, ?, ?)",
                       arguments: [habitID, origin, externalID])
    }

    /// "Read (Loop)", or "Read (Loop 2)", … : the first that is free.
    private func freeName(for name: String) throws -> String {
        var n = 1
        while true {
            let candidate = n == 1 ? "\(name) (\(originName))" : "\(name) (\(originName) \(n))"
            if try HabitRecord.filter(HabitRecord.Columns.nameKey == Validate.nameKey(candidate)).fetchCount(db) == 0 { return candidate }
            n += 1
        }
    }

    /// The derived state of every habit that changed, rebuilt from its log (which marks it
    /// changed for followers). A repeated import changes nothing, so writes nothing here either.
    func finish(_ store: HabitDatabase) throws {
        if categoriesCreated { try HabitDatabase.touchEverything(db) }
        guard !changed.isEmpty else { return }
        let fs = try store.foldSettings(db)
        for habit in changed {
            try HabitDatabase.rebuildState(db, habit: habit, fs)
            try HabitDatabase.journalHabit(db, habitID: habit.id!, days: true, now: fs.now)
        }
    }
}

extension HabitDatabase {
    /// Merges another app's habits in one transaction: all of it or nothing. `read` hands the
    /// file's habits to the session as it reads them. With `dryRun`, everything is done and
    /// checked, then rolled back: the report says what an import would do.
    public func importForeign(origin: String, originName: String, policy: NameClashPolicy, today: CivilDate, now: Date,
                              dryRun: Bool, _ read: (ForeignImport) throws -> Void) throws -> ForeignImportReport {
        try writer.writeWithoutTransaction { db in
            var report = ForeignImportReport()
            try db.inTransaction(.immediate) {
                let session = try ForeignImport(db, origin: origin, originName: originName, policy: policy, today: today, now: now)
                try read(session)
                try session.finish(self)
                report = session.report
                return dryRun ? .rollback : .commit
            }
            return report
        }
    }
}
