import HabitCore
import HabitViews

/// Adding a habit in a form (issue 31): the fields are add's options, read into the same
/// `HabitChange` and checked by the same `HabitWrite.add`; a refusal is shown beside the
/// field it is about, in habitctl's words, with what was typed kept.
enum AddPage {
    /// The fields a refusal can be about, by the form's field names.
    static func field(of error: HabitError) -> String? {
        switch error {
        case .emptyName, .nameTooLong, .duplicateName: return "name"
        case .unsafeText(let field, _): return ["name", "description", "category", "icon"].first { field.lowercased().contains($0) }
        case .invalidIcon: return "icon"
        case .invalidColor: return "color"
        case .invalidTime, .duplicateReminder, .remindDaysWithoutRemind: return "remind"
        case .invalidWeekday, .invalidInterval, .invalidWeeklyTarget, .invalidMonthlyTarget, .conflictingSchedules: return "schedule"
        case .invalidTimesPerDay, .timesPerDayNeedsDailyKind: return "times"
        case .invalidGoal, .negative, .unitWithoutGoal, .invalidUnit, .periodGoalNeedsDaySchedule: return "goal"
        case .emptyCategoryName, .categoryNameTooLong, .unknownCategory: return "category"
        case .descriptionTooLong: return "description"
        default: return nil
        }
    }

    /// A refusal and the field it is about (nil: the form as a whole).
    struct Problem: Error {
        let field: String?
        let message: String

        init(_ error: HabitError) {
            field = AddPage.field(of: error)
            message = error.message
        }

        init(field: String, message: String) {
            self.field = field
            self.message = message
        }
    }

    /// The form's fields as add's options. A number that is not one is refused here, beside
    /// the field it was typed in.
    static func change(_ form: FormBody) throws(Problem) -> HabitChange {
        var c = HabitChange()
        func text(_ k: String) -> String? { form[k].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 } }
        c.name = form["name"] ?? ""
        c.icon = text("icon")
        c.color = text("color_custom") ?? text("color")
        c.category = text("category")
        c.newCategory = true   // a category typed in the form is one to have
        c.description = text("description")
        c.goal = text("goal")
        c.unit = text("unit")
        c.per = text("per")
        c.quit = form["quit"] != nil
        c.plain = form["plain"] != nil
        c.remind = (text("remind") ?? "").split { $0 == "," || $0 == " " }.map(String.init)
        if let times = text("times") { c.times = try number(times, "times") }
        let value = text("schedule_value")
        switch form["schedule"] ?? "daily" {
        case "days": c.days = value ?? ""
        case "every": c.every = try number(value, "schedule")
        case "weekly": c.weekly = try number(value, "schedule")
        case "monthly": c.monthly = try number(value, "schedule")
        case "irregular": c.irregular = true
        default: c.daily = true
        }
        return c
    }

    private static func number(_ text: String?, _ field: String) throws(Problem) -> Int {
        guard let text, let n = Int(text) else {
            throw Problem(field: field, message: tr("'%s' is not a whole number", text ?? ""))
        }
        return n
    }

    static func render(_ form: FormBody?, problem error: Problem?, categories: [String], language: String) -> String {
        let bad = error?.field
        func value(_ k: String) -> String { HTML.escape(form?[k] ?? "") }
        func problem(_ k: String) -> String {
            guard let error, bad == k else { return "" }
            return "<p class=\"problem\" id=\"\(k)-problem\" role=\"alert\">\(HTML.escape(error.message))</p>"
        }
        // The inputs whose refusals are said under another field's name.
        let owner = ["schedule_value": "schedule", "color_custom": "color"]
        func described(_ k: String) -> String { bad == k ? " aria-invalid=\"true\" aria-describedby=\"\(k)-problem\"" : "" }
        func input(_ k: String, _ label: String, type: String = "text", extra: String = "") -> String {
            "<p class=\"field\"><label for=\"\(k)\">\(HTML.escape(label))</label>"
                + "<input id=\"\(k)\" name=\"\(k)\" type=\"\(type)\" value=\"\(value(k))\"\(extra)\(described(owner[k] ?? k))>\(problem(k))</p>"
        }
        let schedule = form?["schedule"] ?? "daily"
        let kinds: [(String, String)] = [("daily", tr("every day")), ("days", tr("on these weekdays (mon,wed,fri)")),
                                         ("every", tr("every N days")), ("weekly", tr("K days a week")),
                                         ("monthly", tr("K days a month")), ("irregular", tr("when it happens (never due)"))]
        var body = "<header class=\"page\"><p><a href=\"/\">\(HTML.escape(tr("Back to the board")))</a></p><h1>\(HTML.escape(tr("Add a habit")))</h1></header>\n<main>\n"
        if let error, bad == nil { body += "<p class=\"problem\" role=\"alert\">\(HTML.escape(error.message))</p>\n" }
        body += "<form class=\"edit\" method=\"post\" action=\"/add\">\n"
        body += input("name", tr("Name"), extra: " required maxlength=\"60\" autocomplete=\"off\"")
        body += input("icon", tr("Icon (one emoji)"))
        body += "<p class=\"field\"><label for=\"color\">\(HTML.escape(tr("Colour")))</label><select id=\"color\" name=\"color\"\(described("color"))>"
            + "<option value=\"\">\(HTML.escape(tr("from the name, or the next in the palette")))</option>"
            + Palette.names.map { "<option\(form?["color"] == $0 ? " selected" : "")>\($0)</option>" }.joined()
            + "</select></p>"
        body += input("color_custom", tr("or your own colour (#RRGGBB)"), extra: " pattern=\"#[0-9A-Fa-f]{6}\"") + problem("color")
        body += input("category", tr("Category"), extra: " list=\"categories\"")
            + "<datalist id=\"categories\">" + categories.map { "<option value=\"\(HTML.escape($0))\">" }.joined() + "</datalist>"
        body += "<fieldset><legend>\(HTML.escape(tr("Schedule")))</legend>"
            + kinds.map { k, label in
                "<label class=\"choice\"><input type=\"radio\" name=\"schedule\" value=\"\(k)\"\(schedule == k ? " checked" : "")> \(HTML.escape(label))</label>"
            }.joined()
            + input("schedule_value", tr("Days, N or K")) + problem("schedule") + "</fieldset>"
        body += input("times", tr("Times a day"), type: "number", extra: " min=\"1\" max=\"24\"")
        body += input("goal", tr("Goal (an amount)"), extra: " inputmode=\"decimal\"") + input("unit", tr("Unit (km, pages, minutes…)"))
        body += "<p class=\"field\"><label class=\"choice\"><input type=\"checkbox\" name=\"quit\"\(form?["quit"] != nil ? " checked" : "")> "
            + HTML.escape(tr("A habit to quit (the goal is a limit)")) + "</label></p>"
        body += input("remind", tr("Reminders (HH:MM, several with commas)"))
        body += "<p class=\"field\"><label for=\"description\">\(HTML.escape(tr("Description")))</label>"
            + "<textarea id=\"description\" name=\"description\" maxlength=\"300\"\(described("description"))>\(value("description"))</textarea>\(problem("description"))</p>"
        body += "<p><button type=\"submit\" class=\"primary\">\(HTML.escape(tr("Add")))</button></p>\n</form>\n</main>"
        return HTML.page(language: language, title: tr("Add a habit"), body: body)
    }
}
