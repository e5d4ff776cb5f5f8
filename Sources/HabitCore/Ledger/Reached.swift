/// What one completion reached, as the ledger judges it (issue 42 part 6): the tracking
/// line's "goal reached" and "— target met" are these verdicts, not rules of their own.
public struct Reached: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A build habit's day goal: the day became done with it (so a `--times 3` habit's day
    /// is reached on its third time, not its first), or, a goal per session, this session
    /// met the goal on its own.
    public static let goal = Reached(rawValue: 1)
    /// The period's target (K days of a week or month, or a week's or month's amount) became
    /// met with it.
    public static let target = Reached(rawValue: 2)
}

extension DayTally {
    /// The tally without one completion folded in by `add` (its arguments as `add` took them).
    /// `largest` is kept: only a quit habit reads it, and no quit verdict asks this.
    func removing(count n: Int, amount: Double, valued: Bool, goal: Double) -> DayTally {
        DayTally(count: count - n, value: value - amount,
                 sessionsMet: sessionsMet - (valued ? (amount >= goal ? 1 : 0) : n), largest: largest)
    }
}

extension HabitRules {
    /// What `added`, a completion already in this log on `d`, reached: the ledger's verdicts
    /// of the day and of its period with it, against the same verdicts without it.
    public func reached(by added: Completion, on d: CivilDate) -> Reached {
        guard habit.kind == .build, log.tallies[d] != nil else { return [] }
        let goal = habit.goal?.value ?? 0
        let amount = added.value ?? DayTally.impliedAmount(for: habit) * Double(added.count)
        var tallies = log.tallies
        tallies[d] = log[d].removing(count: added.count, amount: amount, valued: added.value != nil, goal: goal)
        let before = HabitRules(habit: habit, log: HabitLog(tallies: tallies, skips: log.skips, declines: log.declines), weekStart: weekStart)
        var out: Reached = []
        if let g = habit.goal, g.value > 0 {
            switch g.period {
            case .day where isDone(d) && !before.isDone(d): out.insert(.goal)
            case .session where log[d].sessionsMet > before.log[d].sessionsMet: out.insert(.goal)
            default: break
            }
        }
        if isPeriodSatisfied(d) && !before.isPeriodSatisfied(d) { out.insert(.target) }
        return out
    }
}
