import Foundation
import HabitCore
import HabitStore
import HabitViews

/// Adding, changing, ordering and deleting habits: `habitctl add`, `edit`, `archive`, `pin`,
/// `move` and `rm` over HTTP, through the same `HabitWrite`, `HabitOrder` and store.
extension WebAPI {
    struct Changed: Encodable {
        let habit: ListEntry
        /// What the name suggested and was taken (add).
        var suggested: [String]? = nil
        /// "never reminds: …" and the like: the warnings habitctl prints.
        var warnings: [String] = []
        /// What happened, in habitctl's words ("Archived Read").
        var said: String? = nil
    }

    /// `POST habits`: `habitctl add`; 201 with the new habit and a Location.
    func add(_ request: WebRequest) throws -> WebResponse {
        let change: HabitChange = try decode(request, required: true, userInfo: [HabitChange.commandKey: HabitInput.Commands.add])
        let clock = try clock()
        let added = try namedInBody { try HabitWrite.add(change, db, clock) }
        var response = WebResponse.json(Changed(habit: try entry(of: added.habit, clock), suggested: added.suggested, warnings: added.warnings),
                                        status: 201)
        response.headers.append(("Location", WebAPI.prefix + "habits/\(added.habit.id!)"))
        return response
    }

    /// `PATCH habits/{habit}`: `habitctl edit`. An edit that changes past verdicts needs
    /// `"yes": true` (habitctl asks on a terminal).
    func edit(_ key: String, _ request: WebRequest) throws -> WebResponse {
        let change: HabitChange = try decode(request, required: true, userInfo: [HabitChange.commandKey: HabitInput.Commands.edit])
        let clock = try clock()
        let habit = try find(key)
        var warnings: [String] = []
        let edited = try namedInBody { try HabitWrite.edit(habit.name, change, db, clock, warnRewrite: { warnings.append($0.summary) }) }
        var said: String?
        if let c = edited.converted {
            said = tr("Converted from %s to %s (× %s): the goal and every amount logged", c.from.unit.name, c.to.unit.name,
                      formatAmount((c.factor * 10_000).rounded() / 10_000))
        }
        return .json(Changed(habit: try entry(of: edited.habit, clock), warnings: warnings + edited.warnings, said: said))
    }

    /// `DELETE habits/{habit}`: `habitctl rm --yes` (the request is the confirmation); 204.
    func delete(_ key: String) throws -> WebResponse {
        let habit = try find(key)
        try db.delete(habitNamed: habit.name)
        return WebResponse(status: 204)
    }

    /// `archive`, `unarchive`, `pin`, `unpin`: one flag of one habit.
    func flag(_ key: String, _ route: APIRoute) throws -> WebResponse {
        var habit = try find(key)
        let said: String
        switch route {
        case .archive: habit.archived = true; said = tr("Archived %s", habit.name)
        case .unarchive: habit.archived = false; said = tr("Unarchived %s", habit.name)
        case .pin: habit.pinned = true; said = tr("Pinned %s", habit.name)
        default: habit.pinned = false; said = tr("Unpinned %s", habit.name)
        }
        try db.update(habit)
        return .json(Changed(habit: try entry(of: habit, clock()), said: said))
    }

    struct MoveBody: Decodable {
        var before: String?
        var top: Bool?
        var bottom: Bool?
    }

    /// `POST habits/{habit}/move`: `habitctl move` with one of `before`, `top`, `bottom`.
    func move(_ key: String, _ request: WebRequest) throws -> WebResponse {
        let body: MoveBody = try decode(request, required: true)
        guard [body.before != nil, body.top == true, body.bottom == true].filter({ $0 }).count == 1 else {
            throw HabitError.refused(tr("Give one of --before NAME, --top or --bottom"))
        }
        let habit = try find(key)
        let said = try namedInBody { try HabitOrder.move(habit, to: body.before.map { .before($0) } ?? (body.top == true ? .top : .bottom), db) }
        return .json(Changed(habit: try entry(of: try find(key), clock()), said: said))
    }

    /// `work`, once the path's habit is found: a habit the body names (a routine's member,
    /// `before`) that does not exist makes the body unprocessable (422); 404 is for the path.
    func namedInBody<T>(_ work: () throws -> T) throws -> T {
        do { return try work() } catch HabitError.unknownHabit(let name) {
            throw Problem.unprocessable(HabitError.unknownHabit(name).message)
        }
    }
}
