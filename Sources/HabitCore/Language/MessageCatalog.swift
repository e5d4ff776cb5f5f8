import Synchronization

/// Where the words a user reads come from. HabitCore stays pure: it only asks this port,
/// and the programs install a catalogue backed by gettext (`HabitLocale`) at start-up. Until
/// one is installed (unit tests, other tools linking the core) every message is its English
/// msgid, numbers use a full stop and dates are ISO 8601.
public struct MessageCatalog: Sendable {
    /// The translation of a msgid, or the msgid itself.
    public var singular: @Sendable (String) -> String
    /// The form of (singular, plural) that suits `n` in the catalogue's language.
    public var plural: @Sendable (String, String, Int) -> String
    /// The locale's decimal separator (LC_NUMERIC): "," for de_DE and es_ES.
    public var decimalSeparator: String
    /// The locale's date pattern (LC_TIME's D_FMT: "%d.%m.%Y"), nil for ISO 8601 (`DateText`).
    public var dateFormat: String?
    /// The language of the words, as a page's `lang` says it ("de", "es"; "en" for the msgids).
    public var language: String

    public init(singular: @escaping @Sendable (String) -> String, plural: @escaping @Sendable (String, String, Int) -> String,
                decimalSeparator: String, dateFormat: String? = nil, language: String = "en") {
        self.language = language
        self.singular = singular
        self.plural = plural
        self.decimalSeparator = decimalSeparator
        self.dateFormat = dateFormat
    }

    /// English, as written in the source.
    public static let english = MessageCatalog(singular: { $0 }, plural: { s, p, n in n == 1 ? s : p }, decimalSeparator: ".")

    /// English, with `base`'s number and date conventions.
    public static func english(like base: MessageCatalog) -> MessageCatalog {
        MessageCatalog(singular: { $0 }, plural: { s, p, n in n == 1 ? s : p }, decimalSeparator: base.decimalSeparator, dateFormat: base.dateFormat)
    }

    private static let installed = Mutex(MessageCatalog.english)

    /// A catalogue for one piece of work only (an HTTP request in the language it asked
    /// for), bound with `$scoped.withValue(catalog) { … }` on the thread doing it.
    @TaskLocal public static var scoped: MessageCatalog?

    /// The catalogue in force: the scoped one, else the whole process's.
    public static var current: MessageCatalog { scoped ?? installed.withLock { $0 } }

    /// Installs `catalog` for the whole process (the programs do it once at start, and again
    /// when the database's `language` setting names another language).
    public static func install(_ catalog: MessageCatalog) { installed.withLock { $0 = catalog } }
}

/// A user-visible message: `msgid` translated by the installed catalogue, then its `%s`
/// (or, where a translation reorders them, `%1$s`, `%2$s`) replaced by `args` in turn.
/// `msgid` must be a string literal: `scripts/messages.py` finds every call to build the
/// catalogue template `po/habitd.pot`.
public func tr(_ msgid: String, _ args: any CustomStringConvertible...) -> String {
    MessageFormat.fill(MessageCatalog.current.singular(msgid), args.map(\.description))
}

/// A message with a count: the catalogue picks the plural form for `n` (German and Spanish
/// have two, like English; other languages more), then `args` fill it as in `tr`.
public func trn(_ singular: String, _ plural: String, _ n: Int, _ args: any CustomStringConvertible...) -> String {
    MessageFormat.fill(MessageCatalog.current.plural(singular, plural, n), args.map(\.description))
}

extension MessageCatalog {
    /// The `Language:` of a catalogue's header (gettext's entry for ""), "en" without one.
    public static func language(ofHeader header: String) -> String {
        field("Language", ofHeader: header)?.replacing("_", with: "-") ?? "en"
    }

    /// A field of a catalogue's header ("X-Date-Format: %d.%m.%Y"), nil when it is not there
    /// or empty.
    public static func field(_ name: String, ofHeader header: String) -> String? {
        for line in header.split(separator: "\n") where line.hasPrefix(name + ":") {
            let value = line.dropFirst(name.count + 1).trimmingSpaces()
            if !value.isEmpty { return value }
        }
        return nil
    }
}
