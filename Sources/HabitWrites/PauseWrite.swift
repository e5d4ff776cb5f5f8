import FoundationEssentials
import HabitCore
import HabitStore
import HabitViews

/// `pause` and `resume`: a holiday or a rest for some habits, and its early end, as habitctl
/// and the web's habit page both make them.
public enum PauseWrite {
    /// Pauses `habits` from `from` (default: each one's today) to `to` (default: until
    /// resumed), stored together. Returns each habit with the pause that now holds `from`.
    public static func pause(_ habits: [Habit], from: String?, to: String?, note: String?,
                             _ db: HabitDatabase, _ clock: LedgerClock) throws -> [(habit: Habit, pause: Pause)] {
        let note = try Validate.note(note)
        let first = try from.map { t throws(HabitError) in try Validate.date(t) }
        let last = try to.map { t throws(HabitError) in try Validate.date(t) }
        var changed: [(habit: Habit, pause: Pause)] = []
        for var habit in habits {
            let start = first ?? clock.today(for: habit)
            if let last, last < start { throw HabitError.endBeforeStart(start: start, end: last) }
            habit.pauses = habit.pauses(adding: Pause(first: start, last: last, note: note))
            changed.append((habit, habit.pause(on: start)!))
        }
        try db.update(changed.map(\.habit))
        return changed
    }

    /// What resuming did to one habit: the pause that ended yesterday, those cancelled.
    public struct Resumed {
        public let habit: Habit
        public let ended: Pause?
        public let cancelled: [Pause]
    }

    /// Ends the pause running today (yesterday is its last day) and cancels those planned.
    /// `skipUnpaused`: a habit not paused is passed over (`--all`), else refused.
    public static func resume(_ habits: [Habit], skipUnpaused: Bool, _ db: HabitDatabase, _ clock: LedgerClock) throws -> [Resumed] {
        var changed: [Resumed] = []
        for var habit in habits {
            guard let r = habit.pauses(resumingOn: clock.today(for: habit)) else {
                if skipUnpaused { continue }
                throw HabitError.refused(tr("%s is not paused", habit.name))
            }
            habit.pauses = r.pauses
            changed.append(Resumed(habit: habit, ended: r.ended, cancelled: r.cancelled))
        }
        if changed.isEmpty { throw HabitError.refused(tr("Nothing is paused")) }
        try db.update(changed.map(\.habit))
        return changed
    }
}
