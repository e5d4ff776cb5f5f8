import HabitCore

/// What makes the pages an app (issue 31 part 2): the manifest that installs it to a
/// phone's home screen or as a desktop window (the service worker that keeps the last board
/// for when habitd cannot be reached is `CWebAssets/files/sw.js`).
enum WebApp {
    /// The manifest (`CWebAssets/files/manifest.webmanifest`) with its words in the request's
    /// language, each put in its `"{{key}}"` as a JSON string.
    static func manifest() -> String {
        let words = [("name", tr("Habits (habitd)")), ("short_name", tr("Habits")),
                     ("description", tr("Your habits: the week, reminders, streaks."))]
        var text = String(decoding: WebAsset.bytes("manifest.webmanifest"), as: UTF8.self)
        for (key, said) in words {
            guard let at = text.firstRange(of: "\"{{\(key)}}\"") else { preconditionFailure("manifest.webmanifest has no {{\(key)}}") }
            text.replaceSubrange(at, with: JSONLiteral.string(said))
        }
        return text
    }
}
