import FoundationEssentials
import HabitCore
import HabitStore
import HabitViews
import HabitWrites

/// The habits: what `list --json` and `show` say, over HTTP.
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

    /// `GET settings`: every setting, as `habitctl config list --json` has them.
    func settings() throws -> WebResponse { .json(try SettingEntry.all(db, clock())) }

    /// `GET status`: how today stands, from the board's rows.
    func status() throws -> WebResponse {
        let board = try BoardRead(db, try clock(), includeArchived: false, wholeSpan: false)
        let due = board.rows.filter(\.isDueToday).map(\.habit.name)
        let done = board.rows.filter { $0.status == .done }.count
        return .json(Status(due: due, done: done, habits: board.rows.count))
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

    /// The habit's entry on `day` (its today by default), as `list --json` has it.
    func entry(of habit: Habit, _ clock: LedgerClock, on day: CivilDate? = nil) throws -> ListEntry {
        try ActionRun.entry(of: habit, db, clock, on: day)
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
