import HabitCore
import HabitViews
import HabitWrites

/// The document's operations for the action table (`HabitAction`): each action's route, its
/// body made of its needs, and its answers.
extension OpenAPIDocument {
    /// `text` with every action's operation added: under its path, beside the operations the
    /// file gives that path (DELETE beside GET and PATCH of `/habits/{habit}`), else as a
    /// path of its own.
    static func addingActions(to base: String) -> String {
        var text = base
        for action in HabitAction.allCases.reversed() {
            let entry = JSONLiteral.string(action.method.lowercased()) + ": " + operation(action)
            if let at = text.firstRange(of: JSONLiteral.string("/" + action.path) + ": {") {
                text.insert(contentsOf: "\n" + entry + ",", at: at.upperBound)
            } else {
                guard let at = text.firstRange(of: #""paths": {"#) else { preconditionFailure("files/openapi.json has no paths") }
                text.insert(contentsOf: "\n" + JSONLiteral.string("/" + action.path) + ": {" + entry + "},", at: at.upperBound)
            }
        }
        return text
    }

    static func operation(_ action: HabitAction) -> String {
        func ref(_ kind: String, _ name: String) -> String { JSONLiteral.object([("$ref", JSONLiteral.string("#/components/\(kind)/\(name)"))]) }
        let answer = JSONLiteral.object([("application/json", JSONLiteral.object([("schema", ref("schemas", "ActionAnswer"))]))])
        var responses: [(String, String)] = []
        if action.answer == .nothing {
            responses.append(("\(action.status)", JSONLiteral.object([("description", JSONLiteral.string("Done: nothing is left to show"))])))
        } else {
            if action == .done {
                responses.append(("200", JSONLiteral.object([("description", JSONLiteral.string("The day was done already: nothing recorded (a note or mood joins it)")),
                                                             ("content", answer)])))
            }
            var success: [(String, String)] = [("description", JSONLiteral.string("Done: the day or the habit as it stands now, and what it made live")),
                                               ("content", answer)]
            if action.answer == .day {
                success.append(("links", JSONLiteral.object([("ItsDetail", JSONLiteral.object([
                    ("operationId", JSONLiteral.string("habitDetail")),
                    ("parameters", JSONLiteral.object([("habit", JSONLiteral.string("$request.path.habit"))])),
                ]))])))
            }
            responses.append(("\(action.status)", JSONLiteral.object(success)))
        }
        var problems = [("401", "Unauthorized"), ("403", "Forbidden"), ("404", "NotFound"), ("409", "Conflict"), ("421", "Misdirected"),
                        ("422", "Refused"), ("429", "TooManyGuesses")]
        if !action.needs.isEmpty { problems += [("400", "BadRequest"), ("413", "TooLarge")] }
        responses += problems.sorted { $0.0 < $1.0 }.map { ($0.0, ref("responses", $0.1)) }

        var fields: [(String, String)] = [
            ("operationId", JSONLiteral.string(action.operationID)),
            ("summary", JSONLiteral.string(action.summary.msgid + " (as habitctl \(action.command))")),
            ("parameters", "[" + ref("parameters", "habit") + "]"),
        ]
        if !action.needs.isEmpty {
            let schema = JSONLiteral.object([
                ("type", JSONLiteral.string("object")),
                ("additionalProperties", "false"),
                ("description", JSONLiteral.string("habitctl \(action.command)'s options; a field left out or null takes its default")),
                ("properties", JSONLiteral.object(action.needs.map { ($0.rawValue, $0.schema) })),
            ])
            fields.append(("requestBody", JSONLiteral.object([
                ("required", action == .move ? "true" : "false"),
                ("content", JSONLiteral.object([("application/json", JSONLiteral.object([("schema", schema)]))])),
            ])))
        }
        fields.append(("responses", JSONLiteral.object(responses)))
        return JSONLiteral.object(fields)
    }
}
