import FoundationEssentials
import Posix

/// sd_notify(3) without libsystemd: one datagram to `$NOTIFY_SOCKET` (a path, or an
/// abstract name written with a leading `@`). Does nothing when systemd did not ask.
public struct SystemdNotify: Sendable {
    let socketPath: String?

    public init(environment: [String: String]) {
        socketPath = environment["NOTIFY_SOCKET"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Sends `READY=1`, `STATUS=…` and the like, one per line. Never blocks: if the receiver's
    /// queue is full the message is dropped. Failures are returned, not thrown: the daemon
    /// runs on either way.
    @discardableResult
    public func send(_ lines: [String]) -> SystemCallError? {
        guard let path = socketPath else { return nil }
        do throws(SystemCallError) {
            try UnixSocket.sendDatagram(Array(lines.joined(separator: "\n").utf8), to: path)
            return nil
        } catch {
            return error
        }
    }
}
