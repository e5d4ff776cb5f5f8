import Foundation
import HabitCore
import HabitStore
import HabitViews

/// Sync status and the API's tokens as pages: `habitctl sync status` line by line, and
/// `habitctl web token` list, new and revoke. The markup is `sync.mustache` and
/// `tokens.mustache`.
enum AccessPages {
    static func sync(_ lines: [String]?, language: String) -> String {
        PageTemplate.page("sync", title: tr("Sync"), language: language, [
            "lines": lines.map { ["each": $0.map { $0.trimmingCharacters(in: .whitespaces) }] } ?? false,
            "notSyncing": lines == nil ? StoreError.notSyncing.message : false,
        ])
    }

    /// The tokens (never the tokens themselves), each with its revoke button; `made`: a token
    /// just made, shown this once.
    static func tokens(_ tokens: [WebToken], made: (name: String, secret: String)?, problem: String?, zone: TimeZone, offsets: ZoneOffsets,
                       language: String) -> String {
        PageTemplate.page("tokens", title: tr("Access"), language: language, [
            "made": made.map { ["said": tr("Made the token %s; it is shown once, keep it now:", $0.name), "secret": $0.secret] } ?? false,
            "heading": tr("Tokens and browsers"),
            "tokens": tokens.map { t in
                let day = CivilDate.of(t.createdAt, in: zone, offsets: offsets).displayText
                return ["name": t.name, "revokeLabel": tr("Revoke %s", t.name), "revoke": tr("Revoke"),
                        "about": t.name + (t.readOnly ? " · " + tr("read-only ").trimmingCharacters(in: .whitespaces) : "") + " · " + tr("made %s", day)]
            },
            "newToken": tr("A new token"), "nameLabel": tr("What the token is for (letters, digits, '-', '_', '.')."),
            "problem": problem ?? false, "readOnlyLabel": tr("The token can read but change nothing."), "make": tr("Make"),
        ])
    }
}
