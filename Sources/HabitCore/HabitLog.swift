/// What was logged on one date for one habit.
public struct DayTally: Hashable, Sendable {
    /// Sum of completion counts.
    public var count: Int = 0
    /// Sum of effective values (see `HabitLog`).
    public var value: Double = 0
    /// Completions that reached the goal on their own (a session goal judges each alone); a
    /// completion without a value counts as `count` of them.
    public var sessionsMet: Int = 0
    /// The largest effective value of one completion (a quit habit's session limit).
    public var largest: Double = 0

    public init(count: Int = 0, value: Double = 0, sessionsMet: Int = 0, largest: Double = 0) {
        self.count = count
        self.value = value
        self.sessionsMet = sessionsMet
        self.largest = largest
    }

    /// Folds one completion in. `amount`: its value, or what a completion without one implies
    /// (`valued` false); `goal`: the habit's goal amount (0 without one).
    @inline(__always)
    public mutating func add(count n: Int, amount: Double, valued: Bool, goal: Double) {
        count += n
        value += amount
        if amount > largest { largest = amount }
        sessionsMet += valued ? (amount >= goal ? 1 : 0) : n
    }

    /// What a completion without a value adds per count ("did it"): for a build habit whose
    /// goal is per day, its share of the goal among the day's N check-ins (the goal itself when
    /// N is 1), so that N plain check-ins make the goal as they make the day (docs/rules.md,
    /// "A goal with times a day"); the whole goal per session; nothing for a week's or month's
    /// goal (the day is marked done, its amount unknown) or a quit habit (a clean check-in).
    public static func impliedAmount(for habit: Habit) -> Double {
        guard habit.kind == .build, let g = habit.goal, !g.period.spansDays else { return 0 }
        return g.period == .day ? g.value / Double(max(1, habit.timesPerDay)) : g.value
    }

    /// Whether `value` reaches `goal`, allowing for the rounding of shares that add up to it
    /// (three thirds of 2.5).
    public static func reaches(_ value: Double, _ goal: Double) -> Bool {
        value >= goal - 1e-9 * max(1, abs(goal))
    }
}

/// One habit's completions and skips, folded per local date: the input of every rule.
///
/// A completion without a value counts as `DayTally.impliedAmount(for:)`.
public struct HabitLog: Sendable {
    public private(set) var tallies: [CivilDate: DayTally]
    public private(set) var skips: Set<CivilDate>
    /// Days answered "no" (`habitctl fail`).
    public private(set) var declines: Set<CivilDate>

    public init(habit: Habit, completions: [Completion], skips: [Skip] = [], declines: [Decline] = []) {
        var t: [CivilDate: DayTally] = [:]
        let implied = DayTally.impliedAmount(for: habit), goal = habit.goal?.value ?? 0
        for c in completions {
            t[c.date, default: DayTally()].add(count: c.count, amount: c.value ?? implied * Double(c.count),
                                               valued: c.value != nil, goal: goal)
        }
        tallies = t
        self.skips = Set(skips.map(\.date))
        self.declines = Set(declines.map(\.date))
    }

    public init(tallies: [CivilDate: DayTally] = [:], skips: Set<CivilDate> = [], declines: Set<CivilDate> = []) {
        self.tallies = tallies
        self.skips = skips
        self.declines = declines
    }

    public subscript(date: CivilDate) -> DayTally { tallies[date] ?? DayTally() }

    public func isSkipped(_ d: CivilDate) -> Bool { skips.contains(d) }

    /// Answered "no" that day (see `HabitRules.isDeclined`, which also asks it is not done).
    public func isDeclined(_ d: CivilDate) -> Bool { declines.contains(d) }
}
