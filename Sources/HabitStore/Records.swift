import Foundation
import GRDB
import HabitCore

extension CivilDate: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { description.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> CivilDate? {
        String.fromDatabaseValue(dbValue).flatMap(CivilDate.init(parsing:))
    }
}

/// A row of `habit`. Reminders and the category name are joined in by `HabitDatabase`.
struct HabitRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "habit"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    var id: Int64?
    var name: String
    var nameKey: String
    var description: String?
    var icon: String?
    var color: String
    var categoryId: Int64?
    var kind: String
    var goalValue: Double?
    var goalUnit: String?
    var scheduleKind: String
    var scheduleValue: Int?
    var timesPerDay: Int
    var startDate: String
    var endDate: String?
    var zone: String?
    var archived: Bool
    var pinned: Bool
    var createdAt: Date

    enum Columns {
        static let id = Column("id")
        static let nameKey = Column("name_key")
        static let archived = Column("archived")
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    init(_ h: Habit, categoryID: Int64?) {
        id = h.id
        name = h.name
        nameKey = Validate.nameKey(h.name)
        description = h.description
        icon = h.icon
        color = h.color.storage
        categoryId = categoryID
        kind = h.kind.rawValue
        goalValue = h.goal?.value
        goalUnit = h.goal?.unit.name
        (scheduleKind, scheduleValue) = h.schedule.storage
        timesPerDay = h.timesPerDay
        startDate = h.startDate.description
        endDate = h.endDate?.description
        zone = h.zone
        archived = h.archived
        pinned = h.pinned
        createdAt = h.createdAt
    }

    func habit(category: String?, reminders: [Reminder]) throws -> Habit {
        guard let schedule = Schedule(kind: scheduleKind, value: scheduleValue),
              let start = CivilDate(parsing: startDate),
              let kind = HabitKind(rawValue: kind) else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "habit \(name) has an unreadable row")
        }
        let goal: Goal? = goalValue.map { Goal(value: $0, unit: (try? GoalUnit.parse(goalUnit ?? "count")) ?? .count) }
        return Habit(id: id, name: name, description: description, icon: icon,
                     color: (try? HabitColor.parse(color)) ?? .palette("coral"), category: category, kind: kind,
                     goal: goal, schedule: schedule, timesPerDay: timesPerDay, reminders: reminders.sorted(),
                     startDate: start, endDate: endDate.flatMap(CivilDate.init(parsing:)), zone: zone,
                     archived: archived, pinned: pinned, createdAt: createdAt)
    }
}

struct ReminderRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "reminder"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    var id: Int64?
    var habitId: Int64
    var time: String
    var days: Int?

    enum Columns {
        static let habitId = Column("habit_id")
    }

    var reminder: Reminder? {
        guard let t = try? WallTime.parse(time) else { return nil }
        return Reminder(time: t, days: days.map(WeekdaySet.init(mask:)))
    }
}

struct CompletionRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "completion"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    var id: Int64?
    var habitId: Int64
    var date: CivilDate
    var count: Int
    var value: Double?
    var note: String?
    var source: String
    var recordedAt: Date

    enum Columns {
        static let id = Column("id")
        static let habitId = Column("habit_id")
        static let date = Column("date")
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    init(_ c: Completion) {
        id = c.id
        habitId = c.habitID
        date = c.date
        count = c.count
        value = c.value
        note = c.note
        source = c.source.rawValue
        recordedAt = c.recordedAt
    }

    var completion: Completion {
        Completion(id: id, habitID: habitId, date: date, count: count, value: value, note: note,
                   source: CompletionSource(rawValue: source) ?? .external, recordedAt: recordedAt)
    }
}

struct SkipRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "skip"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    var id: Int64?
    var habitId: Int64
    var date: CivilDate
    var note: String?
    var recordedAt: Date

    enum Columns {
        static let habitId = Column("habit_id")
        static let date = Column("date")
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    init(_ s: Skip) {
        id = s.id
        habitId = s.habitID
        date = s.date
        note = s.note
        recordedAt = s.recordedAt
    }

    var skip: Skip { Skip(id: id, habitID: habitId, date: date, note: note, recordedAt: recordedAt) }
}

struct CategoryRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "category"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    var id: Int64?
    var name: String
    var nameKey: String

    enum Columns {
        static let nameKey = Column("name_key")
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
