import HabitCore

/// A habit's streaks, milestones and reward progress as of today, from its whole history:
/// what `show` prints and `show --json` carries.
struct StreakSummary: Encodable {
    let streakUnit: String?
    let currentStreak: Int
    let bestStreak: Int
    let milestonesReached: [String]
    let nextMilestone: String?
    /// Periods still to go to the next milestone.
    let nextMilestoneIn: Int?
    /// Periods of the current streak toward the next reward, and the reward's threshold.
    let rewardProgress: Int?
    let rewardEvery: Int?

    init(habit: Habit, history: HabitLog, weekStart: Weekday, today: CivilDate, skipsKeepStreak: Bool) {
        let rules = HabitRules(habit: habit, log: history, weekStart: weekStart)
        let s = rules.streaks(through: today, skipsKeepStreak: skipsKeepStreak)
        streakUnit = rules.streakUnit?.rawValue
        currentStreak = s.current
        bestStreak = s.best
        let ladder = rules.streakUnit.map { Milestone.progress(s.current, unit: $0) }
        milestonesReached = ladder?.reached.map(\.name) ?? []
        nextMilestone = ladder?.next?.name
        nextMilestoneIn = ladder?.next.map { $0.threshold - s.current }
        rewardProgress = habit.reward.map { $0.progress(streak: s.current).toward }
        rewardEvery = habit.reward?.every
    }

    /// The lines of `show`: (label, text).
    func fields(_ habit: Habit) -> [(String, String)] {
        guard let unitName = streakUnit, let unit = StreakUnit(rawValue: unitName) else { return [] }
        var out = [("Streak", currentStreak == 0 && bestStreak == 0 ? "none yet"
                                  : "\(unit.count(currentStreak)) · best \(unit.count(bestStreak))")]
        // Milestones belong to the current streak.
        var milestones = milestonesReached.isEmpty ? [] : [milestonesReached.joined(separator: ", ") + " reached"]
        if let next = nextMilestone, let left = nextMilestoneIn { milestones.append("next \(next), \(unit.count(left)) to go") }
        else { milestones.append("the top of the ladder") }
        out.append(("Milestones", milestones.joined(separator: " · ")))
        if let reward = habit.reward, let toward = rewardProgress {
            out.append(("Reward", "\(reward.text), every \(unit.count(reward.every)) in a row · \(toward) / \(reward.every) toward the next"))
        }
        return out
    }
}
