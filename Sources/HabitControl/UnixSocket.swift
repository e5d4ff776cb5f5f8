import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A failed system call: which one, and errno's words.
public struct SystemCallError: Error, CustomStringConvertible, Sendable {
    public let call: String
    public let errno: Int32
    public init(_ call: String, errno: Int32 = Glibc.errno) {
        self.call = call
        self.errno = errno
    }
    public var description: String { "\(call): \(String(cString: strerror(errno)))" }
}

/// Runs a system call again while it fails with EINTR.
@discardableResult
public func retryingEINTR<T: BinaryInteger>(_ call: String, _ body: () -> T) throws -> T {
    while true {
        let r = body()
        if r >= 0 { return r }
        if errno == EINTR { continue }
        throw SystemCallError(call)
    }
}

/// Unix stream sockets by path.
public enum UnixSocket {
    /// `sockaddr_un` for `path` and its length; nil when the path does not fit. A leading `@`
    /// names an abstract socket (as in systemd's `$NOTIFY_SOCKET`).
    public static func address(_ path: String) -> (sockaddr_un, socklen_t)? {
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        var bytes = Array(path.utf8)
        let abstract = bytes.first == UInt8(ascii: "@")
        if abstract { bytes[0] = 0 }
        guard bytes.count < MemoryLayout.size(ofValue: addr.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in
            raw.copyBytes(from: bytes)
            if !abstract { raw[bytes.count] = 0 }
        }
        let length = MemoryLayout<sa_family_t>.size + bytes.count + (abstract ? 0 : 1)
        return (addr, socklen_t(length))
    }

    static func newSocket() throws -> Int32 {
        try retryingEINTR("socket") { socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0) }
    }

    /// A connected socket, or an error naming what failed.
    public static func connect(to path: String) throws -> Int32 {
        guard let (addr, length) = address(path) else { throw SystemCallError("connect", errno: ENAMETOOLONG) }
        let fd = try newSocket()
        let r = withUnsafePointer(to: addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, length) }
        }
        if r < 0 {
            let e = SystemCallError("connect", errno: errno)
            close(fd)
            throw e
        }
        return fd
    }

    /// A listening socket at `path` (a stale socket file there is replaced), mode 0600.
    public static func listen(at path: String) throws -> Int32 {
        guard let (addr, length) = address(path) else { throw SystemCallError("bind", errno: ENAMETOOLONG) }
        let fd = try newSocket()
        do {
            unlink(path)
            let old = umask(0o177)
            defer { umask(old) }
            try retryingEINTR("bind") {
                withUnsafePointer(to: addr) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
                }
            }
            try retryingEINTR("chmod") { chmod(path, 0o600) }
            try retryingEINTR("listen") { Glibc.listen(fd, 16) }
            return fd
        } catch {
            close(fd)
            throw error
        }
    }

    /// Writes all of `data`.
    public static func writeAll(_ fd: Int32, _ data: [UInt8]) throws {
        var offset = 0
        while offset < data.count {
            let n = try data.withUnsafeBytes { raw in
                try retryingEINTR("write") { send(fd, raw.baseAddress! + offset, data.count - offset, Int32(MSG_NOSIGNAL)) }
            }
            offset += n
        }
    }
}
