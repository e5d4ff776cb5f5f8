import GRDB
import HabitCore

/// A habit's switches a write sets alone: archived (`archive`, `unarchive`) and pinned
/// (`pin`, `unpin`).
public enum HabitSwitch: Sendable {
    case archived, pinned
}

extension HabitDatabase {
    /// Sets one switch of the habit as the store holds it now, in one transaction (issue 42
    /// part 3): the rest of the row is not the caller's copy, so a change made since the caller
    /// read the habit (an edit, a merge, habitd learning a reminder) is kept. Answers the habit
    /// as stored.
    @discardableResult
    public func set(_ flag: HabitSwitch, to on: Bool, of habit: Habit) throws -> Habit {
        try writer.write { db in
            guard let id = habit.id, var stored = try Self.fetchHabits(db, includeArchived: true, ids: [id]).first else {
                throw HabitError.unknownHabit(habit.name)
            }
            switch flag {
            case .archived: stored.archived = on
            case .pinned: stored.pinned = on
            }
            try update(db, stored, scalingAmountsBy: nil, validating: false)
            return stored
        }
    }
}
