import HabitCore

/// A habit's streaks, milestones and reward progress as of today, over its whole history:
/// what `show` prints and `show --json` carries.
public struct StreakSummary: Encodable {
    public let streakUnit: String?
    public let currentStreak: Int
    public let bestStreak: Int
    /// Milestones ever reached, with the date, whatever the current streak.
    public let milestonesReached: [Reached]
    /// The current streak on the ladder: "0/3" to "3/3".
    public let ladderStep: String?
    public let nextMilestone: String?
    /// Periods still to go to the next milestone.
    public let nextMilestoneIn: Int?
    /// Periods of the current streak toward the next reward, and the reward's threshold.
    public let rewardProgress: Int?
    public let rewardEvery: Int?

    public struct Reached: Encodable, Equatable {
        public let name: String
        public let reachedOn: CivilDate
    }

    /// `fold`: the habit's progress as of today (`Context.progress`).
    public init(habit: Habit, unit: StreakUnit?, fold: StreakFold) {
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
    public func fields(_ habit: Habit) -> [(String, String)] {
        guard let unitName = streakUnit, let unit = StreakUnit(rawValue: unitName) else { return [] }
        var out = [(tr("Streak"), currentStreak == 0 && bestStreak == 0 ? tr("none yet")
                                  : tr("%s · best %s", unit.count(currentStreak), unit.count(bestStreak)))]
        // Reached stays reached; the ladder beside it is the current streak's.
        var milestones = milestonesReached.map { tr("%s reached on %s", Milestone.displayName(of: $0.name), $0.reachedOn.displayText) }
        // The steps this streak has climbed, not its length (which the Streak line gives).
        let climbed = Milestone.progress(currentStreak, unit: unit).reached.count
        var ladder = tr("this streak has climbed %1$s of %2$s steps", climbed, Milestone.ladder(unit).count)
        if let next = nextMilestone, let left = nextMilestoneIn { ladder += tr(", next %s, %s to go", Milestone.displayName(of: next), unit.count(left)) }
        else { ladder += tr(", the top of the ladder") }
        milestones.append(ladder)
        out.append((tr("Milestones"), milestones.joined(separator: " · ")))
        if let reward = habit.reward, let toward = rewardProgress {
            out.append((tr("Reward"), tr("%s, every %s in a row · %s / %s toward the next", reward.text, unit.count(reward.every), toward, reward.every)))
        }
        return out
    }
}
