import CPosix
import FoundationEssentials
import HabitCore
import Posix
import Synchronization

/// The language and the number conventions a program speaks in, from the environment as
/// every GNU program reads it (LANGUAGE, LC_ALL, LC_MESSAGES, LANG; LC_NUMERIC for numbers),
/// and from the database's `language` setting, which wins.
///
/// Two decisions beyond glibc's own rules, both so that a stock machine speaks the language
/// asked for: a language whose locale is not generated (`LANG=de_DE.UTF-8` on a machine
/// without it) still gets its messages, through `C.UTF-8` and LANGUAGE, where glibc alone
/// would fall back to English; and LC_NUMERIC stays "C" for the process (parsers, SQLite,
/// printf), the user's decimal separator (and LC_TIME's date pattern) being read once and
/// handed to the catalogue.
public enum LocaleSetup {
    /// Call once, first thing, before any message is made.
    public static func start(environment: [String: String]) {
        // Only the categories habitd and habitctl read: each one set loads its own file, and
        // the other eight (collation, money, paper, …) cost a start a tenth of a millisecond.
        if !used.allSatisfy({ setlocale($0, "") != nil }) {
            // Some category names a locale that is not generated: keep UTF-8 at least.
            for category in used { _ = setlocale(category, "C.UTF-8") }
        }
        let radix = nl_langinfo(nl_item(RADIXCHAR)).map { String(cString: $0) } ?? "."
        _ = setlocale(LC_NUMERIC, "C")
        var started = State(environment: environment, decimalSeparator: radix.isEmpty ? "." : radix)
        // Dates: the locale's own pattern, unless LC_TIME is C (ISO 8601 then, not C's %m/%d/%y).
        let time = setlocale(LC_TIME, nil).map { String(cString: $0) } ?? "C"
        if time != "C", time != "POSIX", !time.hasPrefix("C."), let pattern = nl_langinfo(nl_item(D_FMT)) {
            started.dateFormat = String(cString: pattern)
        }
        Gettext.bind(directory: CatalogDirectory.find(environment: environment))
        state.withLock { $0 = started }
        use(language: nil)
    }

    /// Character types (UTF-8, for GLib's conversions too), messages (gettext), the decimal
    /// separator and the date pattern (read once, below).
    private static let used = [LC_CTYPE, LC_MESSAGES, LC_NUMERIC, LC_TIME]

    /// Applies the `language` setting: a language code (`de`, `es`, `pt_BR`), or nil (or
    /// `auto`) for the environment's. Safe to call again when the setting changes.
    public static func use(language setting: String?) {
        state.withLock { state in use(language: setting, state) }
    }

    private static func use(language setting: String?, _ state: State) {
        let wanted = setting.flatMap { $0 == "auto" ? nil : $0 } ?? languageFromEnvironment(state.environment)
        if wanted != nil {
            // gettext ignores LANGUAGE while LC_MESSAGES is "C"; C.UTF-8 is always there.
            let current = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
            if current == "C" || current == "POSIX" { _ = setlocale(LC_MESSAGES, "C.UTF-8") }
        }
        // LANGUAGE is always set here, first at start: a later change then replaces the value
        // in place, which a thread reading the environment meanwhile (GLib's) can bear.
        Processes.setEnvironment("LANGUAGE", to: wanted ?? "")
        habitd_gettext_forget()
        MessageCatalog.install(Gettext.catalog(decimalSeparator: state.decimalSeparator, dateFormat: state.dateFormat))
    }

    /// The language the environment asks for when glibc would not give it by itself, or nil
    /// when glibc's own reading is right. LANGUAGE is honoured unless a locale variable says
    /// C or POSIX (POSIX output then, as every GNU program gives).
    static func languageFromEnvironment(_ env: [String: String]) -> String? {
        let localeName = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { env[$0] }.first { !$0.isEmpty }
        if let localeName, localeName == "C" || localeName == "POSIX" { return nil }
        if let language = env["LANGUAGE"], !language.isEmpty { return language }
        return localeName
    }

    /// What `start` read, for `use(language:)`; its lock also keeps two changes of language
    /// (LANGUAGE, gettext's cache, the catalogue) from interleaving.
    private struct State: Sendable {
        var environment: [String: String] = [:]
        var decimalSeparator = "."
        var dateFormat: String?
    }
    private static let state = Mutex(State())
}
