import HabitCore
import HabitStore
import HabitViews

/// Changing a setting (`habitctl config set`, the API's `PUT settings/{key}`): checked as one
/// before anything is stored.
public enum SettingWrite {
    /// Stores `value` for the setting named `name`; returns the value as the setting reads it.
    /// `languages`: the languages whose messages are installed here (a language without
    /// them is refused rather than stored as English).
    @discardableResult
    public static func set(_ name: String, to value: String, _ db: HabitDatabase, languages: [String], weekStart: Weekday) throws -> String {
        let (key, scratch) = try check(name, value, languages: languages)
        try db.setSetting(key, to: value)
        return key.value(in: scratch, defaultWeekStart: weekStart)
    }

    /// The setting and the value as it would be stored, or the refusal: nothing is read or written.
    public static func check(_ name: String, _ value: String, languages: [String]) throws -> (SettingKey, Settings) {
        let key = try SettingKey.parse(name)
        var scratch = Settings()
        try key.apply(value, to: &scratch)
        if key == .language, let code = scratch.language {
            let available = (["en"] + languages).sorted()
            let language = String(code.prefix { $0 != "_" })
            guard available.contains(code) || available.contains(language) else {
                // Each by its own name, for someone who may not read the language this is in.
                let named = available.map { "\($0) (\(LanguageName.own($0)))" }
                throw HabitError.refused(tr("No messages in '%1$s' here: choose %2$s, or auto", code, named.joined(separator: ", ")))
            }
        }
        return (key, scratch)
    }
}
