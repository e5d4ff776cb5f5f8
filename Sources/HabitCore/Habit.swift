import FoundationEssentials

/// A habit, as the user configured it. Completions and skips live apart (see `HabitLog`).
/// Its fields are declared once, in `HabitFieldTable`, which every form (its coding, the
/// store's columns, sync, `list --json`) derives from.
public struct Habit: Hashable, Sendable {
    /// The store's row id; nil before the habit is saved.
    public var id: Int64?
    public var name: String
    public var description: String?
    /// One emoji or symbol; nil shows the name's initials.
    public var icon: String?
    public var color: HabitColor
    /// The category's name, if any.
    public var category: String?
    public var kind: HabitKind
    /// nil: "just do it" (build) or "not at all" (quit).
    public var goal: Goal?
    public var schedule: Schedule
    /// For day kinds: completions needed on one day ("3 times a day").
    public var timesPerDay: Int
    public var reminders: [Reminder]
    public var startDate: CivilDate
    public var endDate: CivilDate?
    /// IANA zone the habit is pinned to; nil follows the system zone.
    public var zone: String?
    public var archived: Bool
    public var pinned: Bool
    /// "Every 7 days in a row: a new book"; nil for none.
    public var reward: Reward?
    /// Reminded again when a reminder is ignored; nil for none.
    public var nudge: Nudge?
    /// The reminders are paused (kept, not fired: `edit --reminders off`).
    public var remindersPaused: Bool
    /// The sound its notifications ask for (a freedesktop sound theme name, or `none`); nil:
    /// the `sound` setting's.
    public var sound: SoundChoice?
    /// How `stats` of this habit draws its completion rate by default; nil: bars.
    public var chart: ChartKind?
    /// `done` on a terminal asks for a note and a mood.
    public var askNote: Bool
    /// The parts of the day it belongs to, in order, not overlapping; empty for none.
    public var windows: [TimeWindow] {
        didSet { if windows != windows.sorted() { windows.sort() } }
    }
    /// `--remind auto`: reminded at the usual time of its check-ins (`AutoReminder`).
    public var remindAuto: Bool
    /// Its holidays and rests, oldest first, not touching one another (`Pause`).
    public var pauses: [Pause]
    /// A habit made of habits (`Routine`); nil for an ordinary one.
    public var routine: Routine?
    /// Its reminder's own words (`ReminderMessage`); nil: the progress alone.
    public var message: String?
    /// What the reminder asks ("Did you stretch today?"): its first line, and shown with the
    /// habit (`HabitFieldTable.texts`).
    public var question: String?
    /// Its place in the user's order (`habitctl move`, seed 000's sortOrder): lower first;
    /// nil after every placed habit, in creation order.
    public var position: Double?
    public var createdAt: Date
    /// When its definition last changed (spec 004's `updatedAt`): made, edited, merged. It
    /// starts as `createdAt`; nil only where an older export or device did not carry it.
    public var updatedAt: Date?
    /// The habit's stable identity across devices and exports (a lowercase UUID), given by
    /// the store when the habit is first saved; nil before that.
    public var uuid: String?

    public init(id: Int64? = nil, name: String, description: String? = nil, icon: String? = nil,
                color: HabitColor, category: String? = nil, kind: HabitKind = .build, goal: Goal? = nil,
                schedule: Schedule = .daily, timesPerDay: Int = 1, reminders: [Reminder] = [],
                startDate: CivilDate, endDate: CivilDate? = nil, zone: String? = nil,
                archived: Bool = false, pinned: Bool = false, reward: Reward? = nil, nudge: Nudge? = nil, createdAt: Date,
                updatedAt: Date? = nil, uuid: String? = nil, remindersPaused: Bool = false, sound: SoundChoice? = nil, chart: ChartKind? = nil, askNote: Bool = false,
                windows: [TimeWindow]? = nil, remindAuto: Bool = false, pauses: [Pause] = [], routine: Routine? = nil) {
        self.routine = routine
        self.remindAuto = remindAuto
        self.pauses = pauses.sorted()
        self.windows = (windows ?? []).sorted()
        self.askNote = askNote
        self.id = id
        self.name = name
        self.description = description
        self.icon = icon
        self.color = color
        self.category = category
        self.kind = kind
        self.goal = goal
        self.schedule = schedule
        self.timesPerDay = timesPerDay
        self.reminders = reminders
        self.startDate = startDate
        self.endDate = endDate
        self.zone = zone
        self.archived = archived
        self.pinned = pinned
        self.reward = reward
        self.nudge = nudge
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
        self.uuid = uuid
        self.remindersPaused = remindersPaused
        self.sound = sound
        self.chart = chart
    }

    /// What the planner reminds at: its reminders; automatic, what was learned (the caller
    /// puts it in `reminders`; 09:00 otherwise); else the start of each window (anytime has
    /// no start worth a reminder: midnight).
    public var plannedReminders: [Reminder] {
        if !reminders.isEmpty { return reminders }
        if remindAuto { return [Reminder(time: AutoReminder.fallback)] }
        return windows.filter { !$0.isAnytime }.map { Reminder(time: WallTime(minuteOfDay: $0.start)) }
    }

    /// The window holding the minute of the day `m`, if any.
    public func window(containing m: Int) -> TimeWindow? { windows.first { $0.contains(minute: m) } }

    /// The habit as the planner sees it: an automatic one with the learned time as its reminder.
    public func planned(learned: AutoReminder.Learned?) -> Habit {
        guard remindAuto, let learned else { return self }
        var h = self
        h.reminders = [Reminder(time: learned.time)]
        return h
    }

    /// Whether `d` lies within the habit's term.
    public func isInTerm(_ d: CivilDate) -> Bool {
        d >= startDate && (endDate.map { d <= $0 } ?? true)
    }

    /// What the board shows when there is no icon: the first letters of the first two words.
    public var initials: String {
        name.utf8.allSatisfy { $0 < 0x80 } ? Self.asciiInitials(name) : Self.characterInitials(name)
    }

    /// `initials` of an ASCII name, by its bytes (each byte a character, whitespace as
    /// Unicode's White_Space has it: tab to carriage return, and space): the board asks for
    /// every row's, and walking Characters cost a board tens of microseconds.
    static func asciiInitials(_ name: String) -> String {
        var letters: [UInt8] = []
        var wordStart = true
        for byte in name.utf8 {
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                wordStart = true
            } else if wordStart {
                letters.append((0x61...0x7A).contains(byte) ? byte - 0x20 : byte)
                wordStart = false
                if letters.count == 2 { break }
            }
        }
        return letters.isEmpty ? "?" : String(decoding: letters, as: UTF8.self)
    }

    /// `initials` of any name, by its Characters.
    static func characterInitials(_ name: String) -> String {
        // The first letter of each of the first two words; stops reading there.
        var letters: [Character] = []
        var wordStart = true
        for ch in name {
            if ch.isWhitespace {
                wordStart = true
            } else if wordStart {
                letters.append(ch)
                wordStart = false
                if letters.count == 2 { break }
            }
        }
        if letters.isEmpty { return "?" }
        // ASCII letters need no Unicode case mapping (most names; the board asks for every row).
        if letters.allSatisfy({ $0.isASCII }) {
            return String(letters.map { $0.isLowercase ? Character(Unicode.Scalar($0.asciiValue! - 32)) : $0 })
        }
        return String(letters).uppercased()
    }
}

/// How `stats` draws a habit's completion rate.
public enum ChartKind: String, Sendable, Codable, CaseIterable {
    case bar, line
}

extension Habit: Codable {
    /// The row id and the UUID, beside the table's fields (the id is local, the UUID the
    /// habit's identity: neither is a field the journal carries).
    private static let idKey = HabitField.Key("id"), uuidKey = HabitField.Key("uuid")

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: HabitField.Key.self)
        try c.encodeIfPresent(id, forKey: Self.idKey)
        for field in HabitFieldTable.fields { try field.encode(self, into: &c) }
        try c.encodeIfPresent(uuid, forKey: Self.uuidKey)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: HabitField.Key.self)
        self.init(name: "", color: .palette("coral"), startDate: CivilDate(dayNumber: 0), createdAt: Date(timeIntervalSince1970: 0))
        id = try c.decodeIfPresent(Int64.self, forKey: Self.idKey)
        uuid = try c.decodeIfPresent(String.self, forKey: Self.uuidKey)
        updatedAt = nil
        for field in HabitFieldTable.fields {
            if field.required && !c.contains(field.key) {
                throw DecodingError.keyNotFound(field.key, .init(codingPath: c.codingPath, debugDescription: "missing"))
            }
            try field.decode(into: &self, from: c)
        }
    }

    /// The flat form of `list --json`: every field, nulls kept.
    public func encodeListed(into c: inout KeyedEncodingContainer<HabitField.Key>) throws {
        for field in HabitFieldTable.fields { try field.list(self, into: &c) }
    }
}

/// Where a completion came from.
public enum CompletionSource: String, Sendable, Codable, CaseIterable {
    /// habitctl; a notification's Mark done; an import; the HTTP API called with a token (a
    /// script, another app); the web app in a browser signed in by a login link. A store
    /// reading a source it does not know (a newer device's, synced) says external.
    case cli, notification, `import`, external, web
}

/// One "done": it belongs to a local calendar date, never to an instant, so travel
/// never moves it to another day.
public struct Completion: Hashable, Sendable, Codable {
    /// Its place among the habit's completions on that date (1, 2, …); nil before it is saved.
    public var seq: Int?
    public var habitID: Int64
    public var date: CivilDate
    /// How many times (default 1).
    public var count: Int
    /// An amount for goal habits (5 km, 2 cups); nil means "the goal" for build habits
    /// and nothing for quit habits.
    public var value: Double?
    public var note: String?
    /// How it felt, with the note (spec 004's memo); nil when not said.
    public var mood: Mood?
    public var source: CompletionSource
    /// The UTC instant it was recorded (the store keeps whole seconds).
    public var recordedAt: Date
    /// When its memo (note, mood) was written, when that was after it was recorded (a memo
    /// added to a day already done); nil: with the completion.
    public var memoAt: Date?

    /// When the memo was written: `memoAt`, or `recordedAt` for one given with it; nil without one.
    public var memoWrittenAt: Date? { note != nil || mood != nil ? memoAt ?? recordedAt : nil }

    public init(seq: Int? = nil, habitID: Int64, date: CivilDate, count: Int = 1, value: Double? = nil,
                note: String? = nil, mood: Mood? = nil, source: CompletionSource = .cli, recordedAt: Date, memoAt: Date? = nil) {
        self.memoAt = memoAt
        self.mood = mood
        self.seq = seq
        self.habitID = habitID
        self.date = date
        self.count = count
        self.value = value
        self.note = note
        self.source = source
        self.recordedAt = recordedAt
    }
}

/// "Not today", on purpose: no reminders that day; it neither breaks nor extends a streak
/// while the `skips-keep-streak` setting is on (the default).
public struct Skip: Hashable, Sendable, Codable {
    public var habitID: Int64
    public var date: CivilDate
    public var note: String?
    public var recordedAt: Date

    public init(habitID: Int64, date: CivilDate, note: String? = nil, recordedAt: Date) {
        self.habitID = habitID
        self.date = date
        self.note = note
        self.recordedAt = recordedAt
    }
}

/// "No", on purpose (`habitctl fail`, `n` in ask): a build habit's day not done and said
/// so, shown ✗ apart from a day nobody answered. It carries what a skip carries.
public typealias Decline = Skip

/// A named group of habits.
public struct Category: Hashable, Sendable, Codable {
    public var id: Int64?
    public var name: String

    public init(id: Int64? = nil, name: String) {
        self.id = id
        self.name = name
    }
}
