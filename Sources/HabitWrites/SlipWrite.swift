import FoundationEssentials
import HabitCore
import HabitStore
import HabitViews

/// A quit habit's day over its limit (`habitctl slip`, the API's `POST habits/{habit}/slip`):
/// the write and its words, shared; the refusals are the store's (`recordSlip`).
public enum SlipWrite {
    /// Records the slip; returns the streak as it stood before the day ("9 days"), nil when
    /// there was none. `value`: the amount (required when the habit has a limit).
    @discardableResult
    public static func record(_ habit: Habit, on day: CivilDate, value: Double?, note: String?, source: CompletionSource,
                              _ db: HabitDatabase, _ clock: LedgerClock) throws -> String? {
        let before = try streakBefore(habit, day, db, clock)
        // A routine, a habit to build, a missing amount, and the day's (or its week's or
        // month's) amount so far plus this not passing the limit: decided where it is written.
        let completion = Completion(habitID: habit.id!, date: day, value: value, note: note, source: source, recordedAt: clock.now)
        if case .withinLimit(let already) = try db.recordSlip(completion, habit: habit, weekStart: clock.weekStart) {
            let held = already > 0 ? tr(" (%s so far)", formatAmount(already)) : ""
            throw HabitError.refused(tr("%1$s is within %2$s's limit of %3$s%4$s: record it with 'habitctl done --value'",
                                        formatAmount(value ?? 1), habit.name, habit.goal.map(\.summaryWithPeriod) ?? "0", held))
        }
        return before
    }

    /// The streak as it stood before this day ("9 days"), nil when there was none.
    static func streakBefore(_ habit: Habit, _ day: CivilDate, _ db: HabitDatabase, _ clock: LedgerClock) throws -> String? {
        guard let unit = HabitRules(habit: habit, log: HabitLog(), weekStart: clock.weekStart).streakUnit,
              let run = try db.progress(of: [habit], weekStart: clock.weekStart, skipsKeepStreak: clock.settings.skipsKeepStreak,
                                        today: { _ in day })[habit.id!]?.fold.run, run > 0 else { return nil }
        return unit.count(run)
    }
}
