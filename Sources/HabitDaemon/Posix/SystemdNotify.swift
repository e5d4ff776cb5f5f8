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
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        var bytes = Array(path.utf8)
        if bytes.first == UInt8(ascii: "@") { bytes[0] = 0 }
        guard bytes.count < MemoryLayout.size(ofValue: addr.sun_path) else { return SystemCallError("sd_notify", errno: ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &addr.sun_path) { $0.copyBytes(from: bytes) }
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return SystemCallError("socket") }
        defer { close(fd) }
        let message = Array(lines.joined(separator: "\n").utf8)
        let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count)
        let sent = withUnsafePointer(to: &addr) { a in
            a.withMemoryRebound(to: sockaddr.self, capacity: 1) { sa in
                message.withUnsafeBytes { sendto(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT), sa, length) }
            }
        }
        return sent < 0 ? SystemCallError("sendto \(path)") : nil
    }
}
