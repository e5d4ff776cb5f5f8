import Foundation

/// Everything in a database, as `habitctl export` writes it and `import` reads it back.
/// The round trip is lossless: every field of every habit, completion, skip, category and
/// setting, in creation order.
public struct Backup: Codable, Sendable, Equatable {
    public static let formatName = "habitd-export"
    public static let currentVersion = 1

    public var format: String
    public var version: Int
    public var settings: [String: String]
    public var categories: [String]
    public var habits: [HabitEntry]

    /// One habit with its whole history. Completions and skips carry no habit id: they
    /// belong to the entry they sit in.
    public struct HabitEntry: Codable, Sendable, Equatable {
        public var habit: Habit
        public var completions: [Entry]
        public var skips: [SkipEntry]

        public init(habit: Habit, completions: [Entry], skips: [SkipEntry]) {
            self.habit = habit
            self.completions = completions
            self.skips = skips
        }
    }

    public struct Entry: Codable, Sendable, Equatable {
        public var date: CivilDate
        public var count: Int
        public var value: Double?
        public var note: String?
        public var source: CompletionSource
        public var recordedAt: Date

        public init(_ c: Completion) {
            date = c.date
            count = c.count
            value = c.value
            note = c.note
            source = c.source
            recordedAt = c.recordedAt
        }

        public func completion(habitID: Int64) -> Completion {
            Completion(habitID: habitID, date: date, count: count, value: value, note: note,
                       source: source, recordedAt: recordedAt)
        }
    }

    public struct SkipEntry: Codable, Sendable, Equatable {
        public var date: CivilDate
        public var note: String?
        public var recordedAt: Date

        public init(_ s: Skip) {
            date = s.date
            note = s.note
            recordedAt = s.recordedAt
        }

        public func skip(habitID: Int64) -> Skip {
            Skip(habitID: habitID, date: date, note: note, recordedAt: recordedAt)
        }
    }

    public init(settings: [String: String], categories: [String], habits: [HabitEntry]) {
        format = Backup.formatName
        version = Backup.currentVersion
        self.settings = settings
        self.categories = categories
        self.habits = habits
    }

    /// Checks what a file claims before anything is written: format, version, every habit
    /// valid, names unique, categories known, dates in order, settings known.
    public func validate() throws(HabitError) {
        guard format == Backup.formatName else { throw .invalidImport("not a habitd export (format '\(format)')") }
        guard version <= Backup.currentVersion else { throw .invalidImport("export version \(version) is newer than this habitctl") }
        var scratch = Settings()
        for (key, value) in settings {
            try SettingKey.parse(key).apply(value, to: &scratch)
        }
        var names: [String] = []
        for entry in habits {
            try Validate.habit(entry.habit, otherNames: names)
            names.append(entry.habit.name)
            if let c = entry.habit.category, !categories.contains(c) { throw .unknownCategory(c) }
            for c in entry.completions {
                _ = try Validate.count(c.count)
                if let note = c.note { try Validate.safe(note, "The note of \(entry.habit.name) on \(c.date)", .multiline) }
            }
            for s in entry.skips {
                if let note = s.note { try Validate.safe(note, "The note of \(entry.habit.name)'s skip on \(s.date)", .multiline) }
            }
        }
        var seen = Set<String>()
        for c in categories {
            let name = try Validate.categoryName(c)
            if !seen.insert(Validate.nameKey(name)).inserted { throw .duplicateCategory(name) }
        }
    }
}
