import FoundationEssentials
import HabitCore

/// One row of Loop Habit Tracker's `Habits` table (or of its CSV export's `Habits.csv`),
/// with what older schema versions lack already filled in as Loop's own migrations fill it.
public struct LoopHabitRow: Sendable {
    public var id: Int64
    public var name: String
    public var question: String?
    public var description: String?
    public var freqNum: Int
    public var freqDen: Int
    /// An index into Loop's 20-colour palette (schema 21 on); older files are converted on reading.
    public var color: Int
    public var archived: Bool
    public var reminderHour: Int?
    public var reminderMin: Int?
    /// Bit i is weekday i in Loop's order: Saturday, Sunday, Monday, …, Friday.
    public var reminderDays: Int
    public var numerical: Bool
    /// 0: at least, 1: at most.
    public var targetType: Int
    public var targetValue: Double
    public var unit: String
    /// nil before schema 24 and in CSV exports.
    public var uuid: String?

    public init(id: Int64, name: String, question: String? = nil, description: String? = nil, freqNum: Int = 1, freqDen: Int = 1,
                color: Int = 0, archived: Bool = false, reminderHour: Int? = nil, reminderMin: Int? = nil, reminderDays: Int = 127,
                numerical: Bool = false, targetType: Int = 0, targetValue: Double = 0, unit: String = "", uuid: String? = nil) {
        self.id = id
        self.name = name
        self.question = question
        self.description = description
        self.freqNum = freqNum
        self.freqDen = freqDen
        self.color = color
        self.archived = archived
        self.reminderHour = reminderHour
        self.reminderMin = reminderMin
        self.reminderDays = reminderDays
        self.numerical = numerical
        self.targetType = targetType
        self.targetValue = targetValue
        self.unit = unit
        self.uuid = uuid
    }
}

/// One row of Loop's `Repetitions`: a day and Loop's value for it.
public struct LoopEntryRow: Sendable {
    public var date: CivilDate
    /// Yes/no habits: 2 YES_MANUAL, 1 YES_AUTO, 3 SKIP, 0 NO, -1 UNKNOWN. Measurable: the amount × 1000.
    public var value: Int
    public var notes: String?

    public init(date: CivilDate, value: Int, notes: String? = nil) {
        self.date = date
        self.value = value
        self.notes = notes
    }

    /// Loop's timestamps are UTC midnights in milliseconds: the calendar day they start.
    public static func date(millis: Int64) -> CivilDate {
        CivilDate(dayNumber: Int((millis - (millis % 86_400_000 + 86_400_000) % 86_400_000) / 86_400_000))
    }
}

/// How Loop's habits and entries become ours (each decision is in the README's "Coming from
/// Loop or harsh").
public enum LoopMapping {
    public static let yesManual = 2, yesAuto = 1, skip = 3

    /// Loop's 20 colours (its light palette, schema 21 on), by index, and the palette colour
    /// each becomes: the one of the same family; Loop's three greys have no counterpart and become sky.
    public static let palette: [(hex: String, ours: String)] = [
        ("#D32F2F", "coral"), ("#E64A19", "coral"), ("#F57C00", "amber"), ("#FF8F00", "amber"),
        ("#F9A825", "amber"), ("#AFB42B", "lime"), ("#7CB342", "lime"), ("#388E3C", "lime"),
        ("#00897B", "teal"), ("#00ACC1", "teal"), ("#039BE5", "sky"), ("#1976D2", "sky"),
        ("#303F9F", "indigo"), ("#5E35B1", "purple"), ("#8E24AA", "purple"), ("#D81B60", "pink"),
        ("#5D4037", "amber"), ("#424242", "sky"), ("#757575", "sky"), ("#9E9E9E", "sky"),
    ]

    public static func color(index: Int) -> HabitColor {
        .palette(palette[(0..<palette.count).contains(index) ? index : 0].ours)
    }

    /// A `#RRGGBB` colour (Loop's CSV export) as the Loop palette index nearest to it.
    public static func index(ofHex hex: String) -> Int {
        guard let color = try? HabitColor.parse(hex) else { return 0 }
        let rgb = color.rgb
        func distance(_ i: Int) -> Int {
            let other = paletteRGB[i]
            let (r, g, b) = (rgb.r - other.r, rgb.g - other.g, rgb.b - other.b)
            return r * r + g * g + b * b
        }
        return palette.indices.min { distance($0) < distance($1) } ?? 0
    }

    private static let paletteRGB = palette.map { HabitColor.hex($0.hex).rgb }

    /// The colour column as the schema version wrote it, as a 20-colour index, the way
    /// Loop's migrations 14 (ARGB integers to a 13-colour palette) and 21 (13 to 20) convert it.
    public static func colorIndex(stored: Int, schemaVersion: Int) -> Int {
        var c = stored
        if schemaVersion < 14 { c = argbToOld13[c] ?? 0 }
        if schemaVersion < 21 { c = (0..<old13To20.count).contains(c) ? old13To20[c] : 0 }
        return (0..<20).contains(c) ? c : 0
    }

    private static let argbToOld13: [Int: Int] = [
        -2937041: 0, -1684967: 1, -415707: 2, -5262293: 3, -13070788: 4, -16742021: 5, -16732991: 6,
        -16540699: 7, -10603087: 8, -7461718: 9, -2614432: 10, -13619152: 11, -5592406: 12,
    ]
    private static let old13To20 = [0, 1, 4, 5, 7, 8, 9, 10, 13, 14, 15, 17, 19]

    /// Loop's weekday order for `reminder_days` bits: Saturday first (its `Timestamp.weekday`).
    static let bitOrder: [Weekday] = [.saturday, .sunday, .monday, .tuesday, .wednesday, .thursday, .friday]

    /// The reminder days, nil for every day (or for none, which Loop treats as every day).
    public static func weekdays(mask: Int) -> WeekdaySet? {
        let set = WeekdaySet(bitOrder.indices.filter { mask & (1 << $0) != 0 }.map { bitOrder[$0] })
        return set.isEmpty || set == .all ? nil : set
    }

    /// Which occurrence of its name each row is, in file order (1 for the first): Loop lets
    /// two habits share a name, and here each stays a habit of its own ("Sport", "Sport (2)").
    public static func occurrences(_ rows: [LoopHabitRow]) -> [Int] {
        var seen: [String: Int] = [:]
        return rows.map { row in
            let key = Validate.lookupKey(row.name)
            seen[key, default: 0] += 1
            return seen[key]!
        }
    }

    /// A Loop habit and its entries as ours, with warning lines for what did not map exactly.
    /// `occurrence`: the row's place among those of its name (`occurrences`): from the second
    /// on, the name here is numbered ("Sport (2)") and, without Loop's uuid, so is the identity
    /// that finds it again ("name:Sport#2").
    public static func habit(_ row: LoopHabitRow, entries: [LoopEntryRow], label: String, today: CivilDate,
                             now: Date, occurrence: Int = 1) -> (habit: ForeignHabit, warnings: [String]) {
        var warnings: [String] = []
        let (schedule, scheduleWarning) = ForeignSchedule.closest(times: row.freqNum, inDays: row.freqDen)
        if let scheduleWarning { warnings.append(scheduleWarning) }
        var kind = HabitKind.build
        var goal: Goal?
        if row.numerical {
            let unit = (try? GoalUnit.parse(row.unit)) ?? .count
            kind = row.targetType == 1 ? .quit : .build
            if row.targetValue > 0 || kind == .quit { goal = Goal(value: min(row.targetValue, Limits.maxGoal), unit: unit) }
            if row.freqDen > 1 && goal != nil {
                warnings.append("Loop sums its target over \(row.freqDen) days; here it is a goal for each day")
            }
        }
        var reminders: [Reminder] = []
        if let h = row.reminderHour, let m = row.reminderMin, let time = WallTime(hour: h, minute: m) {
            reminders = [Reminder(time: time, days: weekdays(mask: row.reminderDays))]
        }
        var habit = Habit(name: row.name, color: color(index: row.color),
                          kind: kind, goal: goal, schedule: schedule, reminders: reminders, startDate: today,
                          archived: row.archived, createdAt: now)
        // Loop's question is ours (the reminder asks it); one ours refuses (too long) opens the
        // description instead, where a question went before the field.
        habit.question = try? HabitFieldTable.question.checked(row.question, for: habit)
        let texts = [habit.question == nil ? row.question : nil, row.description]
            .compactMap { $0?.trimmingSpacesAndLines() }.filter { !$0.isEmpty }
        habit.description = texts.isEmpty ? nil : texts.joined(separator: "\n\n")
        var mapped: [ForeignEntry] = []
        for e in entries {
            let note = e.notes.flatMap { $0.isEmpty ? nil : $0 }
            if row.numerical {
                // Loop writes a measurable day it knows nothing of as UNKNOWN (-1); an amount of 0
                // counts only for "at most" habits (a day kept under the limit).
                guard e.value > 0 || (e.value == 0 && kind == .quit) else { continue }
                mapped.append(ForeignEntry(date: e.date, kind: .done(value: Double(e.value) / 1000), note: note))
            } else if e.value == yesManual {
                mapped.append(ForeignEntry(date: e.date, kind: .done(value: nil), note: note))
            } else if e.value == skip {
                mapped.append(ForeignEntry(date: e.date, kind: .skip, note: note))
            }
        }
        var named = habit
        let byName = "name:" + row.name + (occurrence > 1 ? "#\(occurrence)" : "")
        if occurrence > 1 {
            named.name = "\(row.name) (\(occurrence))"
            warnings.append("another habit in the file is named \"\(row.name)\" too: this one is \"\(named.name)\" here")
        }
        let foreign = ForeignHabit(externalID: row.uuid ?? byName, formerIDs: row.uuid == nil ? [] : [byName],
                                   habit: named, entries: mapped, label: label)
        return (foreign, warnings)
    }
}
