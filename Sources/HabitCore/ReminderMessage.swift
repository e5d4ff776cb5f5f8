/// A habit's own words for its reminder (seed 003): `--message "Time to stretch, {name}"`,
/// with `{name}`, `{progress}` (the period's progress, as the body says it) and `{streak}`
/// (the current streak, "12 days"; "no streak yet" without one). One line, at most 120
/// characters; any other `{…}` is refused when it is set, so a typo never reaches a
/// notification.
public enum ReminderMessage {
    public static let placeholders = ["{name}", "{progress}", "{streak}"]
    public static let maxLength = 120

    /// The message checked; nil for none (empty).
    public static func validate(_ raw: String?) throws(HabitError) -> String? {
        guard let text = raw?.trimmingSpaces(), !text.isEmpty else { return nil }
        try Validate.safe(text, "Message", .line)
        if text.count > maxLength { throw .invalidText(option: "message", tr("it is %s characters long; at most %s are allowed", text.count, maxLength)) }
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { throw .invalidText(option: "message", tr("a { without its }")) }
            let word = String(rest[open...close])
            guard placeholders.contains(word) else {
                throw .invalidText(option: "message", tr("%1$s is not one of %2$s", word, placeholders.joined(separator: ", ")))
            }
            rest = rest[rest.index(after: close)...]
        }
        return text
    }

    /// `message` with its placeholders filled.
    public static func expand(_ message: String, name: String, progress: String, streak: String) -> String {
        message.replacing("{name}", with: name)
            .replacing("{progress}", with: progress)
            .replacing("{streak}", with: streak)
    }
}
