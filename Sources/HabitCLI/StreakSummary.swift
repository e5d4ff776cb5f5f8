import HabitCore

/// A habit's streaks, milestones and reward progress as of today, over its whole history:
/// what `show` prints and `show --json` carries.
struct StreakSummary: Encodable {
    let streakUnit: String?
    let currentStreak: Int
    let bestStreak: Int
    /// Milestones ever reached, with the date, whatever the current streak.
    let milestonesReached: [Reached]
    /// The current streak on the ladder: "0/3" to "3/3".
    let ladderStep: String?
    let nextMilestone: String?
    /// Periods still to go to the next milestone.
    let nextMilestoneIn: Int?
    /// Periods of the current streak toward the next reward, and the reward's threshold.
    let rewardProgress: Int?
    let rewardEvery: Int?

    struct Reached: Encodable, Equatable {
        let name: String
        let reachedOn: CivilDate
    }

    /// `fold`: the habit's progress as of today (`Context.progress`).
    init(habit: Habit, unit: StreakUnit?, fold: StreakFold) {
        streakUnit = unit?.rawValue
        currentStreak = fold.run
        bestStreak = fold.best
        let ladder = unit.map { Milestone.progress(fold.run, unit: $0) }
        milestonesReached = unit.map { u in fold.reached(unit: u).map { Reached(name: $0.milestone.name, reachedOn: $0.on) } } ?? []
        ladderStep = unit.map { Milestone.step(fold.run, unit: $0) }
        nextMilestone = ladder?.next?.name
        nextMilestoneIn = ladder?.next.map { $0.threshold - fold.run }
        rewardProgress = habit.reward.map { $0.progress(streak: fold.run).toward }
        rewardEvery = habit.reward?.every
    }

    /// The lines of `show`: (label, text).
    func fields(_ habit: Habit) -> [(String, String)] {
        guard let unitName = streakUnit, let unit = StreakUnit(rawValue: unitName) else { return [] }
        var out = [("Streak", currentStreak == 0 && bestStreak == 0 ? "none yet"
                                  : "\(unit.count(currentStreak)) · best \(unit.count(bestStreak))")]
        // Reached stays reached; the ladder beside it is the current streak's.
        var milestones = milestonesReached.map { "\($0.name) reached on \($0.reachedOn)" }
        var ladder = "current streak \(ladderStep ?? "0/3")"
        if let next = nextMilestone, let left = nextMilestoneIn { ladder += ", next \(next), \(unit.count(left)) to go" }
        else { ladder += ", the top of the ladder" }
        milestones.append(ladder)
        out.append(("Milestones", milestones.joined(separator: " · ")))
        if let reward = habit.reward, let toward = rewardProgress {
            out.append(("Reward", "\(reward.text), every \(unit.count(reward.every)) in a row · \(toward) / \(reward.every) toward the next"))
        }
        return out
    }
}
