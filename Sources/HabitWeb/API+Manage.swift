import FoundationEssentials
import HabitCore
import HabitStore
import HabitViews
import HabitWrites

/// Adding and changing habits: `habitctl add` and `edit` over HTTP, through the same `HabitWrite`.
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
        let warnings = added.warnings + ColorWarning.lines(added.habit.color, given: change.color != nil)
        var response = WebResponse.json(Changed(habit: try entry(of: added.habit, clock), suggested: added.suggested, warnings: warnings),
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
        return .json(Changed(habit: try entry(of: edited.habit, clock),
                             warnings: warnings + edited.warnings + ColorWarning.lines(edited.habit.color, given: change.color != nil), said: said))
    }

    /// `work`, once the path's habit is found: a habit the body names (a routine's member,
    /// `before`) that does not exist makes the body unprocessable (422); 404 is for the path.
    func namedInBody<T>(_ work: () throws -> T) throws -> T {
        do { return try work() } catch HabitError.unknownHabit(let name) {
            throw Problem.unprocessable(HabitError.unknownHabit(name).message)
        }
    }
}
