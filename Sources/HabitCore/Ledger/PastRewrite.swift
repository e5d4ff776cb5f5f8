/// What an edit does to the past (a goal, kind, schedule, times a day, start or end changed):
/// how many days before today change verdict, and the streak before and after. `edit` says it
/// and asks before it happens; nothing is said when nothing changes.
public struct PastRewrite: Equatable, Sendable {
    /// Days before today whose verdict differs (done → missed, slip → done…).
    public let changedDays: Int
    public let streakBefore: Int
    public let streakAfter: Int
    public let unitBefore: StreakUnit?
    public let unitAfter: StreakUnit?

    /// A past day judged anew, or the streak's length: with no history a new unit changes nothing.
    public var changesAnything: Bool { changedDays > 0 || streakBefore != streakAfter }

    /// Both versions of the habit judged over the same completions and skips, from the earlier
    /// start (or the first day logged) to yesterday; the streaks as of today.
    public static func of(_ old: Habit, _ new: Habit, completions: [Completion], skips: [Skip], today: CivilDate,
                          weekStart: Weekday, skipsKeepStreak: Bool) -> PastRewrite {
        let before = HabitRules(habit: old, log: HabitLog(habit: old, completions: completions, skips: skips), weekStart: weekStart)
        let after = HabitRules(habit: new, log: HabitLog(habit: new, completions: completions, skips: skips), weekStart: weekStart)
        let logged = (completions.map(\.date) + skips.map(\.date)).min()
        var d = [old.startDate, new.startDate, logged ?? old.startDate].min()!
        var changed = 0
        while d < today {
            if before.verdict(on: d, today: today, skipsKeepStreak: skipsKeepStreak)
                != after.verdict(on: d, today: today, skipsKeepStreak: skipsKeepStreak) { changed += 1 }
            d = d.adding(days: 1)
        }
        return PastRewrite(changedDays: changed,
                           streakBefore: before.streaks(through: today, skipsKeepStreak: skipsKeepStreak).current,
                           streakAfter: after.streaks(through: today, skipsKeepStreak: skipsKeepStreak).current,
                           unitBefore: before.streakUnit, unitAfter: after.streakUnit)
    }

    /// "This edit changes the verdict of 3 past days; the streak goes from 5 days to 2 days":
    /// each half only when it changes something (a streak of 0 days that stays 0 is not news).
    public var summary: String {
        func streak(_ n: Int, _ unit: StreakUnit?) -> String { unit.map { $0.count(n) } ?? tr("none") }
        let (was, becomes) = (streak(streakBefore, unitBefore), streak(streakAfter, unitAfter))
        let days = trn("This edit changes the verdict of %s past day", "This edit changes the verdict of %s past days", changedDays, changedDays)
        if was == becomes { return days }
        if changedDays == 0 { return tr("This edit changes the streak from %1$s to %2$s", was, becomes) }
        return tr("%1$s; the streak goes from %2$s to %3$s", days, was, becomes)
    }
}
