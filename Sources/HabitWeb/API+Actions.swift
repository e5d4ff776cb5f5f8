import FoundationEssentials
import HabitCore
import HabitStore
import HabitViews
import HabitWrites

/// A habit's actions over HTTP (`HabitAction`): each at its route, its body the action's
/// needs, run by `ActionRun` as the pages run it.
extension WebAPI {
    /// `POST habits/{habit}/ACTION` (`DELETE habits/{habit}`): the action's status when it
    /// changed something (200 when `done` found the day done already), with its answer.
    func act(_ action: HabitAction, _ key: String, _ request: WebRequest, source: CompletionSource) throws -> WebResponse {
        // An action that needs nothing reads no body.
        let input: ActionInput = action.needs.isEmpty ? ActionInput()
            : try decode(request, required: action == .move, userInfo: [ActionInput.actionKey: action])
        let habit = try find(key)
        let answer = try namedInBody { try ActionRun.run(action, habit, input, source: source, db, try clock()) }
        if action.answer == .nothing { return WebResponse(status: action.status) }
        return .json(answer, status: answer.recorded ? action.status : 200)
    }
}
