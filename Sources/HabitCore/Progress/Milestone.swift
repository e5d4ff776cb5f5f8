/// A streak milestone, by the rule of 3: 3 days → 3 weeks → 3 months of streak for day
/// schedules; 3 weeks → 3 months → 3 quarters for weekly; 3 months → 3 quarters → 3 years
/// for monthly. Thresholds are streak lengths in the habit's unit.
public struct Milestone: Hashable, Sendable {
    /// The streak length that reaches it, in the habit's `StreakUnit`.
    public let threshold: Int
    /// "3 days", "3 weeks", "3 months", "3 quarters", "3 years" (as JSON says it).
    public let name: String

    /// The name in the user's language.
    public var displayName: String { Self.displayName(of: name) }

    /// A milestone's name ("3 weeks") in the user's language.
    public static func displayName(of name: String) -> String {
        switch name {
        case "3 days": return tr("3 days")
        case "3 weeks": return tr("3 weeks")
        case "3 months": return tr("3 months")
        case "3 quarters": return tr("3 quarters")
        case "3 years": return tr("3 years")
        case "3 periods": return tr("3 periods")
        case "9 periods": return tr("9 periods")
        case "27 periods": return tr("27 periods")
        default: return name
        }
    }

    /// The ladder for a unit. A month of days is taken as 30, a month of weeks as 13/3.
    /// (Made once: a board asks for a ladder twice a row.)
    public static func ladder(_ unit: StreakUnit) -> [Milestone] {
        switch unit {
        case .days: return daysLadder
        case .weeks: return weeksLadder
        case .months: return monthsLadder
        case .periods: return periodsLadder
        }
    }

    private static let daysLadder: [Milestone] = [.init(threshold: 3, name: "3 days"), .init(threshold: 21, name: "3 weeks"), .init(threshold: 90, name: "3 months")]
    private static let weeksLadder: [Milestone] = [.init(threshold: 3, name: "3 weeks"), .init(threshold: 13, name: "3 months"), .init(threshold: 39, name: "3 quarters")]
    private static let monthsLadder: [Milestone] = [.init(threshold: 3, name: "3 months"), .init(threshold: 9, name: "3 quarters"), .init(threshold: 36, name: "3 years")]
    // A period of N days has no calendar name: the rule of 3 in periods.
    private static let periodsLadder: [Milestone] = [.init(threshold: 3, name: "3 periods"), .init(threshold: 9, name: "9 periods"), .init(threshold: 27, name: "27 periods")]

    /// The milestones a streak of `length` has reached, and the next one (nil past the top).
    public static func progress(_ length: Int, unit: StreakUnit) -> (reached: [Milestone], next: Milestone?) {
        let ladder = ladder(unit)
        return (ladder.filter { length >= $0.threshold }, ladder.first { length < $0.threshold })
    }
}

/// A habit's reward: "every 7 days in a row: a new book". It is due each time the streak
/// reaches a multiple of `every` (in the habit's streak unit).
public struct Reward: Hashable, Sendable, Codable {
    public var text: String
    public var every: Int

    public init(text: String, every: Int) {
        self.text = text
        self.every = every
    }

    /// How far the current streak is towards the next reward: (streak mod every, every).
    public func progress(streak: Int) -> (toward: Int, of: Int) { (streak % every, every) }

    /// Rewards earned by a streak of `length`.
    public func earned(streak length: Int) -> Int { length / every }
}

extension Milestone {
    /// Every milestone any streak has reached, with the date it was first reached (the last
    /// day of the period that made the run that long): a milestone stays reached when a
    /// later miss ends the streak.
    public static func everReached(_ periods: [StreakPeriod], unit: StreakUnit) -> [(milestone: Milestone, on: CivilDate)] {
        var fold = StreakFold(settledBefore: periods.first?.first ?? CivilDate(dayNumber: 0))
        let ladder = ladder(unit).map(\.threshold)
        for p in periods { fold.add(p, ladder: ladder) }
        return fold.reached(unit: unit)
    }

    /// "1/3": how many steps of the ladder a streak of `length` has climbed.
    public static func step(_ length: Int, unit: StreakUnit) -> String {
        "\(progress(length, unit: unit).reached.count)/\(ladder(unit).count)"
    }
}
