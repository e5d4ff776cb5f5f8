import Foundation
import HabitControl
#if canImport(Glibc)
import Glibc
#endif

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
        guard let (addr, length) = UnixSocket.address(path) else { return SystemCallError("sd_notify", errno: ENAMETOOLONG) }
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return SystemCallError("socket") }
        defer { close(fd) }
        let message = Array(lines.joined(separator: "\n").utf8)
        let sent = withUnsafePointer(to: addr) { a in
            a.withMemoryRebound(to: sockaddr.self, capacity: 1) { sa in
                message.withUnsafeBytes { sendto(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT), sa, length) }
            }
        }
        return sent < 0 ? SystemCallError("sendto \(path)") : nil
    }
}
