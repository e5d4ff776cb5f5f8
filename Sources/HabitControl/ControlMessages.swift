import FoundationEssentials

/// One request to the daemon's control socket: a JSON object on one line.
public struct ControlRequest: Codable, Sendable, Equatable {
    public enum Command: String, Codable, Sendable {
        case ping, status, reload
    }
    public var command: Command

    public init(_ command: Command) { self.command = command }

    /// The longest request line the daemon reads; longer ones get an error reply.
    public static let maxLineBytes = 4096
}

/// The daemon's answer, one JSON object on one line.
public struct ControlReply: Codable, Sendable, Equatable {
    public var ok: Bool
    public var error: String?
    public var status: DaemonStatus?

    public init(ok: Bool, error: String? = nil, status: DaemonStatus? = nil) {
        self.ok = ok
        self.error = error
        self.status = status
    }

    public static func failure(_ message: String) -> ControlReply { ControlReply(ok: false, error: message) }
}

/// What `habitctl daemon status` shows.
public struct DaemonStatus: Codable, Sendable, Equatable {
    public var pid: Int32
    public var version: String
    /// UTC, YYYY-MM-DDTHH:MM:SSZ.
    public var startedAt: String
    public var uptimeSeconds: Int
    public var database: String
    public var config: String?
    public var notificationServer: NotificationServer?
    public var next: [UpcomingReminder]
    /// Where habitd serves its web API ("http://127.0.0.1:8738"); nil when it does not.
    public var web: String?

    public init(pid: Int32, version: String, startedAt: String, uptimeSeconds: Int, database: String, config: String?,
                notificationServer: NotificationServer?, next: [UpcomingReminder], web: String? = nil) {
        self.web = web
        self.pid = pid
        self.version = version
        self.startedAt = startedAt
        self.uptimeSeconds = uptimeSeconds
        self.database = database
        self.config = config
        self.notificationServer = notificationServer
        self.next = next
    }

    enum CodingKeys: String, CodingKey {
        case pid, version, database, config, next, web
        case startedAt = "started_at", uptimeSeconds = "uptime_seconds", notificationServer = "notification_server"
    }
}

/// A planned reminder, as `habitctl next --json` shows one.
public struct UpcomingReminder: Codable, Sendable, Equatable {
    public var habit: String
    /// UTC, YYYY-MM-DDTHH:MM:SSZ.
    public var at: String

    public init(habit: String, at: String) {
        self.habit = habit
        self.at = at
    }
}

/// The notification server's GetServerInformation and GetCapabilities answers.
public struct NotificationServer: Codable, Sendable, Equatable {
    public var name: String
    public var vendor: String
    public var version: String
    public var specVersion: String
    public var capabilities: [String]

    public init(name: String, vendor: String, version: String, specVersion: String, capabilities: [String]) {
        self.name = name
        self.vendor = vendor
        self.version = version
        self.specVersion = specVersion
        self.capabilities = capabilities
    }

    enum CodingKeys: String, CodingKey {
        case name, vendor, version, capabilities
        case specVersion = "spec_version"
    }
}
