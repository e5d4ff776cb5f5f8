import FoundationEssentials
import GRDB
import HabitCore

/// undo, skip and unskip as typed writes (issue 42 part 3): each checks what it needs inside
/// its transaction and answers with the same refusal whoever asked (habitctl, the API, the
/// pages): an archived habit is refused as `done` refuses it, a routine has no log to undo,
/// a day has nothing to undo, is skipped already, or is not skipped.
extension HabitDatabase {
    /// What `undo` took back: the day's last completion, else its "no".
    public enum Undone: Equatable, Sendable {
        case completion(Completion)
        case decline
    }

    /// Takes back the last thing said of the day: its latest completion, else its "no".
    @discardableResult
    public func undo(_ habit: Habit, on date: CivilDate) throws -> Undone {
        try writer.write { db in
            try Self.refuseArchived(db, habit, ownLog: "undo")
            let id = habit.id!
            let fs = try foldSettings(db)
            if let c = try Self.removeLastCompletion(db, habitID: id, on: date, fs) { return .completion(c) }
            if try Self.removeDecline(db, habitID: id, on: date, fs) { return .decline }
            throw HabitError.nothingToUndo(habit: habit.name, date: date)
        }
    }

    /// Skips a day on purpose (a note says why); refused when it is skipped already.
    public func skip(_ habit: Habit, on date: CivilDate, note: String?, at: Date) throws {
        try writer.write { db in
            try Self.refuseArchived(db, habit)
            let note = try Validate.note(note)
            guard try Self.insert(Skip(habitID: habit.id!, date: date, note: note, recordedAt: at), db, try foldSettings(db)) else {
                throw HabitError.alreadySkipped(habit: habit.name, date: date)
            }
        }
    }

    /// Takes a skip back; refused when the day is not skipped.
    public func unskip(_ habit: Habit, on date: CivilDate) throws {
        try writer.write { db in
            try Self.refuseArchived(db, habit)
            guard try Self.removeSkip(db, habitID: habit.id!, on: date, try foldSettings(db)) else { throw HabitError.notSkipped(habit: habit.name, date: date) }
        }
    }
}
