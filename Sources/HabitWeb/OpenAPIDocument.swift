import HabitCore
import HabitViews
import HabitWrites

/// The API's contract (OpenAPI 3.1), served at /api/v1/openapi.json, the one route open
/// without a token: the routes, views and problems as `CWebAssets/files/openapi.json` holds
/// them, and what tables declare built from them: the habits' actions (`HabitAction`), the bodies of add and edit (`HabitAdd`,
/// `HabitEdit`) from `HabitInputTable`, the list habitctl's options and the API's reader
/// follow too, and the settings' names (`SettingKey`).
/// `OpenAPIContractTests` holds the routes to it; `habitd --openapi` prints it and
/// `scripts/gen-docs.sh` writes that to docs/openapi.json.
public enum OpenAPIDocument {
    static let json: [UInt8] = Array(text.utf8)

    public static let text: String = {
        let base = addingActions(to: String(decoding: WebAsset.bytes("openapi.json"), as: UTF8.self))
        let anchor = #""schemas": {"#
        guard let at = base.firstRange(of: anchor) else { preconditionFailure("files/openapi.json has no components.schemas") }
        let bodies = [body(for: .add, named: "HabitAdd"), body(for: .edit, named: "HabitEdit"), settingKey].map { "\n" + $0 + "," }.joined()
        return String(base[..<at.upperBound]) + bodies + String(base[at.upperBound...])
    }()

    /// `"HabitAdd": {…}`: the object a command's body is, each field as the table has it.
    static func body(for command: HabitInput.Commands, named name: String) -> String {
        let inputs = HabitInputTable.inputs.filter { $0.commands.includes(command) }
        let said = command == .add ? "habitctl add's" : "habitctl edit's"
        let description = "\(said) options, in snake_case: --remind-days is remind_days. Flags are booleans; repeatable options "
            + "take one text or a list. A field left out or null changes nothing; a field of the other command is refused."
        let schema = JSONLiteral.object([
            ("type", JSONLiteral.string("object")),
            ("additionalProperties", "false"),
            ("description", JSONLiteral.string(description)),
            ("properties", JSONLiteral.object(inputs.map { ($0.key, $0.schema) })),
            ("examples", "[" + JSONLiteral.object(example(for: command).map { i in (i.key, i.example) }) + "]"),
        ])
        return JSONLiteral.string(name) + ": " + schema
    }

    /// `"SettingKey": {…}`: the settings `habitctl config list` names, from `SettingKey`.
    static var settingKey: String {
        let keys = SettingKey.allCases.map { JSONLiteral.string($0.rawValue) }.joined(separator: ",")
        return JSONLiteral.string("SettingKey") + ": " + JSONLiteral.object([
            ("type", JSONLiteral.string("string")), ("enum", "[" + keys + "]"),
            ("description", JSONLiteral.string("A setting, as habitctl config list names it")),
        ])
    }

    /// A body the checks accept: a habit with a schedule, a goal and reminders (add), or a
    /// few of them changed (edit).
    static func example(for command: HabitInput.Commands) -> [HabitInput] {
        let names = command == .add ? ["name", "days", "goal", "unit", "remind", "color"] : ["rename", "add_remind", "color"]
        return names.map { key in HabitInputTable.inputs.first { $0.key == key }! }
    }
}
