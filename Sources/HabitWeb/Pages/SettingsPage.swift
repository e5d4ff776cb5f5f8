import HabitCore
import HabitViews

/// Every setting of `habitctl config` as one form: its value (empty: the default), what it
/// does, what it takes; a refusal under its field, in habitctl's words. The markup is
/// `settings.mustache`.
enum SettingsPage {
    /// Values suggested for a setting that is typed (`SettingKey.offered` is nil): examples,
    /// not the whole of what it takes.
    static func suggestions(_ key: SettingKey) -> [String] {
        switch key {
        case .quietHours: return ["off", "22:00-07:00"]
        case .sound: return ["none", "bell", "message-new-instant"]
        case .backups: return ["7,4,12", "off"]
        case .snoozeMinutes: return ["10", "30", "60"]
        default: return []
        }
    }

    static func render(_ entries: [SettingEntry], typed: [String: String]?, problem: (key: String, message: String)?, saved: Bool,
                       languages: [String], language: String) -> String {
        let settings: [[String: Any]] = entries.compactMap { e in
            guard let key = SettingKey(rawValue: e.key) else { return nil }
            let value = typed?[e.key] ?? (e.isDefault ? "" : e.value)
            let offered = key.offered(languages: languages)
            // A short list is chosen from, its values in words; the first choice is the default.
            let select: Any = offered.map { choices in
                let inForce = choices.first { $0.value == e.value }?.words ?? e.value
                let first = ["value": "", "text": e.isDefault ? tr("default: %s", inForce) : tr("the default"), "selected": value.isEmpty] as [String: Any]
                return ["options": [first] + choices.map { ["value": $0.value, "text": $0.words, "selected": $0.value == value.lowercased()] as [String: Any] }]
            } ?? false
            return [
                "key": e.key, "title": key.title, "value": value, "current": e.value, "select": select,
                // What it does, what it takes when typed, and the key habitctl config sets.
                "help": ([key.help] + (offered == nil ? [key.expected] : []) + (e.isDefault && offered == nil ? [tr("default: %s", e.value)] : [])
                         + [tr("habitctl config set %s", e.key)]).joined(separator: " · "),
                "choices": suggestions(key),
                "problem": problem?.key == e.key ? problem!.message : false,
            ]
        }
        return PageTemplate.page("settings", title: tr("Settings"), language: language,
                                 ["saved": saved ? tr("Saved.") : false, "settings": settings, "save": tr("Save")])
    }
}
