import Foundation
import HabitCore
import HabitStore
import HabitViews

/// A day of a habit beyond done and undo: `habitctl toggle` and `slip` over HTTP.
extension WebAPI {
    struct Toggled: Encodable {
        /// done (recorded what the day still needed), declined (said no), undone (nothing now).
        let outcome: String
        let date: String
        let habit: ListEntry
    }

    /// `POST habits/{habit}/toggle`: done → no → nothing, like a tap.
    func toggle(_ key: String, _ request: WebRequest) throws -> WebResponse {
        let body: DoneBody = try decode(request)
        let clock = try clock()
        let habit = try find(key)
        let (outcome, day) = try toggleDay(habit, body.date, clock)
        return .json(Toggled(outcome: outcome, date: day.description, habit: try entry(of: habit, clock, on: day)))
    }

    /// `habitctl toggle` of `habit` on the day `date` names (its today by default), as the API's
    /// route and the board's buttons run it: "done", "declined" or "undone", and the day.
    func toggleDay(_ habit: Habit, _ date: String?, _ clock: LedgerClock) throws -> (String, CivilDate) {
        if habit.archived { throw HabitError.archived(habit.name) }
        if habit.routine != nil { throw HabitError.routineHasNoLog(habit: habit.name, command: "toggle") }
        let day = try self.day(date, of: habit, clock)
        switch try db.toggle(habit: habit, on: day, weekStart: clock.weekStart, source: .external, at: clock.now) {
        case .done: return ("done", day)
        case .declined: return ("declined", day)
        case .undone: return ("undone", day)
        }
    }

    struct Slipped: Encodable {
        let recorded: Bool
        let date: String
        /// The streak as it stood before the day ("9 days"); null when there was none.
        let streakWas: String?
        let habit: ListEntry
    }

    /// `POST habits/{habit}/slip`: a quit habit's day over its limit; 201.
    func slip(_ key: String, _ request: WebRequest) throws -> WebResponse {
        let body: DoneBody = try decode(request)
        let value = try body.value.map { v throws(HabitError) in try Validate.value(v) }
        let note = try Validate.note(body.note)
        let clock = try clock()
        let habit = try find(key)
        let day = try self.day(body.date, of: habit, clock)
        let before = try SlipWrite.record(habit, on: day, value: value, note: note, source: .external, db, clock)
        return .json(Slipped(recorded: true, date: day.description, streakWas: before, habit: try entry(of: habit, clock, on: day)), status: 201)
    }
}
