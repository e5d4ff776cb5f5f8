import Foundation
import HabitViews
import HabitWrites
import Testing
import TestSupport

/// habitctl's side of the action table (`HabitAction`, issue 42): every action is a command of
/// habitctl that takes each of the action's needs as an option of the same name. (The API's,
/// the document's and the pages' side: `HabitActionTableTests`.)
@Suite struct HabitActionCommandsTests {
    @Test(arguments: HabitAction.allCases)
    func everyActionIsACommandWithItsNeeds(action: HabitAction) throws {
        let r = CLI().run([action.command, "--experimental-dump-help"])
        #expect(r.status == 0, "habitctl has no command \(action.command): \(r.stderr)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let command = try #require(doc["command"] as? [String: Any])
        #expect(command["commandName"] as? String == action.command)
        let args = command["arguments"] as? [[String: Any]] ?? []
        let longs = Set(args.flatMap { ($0["names"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "long" }.compactMap { $0["name"] as? String } })
        for need in action.needs {
            #expect(longs.contains(need.rawValue), "habitctl \(action.command) has no --\(need.rawValue)")
        }
    }
}
