import HabitCore

/// One change as the journal carries it: made by one device, stamped by its clock, about
/// one habit (by the habit's UUID, the same on every device).
public struct SyncOperation: Hashable, Sendable {
    /// The device that made it and its place in that device's journal: unique and stable.
    public struct ID: Hashable, Sendable {
        public let device: String
        public let sequence: Int64
        public init(device: String, sequence: Int64) {
            self.device = device
            self.sequence = sequence
        }
    }

    public enum Change: Hashable, Sendable {
        /// One field of the habit's definition as text (nil: cleared); a new habit sets each.
        case field(name: String, value: String?)
        /// One day's log as it stands after the change (done, undo, skip, a value, a note).
        case day(CivilDate, DayLog)
        /// The habit is gone, for good: later edits do not bring it back.
        case delete
    }

    public let id: ID
    public let clock: HLC
    /// The habit's UUID.
    public let habit: String
    public let change: Change

    public init(id: ID, clock: HLC, habit: String, change: Change) {
        self.id = id
        self.clock = clock
        self.habit = habit
        self.change = change
    }
}

/// A day of one habit's log, whole: its completions (count, amount, note, how and when each
/// was recorded) and its skip.
/// The newest `DayLog` for a (habit, day) wins, so a done on one device and an undo on
/// another end the same everywhere: as the later of the two left it.
public struct DayLog: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var count: Int
        public var value: Double?
        public var note: String?
        /// `CompletionSource`'s raw value (cli, notification, …), as text so a newer device's
        /// sources pass through.
        public var source: String
        /// When it was recorded, in Unix seconds.
        public var at: Int64
        /// How it felt, 1 to 5; nil when not said (and then not written, so a day without
        /// moods reads the same to a build from before moods).
        public var mood: Int?
        /// When a memo added later was written, in Unix seconds; nil: with the completion (and
        /// then not written, as the mood).
        public var memoAt: Int64?
        public init(count: Int, value: Double? = nil, note: String? = nil, source: String = "cli", at: Int64 = 0, mood: Int? = nil,
                    memoAt: Int64? = nil) {
            self.memoAt = memoAt
            self.mood = mood
            self.count = count
            self.value = value
            self.note = note
            self.source = source
            self.at = at
        }
    }

    public var completions: [Entry]
    /// Skipped, and why (an empty note for none); nil when not skipped.
    public var skip: String?
    /// When the skip was recorded, in Unix seconds.
    public var skipAt: Int64
    /// Said "no" (`habitctl fail`), and why (an empty note for none); nil when not. Carried
    /// only when set, so a build from before it reads the day as it always did.
    public var no: String?
    /// When the no was said, in Unix seconds.
    public var noAt: Int64

    public init(completions: [Entry] = [], skip: String? = nil, skipAt: Int64 = 0, no: String? = nil, noAt: Int64 = 0) {
        self.completions = completions
        self.skip = skip
        self.skipAt = skipAt
        self.no = no
        self.noAt = noAt
    }

    public var isEmpty: Bool { completions.isEmpty && skip == nil && no == nil }
}
