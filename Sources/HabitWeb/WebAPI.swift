import FoundationEssentials
import HabitCore
import HabitLocale
import HabitStore
import HabitViews

/// habitd's HTTP API (issue 30), from a request to its response, with no network in it: the
/// guards every request passes (`WebGuard`), the routes (`APIRoute`), and the handlers,
/// which read through the shared views (`BoardRead`) and write through the store's one
/// write path, as habitctl does. The SwiftNIO server (`HTTPServer`) only carries bytes.
///
/// `@unchecked Sendable`: the store is GRDB's (thread-safe); the failure counts are locked.
public final class WebAPI: @unchecked Sendable {
    public static let prefix = "/api/v1/"
    /// Where a one-time login link points (`habitctl web login`).
    public static let loginPath = "/login"
    /// Where a browser goes once logged in: the board.
    static let landing = "/"

    public struct Options: Sendable {
        /// host:port pairs a request's Host header may name (DNS rebinding is refused).
        public var hosts: Set<String>
        /// The origins a state change may come from ("http://127.0.0.1:8738").
        public var origins: Set<String>
        /// The largest body read, in bytes (413 above).
        public var bodyLimit = 64 * 1024
        /// Served over TLS: cookies are marked Secure.
        public var secure = false
        /// The largest body of `POST import` (an export of years of history).
        public var importLimit = 32 * 1024 * 1024
        /// The deepest JSON nesting a body may have.
        public var jsonDepth = 16

        public init(hosts: Set<String>, origins: Set<String>) {
            self.hosts = hosts
            self.origins = origins
        }

        /// What a server listening on `host`:`port` answers to: that name, and for loopback
        /// also localhost and the other loopback spellings.
        /// `localNames`: what else the machine is called (its addresses and host names), which
        /// a server listening on every address (0.0.0.0, ::) answers to as well.
        public static func listening(host: String, port: Int, secure: Bool = false, localNames: [String] = []) -> Options {
            var names: Set<String> = [host.contains(":") ? "[\(host)]" : host]
            if ["127.0.0.1", "::1", "localhost"].contains(host) { names.formUnion(["127.0.0.1", "localhost", "[::1]"]) }
            if ["0.0.0.0", "::"].contains(host) {
                names.formUnion(["127.0.0.1", "localhost", "[::1]"])
                names.formUnion(localNames.map { $0.contains(":") ? "[\($0)]" : $0.lowercased() })
            }
            let hosts = Set(names.map { "\($0):\(port)" })
            var options = Options(hosts: hosts, origins: Set(hosts.map { (secure ? "https://" : "http://") + $0 }))
            options.secure = secure
            return options
        }
    }

    let db: HabitDatabase
    /// What imports write through: their own connection, so that a long one leaves `db` to
    /// the other requests (habitd gives it one; a test may give the same).
    let importDB: HabitDatabase
    let options: Options
    /// The ledger's clock at a request (now, zones, settings): read per request, as
    /// habitctl reads it per command.
    let clock: @Sendable () throws -> LedgerClock
    /// Now, for what a request stamps or expires (tokens, pending imports, the cache's minute).
    let now: @Sendable () -> Date
    let guards: WebGuard
    /// The views' answers until the store changes (`ResponseCache`).
    let cache = ResponseCache()
    /// Files the import page checked, waiting for "Import it".
    let pendingImports = PendingImports()
    /// The catalogues a request may ask for by Accept-Language, by code ("de"); English is
    /// built in.
    let catalogs: CatalogShelf
    /// The languages whose messages are installed (a `language` setting needs them).
    var languages: [String] { catalogs.codes.sorted() }

    public init(db: HabitDatabase, importDB: HabitDatabase? = nil, options: Options, catalogs: CatalogShelf = [:],
                now: @escaping @Sendable () -> Date = { Date() }, clock: @escaping @Sendable () throws -> LedgerClock) {
        self.db = db
        self.importDB = importDB ?? db
        self.now = now
        self.options = options
        self.clock = clock
        self.catalogs = catalogs
        guards = WebGuard(options: options)
    }

    /// The largest body a request for `target` may carry.
    public func bodyLimit(method: String, target: String) -> Int {
        let path = target.split(separator: "?").first
        return method == "POST" && (path == Substring(WebAPI.prefix + "import") || path == "/import") ? options.importLimit : options.bodyLimit
    }

    /// Whether the request runs an import (the API's, the import page's check or its
    /// "Import it"): the server answers those on a queue of their own.
    public func isImport(method: String, target: String) -> Bool {
        let path = target.split(separator: "?").first ?? ""
        return method == "POST" && [WebAPI.prefix + "import", "/import", "/import/confirm"].contains(String(path))
    }

    /// Whether a token of this name is still known (an event stream's is checked at each
    /// change, so a revoked token's stream ends).
    public func tokenKnown(_ name: String) -> Bool {
        (try? db.webTokens().contains { $0.name == name }) ?? true
    }

    /// The answer to `request`, with the security headers every answer carries.
    public func respond(_ request: WebRequest, now given: Date? = nil) -> WebResponse {
        let now = given ?? self.now()
        // The words of the answer in the `language` setting's language when one is chosen (the
        // user's choice over the browser's), else in the language the browser asks for, else
        // the environment's (the process's catalogue).
        let chosen = (try? db.settings().language).flatMap { $0 }
        let code = chosen.map { RequestLanguage.pick($0, available: catalogs.codes) ?? "en" }
            ?? RequestLanguage.pick(request.headers["accept-language"], available: catalogs.codes)
        let catalog = code.map { catalogs.catalog($0) ?? .english(like: MessageCatalog.current) }
        var response = MessageCatalog.$scoped.withValue(catalog) { answer(request, now: now) }
        response.headers.append(("Vary", "Accept-Language, Accept-Encoding"))
        response.gzip(if: Gzip.accepted(request.headers["accept-encoding"]))
        if let code { response.headers.append(("Content-Language", code.replacing("_", with: "-"))) }
        return response
    }

    private func answer(_ request: WebRequest, now: Date) -> WebResponse {
        var response: WebResponse
        do {
            response = try route(request, now: now)
        } catch let problem as Problem {
            response = problem.response
        } catch let error as HabitError {
            if case .unknownHabit = error { response = Problem.notFound(error.message).response } else {
                response = Problem.unprocessable(error.message).response
            }
        } catch let error as StoreError {
            response = Problem(status: 409, title: "Conflict", detail: error.message).response
        } catch {
            response = Problem(status: 500, title: "Internal Server Error", detail: "\(error)").response
        }
        response.headers += WebResponse.securityHeaders
        return response
    }

    private func route(_ request: WebRequest, now: Date) throws -> WebResponse {
        try guards.host(request)
        if let page = try page(request, now: now) { return page }
        if request.path == WebAPI.loginPath {
            guard request.method == "GET" || request.method == "HEAD" else {
                var problem = Problem(status: 405, title: "Method Not Allowed", detail: tr("%1$s is not allowed on %2$s", request.method, request.path))
                problem.headers = [("Allow", "GET, HEAD")]
                throw problem
            }
            return try login(request, now: now)
        }
        guard let segments = request.apiSegments else { throw Problem.notFound(tr("no such page: %s", request.path)) }
        guard let (route, parameters) = APIRoute.match(method: request.method, segments: segments) else {
            if APIRoute.pathExists(segments) {
                var problem = Problem(status: 405, title: "Method Not Allowed", detail: tr("%1$s is not allowed on %2$s", request.method, request.path))
                problem.headers = [("Allow", APIRoute.methods(segments).joined(separator: ", "))]
                throw problem
            }
            throw Problem.notFound(tr("no such page: %s", request.path))
        }
        if route.open { return try handle(route, parameters, request) }
        // A calendar app subscribes to a URL and sends no header: the feed alone takes its
        // token there, and only a read-only one.
        if route == .calendar, let presented = request.query["token"] {
            _ = try guards.subscriptionToken(presented, request, db: db, now: now)
            return try cached(request) { try handle(route, parameters, request) }
        }
        let (token, viaCookie) = try guards.token(request, db: db, now: now)
        if route == .events { return WebResponse.eventStream(for: token) }
        if request.changes {
            try guards.mayChange(token, viaCookie: viaCookie, request)
            defer { cache.wrote() }
            return try handle(route, parameters, request, source: viaCookie ? .web : .external)
        }
        guard route.cacheable else { return try handle(route, parameters, request) }
        return try cached(request) { try handle(route, parameters, request) }
    }

    /// `make`'s answer to `request`, or the one kept from an earlier identical request while
    /// the store and the minute are the same.
    func cached(_ request: WebRequest, _ make: () throws -> WebResponse) throws -> WebResponse {
        let query = request.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
        let gzip = Gzip.accepted(request.headers["accept-encoding"])
        let key = ResponseCache.Key(target: request.path + "?" + query, language: request.headers["accept-language"], gzip: gzip,
                                    version: try db.dataVersion(), writes: cache.writeCount,
                                    minute: Int64((try clock().now.timeIntervalSince1970 / 60).rounded(.down)))
        if let kept = cache.answer(key) { return kept }
        var response = try make()
        response.gzip(if: gzip)   // kept compressed: compressing each time would cost more than the answer
        cache.keep(response, for: key)
        return response
    }

    /// `source`: who a change is recorded as from (the web app signed in by its cookie, or a
    /// token's caller).
    private func handle(_ route: APIRoute, _ p: [String: String], _ request: WebRequest, source: CompletionSource = .external) throws -> WebResponse {
        let habit = p["habit"] ?? ""
        switch route {
        case .document: return WebResponse(status: 200, headers: [("Content-Type", "application/json")], body: OpenAPIDocument.json)
        case .board: return try board(request)
        case .habits: return try habits(request)
        case .add: return try add(request)
        case .habit: return try self.habit(habit)
        case .edit: return try edit(habit, request)
        case .detail: return try detail(habit, request)
        case .action(let action): return try act(action, habit, request, source: source)
        case .stats: return try stats(request)
        case .reminders: return try reminders(request)
        case .status: return try status()
        case .categories: return .json(try db.categories().map(\.name))
        case .settings: return try settings()
        case .setting: return try setting(p["key"] ?? "", request)
        case .export: return try export()
        case .importData: return try importData(request)
        case .sync: return try sync()
        case .events: throw Problem.notFound(tr("no such page: %s", request.path))   // answered in `route`, with its token
        case .calendar: return try calendar(request)
        }
    }
}
