/// Something worth a celebration: a weekly or monthly goal met, a streak milestone, a
/// reward earned. `key` names it in the store, so each is celebrated once.
public struct Achievement: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case goal, milestone, reward

        /// What stands before its words wherever it is said (a notification, habitctl, a page).
        public var icon: String {
            switch self {
            case .goal: return "🎯"
            case .milestone: return "🏆"
            case .reward: return "🎁"
            }
        }
    }

    public let kind: Kind
    /// "goal 2026-11-16", "milestone 3 since 2026-11-20", "reward 7x2 since 2026-11-01".
    public let key: String
    public let habitName: String
    /// "3 days in a row", "goal reached", "reward earned".
    public let what: String
    /// Plain text, one line or more.
    public let detail: String

    /// "Read: 3 days in a row".
    public var title: String { tr("%1$s: %2$s", habitName, what) }

    public init(kind: Kind, key: String, habitName: String, what: String, detail: String) {
        self.kind = kind
        self.key = key
        self.habitName = habitName
        self.what = what
        self.detail = detail
    }
}

extension HabitRules {
    /// Whether `achievements(on: today)` can find anything, judged from a log that holds at
    /// least the current week or month: something was logged in it (a streak may run through
    /// it). False means no history need be read.
    public func mayHaveLiveAchievements(on today: CivilDate) -> Bool {
        streakUnit != nil && !log.tallies.isEmpty
    }

    /// What is live on `today`, at most one of each kind: the current week's or month's
    /// target met (K-per-period habits), and the highest milestone and reward reached by the
    /// current streak (as of today: a today still open neither breaks nor ends it, so a
    /// backdated day that completes a run makes its milestone live). Only the highest counts:
    /// lower ones were live on their own day, and when a backfill passes two at once, one
    /// notification says it; each is recorded once per run (its key names the run's start).
    /// Needs the whole history.
    public func achievements(on today: CivilDate, skipsKeepStreak: Bool) -> [Achievement] {
        achievements(on: today, streaks: streaks(through: today, skipsKeepStreak: skipsKeepStreak), skipsKeepStreak: skipsKeepStreak)
    }

    /// The same with the streaks as of `today` already known (from derived state): the log
    /// then needs to hold only today's week or month.
    public func achievements(on today: CivilDate, streaks: Streaks, skipsKeepStreak: Bool) -> [Achievement] {
        let name = habit.name
        guard let unit = streakUnit else { return [] }
        var out: [Achievement] = []
        if unit != .days, let latest = periods(from: today, upTo: today, today: today, skipsKeepStreak: skipsKeepStreak).last,
           latest.first <= today, today <= latest.last, latest.outcome == .satisfied {
            out.append(Achievement(kind: .goal, key: "goal \(latest.first)", habitName: name, what: tr("goal reached"),
                                   detail: periodProgress(on: today)))
        }
        guard let since = streaks.currentSince else { return out }
        let ladder = Milestone.progress(streaks.current, unit: unit)
        if let m = ladder.reached.last {
            // Named by its step on the ladder (seed 003: first, second, third), even when first
            // seen past it (after a pause, or a back-fill): never a number that is not a milestone.
            let detail: String
            switch (ladder.reached.count, ladder.next) {
            case (1, let next?): detail = tr("First milestone reached: %1$s. Next: %2$s.", m.displayName, next.displayName)
            case (_, let next?): detail = tr("Second milestone reached: %1$s. Next: %2$s.", m.displayName, next.displayName)
            case (_, nil): detail = tr("Third milestone reached: %s. The top of the ladder.", m.displayName)
            }
            out.append(Achievement(kind: .milestone, key: "milestone \(m.threshold) since \(since)",
                                   habitName: name, what: tr("%s in a row", m.displayName), detail: detail))
        }
        if let reward = habit.reward, case let n = reward.earned(streak: streaks.current), n > 0 {
            out.append(Achievement(kind: .reward, key: "reward \(reward.every)x\(n) since \(since)", habitName: name, what: tr("reward earned"),
                                   detail: tr("%1$s, for %2$s in a row", reward.text, unit.count(n * reward.every))))
        }
        return out
    }
}
