import FoundationEssentials
import GRDB
import HabitCore

extension CivilDate: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { description.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> CivilDate? {
        String.fromDatabaseValue(dbValue).flatMap(CivilDate.init(parsing:))
    }
}

/// Instants are stored as whole Unix seconds: compact, and what other tools expect
/// (`datetime(recorded_at, 'unixepoch')`).
enum UnixSeconds {
    static func value(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }
    static func date(_ value: Int64) -> Date { Date(timeIntervalSince1970: Double(value)) }
}

/// A row of `habit`: the row's own columns (id, name key, category id, UUID) and, in
/// `HabitFieldTable.columns` order, every field's. Reminders and the category name are
/// joined in by `HabitDatabase`. Read by position: looking dozens of columns up by name cost
/// more than the rest of reading a habit.
struct HabitRecord: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "habit"

    var id: Int64?
    var nameKey: String
    var categoryId: Int64?
    var uuid: String?
    /// The fields' column values, in `HabitFieldTable.columns` order.
    var values: [FieldValue]

    enum Columns {
        static let id = Column("id")
        static let nameKey = Column("name_key")
        static let archived = Column("archived")
    }

    private static let own = ["id", "name_key", "category_id", "uuid"]
    /// The columns every read selects, in the order `init(row:)` reads them.
    static let columns = (own + HabitFieldTable.columns).joined(separator: ", ")
    static var databaseSelection: [any SQLSelectable] { [SQL(sql: columns)] }
    private static let index = Dictionary(uniqueKeysWithValues: HabitFieldTable.columns.enumerated().map { ($1, $0) })

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    /// A new habit's id is one no habit of this store ever had (`habit_id_used`): an old
    /// link, bookmark or API client holding a deleted habit's id never reaches another.
    mutating func willInsert(_ db: Database) throws {
        if id == nil { id = try Int64.fetchOne(db, sql: "SELECT value + 1 FROM habit_id_used") }
    }

    init(row: Row) { self.init(reading: row) }

    init(reading r: some ColumnReader) {
        id = r.optionalInt64(0)
        nameKey = r.text(1)
        categoryId = r.optionalInt64(2)
        uuid = r.optionalText(3)
        let first = Int32(Self.own.count)
        values = (0..<Int32(HabitFieldTable.columns.count)).map { r.fieldValue(first + $0) }
    }

    func encode(to c: inout PersistenceContainer) {
        c["id"] = id
        c["name_key"] = nameKey
        c["category_id"] = categoryId
        c["uuid"] = uuid
        for (column, value) in zip(HabitFieldTable.columns, values) {
            switch value {
            case .null: c[column] = nil as DatabaseValue?
            case .int(let v): c[column] = v
            case .double(let v): c[column] = v
            case .text(let v): c[column] = v
            }
        }
    }

    init(_ h: Habit, categoryID: Int64?) {
        id = h.id
        nameKey = Validate.nameKey(h.name)
        categoryId = categoryID
        uuid = h.uuid
        values = HabitFieldTable.fields.flatMap { $0.store(h) }
    }

    private func value(_ column: String) -> FieldValue { values[Self.index[column]!] }

    var name: String { if case .text(let s) = value("name") { return s } else { return "" } }
    var archived: Bool { value("archived") == .int(1) }
    var pinned: Bool { value("pinned") == .int(1) }

    func habit(category: String?, reminders: [Reminder]) throws -> Habit {
        var h = Habit(id: id, name: "", color: .palette("coral"), startDate: CivilDate(dayNumber: 0), createdAt: Date(timeIntervalSince1970: 0))
        h.uuid = uuid
        var offset = 0
        do {
            for field in HabitFieldTable.fields {
                try field.load(&h, FieldColumns(values, from: offset))
                offset += field.columns.count
            }
        } catch {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "habit \(name) has an unreadable row: \(error)")
        }
        h.category = category
        h.reminders = reminders.sorted()
        return h
    }
}

struct ReminderRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "reminder"

    var habitId: Int64
    var time: String
    var days: Int?

    enum Columns {
        static let habitId = Column("habit_id")
    }

    init(habitId: Int64, time: String, days: Int?) {
        self.habitId = habitId
        self.time = time
        self.days = days
    }

    /// Read by position from `columns`, like `HabitRecord`.
    static let columns = "habit_id, time, days"
    static var databaseSelection: [any SQLSelectable] { [SQL(sql: columns)] }

    init(row: Row) { self.init(reading: row) }

    init(reading r: some ColumnReader) {
        habitId = r.int64(0)
        time = r.text(1)
        days = r.optionalInt(2)
    }

    func encode(to c: inout PersistenceContainer) {
        c["habit_id"] = habitId
        c["time"] = time
        c["days"] = days
    }

    var reminder: Reminder? {
        guard let t = try? WallTime.parse(time) else { return nil }
        return Reminder(time: t, days: days.map(WeekdaySet.init(mask:)))
    }
}

/// A row of `completion`. Decoded and encoded by hand: a board reads thousands of these,
/// and Codable with snake-case key conversion cost most of `habitctl list`'s time.
struct CompletionRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "completion"

    var seq: Int
    var habitId: Int64
    var date: CivilDate
    var count: Int
    var value: Double?
    var note: String?
    var mood: Int?
    var source: String
    var recordedAt: Date
    var memoAt: Date?

    enum Columns {
        static let seq = Column("seq")
        static let habitId = Column("habit_id")
        static let date = Column("date")
    }

    init(row: Row) throws {
        seq = row["seq"]
        habitId = row["habit_id"]
        guard let d = CivilDate(parsing: row["date"] ?? "") else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "a completion of habit \(habitId) has no valid date")
        }
        date = d
        count = row["count"]
        value = row["value"]
        note = row["note"]
        mood = row["mood"]
        source = row["source"]
        recordedAt = UnixSeconds.date(row["recorded_at"])
        memoAt = (row["memo_at"] as Int64?).map { UnixSeconds.date($0) }
    }

    func encode(to container: inout PersistenceContainer) {
        container["seq"] = seq
        container["habit_id"] = habitId
        container["date"] = date
        container["count"] = count
        container["value"] = value
        container["note"] = note
        container["mood"] = mood
        container["source"] = source
        container["recorded_at"] = UnixSeconds.value(recordedAt)
        container["memo_at"] = memoAt.map(UnixSeconds.value)
    }

    /// `seq` is the caller's to choose (see `HabitDatabase.nextSeq`).
    init(_ c: Completion, seq: Int) {
        self.seq = seq
        habitId = c.habitID
        date = c.date
        count = c.count
        value = c.value
        note = c.note
        mood = c.mood?.rawValue
        source = c.source.rawValue
        recordedAt = c.recordedAt
        memoAt = c.memoAt
    }

    var completion: Completion {
        Completion(seq: seq, habitID: habitId, date: date, count: count, value: value, note: note,
                   mood: mood.flatMap(Mood.init(rawValue:)), source: CompletionSource(rawValue: source) ?? .external, recordedAt: recordedAt,
                   memoAt: memoAt)
    }
}

/// The two tables of a day's answer without a completion: `skip` ("not today") and
/// `decline` ("no"); the same columns.
protocol DayMarkTable { static var name: String { get } }
enum SkipTable: DayMarkTable { static let name = "skip" }
enum DeclineTable: DayMarkTable { static let name = "decline" }
typealias SkipRecord = DayMarkRecord<SkipTable>
typealias DeclineRecord = DayMarkRecord<DeclineTable>

/// A row of `skip` or `decline`, by hand for the same reason.
struct DayMarkRecord<Table: DayMarkTable>: FetchableRecord, PersistableRecord {
    static var databaseTableName: String { Table.name }

    var habitId: Int64
    var date: CivilDate
    var note: String?
    var recordedAt: Date

    enum Columns {
        static var habitId: Column { Column("habit_id") }
        static var date: Column { Column("date") }
    }

    init(row: Row) throws {
        habitId = row["habit_id"]
        guard let d = CivilDate(parsing: row["date"] ?? "") else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "a \(Table.name) of habit \(habitId) has no valid date")
        }
        date = d
        note = row["note"]
        recordedAt = UnixSeconds.date(row["recorded_at"])
    }

    func encode(to container: inout PersistenceContainer) {
        container["habit_id"] = habitId
        container["date"] = date
        container["note"] = note
        container["recorded_at"] = UnixSeconds.value(recordedAt)
    }

    init(_ s: Skip) {
        habitId = s.habitID
        date = s.date
        note = s.note
        recordedAt = s.recordedAt
    }

    /// The row as a skip, or as a decline (`Decline` is a `Skip`).
    var skip: Skip { Skip(habitID: habitId, date: date, note: note, recordedAt: recordedAt) }
}

struct CategoryRecord: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "category"

    var id: Int64?
    var name: String
    var nameKey: String

    enum Columns {
        static let nameKey = Column("name_key")
    }

    init(id: Int64?, name: String, nameKey: String) {
        self.id = id
        self.name = name
        self.nameKey = nameKey
    }

    init(row: Row) {
        id = row["id"]
        name = row["name"]
        nameKey = row["name_key"]
    }

    func encode(to c: inout PersistenceContainer) {
        c["id"] = id
        c["name"] = name
        c["name_key"] = nameKey
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
