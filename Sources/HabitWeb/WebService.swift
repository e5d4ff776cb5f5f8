import Dispatch
import FoundationEssentials
import HabitControl
import HabitCore
import HabitLocale
import HabitStore
import HabitViews
import Posix

/// The API as habitd runs it: opened on its own connection to the store (habitd's engine
/// keeps its own, and notices the API's writes as it notices habitctl's), started, moved or
/// stopped as the config says at start and at each reload.
public final class WebService: @unchecked Sendable {
    /// Where to listen; nil: not at all.
    public struct Listen: Equatable, Sendable {
        public var host: String
        public var port: Int
        /// PEM files of the certificate chain and its key: served over TLS.
        public var tls: (certificate: String, key: String)?

        public init(host: String, port: Int, tls: (certificate: String, key: String)? = nil) {
            self.host = host
            self.port = port
            self.tls = tls
        }

        public static func == (a: Listen, b: Listen) -> Bool {
            a.host == b.host && a.port == b.port && a.tls?.certificate == b.tls?.certificate && a.tls?.key == b.tls?.key
        }
    }

    private let databasePath: String
    private let environment: [String: String]
    private let weekStartDefault: Weekday
    private let log: @Sendable (String) -> Void
    /// Now: the real clock, or habitd's simulated one (`ClockRate`).
    private let now: @Sendable () -> Date
    private let lock = Lock()
    private var running: (listen: Listen, server: HTTPServer, port: Int)?
    /// The system zone as habitd's config names it (its `localtime`).
    private var localtime: String
    private let offsets: ZoneOffsets
    /// Opened at the first listen and kept, like `work`, for the process's life: nothing the
    /// API holds is freed at a reload (see `HTTPServer.init`).
    private var db: HabitDatabase?
    private let work = DispatchQueue(label: "habitd.web")
    /// Imports, on a queue and a connection of their own: a long one holds up no other request.
    private let importWork = DispatchQueue(label: "habitd.web.import")
    private var importDB: HabitDatabase?
    /// The catalogues of the languages installed here (each read at its first use).
    private let catalogs: CatalogShelf
    /// Told after each request is answered (`HTTPServer`'s `answered`).
    private let answered: @Sendable () -> Void

    public init(databasePath: String, environment: [String: String], weekStartDefault: Weekday, localtime: String,
                languages: [String] = [], now: @escaping @Sendable () -> Date = { Date() },
                answered: @escaping @Sendable () -> Void = {}, log: @escaping @Sendable (String) -> Void) {
        self.databasePath = databasePath
        self.answered = answered
        self.now = now
        catalogs = CatalogShelf(installed: languages, environment: environment)
        self.environment = environment
        self.weekStartDefault = weekStartDefault
        self.localtime = localtime
        self.log = log
        offsets = SystemZones.offsets(environment: environment)
        // What an import killed with habitd left in the temporary folder.
        let swept = ImportScratch.sweep(now: Date())
        if swept > 0 { log("web: removed \(swept) import folder\(swept == 1 ? "" : "s") a stopped habitd left") }
    }

    /// The port listened on, if any.
    public var port: Int? { lock.withLock { running?.port } }

    /// Where the server listens, as a URL's start: "http://127.0.0.1:8738", "http://0.0.0.0:8738"
    /// (every address: `habitctl web login` opens loopback, `web pair` a network address).
    public var address: String? {
        lock.withLock {
            guard let r = running else { return nil }
            return "\(r.listen.tls == nil ? "http" : "https")://\(r.listen.host.contains(":") ? "[\(r.listen.host)]" : r.listen.host):\(r.port)"
        }
    }

    /// Listens as `listen` says (nil: stops); a change of address restarts the server. A port
    /// that cannot be bound is logged, never fatal: the reminders matter more.
    public func apply(_ listen: Listen?, localtime: String) {
        lock.withLock {
            self.localtime = localtime
            if running?.listen == listen { return }
            if let old = running {
                old.server.stop()
                running = nil
                log("web: stopped listening on \(old.listen.host):\(old.port)")
            }
            guard let listen else { return }
            do {
                let db = try self.db ?? {
                    var opened = try HabitDatabase.open(path: databasePath, access: .single, busyTimeout: 5, weekStartDefault: weekStartDefault)
                    opened.now = self.now
                    return opened
                }()
                self.db = db
                let importDB = try self.importDB ?? {
                    var opened = try HabitDatabase.open(path: databasePath, access: .single, busyTimeout: 5, weekStartDefault: weekStartDefault)
                    opened.now = self.now
                    return opened
                }()
                self.importDB = importDB
                let offsets = self.offsets, environment = self.environment, now = self.now
                let options = WebAPI.Options.listening(host: listen.host, port: listen.port, secure: listen.tls != nil,
                                                       localNames: LocalAddresses.all() + LocalAddresses.hostNames())
                let api = WebAPI(db: db, importDB: importDB, options: options, catalogs: catalogs, now: now) { [weak self] in
                    let settings = try db.settings()
                    let zone = SystemZones.zone(localtime: self?.localtime ?? "/etc/localtime", environment: environment, known: offsets)
                    return LedgerClock(now: now(), zone: zone, offsets: offsets, settings: settings,
                                       weekStart: settings.weekStart ?? db.weekStartDefault)
                }
                let server = HTTPServer(api: api, work: work, importWork: importWork, answered: answered)
                let port = try server.start(host: listen.host, port: listen.port, tls: listen.tls)
                running = (listen, server, port)
                log("web: listening on \(listen.tls == nil ? "http" : "https")://\(listen.host.contains(":") ? "[\(listen.host)]" : listen.host):\(port)/api/v1/")
            } catch {
                log("web: cannot listen on \(listen.host):\(listen.port): \(error)")
            }
        }
    }

    public func stop() { apply(nil, localtime: lock.withLock { localtime }) }

    /// The store changed (a commit by anyone: habitctl, a notification's button, the API, a
    /// synced device): every open `GET events` stream hears it.
    public func storeChanged() {
        lock.withLock { running?.server }?.broadcast(event: "change", data: "{\"at\":\"\(ISOInstant.format(now()))\"}")
    }
}
