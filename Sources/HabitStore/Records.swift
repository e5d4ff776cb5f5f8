import Foundation
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

/// A row of `habit`. Reminders and the category name are joined in by `HabitDatabase`.
/// Mapped by hand, like completions: Codable's key conversion is slow on Linux.
struct HabitRecord: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "habit"

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
    var rewardText: String?
    var rewardEvery: Int?
    var nudgeEvery: Int?
    var nudgeTimes: Int?
    var createdAt: Date
    var updatedAt: Date
    var uuid: String?
    var remindersPaused: Bool
    var sound: String?
    var chart: String?
    var goalPeriod: String?
    var askNote: Bool
    var windows: String?
    var remindAuto: Bool

    enum Columns {
        static let id = Column("id")
        static let nameKey = Column("name_key")
        static let archived = Column("archived")
    }

    /// The columns every read selects, in the order `init(row:)` reads them by position
    /// (looking 32 columns up by name cost more than the rest of reading a habit).
    static let columns = "id, name, name_key, description, icon, color, category_id, kind, goal_value, goal_unit, "
        + "schedule_kind, schedule_value, times_per_day, start_date, end_date, zone, archived, pinned, "
        + "reward_text, reward_every, nudge_every, nudge_times, created_at, uuid, updated_at, reminders_paused, sound, chart, goal_period, ask_note, windows, remind_auto"
    static var databaseSelection: [any SQLSelectable] { [SQL(sql: columns)] }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    init(row: Row) {
        id = row[0]
        name = row[1]
        nameKey = row[2]
        description = row[3]
        icon = row[4]
        color = row[5]
        categoryId = row[6]
        kind = row[7]
        goalValue = row[8]
        goalUnit = row[9]
        scheduleKind = row[10]
        scheduleValue = row[11]
        timesPerDay = row[12]
        startDate = row[13]
        endDate = row[14]
        zone = row[15]
        archived = row[16]
        pinned = row[17]
        rewardText = row[18]
        rewardEvery = row[19]
        nudgeEvery = row[20]
        nudgeTimes = row[21]
        createdAt = UnixSeconds.date(row[22])
        uuid = row[23]
        updatedAt = (row[24] as Int64?).map(UnixSeconds.date) ?? createdAt
        remindersPaused = row[25]
        sound = row[26]
        chart = row[27]
        goalPeriod = row[28]
        askNote = row[29]
        windows = row[30]
        remindAuto = row[31]
    }

    func encode(to c: inout PersistenceContainer) {
        c["id"] = id
        c["name"] = name
        c["name_key"] = nameKey
        c["description"] = description
        c["icon"] = icon
        c["color"] = color
        c["category_id"] = categoryId
        c["kind"] = kind
        c["goal_value"] = goalValue
        c["goal_unit"] = goalUnit
        c["schedule_kind"] = scheduleKind
        c["schedule_value"] = scheduleValue
        c["times_per_day"] = timesPerDay
        c["start_date"] = startDate
        c["end_date"] = endDate
        c["zone"] = zone
        c["archived"] = archived
        c["pinned"] = pinned
        c["reward_text"] = rewardText
        c["reward_every"] = rewardEvery
        c["nudge_every"] = nudgeEvery
        c["nudge_times"] = nudgeTimes
        c["created_at"] = UnixSeconds.value(createdAt)
        c["updated_at"] = UnixSeconds.value(updatedAt)
        c["reminders_paused"] = remindersPaused
        c["sound"] = sound
        c["chart"] = chart
        c["goal_period"] = goalPeriod
        c["ask_note"] = askNote
        c["windows"] = windows
        c["remind_auto"] = remindAuto
        c["uuid"] = uuid
    }

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
        rewardText = h.reward?.text
        rewardEvery = h.reward?.every
        nudgeEvery = h.nudge?.everyMinutes
        nudgeTimes = h.nudge?.times
        createdAt = h.createdAt
        updatedAt = h.updatedAt ?? h.createdAt
        uuid = h.uuid
        remindersPaused = h.pausesReminders
        sound = h.sound
        chart = h.chart
        goalPeriod = h.goal.flatMap { $0.period == .day ? nil : $0.period.rawValue }
        askNote = h.asksForNote
        windows = h.windows.map { $0.map(\.description).joined(separator: ",") }
        remindAuto = h.remindsAutomatically
    }

    func habit(category: String?, reminders: [Reminder]) throws -> Habit {
        guard let schedule = Schedule(kind: scheduleKind, value: scheduleValue),
              let start = CivilDate(parsing: startDate),
              let kind = HabitKind(rawValue: kind) else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "habit \(name) has an unreadable row")
        }
        let goal: Goal? = goalValue.map {
            Goal(value: $0, unit: (try? GoalUnit.parse(goalUnit ?? "count")) ?? .count,
                 period: goalPeriod.flatMap(GoalPeriod.init(rawValue:)) ?? .day)
        }
        return Habit(id: id, name: name, description: description, icon: icon,
                     color: (try? HabitColor.parse(color)) ?? .palette("coral"), category: category, kind: kind,
                     goal: goal, schedule: schedule, timesPerDay: timesPerDay, reminders: reminders.sorted(),
                     startDate: start, endDate: endDate.flatMap(CivilDate.init(parsing:)), zone: zone,
                     archived: archived, pinned: pinned,
                     reward: rewardText.flatMap { text in rewardEvery.map { Reward(text: text, every: $0) } },
                     nudge: nudgeEvery.flatMap { every in nudgeTimes.map { Nudge(everyMinutes: every, times: $0) } },
                     createdAt: createdAt, updatedAt: updatedAt, uuid: uuid, remindersPaused: remindersPaused, sound: sound, chart: chart,
                     askNote: askNote,
                     windows: windows.map { $0.split(separator: ",").compactMap { try? TimeWindow.parse(String($0)) } },
                     remindAuto: remindAuto)
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

    init(row: Row) {
        habitId = row[0]
        time = row[1]
        days = row[2]
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
    }

    var completion: Completion {
        Completion(seq: seq, habitID: habitId, date: date, count: count, value: value, note: note,
                   mood: mood.flatMap(Mood.init(rawValue:)), source: CompletionSource(rawValue: source) ?? .external, recordedAt: recordedAt)
    }
}

/// A row of `skip`, by hand for the same reason.
struct SkipRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "skip"

    var habitId: Int64
    var date: CivilDate
    var note: String?
    var recordedAt: Date

    enum Columns {
        static let habitId = Column("habit_id")
        static let date = Column("date")
    }

    init(row: Row) throws {
        habitId = row["habit_id"]
        guard let d = CivilDate(parsing: row["date"] ?? "") else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "a skip of habit \(habitId) has no valid date")
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
