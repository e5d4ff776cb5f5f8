import FoundationEssentials

/// A habit as another app (Loop, harsh) describes it: the definition it maps to here, the id
/// that app knows it by, and its entries.
public struct ForeignHabit: Sendable {
    /// Loop's uuid (or name, before Loop had uuids), harsh's name: what finds the habit again
    /// on the next import of the same or a newer file.
    public var externalID: String
    /// Ids an earlier import may have stored for it (Loop's name, before its files had uuids):
    /// a habit found by one of these takes `externalID` from then on.
    public var formerIDs: [String]
    /// The definition to create (its `id` is ignored; `startDate` moves back to the earliest entry).
    public var habit: Habit
    public var entries: [ForeignEntry]
    /// Where the file names it, for error lines: `Loop habit 3 ("Read")`.
    public var label: String

    public init(externalID: String, formerIDs: [String] = [], habit: Habit, entries: [ForeignEntry], label: String) {
        self.externalID = externalID
        self.formerIDs = formerIDs
        self.habit = habit
        self.entries = entries
        self.label = label
    }
}

/// One day of a foreign habit's log.
public struct ForeignEntry: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Done, with an amount for measured habits.
        case done(value: Double?)
        case skip
    }

    public var date: CivilDate
    public var kind: Kind
    public var note: String?

    public init(date: CivilDate, kind: Kind, note: String? = nil) {
        self.date = date
        self.kind = kind
        self.note = note
    }
}

/// "K times in N days", the way Loop and harsh write a frequency, as our schedule: exact where
/// we have it, otherwise the closest, with a line saying what was chosen.
public enum ForeignSchedule {
    public static func closest(times num: Int, inDays den: Int) -> (schedule: Schedule, warning: String?) {
        guard num > 0, den > 0 else { return (.daily, "its frequency \(num)/\(den) is not a frequency; imported as every day") }
        if num >= den { return (.daily, nil) }
        // Loop's "every week" and "every month" are 1/7 and 1/30: a count per period, like K/7.
        if den == 7 { return (.perWeek(num), nil) }
        if den == 30 || den == 31 { return (.perMonth(num), nil) }
        if num == 1 && den <= Limits.maxInterval { return (.everyNDays(den), nil) }
        let perWeek = 7 * Double(num) / Double(den)
        let chosen: Schedule
        if perWeek >= 6.5 {
            chosen = .daily
        } else if perWeek >= 1 {
            chosen = .perWeek(Int(perWeek.rounded()))
        } else {
            chosen = .perMonth(min(31, max(1, Int((30 * Double(num) / Double(den)).rounded()))))
        }
        return (chosen, "\(num) times in \(den) days has no exact schedule here; imported as \(chosen.summary)")
    }
}
