import Foundation
import HabitCore
import HabitStore
import HabitViews
import HabitWrites
import Testing
import TestSupport
@testable import HabitDaemon
@testable import HabitWeb

/// Every free text of `HabitFieldTable.texts` (the question, issue 42) walked through every
/// door: habitctl's option → the store → `show` and `list --json` → export and import → the
/// API's body → the web form (shown and read back) → the document → the habit page, and the
/// question as the reminder's first line. A text added to the table is walked with no test
/// written for it.
@Suite struct TextFieldWalkTests {
    @Test(arguments: HabitFieldTable.texts.map(\.name))
    func aTextWalksThroughEveryDoor(name: String) throws {
        let text = try #require(HabitFieldTable.texts.first { $0.name == name })
        let option = "--" + name
        var c = CLI()
        defer { c.cleanUp() }
        c.now = "2026-11-26T10:00:00Z"
        // A goal for every habit of the walk: a goal's period needs one, the others ignore it.
        c.ok("add", "Stretch", "--plain", "--goal", "20", option, text.example)
        let shownLines = c.ok("show", "Stretch").stdout.split(separator: "\n")
        // A part of the goal is said in the goal's words; the others on a line of their own.
        #expect(text.ownLine ? shownLines.contains { $0.hasPrefix("  \(text.label.text)") && $0.hasSuffix(text.example) }
                             : shownLines.contains { $0.hasPrefix("  Kind") && $0.hasSuffix(GoalPeriod(name: text.example)!.phrase) }, "show")
        /// Where the JSON forms say it: a key of its own, or the goal's period.
        func said(_ habit: [String: Any]?, listed: Bool) -> String? {
            switch text.place {
            case .reminders: return habit?[name] as? String
            case .goal: return listed ? habit?["goal_period"] as? String : (habit?["goal"] as? [String: Any])?["period"] as? String
            }
        }
        let listed = try #require(try c.json("list", "--json") as? [[String: Any]])
        #expect(said(listed.first, listed: true) == text.example, "list --json")

        // Export, then import into a store of its own: the text travels.
        let export = c.ok("export").stdout
        var other = CLI()
        defer { other.cleanUp() }
        other.now = c.now
        let file = other.dir + "/export.json"
        try export.write(toFile: file, atomically: true, encoding: .utf8)
        other.ok("import", file)
        let shown = try #require(try other.json("show", "Stretch", "--json") as? [String: Any])
        #expect(said(shown["habit"] as? [String: Any], listed: false) == text.example, "export → import")

        // The API: a body's field by the same name; empty removes it; too long is refused as habitctl refuses it.
        let db = try HabitDatabase.open(path: c.db)
        let now = try #require(ISOInstant.parse(c.now))
        let api = WebAPI(db: db, options: .listening(host: "127.0.0.1", port: 8738), now: { now }) {
            LedgerClock(now: now, zone: Zone("UTC"), offsets: FoundationZoneOffsets(), settings: try db.settings(), weekStart: .monday)
        }
        let token = try db.createWebToken(name: "walk", readOnly: false, at: now)
        func send(_ method: String, _ path: String, _ body: String) -> (Int, [String: Any]) {
            let r = api.respond(WebRequest(method: method, target: "/api/v1/" + path, headers: [("Host", "127.0.0.1:8738"), ("Authorization", "Bearer \(token)")],
                                           body: Array(body.utf8), peer: "127.0.0.1"), now: now)
            return (r.status, (try? JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any]) ?? [:])
        }
        #expect(send("PATCH", "habits/Stretch", "{\"\(name)\": \"\"}").0 == 200)
        #expect(try db.habit(named: "Stretch")[keyPath: text.path] == nil, "an empty text removes it")
        let (status, added) = send("POST", "habits", "{\"name\": \"Yoga\", \"plain\": true, \"goal\": 20, \"\(name)\": \(JSONLiteral.string(text.example))}")
        #expect(status == 201 && said(added["habit"] as? [String: Any], listed: true) == text.example, "POST habits")
        let long = String(repeating: "x", count: text.limit + 1)
        let cli = c.run(["edit", "Yoga", option, long])
        let (refused, problem) = send("PATCH", "habits/Yoga", "{\"\(name)\": \"\(long)\"}")
        #expect(cli.status != 0 && refused == 422 && cli.stderr == "habitctl: \(problem["detail"] as? String ?? "?")\n", "the same refusal")
        #expect(try db.habit(named: "Yoga")[keyPath: text.path] == text.example, "nothing written")

        // The web form: shown, and read back unchanged; a typed text is the change.
        let yoga = try db.habit(named: "Yoga")
        let values = HabitForm.values(of: yoga, names: [:])
        #expect(values[name] == text.example)
        let page = HabitFormPage(values: values, problem: nil, categories: [], editing: yoga.id).render(language: "en")
        #expect(page.contains("name=\"\(name)\" type=\"text\" value=\"\(PageTemplate.text(text.example))\""), "the form shows it")
        for suggestion in text.suggestions { #expect(page.contains("<option value=\"\(suggestion)\">"), "the form offers \(suggestion)") }
        let same = FormBody(Array(values.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&").utf8))
        #expect(try HabitForm.change(same, current: values).texts[name] == nil, "sent back as shown: no change")
        let typed = FormBody(Array("name=Pilates&\(name)=Ready%3F".utf8))
        #expect(try HabitForm.change(typed).texts[name] == "Ready?", "typed in the add form")

        // The habit page says it beside its label.
        let habitPage = String(decoding: try api.habitPage("\(yoga.id!)", months: nil, language: "en").body, as: UTF8.self)
        #expect(habitPage.contains("<dt>\(PageTemplate.text(text.label.text))</dt><dd>\(PageTemplate.text(text.example))</dd>") == text.ownLine, "the habit page")

        // The document: a property of both bodies with its limit and example.
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.text.utf8)) as? [String: Any])
        let schemas = try #require((doc["components"] as? [String: Any])?["schemas"] as? [String: Any])
        for body in ["HabitAdd", "HabitEdit"] {
            let property = ((schemas[body] as? [String: Any])?["properties"] as? [String: Any])?[name] as? [String: Any]
            #expect(property?["description"] as? String == text.help.msgid, "\(body).\(name)")
        }
    }

    /// The question, set, is the reminder's first line, and the habit page says it.
    @Test func theQuestionIsWhatTheReminderAsksFirst() throws {
        var h = Habit(id: 1, name: "Stretch", color: .palette("sky"), startDate: CivilDate(parsing: "2026-11-16")!, createdAt: Date(timeIntervalSince1970: 0))
        h.question = "Did you stretch today?"
        let rules = HabitRules(habit: h, log: HabitLog(), weekStart: .monday)
        let event = ReminderEvent(habitID: 1, habitName: h.name, reminders: [try WallTime.parse("09:00")], date: CivilDate(parsing: "2026-11-19")!,
                                  at: Date(timeIntervalSince1970: 0), deferred: false, zone: Zone("UTC"))
        let body = ReminderText.notification(for: event, habit: h, rules: rules, supportsActions: true, replaces: nil).body
        #expect(body.split(separator: "\n").first == "Did you stretch today?", "\(body)")
        h.question = nil
        #expect(!ReminderText.notification(for: event, habit: h, rules: rules, supportsActions: true, replaces: nil).body.contains("stretch today"))
    }
}
