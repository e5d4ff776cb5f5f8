import FoundationEssentials
import HabitCore
import HabitStore
import HabitViews
import HabitWrites

/// The web app's pages (issue 31), beside the API: rendered here in the request's language
/// from the same views, changed through plain forms that post to the same write paths.
extension WebAPI {
    /// The files served as they are built in (`WebAsset`), by path: the asset and its type.
    static let files: [String: (asset: String, type: String)] = [
        "/app.css": ("app.css", "text/css; charset=utf-8"),
        "/app.js": ("app.js", "text/javascript; charset=utf-8"),
        "/sw.js": ("sw.js", "text/javascript; charset=utf-8"),
        "/icon.svg": ("icon.svg", "image/svg+xml"),
        "/icon-192.png": ("icon-192.png", "image/png"),
        "/icon-512.png": ("icon-512.png", "image/png"),
    ]

    /// The page routes: the board at `/`, its style and script, and the toggle its cells post
    /// to. Nil for any other path (the API's, or none).
    func page(_ request: WebRequest, now: Date) throws -> WebResponse? {
        if request.method == "GET" || request.method == "HEAD", let (name, type) = Self.files[request.path] {
            return WebResponse(status: 200, headers: [("Content-Type", type)], body: WebAsset.bytes(name))
        }
        switch (request.method, request.path) {
        case ("GET", "/manifest.webmanifest"), ("HEAD", "/manifest.webmanifest"):
            return WebResponse(status: 200, headers: [("Content-Type", "application/manifest+json")], body: Array(WebApp.manifest().utf8))
        case ("GET", "/colors.css"), ("HEAD", "/colors.css"):
            // Each habit's colour as the theme shows it: shaded to read on a light page, and on a dark one.
            // And the palette's swatches, for the form.
            var css: String = Palette.names.map { name in
                let c = HabitColor.palette(name)
                return ".sw-\(name){--c:\(c.shown(on: .light).hex);--cd:\(c.shown(on: .dark).hex)}\n"
            }.joined()
            if signedIn(request, now: now) {
                for h in try db.snapshot(includeArchived: true, logs: false).habits {
                    css += ".h\(h.id ?? 0){--c:\(h.color.shown(on: .light).hex);--cd:\(h.color.shown(on: .dark).hex)}\n"
                }
            }
            return WebResponse(status: 200, headers: [("Content-Type", "text/css; charset=utf-8")], body: Array(css.utf8))
        case ("GET", "/"), ("HEAD", "/"):
            guard signedIn(request, now: now) else { return loginPage(request) }
            return try cached(request) {
                let clock = try clock()
                // `?week=DAY`: an earlier week's squares, judged as of today (a day to come is this week).
                let shown = BoardPage.shownWeek(request.query["week"], today: clock.today, weekStart: clock.weekStart)
                let read = try BoardRead(db, clock, includeArchived: false, wholeSpan: false, weekOf: shown)
                let board = BoardData(read, today: clock.today, weekStart: clock.weekStart)
                return html(BoardPage.render(board, week: shown, archived: try db.archivedCount(), language: pageLanguage(request)))
            }
        case (let method, let path) where ["GET", "HEAD"].contains(method) && Self.isHabitPage(path):
            guard signedIn(request, now: now) else { return loginPage(request) }
            return try cached(request) { try habitPage(String(path.dropFirst(8)), months: request.query["months"], language: pageLanguage(request)) }
        case (let method, let path) where ["GET", "HEAD"].contains(method) && Self.habitSubpage(path, "chart.svg") != nil:
            guard signedIn(request, now: now) else { return loginPage(request) }
            return try chartSVG(Self.habitSubpage(path, "chart.svg")!, dark: request.query["theme"] == "dark")
        case ("POST", let path) where Self.habitAction(path) != nil:
            let (id, action) = Self.habitAction(path)!
            return try pageAction(action, request, id: id, now: now)
        case (let method, let path) where ["GET", "HEAD"].contains(method) && Self.habitSubpage(path, "delete") != nil:
            guard signedIn(request, now: now) else { return loginPage(request) }
            return try deletePage(Self.habitSubpage(path, "delete")!, language: pageLanguage(request))
        case ("GET", "/suggest"):
            // What add would take from the name typed so far: the add form's hint.
            guard signedIn(request, now: now) else { return loginPage(request) }
            let taken = try HabitWrite.suggested(for: request.query["name"] ?? "", db, try clock())
            let text = taken.isEmpty ? "" : tr("From the name: %s (tick the box below for none)", taken.joined(separator: ", "))
            return WebResponse(status: 200, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array(text.utf8))
        case ("GET", "/add"), ("HEAD", "/add"), ("POST", "/add"):
            return try addPage(request, now: now)
        case (let method, let path) where ["GET", "HEAD", "POST"].contains(method) && Self.habitSubpage(path, "edit") != nil:
            return try editPage(request, id: Self.habitSubpage(path, "edit")!, now: now)
        case ("POST", "/toggle"), ("POST", "/log"), ("POST", "/slip"):
            return try boardButton(request, now: now)
        default:
            return try managePage(request, now: now) ?? importPage(request, now: now)
        }
    }

    /// `/habits/12`: one habit's page, by its id.
    static func isHabitPage(_ path: String) -> Bool {
        path.hasPrefix("/habits/") && path.count > 8 && path.dropFirst(8).allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `/habits/12/edit` → "12" for `page` "edit".
    static func habitSubpage(_ path: String, _ page: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[1] == "habits", parts[3] == page, !parts[2].isEmpty,
              parts[2].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return String(parts[2])
    }

    /// `/habits/12/skip` → ("12", .skip): a habit page's control.
    static func habitAction(_ path: String) -> (String, HabitAction)? {
        guard let last = path.split(separator: "/").last, let action = HabitAction(rawValue: String(last)),
              let id = habitSubpage(path, action.rawValue) else { return nil }
        return (id, action)
    }

    /// A change's form, once the request may change anything (a token or a session, and a
    /// same-origin form): every page that changes something starts here.
    func changingForm(_ request: WebRequest, now: Date) throws -> FormBody {
        try mayChange(request, now: now)
        return FormBody(request.body)
    }

    /// The guard alone, for a body that is not a plain form (the import page's upload).
    func mayChange(_ request: WebRequest, now: Date) throws {
        let (token, viaCookie) = try guards.token(request, db: db, now: now)
        try guards.mayChange(token, viaCookie: viaCookie, request)
    }

    /// Whether the request carries a known token or session (a page answers without one by
    /// saying how to log in, not with a problem).
    func signedIn(_ request: WebRequest, now: Date) -> Bool { (try? guards.token(request, db: db, now: now)) != nil }

    /// A page for a browser that has not logged in: how to.
    func loginPage(_ request: WebRequest) -> WebResponse {
        let language = pageLanguage(request)
        return html(PageTemplate.page("login", title: tr("Habits"), language: language, nav: false, [
            "how": tr("Log in with a link from this machine's terminal: habitctl web login (on a phone: habitctl web pair)."),
        ]), status: 401)
    }

    func html(_ text: String, status: Int = 200) -> WebResponse {
        WebResponse(status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: Array(text.utf8))
    }

    /// The page's `lang`: the language its words are in (the request's, the `language`
    /// setting's, or the environment's catalogue).
    func pageLanguage(_ request: WebRequest) -> String { MessageCatalog.current.language }
}

/// A form's fields (application/x-www-form-urlencoded); a repeated field keeps its first value.
struct FormBody {
    private var fields: [String: String] = [:]

    init(_ body: [UInt8]) {
        for pair in String(decoding: body, as: UTF8.self).split(separator: "&") {
            let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = WebRequest.decode(kv[0])
            if fields[key] == nil { fields[key] = kv.count == 2 ? WebRequest.decode(kv[1]) : "" }
        }
    }

    subscript(_ name: String) -> String? { fields[name] }

    /// Every field, as typed (to show the form again).
    var values: [String: String] { fields }
}
