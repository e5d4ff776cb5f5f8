import HabitCore
import HabitViews
import HabitWrites

/// The add and edit form as a page: add's and edit's options grouped as a person thinks of
/// them (what, when, how much, reminders, more), each refusal under its field. A field that
/// is one input of `HabitInputTable` takes its name, words and kind of box from the table
/// (`field`), and so do the groups of inputs offered as radio buttons (`choices`: the
/// schedule's kinds, build or quit) and a choice of values (`select`: the chart); the palette
/// and the paused box each say several inputs at once and are drawn here. These are the
/// words; the markup is `form.mustache` with `form-control.mustache`.
struct HabitFormPage {
    /// The box an edit that rewrites past days asks to be ticked, named by the refusal above it.
    static var confirmPast: String { tr("Change those past days") }

    /// What was typed, or the habit's settings (`HabitForm.values`), by field name.
    let values: [String: String]
    let problem: HabitForm.Problem?
    let categories: [String]
    /// Nil: adding. Else the habit's id: editing it.
    let editing: Int64?

    func render(language: String) -> String {
        let title = editing == nil ? tr("Add a habit") : tr("Edit %s", values["name"] ?? "")
        let more = ["routine", "need", "reward", "reward_every", "start", "end", "zone", "ask_note"]
        let open = more.contains { !(values[$0] ?? "").isEmpty && (editing == nil || $0 != "start") }
            || (more + ["chart"]).contains(problem?.field ?? "")
        let what: [[String: Any]?] = [
            editing == nil ? select("preset", [("", tr("none"))] + PresetCatalog.all.map { ($0.key, "\($0.icon) \($0.name)") }) : nil,
            field("name", attributes: ["maxlength": String(Limits.nameLength), "autocomplete": "off"]),
            editing == nil ? control("suggested", true) : nil,
            editing == nil ? field("plain") : nil,
            field("icon"),
            palette(),
            input("color_custom", tr("or your own colour (#RRGGBB)"), attributes: attrs(["pattern": "#[0-9A-Fa-f]{6}"]), owner: "color"),
            problemAfter("color"),
            field("category", list: ("categories", categories)),
            control("textarea", ["id": "description", "label": label("description"), "value": values["description"] ?? "",
                                 "attrs": attrs(["maxlength": String(Limits.descriptionLength)]), "invalid": invalid("description"), "problem": problemText("description")]),
        ]
        let when: [[String: Any]?] = choices("schedule") + [
            field("times"),
        ]
        let howMuch: [[String: Any]?] = choices("kind") + [
            field("goal", attributes: ["inputmode": "decimal"]),
            field("unit"),
        ] + texts(.goal)
        // Words for the script that draws the times as time inputs and the days as toggles
        // (writing them into these fields, which work as text without it).
        let week = Weekday.week(startingOn: .monday)
        let reminders: [[String: Any]?] = [
            field("remind", attributes: ["data-add": tr("Add a time"), "data-remove": tr("Remove"), "data-time": tr("Reminder time"),
                                         "data-auto": tr("auto: when it is usually done")]),
            field("remindDays", attributes: ["data-keys": week.map(\.shortName).joined(separator: ","),
                                             "data-names": week.map(\.displayShortName).joined(separator: ",")]),
            editing != nil ? control("checkbox", checkbox("reminders_off", tr("Paused (the times are kept)"))) : nil,
            field("window"),
            field("nudgeEvery"),
            field("nudgeTimes"),
        ] + texts(.reminders)
        let rest: [[String: Any]?] = [
            field("routine"),
            field("need"),
            field("reward"),
            field("rewardEvery"),
            field("start"),
            field("end"),
            field("zone"),
            field("askNote"),
            select("chart"),
        ]
        let groups: [[String: Any]] = [
            group(tr("What"), what), group(tr("When"), when), group(tr("How much"), howMuch), group(tr("Reminders"), reminders),
            ["legend": false, "summary": tr("More: routine, reward, dates, time zone"), "open": open, "controls": rest.compactMap { $0 }],
        ]
        return PageTemplate.page("form", title: title, language: language, [
            "back": editing.map { "/habits/\($0)" } ?? "/", "backText": editing == nil ? tr("Back to the board") : tr("Back to the habit"),
            "formProblem": problem.flatMap { $0.field == nil ? $0.message : nil } ?? false,
            // A field's refusal also at the top, focused, linking to where it is said beside its field.
            "fieldProblem": problem.flatMap { p in p.field.map { ["intro": tr("Nothing was saved:"), "id": $0, "message": p.message] } } ?? false,
            "action": editing.map { "/habits/\($0)/edit" } ?? "/add",
            "confirmPast": problem?.past == true ? checkbox("yes", Self.confirmPast) : false,
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
        return control("problemAfter", ["id": k, "problem": problem.message])
    }

    /// An input whose refusals are said under `owner`'s name: its own name (false), or the
    /// owner's, the page's words for `aria-describedby`.
    private func invalid(_ owner: String) -> Any { problem?.field == owner ? owner : false }

    private func attrs(_ attributes: KeyValuePairs<String, String>) -> [[String: String]] {
        attributes.map { ["name": $0.key, "value": $0.value] }
    }

    /// An input whose refusals are said under `owner`'s name (itself unless given); `list`:
    /// the suggestions the browser offers.
    private func input(_ k: String, _ label: String, type: String = "text", attributes: [[String: String]] = [],
                       owner: String? = nil, list: (id: String, values: [String])? = nil) -> [String: Any] {
        var more = attributes
        if let list { more.append(["name": "list", "value": list.id]) }
        return control("input", [
            "id": k, "label": label, "type": type, "value": values[k] ?? "", "attrs": more, "invalid": invalid(owner ?? k),
            "problem": owner == nil ? problemText(k) : false,
            "list": list.map { ["listID": $0.id, "options": $0.values] as [String: Any] } ?? false,
        ])
    }

    /// The input `name` of `HabitInputTable` as its field: its form name (the API's key), its
    /// label, a checkbox for a flag, a number box in the range the checks take, a date picker
    /// for a date, else a text box; a part's refusals are said under its whole.
    private func field(_ name: String, attributes: KeyValuePairs<String, String> = [:],
                       list: (id: String, values: [String])? = nil) -> [String: Any] {
        let input = HabitInputTable.input(name)
        let owner = input.partOf.map { HabitInputTable.input($0).key }
        let list = list ?? (input.suggestions.isEmpty ? nil : (input.key + "-suggestions", input.suggestions))
        switch input.slot {
        case .flag, .toggle:
            return control("checkbox", checkbox(input.key, label(name)))
        case .number(_, let range):
            var more = attrs(attributes)
            more += [["name": "min", "value": "\(range.lowerBound)"], ["name": "max", "value": "\(range.upperBound)"]]
            return self.input(input.key, label(name), type: "number", attributes: more, owner: owner, list: list)
        default:
            return self.input(input.key, label(name), type: input.isDate ? "date" : "text", attributes: attrs(attributes), owner: owner, list: list)
        }
    }

    /// The form's words for the table's input `name`; one the form does not label is a
    /// programming error.
    private func label(_ name: String) -> String {
        guard let label = HabitInputTable.input(name).label else { preconditionFailure("no form label for '\(name)'") }
        return label.text
    }

    /// The free texts of the field table in `place`: each one's help as the title, its example
    /// as the placeholder, its suggestions as a list the browser offers.
    private func texts(_ place: HabitTextField.Place) -> [[String: Any]?] {
        HabitFieldTable.texts.filter { $0.place == place }.map { text in
            field(text.name, attributes: ["maxlength": String(text.limit), "title": text.help.text, "placeholder": text.example],
                  list: text.suggestions.isEmpty ? nil : (text.name + "-suggestions", text.suggestions))
        }
    }

    private func checkbox(_ k: String, _ label: String) -> [String: Any] {
        ["name": k, "label": label, "checked": values[k] != nil]
    }

    /// The table's group of choices `name` as radio buttons, a group of their own with nothing
    /// else in it (a screen reader says its name with each), then the box a chosen input's
    /// value is typed in, and the group's refusal.
    private func choices(_ name: String) -> [[String: Any]?] {
        guard let group = HabitInputTable.choiceGroups.first(where: { $0.name == name }) else { preconditionFailure("no choice group '\(name)'") }
        let chosen = values[name] ?? group.fallback ?? ""
        // A group without a fallback (the kind) on the add form: "as the name says" is chosen
        // until another is, as the colour's "from the name" is: something is always chosen,
        // and "No sugar" still becomes a habit to quit.
        let fromName: [[String: Any]] = group.fallback == nil && editing == nil
            ? [["value": "", "label": tr("as the name says (to build, unless it names one to quit)"), "checked": chosen.isEmpty]] : []
        let radios = control("radios", ["name": name, "legend": group.legend.text, "choices": fromName + group.inputs.map { input in
            ["value": input.name, "label": input.choice!.label.text, "checked": chosen == input.name] as [String: Any]
        }])
        return [radios, group.valueLabel.map { input(group.valueKey, $0.text, owner: name) }, problemAfter(name)]
    }

    /// The table's input `name` as a choice of `options` (value, words), by default its
    /// `rule.values` each said in the table's words.
    private func select(_ name: String, _ options: [(String, String)]? = nil) -> [String: Any] {
        let input = HabitInputTable.input(name)
        let k = input.key
        let options = options ?? (input.rule.values ?? []).map { ($0, input.valueLabels[$0]?.text ?? $0) }
        return control("select", ["id": k, "label": label(name), "invalid": invalid(k), "problem": problemText(k),
                           "options": options.map { v, text in ["value": v, "text": text, "selected": values[k] == v] as [String: Any] }])
    }

    /// The palette as swatches to pick (each shaded for the page's theme by colors.css).
    private func palette() -> [String: Any] {
        let chosen = values["color"] ?? ""
        return control("palette", ["invalid": invalid("color"), "legend": tr("Colour"), "fromName": chosen.isEmpty,
                                   "fromNameLabel": tr("from the name, or the next in the palette"),
                                   "swatches": Palette.names.map { ["name": $0, "checked": chosen == $0] as [String: Any] }])
    }
}
