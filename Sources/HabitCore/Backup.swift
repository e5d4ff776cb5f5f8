import FoundationEssentials

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
        /// Days said "no" (`habitctl fail`); absent when there are none, so an export without
        /// any reads as it did before.
        public var declines: [SkipEntry]?

        public init(habit: Habit, completions: [Entry], skips: [SkipEntry], declines: [SkipEntry]? = nil) {
            self.habit = habit
            self.completions = completions
            self.skips = skips
            self.declines = declines?.isEmpty == true ? nil : declines
        }
    }

    public struct Entry: Codable, Sendable, Equatable {
        /// Its identity in the habit: date and place in the day (`2026-11-25/1`), as
        /// `history --json` shows it; an import numbers the day's entries afresh.
        public var id: String?
        public var date: CivilDate
        public var count: Int
        public var value: Double?
        public var note: String?
        /// 1 (awful) to 5 (great); absent when not said.
        public var mood: Mood?
        public var source: CompletionSource
        public var recordedAt: Date
        /// When a memo added later was written (`Completion.memoAt`); absent when with it.
        public var memoAt: Date?
        /// Spec 004's `updatedAt`. A record is never changed in place (an undo removes it, a
        /// new one is made), so it is `recordedAt`; an import does not read it.
        public var updatedAt: Date?

        public init(_ c: Completion) {
            id = c.seq.map { "\(c.date)/\($0)" }
            date = c.date
            count = c.count
            value = c.value
            note = c.note
            mood = c.mood
            source = c.source
            recordedAt = c.recordedAt
            memoAt = c.memoAt
            updatedAt = c.recordedAt
        }

        public func completion(habitID: Int64) -> Completion {
            Completion(habitID: habitID, date: date, count: count, value: value, note: note, mood: mood,
                       source: source, recordedAt: recordedAt, memoAt: memoAt)
        }
    }

    public struct SkipEntry: Codable, Sendable, Equatable {
        public var date: CivilDate
        public var note: String?
        public var recordedAt: Date
        /// As a completion's: its `recordedAt`.
        public var updatedAt: Date?

        public init(_ s: Skip) {
            date = s.date
            note = s.note
            recordedAt = s.recordedAt
            updatedAt = s.recordedAt
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
}
