import HabitCore

/// What makes the pages an app (issue 31 part 2): the manifest that installs it to a
/// phone's home screen or as a desktop window (the service worker that keeps the last board
/// for when habitd cannot be reached is `CWebAssets/files/sw.js`).
enum WebApp {
    /// The manifest, in the request's language.
    static func manifest() -> String {
        """
        {
          "name": \(JSONLiteral.string(tr("Habits (habitd)"))),
          "short_name": \(JSONLiteral.string(tr("Habits"))),
          "description": \(JSONLiteral.string(tr("Your habits: the week, reminders, streaks."))),
          "start_url": "/",
          "scope": "/",
          "display": "standalone",
          "background_color": "#ffffff",
          "theme_color": "#2E7D6B",
          "icons": [
            {"src": "/icon.svg", "sizes": "any", "type": "image/svg+xml"},
            {"src": "/icon-192.png", "sizes": "192x192", "type": "image/png"},
            {"src": "/icon-512.png", "sizes": "512x512", "type": "image/png"}
          ]
        }

        """
    }
}
