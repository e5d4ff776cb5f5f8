/// A language by its own name ("Deutsch", "Español"), as a list of languages offers it to
/// someone who may not read the language the list is in. Not translated, on purpose.
public enum LanguageName {
    static let names: [String: String] = [
        "en": "English", "de": "Deutsch", "es": "Español", "fr": "Français", "it": "Italiano", "pt": "Português",
        "pt_BR": "Português (Brasil)", "nl": "Nederlands", "pl": "Polski", "sv": "Svenska", "cs": "Čeština",
        "ru": "Русский", "uk": "Українська",
    ]

    /// The language's own name; the code itself for one not known here.
    public static func own(_ code: String) -> String { names[code] ?? code }
}
