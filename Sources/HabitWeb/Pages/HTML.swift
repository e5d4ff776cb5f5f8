import HabitCore

/// Building HTML by hand, safely: every text a user typed (a habit's name, a note) goes
/// through `escape`; the page's frame is `HTML.page`.
enum HTML {
    /// Text as it may stand in an element or a quoted attribute.
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// A whole page: the language, the title, the style (with the habits' colours: a `style`
    /// attribute is inline style, which the Content-Security-Policy refuses) and the script,
    /// all served by habitd, and `body`.
    static func page(language: String, title: String, body: String, nav: Bool = true) -> String {
        """
        <!doctype html>
        <html lang="\(escape(language))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="theme-color" content="#2E7D6B">
        <link rel="manifest" href="/manifest.webmanifest">
        <link rel="icon" href="/icon.svg" type="image/svg+xml">
        <link rel="apple-touch-icon" href="/icon-192.png">
        <title>\(escape(title))</title>
        <link rel="stylesheet" href="/app.css">
        <link rel="stylesheet" href="/colors.css">
        <script src="/app.js" defer></script>
        </head>
        <body>
        \(nav ? Self.nav : "")<div id="content">
        \(body)
        </div>
        </body>
        </html>

        """
    }

    /// The way to every page, first on each (a skip link goes past it to the page's own).
    static var nav: String {
        let links = [("/", tr("Board")), ("/add", tr("Add")), ("/stats", tr("Stats")), ("/settings", tr("Settings")),
                     ("/import", tr("Import")), ("/sync", tr("Sync")), ("/tokens", tr("Access"))]
        return "<a class=\"skip\" href=\"#content\">\(escape(tr("Skip to the page")))</a><nav aria-label=\"\(escape(tr("Pages")))\"><ul>"
            + links.map { "<li><a href=\"\($0.0)\">\(escape($0.1))</a></li>" }.joined() + "</ul></nav>\n"
    }
}
