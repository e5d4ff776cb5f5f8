import HabitCore
import HabitViews

/// The add and edit form as a page: add's and edit's options grouped as a person thinks of
/// them (what, when, how much, reminders, more), each refusal under its field. These are
/// the words; the markup is `form.mustache` with `form-control.mustache`.
struct HabitFormPage {
    /// What was typed, or the habit's settings (`HabitForm.values`), by field name.
    let values: [String: String]
    let problem: HabitForm.Problem?
    let categories: [String]
    /// Nil: adding. Else the habit's id: editing it.
    let editing: Int64?

    func render(language: String) -> String {
        let title = editing == nil ? tr("Add a habit") : tr("Edit %s", values["name"] ?? "")
        let kinds: [(String, String)] = [("daily", tr("every day")), ("days", tr("on these weekdays (mon,wed,fri)")),
                                         ("every", tr("every N days")), ("weekly", tr("K days a week")),
                                         ("monthly", tr("K days a month")), ("irregular", tr("when it happens (never due)"))]
        let more = ["routine", "need", "reward", "reward_every", "start", "end", "zone", "ask_note"]
        let open = more.contains { !(values[$0] ?? "").isEmpty && (editing == nil || $0 != "start") }
            || ["routine", "reward", "end", "zone"].contains(problem?.field ?? "")
        let what: [[String: Any]?] = [
            editing == nil ? select("preset", tr("A preset (fills in the rest)"), [("", tr("none"))] + PresetCatalog.all.map { ($0.key, "\($0.icon) \($0.name)") }) : nil,
            input("name", tr("Name"), attributes: ["maxlength": "60", "autocomplete": "off"]),
            editing == nil ? control("suggested", true) : nil,
            editing == nil ? control("checkbox", checkbox("plain", tr("Take nothing from the name (icon, goal, colour)"))) : nil,
            input("icon", tr("Icon (one emoji)")),
            palette(),
            input("color_custom", tr("or your own colour (#RRGGBB)"), attributes: ["pattern": "#[0-9A-Fa-f]{6}"], owner: "color"),
            problemAfter("color"),
            input("category", tr("Category"), list: ("categories", categories)),
            control("textarea", ["id": "description", "label": tr("Description"), "value": values["description"] ?? "",
                                 "attrs": attrs(["maxlength": "300"]), "invalid": invalid("description"), "problem": problemText("description")]),
        ]
        let when: [[String: Any]?] = [
            control("radios", radios("schedule", tr("Schedule"), kinds, chosen: values["schedule"] ?? "daily")),
            input("schedule_value", tr("Days, N or K"), owner: "schedule"), problemAfter("schedule"),
            input("times", tr("Times a day"), type: "number", attributes: ["min": "1", "max": "24"]),
        ]
        let howMuch: [[String: Any]?] = [
            control("radios", radios("kind", tr("Kind"), [("build", tr("A habit to build")), ("quit", tr("A habit to quit (the goal is a limit)"))],
                                     chosen: values["kind"] ?? "")),
            input("goal", tr("Goal (an amount)"), attributes: ["inputmode": "decimal"]),
            input("unit", tr("Unit (km, pages, minutes…)"), owner: "goal",
                  list: ("units", ["count", "reps", "minutes", "hours", "cups", "km", "miles", "kg", "lb", "litres", "ml", "calories", "pages", "steps"])),
        ] + texts(.goal)
        let reminders: [[String: Any]?] = [
            input("remind", tr("Times (HH:MM, several with commas, or auto)")),
            input("remind_days", tr("Only on (mon,wed,fri; empty: every due day)"), owner: "remind"),
            editing != nil ? control("checkbox", checkbox("reminders_off", tr("Paused (the times are kept)"))) : nil,
            input("window", tr("Windows (HH:MM-HH:MM, several with commas)")),
            input("nudge_every", tr("Nudge again every N minutes until done"), type: "number", attributes: ["min": "1"]),
            input("nudge_times", tr("At most this many nudges"), type: "number", attributes: ["min": "1"], owner: "nudge_every"),
        ] + texts(.reminders)
        let rest: [[String: Any]?] = [
            input("routine", tr("A routine of these habits (names with commas)")),
            input("need", tr("How many of them make the routine done (empty: all)"), type: "number", attributes: ["min": "1"], owner: "routine"),
            input("reward", tr("A reward for every streak of N")),
            input("reward_every", tr("N (days of streak)"), type: "number", attributes: ["min": "1"], owner: "reward"),
            input("start", tr("Starts on (YYYY-MM-DD)"), type: "date", owner: "end"),
            input("end", tr("Ends after (YYYY-MM-DD)"), type: "date"),
            input("zone", tr("Time zone (empty: the system's)")),
            control("checkbox", checkbox("ask_note", tr("Ask for a note when it is done"))),
            select("chart", tr("Chart"), [("bar", tr("bars")), ("line", tr("a line"))]),
        ]
        let groups: [[String: Any]] = [
            group(tr("What"), what), group(tr("When"), when), group(tr("How much"), howMuch), group(tr("Reminders"), reminders),
            ["legend": false, "summary": tr("More: routine, reward, dates, time zone"), "open": open, "controls": rest.compactMap { $0 }],
        ]
        return PageTemplate.page("form", title: title, language: language, [
            "back": editing.map { "/habits/\($0)" } ?? "/", "backText": editing == nil ? tr("Back to the board") : tr("Back to the habit"),
            "formProblem": problem.flatMap { $0.field == nil ? $0.message : nil } ?? false,
            "action": editing.map { "/habits/\($0)/edit" } ?? "/add",
            "confirmPast": problem?.past == true ? checkbox("yes", tr("Change those past days")) : false,
            "groups": groups, "submit": editing == nil ? tr("Add") : tr("Save"),
        ])
    }

    private func group(_ legend: String, _ controls: [[String: Any]?]) -> [String: Any] {
        ["legend": legend, "summary": false, "open": false, "controls": controls.compactMap { $0 }]
    }

    /// One control for `form-control.mustache`: its kind's key holds its words, every other
    /// kind's is false (a missing key would be looked up in the page around it).
    private func control(_ kind: String, _ words: Any) -> [String: Any] {
        var control: [String: Any] = ["input": false, "checkbox": false, "radios": false, "select": false, "textarea": false,
                                      "palette": false, "suggested": false, "problemAfter": false]
        control[kind] = words
        return control
    }

    /// The refusal said under `k`'s name, or false.
    private func problemText(_ k: String) -> Any {
        guard let problem, problem.field == k else { return false }
        return problem.message
    }

    /// A refusal said after a group of inputs that share it (the schedule's, the colour's).
    private func problemAfter(_ k: String) -> [String: Any]? {
        guard let problem, problem.field == k else { return nil }
        var c = control("problemAfter", k)
        c["message"] = problem.message
        return c
    }

    /// An input whose refusals are said under `owner`'s name: its own name (false), or the
    /// owner's, the page's words for `aria-describedby`.
    private func invalid(_ owner: String) -> Any { problem?.field == owner ? owner : false }

    private func attrs(_ attributes: KeyValuePairs<String, String>) -> [[String: String]] {
        attributes.map { ["name": $0.key, "value": $0.value] }
    }

    /// An input whose refusals are said under `owner`'s name (itself unless given); `list`:
    /// the suggestions the browser offers.
    private func input(_ k: String, _ label: String, type: String = "text", attributes: KeyValuePairs<String, String> = [:],
                       owner: String? = nil, list: (id: String, values: [String])? = nil) -> [String: Any] {
        var more = attrs(attributes)
        if let list { more.append(["name": "list", "value": list.id]) }
        return control("input", [
            "id": k, "label": label, "type": type, "value": values[k] ?? "", "attrs": more, "invalid": invalid(owner ?? k),
            "problem": owner == nil ? problemText(k) : false,
            "list": list.map { ["listID": $0.id, "options": $0.values] as [String: Any] } ?? false,
        ])
    }

    /// The free texts of the field table in `place`: each one's help as the title, its example
    /// as the placeholder, its suggestions as a list the browser offers.
    private func texts(_ place: HabitTextField.Place) -> [[String: Any]?] {
        HabitFieldTable.texts.filter { $0.place == place }.map { text in
            input(text.name, text.label.text, attributes: ["maxlength": String(text.limit), "title": text.help.text, "placeholder": text.example],
                  list: text.suggestions.isEmpty ? nil : (text.name + "-suggestions", text.suggestions))
        }
    }

    private func checkbox(_ k: String, _ label: String) -> [String: Any] {
        ["name": k, "label": label, "checked": values[k] != nil]
    }

    /// Radio buttons as a group of their own, nothing else in it (a screen reader says its
    /// name with each).
    private func radios(_ k: String, _ name: String, _ choices: [(String, String)], chosen: String) -> [String: Any] {
        ["name": k, "legend": name, "choices": choices.map { v, label in ["value": v, "label": label, "checked": chosen == v] as [String: Any] }]
    }

    private func select(_ k: String, _ label: String, _ choices: [(String, String)]) -> [String: Any] {
        control("select", ["id": k, "label": label, "invalid": invalid(k),
                           "options": choices.map { v, text in ["value": v, "text": text, "selected": values[k] == v] as [String: Any] }])
    }

    /// The palette as swatches to pick (each shaded for the page's theme by colors.css).
    private func palette() -> [String: Any] {
        let chosen = values["color"] ?? ""
        return control("palette", ["invalid": invalid("color"), "legend": tr("Colour"), "fromName": chosen.isEmpty,
                                   "fromNameLabel": tr("from the name, or the next in the palette"),
                                   "swatches": Palette.names.map { ["name": $0, "checked": chosen == $0] as [String: Any] }])
    }
}
