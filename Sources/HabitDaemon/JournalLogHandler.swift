import FoundationEssentials
import Posix
import Logging

/// Log lines for stderr that journald understands: each starts with its syslog priority in
/// angle brackets (`<6>shown Read`), which systemd turns into the entry's priority. Run by
/// hand, the prefix still says how serious a line is.
public struct JournalLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    private let write: @Sendable (String) -> Void

    public init(level: Logger.Level, write: @escaping @Sendable (String) -> Void = JournalLogHandler.standardError) {
        self.logLevel = level
        self.write = write
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var text = "<\(Self.priority(event.level))>\(event.message)"
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        if !merged.isEmpty {
            text += " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
        write(text.replacing("\n", with: " ") + "\n")
    }

    /// syslog(3) priorities: 7 debug … 3 error, 2 critical.
    static func priority(_ level: Logger.Level) -> Int {
        switch level {
        case .trace, .debug: return 7
        case .info: return 6
        case .notice: return 5
        case .warning: return 4
        case .error: return 3
        case .critical: return 2
        }
    }

    public static let standardError: @Sendable (String) -> Void = { line in
        FileDescriptor.standardError.write(line)
    }
}
