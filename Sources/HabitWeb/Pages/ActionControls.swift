import HabitCore
import HabitViews
import HabitWrites

/// A habit's actions as the habit page offers them, drawn from the action table
/// (`HabitAction`): each control posts to `/habits/ID/ACTION` with the action's needs as
/// fields, and carries `data-action`, which the tests look for.
enum ActionControls {
    /// The day's actions: one form whose fields are their needs, a button for each that
    /// applies to the habit (a button posts to its own action; each reads only its needs).
    static func day(_ h: Habit, today: CivilDate) -> String {
        let actions = HabitAction.allCases.filter { $0.answer == .day && $0.applies(to: h) }
        guard !actions.isEmpty else { return "" }
        // A count for a habit of several times a day, an amount for one with a goal or a limit.
        let needs = HabitAction.Need.allCases.filter { n in
            actions.contains { $0.needs.contains(n) } && (n != .count || h.timesPerDay > 1) && (n != .value || h.goal != nil)
        }
        let id = h.id ?? 0
        var out = "<form class=\"edit actions\" method=\"post\" action=\"/habits/\(id)/\(actions[0].rawValue)\">"
            + "<fieldset><legend>\(HTML.escape(tr("A day")))</legend>"
        out += needs.map { field($0, h, today: today, form: "day") }.joined()
        out += "<p class=\"buttons\">" + actions.map { button($0, id) }.joined(separator: " ") + "</p></fieldset></form>\n"
        return out
    }

    /// Where the habit stands: pinned, archived, its place, a pause; and deleting it.
    /// `others`: the habits it may be put before; `paused`: a pause runs or is planned.
    static func arrange(_ h: Habit, others: [Habit], paused: Bool, today: CivilDate) -> String {
        let id = h.id ?? 0
        var out = "<h2>\(HTML.escape(tr("Arrange")))</h2>\n<div class=\"arrange\">"
        for action in [HabitAction.pin, .unpin, .archive, .unarchive] where action.applies(to: h) {
            out += "<form method=\"post\" action=\"/habits/\(id)/\(action.rawValue)\">" + button(action, id) + "</form>"
        }
        out += "</div>\n"
        // Before another habit; or to the top or bottom.
        out += "<form class=\"edit move\" method=\"post\" action=\"/habits/\(id)/move\"><fieldset><legend>\(HTML.escape(tr("Place on the board")))</legend>"
            + "<p class=\"field\"><label for=\"move-before\">\(HTML.escape(HabitAction.Need.before.label.text))</label><select id=\"move-before\" name=\"before\">"
            + "<option value=\"\"></option>" + others.map { "<option>\(HTML.escape($0.name))</option>" }.joined() + "</select></p>"
            + "<p class=\"buttons\">" + button(.move, id)
            + " <button name=\"top\" value=\"1\" formaction=\"/habits/\(id)/move\" data-action=\"move\">\(HTML.escape(HabitAction.Need.top.label.text))</button>"
            + " <button name=\"bottom\" value=\"1\" formaction=\"/habits/\(id)/move\" data-action=\"move\">\(HTML.escape(HabitAction.Need.bottom.label.text))</button>"
            + "</p></fieldset></form>\n"
        if HabitAction.pause.applies(to: h) {
            out += "<form class=\"edit pause\" method=\"post\" action=\"/habits/\(id)/pause\"><fieldset><legend>\(HTML.escape(tr("Pause for a while")))</legend>"
                + HabitAction.pause.needs.map { field($0, h, today: today, form: "pause") }.joined()
                + "<p class=\"buttons\">" + button(.pause, id)
                + (paused ? " " + button(.resume, id) : "") + "</p></fieldset></form>\n"
        }
        // What loses history goes through a page that says what is lost and asks first.
        for action in HabitAction.allCases where action.reach == .destroys {
            out += "<p><a class=\"button danger\" href=\"/habits/\(id)/\(action.rawValue)\" data-action=\"\(action.rawValue)\">"
                + HTML.escape(action.label.text) + "</a></p>\n"
        }
        return out
    }

    /// A submit button that runs `action`.
    static func button(_ action: HabitAction, _ id: Int64) -> String {
        "<button formaction=\"/habits/\(id)/\(action.rawValue)\" data-action=\"\(action.rawValue)\" title=\"\(HTML.escape(action.summary.text))\">"
            + HTML.escape(action.label.text) + "</button>"
    }

    /// The field a need is typed in, labelled; `form` keeps its id apart from another form's.
    static func field(_ need: HabitAction.Need, _ h: Habit, today: CivilDate, form: String) -> String {
        let name = need.rawValue
        let id = "\(form)-\(name)"
        let input: String
        switch need {
        case .date: input = "<input id=\"\(id)\" name=\"\(name)\" type=\"date\" value=\"\(today)\">"
        case .from, .to: input = "<input id=\"\(id)\" name=\"\(name)\" type=\"date\">"
        case .count: input = "<input id=\"\(id)\" name=\"\(name)\" type=\"number\" min=\"1\" max=\"\(Limits.maxCount)\" inputmode=\"numeric\">"
        case .value:
            input = "<input id=\"\(id)\" name=\"\(name)\" inputmode=\"decimal\" size=\"6\">"
                + (h.goal.map { " <span class=\"dim\">\(HTML.escape($0.unit.displayName(for: 2)))</span>" } ?? "")
        case .note: input = "<input id=\"\(id)\" name=\"\(name)\" maxlength=\"\(Limits.noteLength)\">"
        case .mood:
            input = "<select id=\"\(id)\" name=\"\(name)\"><option value=\"\"></option>"
                + Mood.allCases.reversed().map { "<option value=\"\($0.word)\">\($0.face) \(HTML.escape($0.displayWord))</option>" }.joined()
                + "</select>"
        case .before, .top, .bottom: return ""
        }
        return "<p class=\"field\"><label for=\"\(id)\">\(HTML.escape(need.label.text))</label>\(input)</p>"
    }
}
