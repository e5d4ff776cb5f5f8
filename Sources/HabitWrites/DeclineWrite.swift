import FoundationEssentials
import HabitCore
import HabitStore
import HabitViews

/// An explicit "no" for a build habit's day (`habitctl fail`, the API's and the pages'
/// `fail`): the refusals and the write, shared.
public enum DeclineWrite {
    public static func record(_ habit: Habit, on day: CivilDate, note: String?, _ db: HabitDatabase, _ clock: LedgerClock) throws {
        guard habit.kind == .build else {
            throw HabitError.refused(tr("%s is a habit to quit: a day over the limit is a slip ('habitctl slip %s')", habit.name, habit.name))
        }
        if let p = habit.pause(on: day) {
            throw HabitError.refused(tr("%1$s is paused on %2$s (%3$s): nothing is asked that day", habit.name, day.displayText,
                                        PauseText.span(p) + (p.note.map { " (\($0))" } ?? "")))
        }
        let decline = Decline(habitID: habit.id!, date: day, note: note, recordedAt: clock.now)
        switch try db.record(decline: decline, habit: habit, weekStart: clock.weekStart) {
        case .done:
            throw HabitError.refused(tr("%1$s is done on %2$s: 'habitctl undo %1$s' first, or 'habitctl toggle %1$s' to say no", habit.name, day.displayText))
        case .already:
            throw HabitError.refused(tr("%1$s already says no on %2$s", habit.name, day.displayText))
        case .recorded:
            return
        }
    }
}
