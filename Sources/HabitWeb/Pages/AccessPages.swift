import Foundation
import HabitCore
import HabitStore
import HabitViews

/// Sync status and the API's tokens as pages: `habitctl sync status` line by line, and
/// `habitctl web token` list, new and revoke.
enum AccessPages {
    static func sync(_ lines: [String]?, language: String) -> String {
        var body = "<header class=\"page\"><h1>\(HTML.escape(tr("Sync")))</h1></header>\n<main>\n"
        if let lines {
            body += "<ul class=\"lines\">" + lines.map { "<li>\(HTML.escape($0.trimmingCharacters(in: .whitespaces)))</li>" }.joined() + "</ul>\n"
        } else {
            body += "<p>\(HTML.escape(StoreError.notSyncing.message))</p>\n"
        }
        return HTML.page(language: language, title: tr("Sync"), body: body + "</main>")
    }

    /// The tokens (never the tokens themselves), each with its revoke button; `made`: a token
    /// just made, shown this once.
    static func tokens(_ tokens: [WebToken], made: (name: String, secret: String)?, problem: String?, zone: TimeZone, offsets: ZoneOffsets,
                       language: String) -> String {
        var body = "<header class=\"page\"><h1>\(HTML.escape(tr("Access")))</h1></header>\n<main>\n"
        if let made {
            body += "<p role=\"status\">\(HTML.escape(tr("Made the token %s; it is shown once, keep it now:", made.name)))</p>"
                + "<p><code class=\"secret\">\(HTML.escape(made.secret))</code></p>\n"
        }
        body += "<h2>\(HTML.escape(tr("Tokens and browsers")))</h2>\n<ul class=\"tokens\">"
        for t in tokens {
            let day = CivilDate.of(t.createdAt, in: zone, offsets: offsets).displayText
            body += "<li><span>\(HTML.escape(t.name))\(t.readOnly ? " · " + HTML.escape(tr("read-only ").trimmingCharacters(in: .whitespaces)) : "") · \(HTML.escape(tr("made %s", day)))</span>"
                + "<form method=\"post\" action=\"/tokens/revoke\"><input type=\"hidden\" name=\"name\" value=\"\(HTML.escape(t.name))\">"
                + "<button aria-label=\"\(HTML.escape(tr("Revoke %s", t.name)))\">\(HTML.escape(tr("Revoke")))</button></form></li>"
        }
        body += "</ul>\n<form class=\"edit\" method=\"post\" action=\"/tokens\"><fieldset><legend>\(HTML.escape(tr("A new token")))</legend>"
            + "<p class=\"field\"><label for=\"name\">\(HTML.escape(tr("What the token is for (letters, digits, '-', '_', '.').")))</label>"
            + "<input id=\"name\" name=\"name\" autocomplete=\"off\"\(problem != nil ? " aria-invalid=\"true\" aria-describedby=\"name-problem\"" : "")>"
            + (problem.map { "<span class=\"problem\" id=\"name-problem\" role=\"alert\">\(HTML.escape($0))</span>" } ?? "") + "</p>"
            + "<p class=\"field\"><label class=\"choice\"><input type=\"checkbox\" name=\"read_only\"> \(HTML.escape(tr("The token can read but change nothing.")))</label></p>"
            + "<p><button class=\"primary\">\(HTML.escape(tr("Make")))</button></p></fieldset></form>\n"
        return HTML.page(language: language, title: tr("Access"), body: body + "</main>")
    }
}
