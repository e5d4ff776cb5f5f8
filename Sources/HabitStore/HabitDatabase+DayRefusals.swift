import FoundationEssentials
import GRDB
import HabitCore

/// The refusals every write of a day makes, inside its transaction (issue 42 part 3): the
/// habit as the store holds it now, not as the caller read it, and the completion's own
/// values. Whoever calls (habitctl, the API, the pages, habitd's Mark done) gets the same
/// error, and no door needs its own copy.
extension HabitDatabase {
    /// Refuses a day's write to an archived habit (read in `db`, so one archived since the
    /// caller read it is refused too); and, with `ownLog` (the command's word), to a routine,
    /// whose days are its members'.
    static func refuseArchived(_ db: Database, _ habit: Habit, ownLog command: String? = nil) throws {
        guard let id = habit.id,
              let row = try Row.fetchOne(db, sql: "SELECT name, archived, routine FROM habit WHERE id = ?", arguments: [id]) else {
            throw HabitError.unknownHabit(habit.name)
        }
        if row["archived"] as Bool { throw HabitError.archived(row["name"]) }
        if let command, (row["routine"] as String?) != nil { throw HabitError.routineHasNoLog(habit: row["name"], command: command) }
    }

    /// Refuses `command` (habitctl's word) for a routine, whose days are its members'.
    static func refuseRoutine(_ db: Database, _ habit: Habit, command: String) throws {
        guard let id = habit.id, let row = try Row.fetchOne(db, sql: "SELECT name, routine FROM habit WHERE id = ?", arguments: [id]) else {
            throw HabitError.unknownHabit(habit.name)
        }
        if (row["routine"] as String?) != nil { throw HabitError.routineHasNoLog(habit: row["name"], command: command) }
    }

    /// A completion's count, amount and note as every door takes them.
    static func refuseOutOfRange(_ c: Completion) throws {
        _ = try Validate.count(c.count)
        if let v = c.value { _ = try Validate.value(v) }
        _ = try Validate.note(c.note)
    }
}
