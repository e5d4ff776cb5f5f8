import HabitCore
import HabitViews

/// The add and edit form as a page: add's and edit's options grouped as a person thinks of
/// them (what, when, how much, reminders, more), each refusal under its field.
struct HabitFormPage {
    /// What was typed, or the habit's settings (`HabitForm.values`), by field name.
    let values: [String: String]
    let problem: HabitForm.Problem?
    let categories: [String]
    /// Nil: adding. Else the habit's id: editing it.
    let editing: Int64?

    func render(language: String) -> String {
        let title = editing == nil ? tr("Add a habit") : tr("Edit %s", values["name"] ?? "")
        let back = editing.map { "/habits/\($0)" } ?? "/"
        var body = "<header class=\"page\"><p><a href=\"\(back)\">\(HTML.escape(editing == nil ? tr("Back to the board") : tr("Back to the habit")))</a></p>"
            + "<h1>\(HTML.escape(title))</h1></header>\n<main>\n"
        if let problem, problem.field == nil {
            body += "<p class=\"problem\" id=\"form-problem\" role=\"alert\">\(HTML.escape(problem.message))</p>\n"
        }
        body += "<form class=\"edit\" method=\"post\" action=\"\(editing.map { "/habits/\($0)/edit" } ?? "/add")\" novalidate>\n"
        if problem?.past == true {
            body += "<p class=\"field confirm\">" + checkbox("yes", tr("Change those past days")) + "</p>\n"
        }
        body += "<fieldset><legend>\(HTML.escape(tr("What")))</legend>"
        if editing == nil {
            body += select("preset", tr("A preset (fills in the rest)"),
                           [("", tr("none"))] + PresetCatalog.all.map { ($0.key, "\($0.icon) \($0.name)") })
        }
        body += input("name", tr("Name"), extra: " maxlength=\"60\" autocomplete=\"off\"")
        if editing == nil {
            body += "<p class=\"dim\" id=\"suggested\" aria-live=\"polite\"></p>"
            body += "<p class=\"field\">" + checkbox("plain", tr("Take nothing from the name (icon, goal, colour)")) + "</p>"
        }
        body += input("icon", tr("Icon (one emoji)"))
        body += palette()
        body += input("category", tr("Category"), extra: " list=\"categories\"")
            + "<datalist id=\"categories\">" + categories.map { "<option value=\"\(HTML.escape($0))\">" }.joined() + "</datalist>"
        body += "<p class=\"field\"><label for=\"description\">\(HTML.escape(tr("Description")))</label>"
            + "<textarea id=\"description\" name=\"description\" maxlength=\"300\"\(described("description"))>\(value("description"))</textarea>\(problemText("description"))</p>"
        body += "</fieldset>\n"

        let kinds: [(String, String)] = [("daily", tr("every day")), ("days", tr("on these weekdays (mon,wed,fri)")),
                                         ("every", tr("every N days")), ("weekly", tr("K days a week")),
                                         ("monthly", tr("K days a month")), ("irregular", tr("when it happens (never due)"))]
        body += "<fieldset><legend>\(HTML.escape(tr("When")))</legend>"
            + radios("schedule", tr("Schedule"), kinds, chosen: values["schedule"] ?? "daily")
            + input("schedule_value", tr("Days, N or K"), owner: "schedule") + problemText("schedule")
            + input("times", tr("Times a day"), type: "number", extra: " min=\"1\" max=\"24\"")
            + "</fieldset>\n"

        body += "<fieldset><legend>\(HTML.escape(tr("How much")))</legend>"
            + radios("kind", tr("Kind"), [("build", tr("A habit to build")), ("quit", tr("A habit to quit (the goal is a limit)"))], chosen: values["kind"] ?? "")
            + input("goal", tr("Goal (an amount)"), extra: " inputmode=\"decimal\"")
            + input("unit", tr("Unit (km, pages, minutes…)"), extra: " list=\"units\"", owner: "goal")
            + datalist("units", ["count", "reps", "minutes", "hours", "cups", "km", "miles", "kg", "lb", "litres", "ml", "calories", "pages", "steps"])
            + texts(.goal)
            + "</fieldset>\n"

        body += "<fieldset><legend>\(HTML.escape(tr("Reminders")))</legend>"
            + input("remind", tr("Times (HH:MM, several with commas, or auto)"))
            + input("remind_days", tr("Only on (mon,wed,fri; empty: every due day)"), owner: "remind")
            + (editing != nil ? "<p class=\"field\">" + checkbox("reminders_off", tr("Paused (the times are kept)")) + "</p>" : "")
            + input("window", tr("Windows (HH:MM-HH:MM, several with commas)"))
            + input("nudge_every", tr("Nudge again every N minutes until done"), type: "number", extra: " min=\"1\"")
            + input("nudge_times", tr("At most this many nudges"), type: "number", extra: " min=\"1\"", owner: "nudge_every")
            + texts(.reminders)
            + "</fieldset>\n"

        let more = ["routine", "need", "reward", "reward_every", "start", "end", "zone", "ask_note"]
        let open = more.contains { !(values[$0] ?? "").isEmpty && (editing == nil || $0 != "start") }
            || ["routine", "reward", "end", "zone"].contains(problem?.field ?? "")
        body += "<details\(open ? " open" : "")><summary>\(HTML.escape(tr("More: routine, reward, dates, time zone")))</summary><fieldset>"
            + input("routine", tr("A routine of these habits (names with commas)"))
            + input("need", tr("How many of them make the routine done (empty: all)"), type: "number", extra: " min=\"1\"", owner: "routine")
            + input("reward", tr("A reward for every streak of N"))
            + input("reward_every", tr("N (days of streak)"), type: "number", extra: " min=\"1\"", owner: "reward")
            + input("start", tr("Starts on (YYYY-MM-DD)"), type: "date", owner: "end")
            + input("end", tr("Ends after (YYYY-MM-DD)"), type: "date")
            + input("zone", tr("Time zone (empty: the system's)"))
            + "<p class=\"field\">" + checkbox("ask_note", tr("Ask for a note when it is done")) + "</p>"
            + select("chart", tr("Chart"), [("bar", tr("bars")), ("line", tr("a line"))])
            + "</fieldset></details>\n"
        body += "<p><button type=\"submit\" class=\"primary\">\(HTML.escape(editing == nil ? tr("Add") : tr("Save")))</button></p>\n</form>\n</main>"
        return HTML.page(language: language, title: title, body: body)
    }

    private func value(_ k: String) -> String { HTML.escape(values[k] ?? "") }

    private func problemText(_ k: String) -> String {
        guard let problem, problem.field == k else { return "" }
        return "<p class=\"problem\" id=\"\(k)-problem\" role=\"alert\">\(HTML.escape(problem.message))</p>"
    }

    /// An input whose refusals are said under `owner`'s name (itself unless given).
    private func described(_ owner: String) -> String {
        problem?.field == owner ? " aria-invalid=\"true\" aria-describedby=\"\(owner)-problem\"" : ""
    }

    /// `attributes`: more of the input's attributes, their values given as text (escaped here).
    private func input(_ k: String, _ label: String, type: String = "text", extra: String = "", attributes: KeyValuePairs<String, String> = [:],
                       owner: String? = nil) -> String {
        let more = attributes.map { " \($0.key)=\"\(HTML.escape($0.value))\"" }.joined()
        return "<p class=\"field\"><label for=\"\(k)\">\(HTML.escape(label))</label>"
            + "<input id=\"\(k)\" name=\"\(k)\" type=\"\(type)\" value=\"\(value(k))\"\(extra)\(more)\(described(owner ?? k))>"
            + (owner == nil ? problemText(k) : "") + "</p>"
    }

    /// A free text of the field table: its help as the title, its example as the
    /// placeholder, its suggestions as a list the browser offers.
    private func texts(_ place: HabitTextField.Place) -> String {
        HabitFieldTable.texts.filter { $0.place == place }.map(textInput).joined()
    }

    private func textInput(_ text: HabitTextField) -> String {
        let list = text.name + "-suggestions"
        return input(text.name, text.label.text, extra: text.suggestions.isEmpty ? "" : " list=\"\(list)\"",
                     attributes: ["maxlength": String(text.limit), "title": text.help.text, "placeholder": text.example])
            + (text.suggestions.isEmpty ? "" : datalist(list, text.suggestions))
    }

    private func datalist(_ id: String, _ values: [String]) -> String {
        "<datalist id=\"\(id)\">" + values.map { "<option value=\"\(HTML.escape($0))\">" }.joined() + "</datalist>"
    }

    private func checkbox(_ k: String, _ label: String) -> String {
        "<label class=\"choice\"><input type=\"checkbox\" name=\"\(k)\"\(values[k] != nil ? " checked" : "")> \(HTML.escape(label))</label>"
    }

    /// Radio buttons as a group of their own, nothing else in it (a screen reader says its
    /// name with each).
    private func radios(_ k: String, _ name: String, _ choices: [(String, String)], chosen: String) -> String {
        "<fieldset class=\"choices\"><legend>\(HTML.escape(name))</legend>" + choices.map { v, label in
            "<label class=\"choice\"><input type=\"radio\" name=\"\(k)\" value=\"\(v)\"\(chosen == v ? " checked" : "")> \(HTML.escape(label))</label>"
        }.joined() + "</fieldset>"
    }

    private func select(_ k: String, _ label: String, _ choices: [(String, String)], owner: String? = nil) -> String {
        "<p class=\"field\"><label for=\"\(k)\">\(HTML.escape(label))</label><select id=\"\(k)\" name=\"\(k)\"\(described(owner ?? k))>"
            + choices.map { v, text in "<option value=\"\(HTML.escape(v))\"\(values[k] == v ? " selected" : "")>\(HTML.escape(text))</option>" }.joined()
            + "</select></p>"
    }

    /// The palette as swatches to pick (each shaded for the page's theme by colors.css), and
    /// a colour of one's own.
    private func palette() -> String {
        let chosen = values["color"] ?? ""
        var out = "<fieldset class=\"palette\"\(described("color"))><legend>\(HTML.escape(tr("Colour")))</legend>"
            + "<label class=\"choice\"><input type=\"radio\" name=\"color\" value=\"\"\(chosen.isEmpty ? " checked" : "")> \(HTML.escape(tr("from the name, or the next in the palette")))</label>"
        for name in Palette.names {
            out += "<label class=\"swatch\"><input type=\"radio\" name=\"color\" value=\"\(name)\"\(chosen == name ? " checked" : "")>"
                + "<span class=\"sw sw-\(name)\" aria-hidden=\"true\"></span><span>\(HTML.escape(name))</span></label>"
        }
        out += "</fieldset>" + input("color_custom", tr("or your own colour (#RRGGBB)"), extra: " pattern=\"#[0-9A-Fa-f]{6}\"", owner: "color")
        return out + problemText("color")
    }
}
