import HabitCore

/// The text a notification server is sent. By the freedesktop notification spec the summary
/// is plain text, and the body is parsed as markup only by servers that list `body-markup` in
/// `GetCapabilities`: so the summary is sent as typed, and the body is escaped (`&`, `<`, `>`)
/// for those servers alone. A habit named `<b>x</b> & y` then reads `<b>x</b> & y` everywhere.
public enum NotificationMarkup {
    /// The body as sent to a server with these capabilities.
    public static func body(_ plain: String, capabilities: [String]) -> String {
        capabilities.contains("body-markup") ? escape(plain) : plain
    }

    static func escape(_ text: String) -> String { text.markupEscaped() }
}
