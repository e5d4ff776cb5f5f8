import HabitCore
import HabitViews

/// Every setting of `habitctl config` as one form: its value (empty: the default), what it
/// does, what it takes; a refusal under its field, in habitctl's words.
enum SettingsPage {
    /// The values a setting takes, offered as suggestions.
    static func choices(_ key: SettingKey, languages: [String]) -> [String] {
        switch key {
        case .quietHours: return ["off", "22:00-07:00"]
        case .quietPolicy: return ["defer", "skip"]
        case .weekStart: return ["monday", "sunday", "saturday"]
        case .units: return ["metric", "imperial", "us"]
        case .skipsKeepStreak: return ["on", "off"]
        case .sound: return ["none", "bell", "message-new-instant"]
        case .language: return ["auto", "en"] + languages
        case .backups: return ["7,4,12", "off"]
        case .theme: return ["auto", "dark", "light"]
        case .snoozeMinutes: return ["10", "30", "60"]
        }
    }

    static func render(_ entries: [SettingEntry], typed: [String: String]?, problem: (key: String, message: String)?, saved: Bool,
                       languages: [String], language: String) -> String {
        var body = "<header class=\"page\"><h1>\(HTML.escape(tr("Settings")))</h1></header>\n<main>\n"
        if saved { body += "<p class=\"saved\" role=\"status\">\(HTML.escape(tr("Saved.")))</p>\n" }
        body += "<form class=\"edit\" method=\"post\" action=\"/settings\" novalidate>\n"
        for e in entries {
            guard let key = SettingKey(rawValue: e.key) else { continue }
            let value = typed?[e.key] ?? (e.isDefault ? "" : e.value)
            let bad = problem?.key == e.key
            body += "<p class=\"field\"><label for=\"\(e.key)\">\(HTML.escape(e.key))</label>"
                + "<span class=\"dim\" id=\"\(e.key)-help\">\(HTML.escape(key.help)) · \(HTML.escape(key.expected))\(e.isDefault ? " · " + HTML.escape(tr("default: %s", e.value)) : "")</span>"
                + "<input id=\"\(e.key)\" name=\"\(e.key)\" value=\"\(HTML.escape(value))\" list=\"\(e.key)-choices\" placeholder=\"\(HTML.escape(e.value))\""
                + " aria-describedby=\"\(e.key)-help\(bad ? " \(e.key)-problem" : "")\"\(bad ? " aria-invalid=\"true\"" : "")>"
                + "<datalist id=\"\(e.key)-choices\">" + choices(key, languages: languages).map { "<option value=\"\(HTML.escape($0))\">" }.joined() + "</datalist>"
                + (bad ? "<span class=\"problem\" id=\"\(e.key)-problem\" role=\"alert\">\(HTML.escape(problem!.message))</span>" : "")
                + "</p>\n"
        }
        body += "<p><button type=\"submit\" class=\"primary\">\(HTML.escape(tr("Save")))</button></p>\n</form>\n</main>"
        return HTML.page(language: language, title: tr("Settings"), body: body)
    }
}
