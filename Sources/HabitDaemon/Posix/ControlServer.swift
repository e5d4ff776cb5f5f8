import CPosix
import Dispatch
import Foundation
import HabitControl
#if canImport(Glibc)
import Glibc
#endif

/// The control socket: a Unix stream socket in a 0700 folder, mode 0600. Each connection
/// sends one JSON request line (at most `ControlRequest.maxLineBytes`) and gets one reply
/// line. Peers with another uid are answered with an error and dropped; so are requests
/// that are too long, not JSON, or unknown. Everything runs on `queue`.
final class ControlServer: @unchecked Sendable {
    let path: String
    private let queue: DispatchQueue
    private let listener: Int32
    private let source: DispatchSourceRead
    private var connections: [Int32: Connection] = [:]
    private let answer: (ControlRequest) -> ControlReply
    /// Open connections beyond this are refused, so idle clients cannot pile up.
    static let maxConnections = 16
    /// A connection that has not sent its line by then is closed.
    static let readTimeout: DispatchTimeInterval = .seconds(5)

    init(path: String, queue: DispatchQueue, answer: @escaping (ControlRequest) -> ControlReply) throws {
        self.path = path
        self.queue = queue
        self.answer = answer
        try Self.makePrivateFolder((path as NSString).deletingLastPathComponent)
        listener = try UnixSocket.listen(at: path)
        _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
        source = DispatchSource.makeReadSource(fileDescriptor: listener, queue: queue)
        source.setEventHandler { [unowned self] in self.acceptAll() }
        source.setCancelHandler { [listener] in close(listener) }
        source.resume()
    }

    /// Stops listening and removes the socket file.
    func cancel() {
        source.cancel()
        for c in connections.values { c.source.cancel() }
        connections = [:]
        unlink(path)
    }

    /// The socket's folder: created 0700; an existing one must be ours and not open to others.
    static func makePrivateFolder(_ folder: String) throws {
        if mkdir(folder, 0o700) != 0 && errno != EEXIST { throw SystemCallError("mkdir \(folder)") }
        var st = stat()
        try retryingEINTR("stat \(folder)") { lstat(folder, &st) }
        guard (st.st_mode & S_IFMT) == S_IFDIR, st.st_uid == getuid() else {
            throw SystemCallError("\(folder) is not a folder of this user's", errno: EPERM)
        }
        if st.st_mode & 0o077 != 0 { try retryingEINTR("chmod \(folder)") { chmod(folder, 0o700) } }
    }

    private func acceptAll() {
        while true {
            let fd = accept(listener, nil, nil)
            if fd < 0 { if errno == EINTR { continue } else { return } }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            var uid: uid_t = 0, pid: pid_t = 0
            guard habitd_peer_credentials(fd, &uid, &pid) == 0, uid == getuid() else {
                reply(fd, .failure("permission denied: the control socket belongs to uid \(getuid()), not \(uid)"))
                close(fd)
                continue
            }
            guard connections.count < Self.maxConnections else {
                reply(fd, .failure("busy: too many open control connections"))
                close(fd)
                continue
            }
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
            let connection = Connection(source: source)
            connections[fd] = connection
            source.setEventHandler { [unowned self] in self.read(fd) }
            source.setCancelHandler { close(fd) }
            source.resume()
            queue.asyncAfter(deadline: .now() + Self.readTimeout) { [weak self] in
                guard let self, self.connections[fd] === connection else { return }
                self.finish(fd, .failure("timed out waiting for the request line"))
            }
        }
    }

    private func read(_ fd: Int32) {
        guard let c = connections[fd] else { return }
        var chunk = [UInt8](repeating: 0, count: 1024)
        let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if n < 0 && (errno == EAGAIN || errno == EINTR) { return }
        guard n > 0 else { return finish(fd, nil) }
        c.buffer += chunk[0..<n]
        if let end = c.buffer.firstIndex(of: UInt8(ascii: "\n")) {
            finish(fd, ControlLine.reply(to: Array(c.buffer[..<end]), answer: answer))
        } else if c.buffer.count > ControlRequest.maxLineBytes {
            finish(fd, ControlLine.tooLong)
        }
    }

    private func finish(_ fd: Int32, _ reply: ControlReply?) {
        guard let c = connections.removeValue(forKey: fd) else { return }
        if let reply { self.reply(fd, reply) }
        c.source.cancel()
    }

    private func reply(_ fd: Int32, _ reply: ControlReply) {
        guard var data = try? JSONEncoder().encode(reply) else { return }
        data.append(UInt8(ascii: "\n"))
        // Replies are small; a client that does not read them loses them.
        _ = data.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)) }
    }

    /// `@unchecked Sendable`: used only on the server's queue.
    private final class Connection: @unchecked Sendable {
        let source: DispatchSourceRead
        var buffer: [UInt8] = []
        init(source: DispatchSourceRead) { self.source = source }
    }
}
