import Foundation
import Testing
@testable import HabitDaemon

/// sd_notify: datagrams reach the socket, and a receiver that never reads cannot block the daemon.
@Suite struct SystemdNotifyTests {
    func receiver() throws -> (fd: Int32, path: String) {
        let path = NSTemporaryDirectory() + "notify-\(UUID().uuidString.prefix(8)).sock"
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &addr.sun_path) { $0.copyBytes(from: Array(path.utf8) + [0]) }
        let bound = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0)
        return (fd, path)
    }

    @Test func sendsOneDatagramPerCall() throws {
        let (fd, path) = try receiver()
        defer { close(fd); unlink(path) }
        #expect(SystemdNotify(environment: ["NOTIFY_SOCKET": path]).send(["READY=1", "STATUS=next: Read"]) == nil)
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = recv(fd, &buffer, buffer.count, 0)
        #expect(String(decoding: buffer[0..<max(n, 0)], as: UTF8.self) == "READY=1\nSTATUS=next: Read")
    }

    @Test func aReceiverThatNeverReadsDoesNotBlock() throws {
        let (fd, path) = try receiver()
        defer { close(fd); unlink(path) }
        let notify = SystemdNotify(environment: ["NOTIFY_SOCKET": path])
        // Far more than the receive queue holds; each call must return at once (EAGAIN).
        let failures = (0..<5000).compactMap { _ in notify.send(["STATUS=" + String(repeating: "x", count: 200)]) }
        #expect(failures.contains { $0.errno == EAGAIN })
    }

    @Test func withoutNOTIFY_SOCKETNothingIsSent() {
        #expect(SystemdNotify(environment: [:]).send(["READY=1"]) == nil)
    }
}
