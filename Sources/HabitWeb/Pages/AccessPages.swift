import FoundationEssentials
import HabitCore
import HabitStore
import HabitViews

/// Sync status and the API's tokens as pages: `habitctl sync status` line by line, and
/// `habitctl web token` list, new and revoke. The markup is `sync.mustache` and
/// `tokens.mustache`.
enum AccessPages {
    static func sync(_ lines: [String]?, language: String) -> String {
        PageTemplate.page("sync", title: tr("Sync"), language: language, [
            "lines": lines.map { ["each": $0.map { $0.trimmingSpaces() }] } ?? false,
            "notSyncing": lines == nil ? StoreError.notSyncing.message : false,
        ])
    }

    /// The tokens (never the tokens themselves), each with its revoke button; `made`: a token
    /// just made, shown this once; `current`: the session of the browser asking.
    static func tokens(_ tokens: [WebToken], made: (name: String, secret: String)?, problem: String?, current: String?, zone: Zone,
                       offsets: ZoneOffsets, language: String) -> String {
        PageTemplate.page("tokens", title: tr("Access"), language: language, [
            "made": made.map { ["said": tr("Made the token %s; it is shown once, keep it now:", $0.name), "secret": $0.secret,
                                "copy": tr("Copy"), "copied": tr("Copied")] } ?? false,
            "heading": tr("Tokens and browsers"),
            "tokens": tokens.map { t in
                let day = CivilDate.of(t.createdAt, in: zone, offsets: offsets).displayText
                var about = [t.name] + [BrowserName.of(t.agent)].compactMap { $0 }
                if t.readOnly { about.append(tr("read-only ").trimmingSpaces()) }
                about.append(tr("made %s", day))
                about.append(t.usedAt.map { used in
                    let (date, second) = ZoneResolver.local(used, in: zone, offsets: offsets)
                    return tr("last used %s", "\(date.displayText) \(WallTime(minuteOfDay: second / 60))")
                } ?? tr("not used yet"))
                return ["name": t.name, "revokeLabel": tr("Revoke %s", t.name), "revoke": tr("Revoke"), "about": about.joined(separator: " · "),
                        "this": t.name == current ? tr("this browser") : false] as [String: Any]
            },
            "newToken": tr("A new token"), "nameLabel": tr("What the token is for (letters, digits, '-', '_', '.')."),
            "problem": problem ?? false, "readOnlyLabel": tr("The token can read but change nothing."), "make": tr("Make"),
        ])
    }

    /// Before a revoke: what it ends, said, and the button that does it.
    static func revoke(_ name: String, isThisBrowser: Bool, language: String) -> String {
        PageTemplate.page("revoke", title: tr("Revoke %s?", name), language: language, [
            "name": name, "back": tr("Back"),
            "ends": tr("%s is refused from its next request: a browser signed in with it is signed out, a program using it is turned away.", name),
            "thisBrowser": isThisBrowser ? tr("It is this browser's session: a new login link (habitctl web login) signs it in again.") : false,
            "revoke": tr("Revoke %s", name), "keep": tr("Keep it"),
        ])
    }
}
