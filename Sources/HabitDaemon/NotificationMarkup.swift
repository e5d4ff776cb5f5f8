/// The text a notification server is sent. By the freedesktop notification spec the summary
/// is plain text, and the body is parsed as markup only by servers that list `body-markup` in
/// `GetCapabilities`: so the summary is sent as typed, and the body is escaped (`&`, `<`, `>`)
/// for those servers alone. A habit named `<b>x</b> & y` then reads `<b>x</b> & y` everywhere.
public enum NotificationMarkup {
    /// The body as sent to a server with these capabilities.
    public static func body(_ plain: String, capabilities: [String]) -> String {
        capabilities.contains("body-markup") ? escape(plain) : plain
    }

    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(ch)
            }
        }
        return out
    }
}
