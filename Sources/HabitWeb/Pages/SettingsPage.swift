import HabitCore
import HabitViews

/// Every setting of `habitctl config` as one form: its value (empty: the default), what it
/// does, what it takes; a refusal under its field, in habitctl's words. The markup is
/// `settings.mustache`.
enum SettingsPage {
    /// The values a setting takes, offered as suggestions.
    static func choices(_ key: SettingKey, languages: [String]) -> [String] {
        switch key {
        case .quietHours: return ["off", "22:00-07:00"]
        case .quietPolicy: return ["defer", "skip"]
        case .weekStart: return ["monday", "sunday", "saturday"]
        case .units: return ["metric", "imperial", "us"]
        case .skipsKeepStreak, .toggleSaysNo: return ["on", "off"]
        case .sound: return ["none", "bell", "message-new-instant"]
        case .language: return ["auto", "en"] + languages
        case .backups: return ["7,4,12", "off"]
        case .theme: return ["auto", "dark", "light"]
        case .snoozeMinutes: return ["10", "30", "60"]
        }
    }

    static func render(_ entries: [SettingEntry], typed: [String: String]?, problem: (key: String, message: String)?, saved: Bool,
                       languages: [String], language: String) -> String {
        let settings: [[String: Any]] = entries.compactMap { e in
            guard let key = SettingKey(rawValue: e.key) else { return nil }
            return [
                "key": e.key, "value": typed?[e.key] ?? (e.isDefault ? "" : e.value), "current": e.value,
                "help": "\(key.help) · \(key.expected)" + (e.isDefault ? " · " + tr("default: %s", e.value) : ""),
                "choices": choices(key, languages: languages),
                "problem": problem?.key == e.key ? problem!.message : false,
            ]
        }
        return PageTemplate.page("settings", title: tr("Settings"), language: language,
                                 ["saved": saved ? tr("Saved.") : false, "settings": settings, "save": tr("Save")])
    }
}
