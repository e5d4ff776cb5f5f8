/// What was logged on one date for one habit.
public struct DayTally: Hashable, Sendable {
    /// Sum of completion counts.
    public var count: Int = 0
    /// Sum of effective values (see `HabitLog`).
    public var value: Double = 0

    public init(count: Int = 0, value: Double = 0) {
        self.count = count
        self.value = value
    }
}

/// One habit's completions and skips, folded per local date: the input of every rule.
///
/// A completion without a value counts as the whole goal for a build habit ("did it")
/// and as nothing for a quit habit (a check-in that stayed clean).
public struct HabitLog: Sendable {
    public private(set) var tallies: [CivilDate: DayTally]
    public private(set) var skips: Set<CivilDate>

    public init(habit: Habit, completions: [Completion], skips: [Skip] = []) {
        var t: [CivilDate: DayTally] = [:]
        for c in completions {
            let implied = habit.kind == .build ? (habit.goal?.value ?? 0) * Double(c.count) : 0
            t[c.date, default: DayTally()].count += c.count
            t[c.date, default: DayTally()].value += c.value ?? implied
        }
        tallies = t
        self.skips = Set(skips.map(\.date))
    }

    public init(tallies: [CivilDate: DayTally] = [:], skips: Set<CivilDate> = []) {
        self.tallies = tallies
        self.skips = skips
    }

    public subscript(date: CivilDate) -> DayTally { tallies[date] ?? DayTally() }

    public func isSkipped(_ d: CivilDate) -> Bool { skips.contains(d) }
}
