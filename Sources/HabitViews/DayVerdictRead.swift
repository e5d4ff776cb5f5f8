import HabitCore
import HabitStore

/// One habit's verdict on one day, as the ledger judges it today: what a tap the page's
/// script kept offline is checked against (the day must still be as the page showed it).
public enum DayVerdictRead {
    public static func verdict(of habit: Habit, on day: CivilDate, _ db: HabitDatabase, _ clock: LedgerClock) throws -> DayVerdict {
        let span = Ledger.logSpan(for: DateWindow(first: day, last: day), weekStart: clock.weekStart, of: habit)
        let snap = try db.snapshot(habitNamed: habit.name, from: span.first, to: span.last)
        guard let h = snap.habits.first else { throw HabitError.unknownHabit(habit.name) }
        let rules = HabitRules(habit: h, log: snap.log(for: h), weekStart: clock.weekStart)
        return rules.verdict(on: day, today: clock.today(for: h), skipsKeepStreak: clock.settings.skipsKeepStreak)
    }
}
