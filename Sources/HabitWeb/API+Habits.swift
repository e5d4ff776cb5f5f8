import Foundation
import HabitCore
import HabitStore
import HabitViews

/// The habits and their days: what `list --json`, `show`, `done` and `undo` do, over HTTP.
extension WebAPI {
    /// `GET habits`: every habit's entry, as `list --json` has it (`?archived=true` adds the archived).
    func habits(_ request: WebRequest) throws -> WebResponse {
        let board = try BoardRead(db, try clock(), includeArchived: try boolQuery(request, "archived"), wholeSpan: true)
        let tracked = try db.daysTracked(of: board.rows.map(\.habit))
        return .json(board.rows.map { ListEntry($0, daysTracked: tracked[$0.habit.id ?? -1] ?? 0) })
    }

    /// `GET habits/{habit}`: one entry; the habit by id or by name.
    func habit(_ key: String) throws -> WebResponse {
        let habit = try find(key)
        return .json(try entry(of: habit, clock()))
    }

    /// The body `done` takes; every field may be left out (today, once, the goal).
    struct DoneBody: Decodable {
        var date: String?
        var count: Int?
        var value: Double?
        var note: String?
        var mood: String?
    }

    /// `POST habits/{habit}/done`: `habitctl done`, through the same validation and write;
    /// 201 with the entry when something was recorded, 200 when the day was done already.
    func done(_ key: String, _ request: WebRequest) throws -> WebResponse {
        let body: DoneBody = try decode(request)
        let clock = try clock()
        let habit = try find(key)
        let (recorded, day) = try doneDay(habit, body, clock)
        return .json(Outcome(recorded: recorded, date: day.description, habit: try entry(of: habit, clock, on: day)),
                     status: recorded ? 201 : 200)
    }

    /// `habitctl done` of `habit` as `body` says, as the API's route and the board's amount
    /// field run it: whether anything was recorded, and the day.
    func doneDay(_ habit: Habit, _ body: DoneBody, _ clock: LedgerClock) throws -> (Bool, CivilDate) {
        if habit.archived { throw HabitError.archived(habit.name) }
        let day = try self.day(body.date, of: habit, clock)
        let count = try Validate.count(body.count ?? 1)
        let value = try body.value.map { v throws(HabitError) in try Validate.value(v) }
        let note = try Validate.note(body.note)
        let mood = try body.mood.map { m throws(HabitError) in try Mood.parse(m) }
        if habit.routine != nil {
            return (!(try db.checkIn(routine: habit, on: day, source: .external, at: clock.now, weekStart: clock.weekStart)).isEmpty, day)
        }
        let completion = Completion(habitID: habit.id!, date: day, count: count, value: value, note: note, mood: mood,
                                    source: .external, recordedAt: clock.now)
        return (try db.checkIn(completion, habit: habit, weekStart: clock.weekStart) != nil, day)
    }

    /// `POST habits/{habit}/undo`: `habitctl undo`: the day's last completion, or its no.
    func undo(_ key: String, _ request: WebRequest) throws -> WebResponse {
        let body: DoneBody = try decode(request)
        let clock = try clock()
        let habit = try find(key)
        if habit.routine != nil { throw HabitError.routineHasNoLog(habit: habit.name, command: "undo") }
        let day = try self.day(body.date, of: habit, clock, inTerm: false)
        guard try db.undoLastCompletion(habitID: habit.id!, on: day) != nil || (try db.removeDecline(habitID: habit.id!, on: day)) else {
            throw HabitError.nothingToUndo(habit: habit.name, date: day)
        }
        return .json(Outcome(recorded: true, date: day.description, habit: try entry(of: habit, clock, on: day)))
    }

    /// `POST habits/{habit}/skip`: `habitctl skip`: a day on purpose, any day in the term,
    /// future ones too (a holiday).
    func skip(_ key: String, _ request: WebRequest) throws -> WebResponse {
        let body: DoneBody = try decode(request)
        let clock = try clock()
        let habit = try find(key)
        let note = try Validate.note(body.note)
        let day = try body.date.map { t throws(HabitError) in try Validate.date(t) } ?? clock.today(for: habit)
        try Validate.inTerm(day, of: habit)
        guard try db.record(Skip(habitID: habit.id!, date: day, note: note, recordedAt: clock.now)) else {
            throw HabitError.alreadySkipped(habit: habit.name, date: day)
        }
        return .json(Outcome(recorded: true, date: day.description, habit: try entry(of: habit, clock, on: min(day, clock.today(for: habit)))),
                     status: 201)
    }

    /// `POST habits/{habit}/unskip`: `habitctl unskip`.
    func unskip(_ key: String, _ request: WebRequest) throws -> WebResponse {
        let body: DoneBody = try decode(request)
        let clock = try clock()
        let habit = try find(key)
        let day = try body.date.map { t throws(HabitError) in try Validate.date(t) } ?? clock.today(for: habit)
        guard try db.removeSkip(habitID: habit.id!, on: day) else { throw HabitError.notSkipped(habit: habit.name, date: day) }
        return .json(Outcome(recorded: true, date: day.description, habit: try entry(of: habit, clock, on: min(day, clock.today(for: habit)))))
    }

    /// `GET settings`: every setting, as `habitctl config list --json` has them.
    func settings() throws -> WebResponse { .json(try SettingEntry.all(db, clock())) }

    /// `GET status`: how today stands, from the board's rows.
    func status() throws -> WebResponse {
        let board = try BoardRead(db, try clock(), includeArchived: false, wholeSpan: false)
        let due = board.rows.filter(\.isDueToday).map(\.habit.name)
        let done = board.rows.filter { $0.status == .done }.count
        return .json(Status(due: due, done: done, habits: board.rows.count))
    }

    struct Outcome: Encodable {
        let recorded: Bool
        let date: String
        let habit: ListEntry
    }

    struct Status: Encodable {
        let due: [String]
        let done: Int
        let habits: Int
    }

    // MARK: - Reading a request

    /// A habit by its id (digits), its UUID or its name (any case).
    func find(_ key: String) throws -> Habit {
        if key.allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int64(key),
           let h = try db.snapshot(includeArchived: true, logs: false).habits.first(where: { $0.id == id }) {
            return h
        }
        // The habit's UUID, which never changes, names it as well as its id.
        if HabitUUID.isValid(key.lowercased()), let h = try db.snapshot(includeArchived: true, logs: false).habits.first(where: { $0.uuid?.lowercased() == key.lowercased() }) {
            return h
        }
        return try db.habit(named: key)
    }

    /// The day asked for (default: the habit's today): never a future day; in the habit's
    /// term unless `inTerm` is false (undo works on any day).
    func day(_ text: String?, of habit: Habit, _ clock: LedgerClock, inTerm: Bool = true) throws -> CivilDate {
        let today = clock.today(for: habit)
        let day = try text.map { t throws(HabitError) in try Validate.pastOrToday(t, today: today) } ?? today
        if inTerm { try Validate.inTerm(day, of: habit) }
        return day
    }

    /// The habit's entry on `day` (its today by default), as `list --json` has it.
    func entry(of habit: Habit, _ clock: LedgerClock, on day: CivilDate? = nil) throws -> ListEntry {
        let board = try BoardRead(db, clock, includeArchived: true, fixed: day, wholeSpan: true, habitNamed: habit.name)
        guard let row = board.rows.first(where: { $0.habit.id == habit.id }) else { throw HabitError.unknownHabit(habit.name) }
        return ListEntry(row, daysTracked: try db.daysTracked(of: [row.habit])[habit.id!] ?? 0)
    }

    /// The body as `T`; an empty body is `{}` where the route's body is optional. Missing
    /// where required, nested too deep, or not `T`: a 400.
    func decode<T: Decodable>(_ request: WebRequest, required: Bool = false, userInfo: [CodingUserInfoKey: any Sendable] = [:]) throws -> T {
        try guards.depth(request.body)
        if required && request.body.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            throw Problem.badRequest(tr("this route takes a JSON body"))
        }
        let data = request.body.isEmpty ? Data("{}".utf8) : Data(request.body)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.userInfo = userInfo
        do { return try decoder.decode(T.self, from: data) } catch let refusal as HabitError { throw refusal } catch {
            throw Problem.badRequest(tr("the body is not the JSON this route takes: %s", Self.describe(error)))
        }
    }

    private static func describe(_ error: Error) -> String {
        switch error as? DecodingError {
        case .typeMismatch(_, let c)?, .valueNotFound(_, let c)?:
            return tr("'%s' has the wrong type", c.codingPath.map(\.stringValue).joined(separator: "."))
        case .dataCorrupted(let c)? where !c.codingPath.isEmpty:
            return tr("'%s' is out of range", c.codingPath.map(\.stringValue).joined(separator: "."))
        case .dataCorrupted?: return tr("it is not JSON")
        case .keyNotFound(let k, _)?: return tr("'%s' is missing", k.stringValue)
        default: return "\(error)"
        }
    }
}
