import FoundationEssentials
import HabitCore
import Logging

/// habitd's settings (config/habitd.toml documents each one). Every key is optional.
public struct DaemonConfig: Equatable, Sendable {
    /// The file whose changes mean the system's zone changed.
    public var localtime = "/etc/localtime"
    /// How late a reminder may be shown as on time; later ones go through catch-up.
    public var graceSeconds = 120
    /// How far ahead reminders are planned.
    public var horizonHours = 36
    /// Quiet time after a database change before re-planning, so a burst of commits re-plans once.
    public var debounceMilliseconds = 50
    /// How long a reminder stays on screen: 0 until acted on, -1 the server's default.
    public var notificationTimeoutMilliseconds = 0
    /// Whether reminders carry Mark done / Snooze / Skip today buttons (when the server can).
    public var actions = true
    /// Whether a goal met, a streak milestone or a reward gets a notification of its own.
    public var celebrations = true
    /// The notifications' icon: a name from the icon theme, or an absolute path to an image.
    public var icon = NotificationIcon.standard
    public var logLevel: Logger.Level = .info
    /// The control socket; nil means `ControlSocketPath.resolve()`.
    public var controlSocket: String?
    /// The HTTP API (`[web]`).
    public var web = Web()
    /// `[hooks]`: a command per event (done, missed, milestone, reminder) and the time limit.
    public var hooks: [HookEvent.Kind: String] = [:]
    public var hookTimeoutSeconds = 10

    public init() {}

    /// `[web]`: whether habitd serves its HTTP API, and where.
    public struct Web: Equatable, Sendable {
        public var enabled = true
        public var host = "127.0.0.1"
        public var port = 8738
        /// Listening beyond loopback without TLS, said at every start.
        public var allowPlainHTTP = false
        /// TLS: the certificate chain and its private key, PEM files (both or neither).
        public var certificate: String?
        public var key: String?

        public init() {}

        /// Served over TLS.
        public var isTLS: Bool { certificate != nil && key != nil }

        /// Whether only this machine can reach `host`.
        public var isLoopback: Bool { host == "127.0.0.1" || host == "::1" || host == "localhost" || host.hasPrefix("127.") }
    }

    /// A bad config file: where and why, as one line.
    public struct Problem: Error, CustomStringConvertible, Equatable {
        public let path: String
        public let line: Int?
        public let message: String
        public var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): \(message)" }
    }

    /// Reads a config file. A missing file at the default path means the defaults; every
    /// other problem names the file and line.
    public static func load(path: String, mustExist: Bool) throws -> DaemonConfig {
        guard let data = FileManager.default.contents(atPath: path) else {
            if !mustExist && !FileManager.default.fileExists(atPath: path) { return DaemonConfig() }
            throw Problem(path: path, line: nil, message: tr("cannot read the config file"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Problem(path: path, line: nil, message: tr("the config file is not UTF-8 text"))
        }
        return try parse(text, path: path)
    }

    public static func parse(_ text: String, path: String) throws -> DaemonConfig {
        let table: [ConfigTOML.Entry]
        do { table = try ConfigTOML.parse(text) } catch {
            throw Problem(path: path, line: error.line, message: error.message)
        }
        var config = DaemonConfig()
        var reader = Reader(path: path)
        for entry in table {
            let (key, value) = (entry.key, entry.value)
            reader.line = entry.line
            switch key {
            case "localtime": config.localtime = try reader.path(value, key)
            case "grace_seconds": config.graceSeconds = try reader.int(value, key, in: 0...3600)
            case "horizon_hours": config.horizonHours = try reader.int(value, key, in: 1...168)
            case "debounce_ms": config.debounceMilliseconds = try reader.int(value, key, in: 0...200)
            case "notifications":
                for e in try reader.table(value, key) {
                    let (key, value) = (e.key, e.value)
                    reader.line = e.line
                    switch key {
                    case "timeout_ms": config.notificationTimeoutMilliseconds = try reader.int(value, key, in: -1...86_400_000)
                    case "actions": config.actions = try reader.bool(value, key)
                    case "celebrations": config.celebrations = try reader.bool(value, key)
                    case "icon": config.icon = try reader.icon(value, key)
                    default: throw reader.unknown(key, in: "notifications")
                    }
                }
            case "log":
                for e in try reader.table(value, key) {
                    let (key, value) = (e.key, e.value)
                    reader.line = e.line
                    switch key {
                    case "level": config.logLevel = try reader.level(value, key)
                    default: throw reader.unknown(key, in: "log")
                    }
                }
            case "control":
                for e in try reader.table(value, key) {
                    let (key, value) = (e.key, e.value)
                    reader.line = e.line
                    switch key {
                    case "socket":
                        let p = try reader.string(value, key)
                        config.controlSocket = p.isEmpty ? nil : try reader.path(value, key)
                    default: throw reader.unknown(key, in: "control")
                    }
                }
            case "hooks":
                for e in try reader.table(value, key) {
                    let (key, value) = (e.key, e.value)
                    reader.line = e.line
                    if let kind = HookEvent.Kind(rawValue: key) {
                        let command = try reader.string(value, key)
                        if !command.trimmingSpaces().isEmpty { config.hooks[kind] = command }
                    } else if key == "timeout_seconds" {
                        config.hookTimeoutSeconds = try reader.int(value, key, in: 1...3600)
                    } else {
                        throw reader.unknown(key, in: "hooks")
                    }
                }
            case "web":
                let web = try reader.table(value, key)
                // A problem of the section as a whole is said on the line of the key it is about.
                func lineOf(_ name: String) -> Int { web.first { $0.key == name }?.line ?? entry.line }
                for e in web {
                    let (key, value) = (e.key, e.value)
                    reader.line = e.line
                    switch key {
                    case "enabled": config.web.enabled = try reader.bool(value, key)
                    case "listen": (config.web.host, config.web.port) = try reader.listen(value, key)
                    case "allow_plain_http": config.web.allowPlainHTTP = try reader.bool(value, key)
                    case "certificate": config.web.certificate = try reader.readableFile(value, key)
                    case "key": config.web.key = try reader.readableFile(value, key)
                    default: throw reader.unknown(key, in: "web")
                    }
                }
                if (config.web.certificate == nil) != (config.web.key == nil) {
                    reader.line = lineOf(config.web.key == nil ? "certificate" : "key")
                    throw reader.problem(config.web.key == nil ? "certificate" : "key",
                                         tr("TLS needs both a certificate and its key: give [web] certificate and key together"))
                }
                if config.web.enabled && !config.web.isLoopback && !config.web.isTLS && !config.web.allowPlainHTTP {
                    reader.line = lineOf("listen")
                    throw reader.problem("listen", tr("listening on %s reaches beyond this machine and needs TLS: give [web] certificate and key, listen on 127.0.0.1, or write allow_plain_http = true and know that others on the network can read the traffic", config.web.host))
                }
            default: throw reader.unknown(key, in: nil)
            }
        }
        return config
    }
}

/// Typed reads of the config's values, with errors that name the line the key is on.
private struct Reader {
    let path: String
    /// The line of the value being read.
    var line = 0

    init(path: String) { self.path = path }

    func problem(_ key: String, _ message: String) -> DaemonConfig.Problem {
        DaemonConfig.Problem(path: path, line: line, message: message)
    }

    func unknown(_ key: String, in section: String?) -> DaemonConfig.Problem {
        problem(key, tr("unknown setting '%s%s'", section.map { $0 + "." } ?? "", key))
    }

    func int(_ v: ConfigTOML.Value, _ key: String, in range: ClosedRange<Int>) throws -> Int {
        guard case .int(let n) = v else { throw problem(key, tr("'%s' must be a whole number", key)) }
        guard range.contains(n) else { throw problem(key, tr("'%s' must be between %s and %s, not %s", key, range.lowerBound, range.upperBound, n)) }
        return n
    }

    func bool(_ v: ConfigTOML.Value, _ key: String) throws -> Bool {
        guard case .bool(let b) = v else { throw problem(key, tr("'%s' must be true or false", key)) }
        return b
    }

    func string(_ v: ConfigTOML.Value, _ key: String) throws -> String {
        guard case .string(let s) = v else { throw problem(key, tr("'%s' must be a quoted string", key)) }
        if let bad = TextSafety.firstUnsafe(in: s, field: .line) {
            throw problem(key, tr("'%s' contains %s at character %s", key, bad.name, bad.position))
        }
        return s
    }

    func icon(_ v: ConfigTOML.Value, _ key: String) throws -> String {
        let s = try string(v, key)
        guard !s.isEmpty, s.hasPrefix("/") || !s.contains("/") else {
            throw problem(key, tr("'%s' must be an icon name (like habitd) or an absolute path, not '%s'", key, s))
        }
        return s
    }

    func path(_ v: ConfigTOML.Value, _ key: String) throws -> String {
        let s = try string(v, key)
        guard s.hasPrefix("/") else { throw problem(key, tr("'%s' must be an absolute path, not '%s'", key, s)) }
        return s
    }

    /// An absolute path to a file habitd can read (a certificate, a key).
    func readableFile(_ v: ConfigTOML.Value, _ key: String) throws -> String {
        let p = try path(v, key)
        guard FileManager.default.isReadableFile(atPath: p) else { throw problem(key, tr("'%s' names %s, which cannot be read", key, p)) }
        return p
    }

    /// "127.0.0.1:8738", "[::1]:8738", "0.0.0.0:8080": an address and a port (0: any free one).
    func listen(_ v: ConfigTOML.Value, _ key: String) throws -> (String, Int) {
        let s = try string(v, key)
        let bad = problem(key, tr("'%s' must be an address and a port such as 127.0.0.1:8738, not '%s'", key, s))
        guard let colon = s.lastIndex(of: ":"), let port = Int(s[s.index(after: colon)...]), (0...65535).contains(port) else { throw bad }
        var host = String(s[..<colon])
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty, host.unicodeScalars.allSatisfy({ $0.isLetterOrMark || "0123456789.:-".unicodeScalars.contains($0) }) else { throw bad }
        return (host, port)
    }

    func table(_ v: ConfigTOML.Value, _ key: String) throws -> [ConfigTOML.Entry] {
        guard case .table(let t) = v else { throw problem(key, tr("'%s' must be a [%s] section", key, key)) }
        return t
    }

    func level(_ v: ConfigTOML.Value, _ key: String) throws -> Logger.Level {
        let s = try string(v, key)
        let levels: [String: Logger.Level] = ["debug": .debug, "info": .info, "notice": .notice, "warning": .warning, "error": .error]
        guard let level = levels[s] else { throw problem(key, tr("'%s' must be debug, info, notice, warning or error, not '%s'", key, s)) }
        return level
    }
}
