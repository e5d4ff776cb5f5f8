import CPosix
#if canImport(Glibc)
import Glibc
#endif

/// Unix sockets by path: the control socket's stream and systemd's datagram.
public enum UnixSocket {
    /// `sockaddr_un` for `path` and its length; nil when the path does not fit. A leading `@`
    /// names an abstract socket (as in systemd's `$NOTIFY_SOCKET`).
    static func address(_ path: String) -> (sockaddr_un, socklen_t)? {
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

    /// Whether `path` fits a socket address.
    public static func fits(_ path: String) -> Bool { address(path) != nil }

    private static func newSocket(_ type: __socket_type) throws(SystemCallError) -> FileDescriptor {
        FileDescriptor(raw: try retryingEINTR("socket") { socket(AF_UNIX, Int32(type.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0) })
    }

    private static func withAddress<T>(_ addr: sockaddr_un, _ body: (UnsafePointer<sockaddr>) -> T) -> T {
        withUnsafePointer(to: addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
    }

    /// A connected stream socket, or an error naming what failed.
    public static func connect(to path: String) throws(SystemCallError) -> FileDescriptor {
        guard let (addr, length) = address(path) else { throw SystemCallError("connect", errno: ENAMETOOLONG) }
        let fd = try newSocket(SOCK_STREAM)
        do throws(SystemCallError) {
            try retryingEINTR("connect") { withAddress(addr) { Glibc.connect(fd.raw, $0, length) } }
        } catch {
            fd.close()
            throw error
        }
        return fd
    }

    /// A listening stream socket at `path` (a stale socket file there is replaced), mode 0600.
    public static func listen(at path: String) throws(SystemCallError) -> FileDescriptor {
        guard let (addr, length) = address(path) else { throw SystemCallError("bind", errno: ENAMETOOLONG) }
        let fd = try newSocket(SOCK_STREAM)
        do throws(SystemCallError) {
            try FileSystem.remove(path)
            let old = umask(0o177)
            defer { umask(old) }
            try retryingEINTR("bind") { withAddress(addr) { bind(fd.raw, $0, length) } }
            try FileSystem.setPermissions(path, 0o600)
            try retryingEINTR("listen") { Glibc.listen(fd.raw, 16) }
            return fd
        } catch {
            fd.close()
            throw error
        }
    }

    /// The uid and pid of a connected socket's peer.
    public struct Peer: Sendable { public let uid: UInt32; public let pid: Int32 }

    /// The next connection of a listening socket (close-on-exec), with its peer's credentials
    /// (nil when the kernel would not say); nil when none waits on a non-blocking listener, or
    /// the listener failed.
    public static func accept(_ listener: FileDescriptor) -> (FileDescriptor, Peer?)? {
        while true {
            let raw = Glibc.accept(listener.raw, nil, nil)
            if raw < 0 { if errno == EINTR { continue } else { return nil } }
            let fd = FileDescriptor(raw: raw)
            _ = fcntl(raw, F_SETFD, FD_CLOEXEC)
            var uid: uid_t = 0, pid: pid_t = 0
            let peer = habitd_peer_credentials(raw, &uid, &pid) == 0 ? Peer(uid: uid, pid: pid) : nil
            return (fd, peer)
        }
    }

    /// Writes all of `data`, never raising SIGPIPE (a gone reader is EPIPE).
    public static func writeAll(_ fd: FileDescriptor, _ data: [UInt8]) throws(SystemCallError) {
        var offset = 0
        while offset < data.count {
            offset += try retryingEINTR("send") { data.withUnsafeBytes { send(fd.raw, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) } }
        }
    }

    /// Sends what fits now, never waiting and never raising SIGPIPE; the rest is lost.
    public static func sendWithoutWaiting(_ fd: FileDescriptor, _ data: [UInt8]) {
        _ = data.withUnsafeBytes { send(fd.raw, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)) }
    }

    /// Makes reads on `fd` give up (EAGAIN) after `seconds`.
    public static func setReceiveTimeout(_ fd: FileDescriptor, seconds: Int) {
        var tv = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd.raw, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    }

    /// One datagram to the socket at `path` (sd_notify's), never waiting: when the receiver's
    /// queue is full it is dropped (an error).
    public static func sendDatagram(_ data: [UInt8], to path: String) throws(SystemCallError) {
        guard let (addr, length) = address(path) else { throw SystemCallError("sendto", errno: ENAMETOOLONG) }
        let fd = try newSocket(SOCK_DGRAM)
        defer { fd.close() }
        try retryingEINTR("sendto \(path)") {
            withAddress(addr) { sa in
                data.withUnsafeBytes { sendto(fd.raw, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT), sa, length) }
            }
        }
    }
}
