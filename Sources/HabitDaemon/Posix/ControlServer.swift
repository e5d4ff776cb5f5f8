import Dispatch
import FoundationEssentials
import HabitControl
import Posix

/// The control socket: a Unix stream socket in a 0700 folder, mode 0600. Each connection
/// sends one JSON request line (at most `ControlRequest.maxLineBytes`) and gets one reply
/// line. Peers with another uid are answered with an error and dropped; so are requests
/// that are too long, not JSON, or unknown. Everything runs on `queue`.
final class ControlServer: @unchecked Sendable {
    let path: String
    private let queue: DispatchQueue
    private let listener: FileDescriptor
    private let source: DispatchSourceRead
    private var connections: [FileDescriptor: Connection] = [:]
    private let answer: (ControlRequest) -> ControlReply
    /// Open connections beyond this are refused, so idle clients cannot pile up.
    static let maxConnections = 16
    /// A connection that has not sent its line by then is closed.
    static let readTimeout: DispatchTimeInterval = .seconds(5)

    init(path: String, queue: DispatchQueue, answer: @escaping (ControlRequest) -> ControlReply) throws {
        self.path = path
        self.queue = queue
        self.answer = answer
        try Self.makePrivateFolder(Paths.parent(of: path))
        listener = try UnixSocket.listen(at: path)
        try listener.setNonBlocking()
        source = DispatchSource.makeReadSource(fileDescriptor: listener.raw, queue: queue)
        source.setEventHandler { [unowned self] in self.acceptAll() }
        source.setCancelHandler { [listener] in listener.close() }
        source.resume()
    }

    /// Stops listening and removes the socket file.
    func cancel() {
        source.cancel()
        for c in connections.values { c.source.cancel() }
        connections = [:]
        try? FileSystem.remove(path)
    }

    /// The socket's folder: created 0700; an existing one must be ours and not open to others.
    static func makePrivateFolder(_ folder: String) throws {
        try FileSystem.makeDirectory(folder, mode: 0o700)
        guard let st = FileStatus(path: folder, followingLinks: false), st.kind == .directory, st.owner == Processes.userID else {
            throw SystemCallError("\(folder) is not a folder of this user's", errno: SystemCallError.notPermitted)
        }
        if st.permissions & 0o077 != 0 { try FileSystem.setPermissions(folder, 0o700) }
    }

    private func acceptAll() {
        while let (fd, peer) = UnixSocket.accept(listener) {
            try? fd.setNonBlocking()
            guard let peer, peer.uid == Processes.userID else {
                reply(fd, .failure("permission denied: the control socket belongs to uid \(Processes.userID), not \(peer.map { String($0.uid) } ?? "unknown")"))
                fd.close()
                continue
            }
            guard connections.count < Self.maxConnections else {
                reply(fd, .failure("busy: too many open control connections"))
                fd.close()
                continue
            }
            let source = DispatchSource.makeReadSource(fileDescriptor: fd.raw, queue: queue)
            let connection = Connection(source: source)
            connections[fd] = connection
            source.setEventHandler { [unowned self] in self.read(fd) }
            source.setCancelHandler { fd.close() }
            source.resume()
            queue.asyncAfter(deadline: .now() + Self.readTimeout) { [weak self] in
                guard let self, self.connections[fd] === connection else { return }
                self.finish(fd, .failure("timed out waiting for the request line"))
            }
        }
    }

    private func read(_ fd: FileDescriptor) {
        guard let c = connections[fd] else { return }
        var chunk = [UInt8](repeating: 0, count: 1024)
        let n: Int
        do throws(SystemCallError) {
            guard let ready = try fd.readIfReady(into: &chunk) else { return }
            n = ready
        } catch {
            return finish(fd, nil)
        }
        guard n > 0 else { return finish(fd, nil) }
        c.buffer += chunk[0..<n]
        if let end = c.buffer.firstIndex(of: UInt8(ascii: "\n")) {
            finish(fd, ControlLine.reply(to: Array(c.buffer[..<end]), answer: answer))
        } else if c.buffer.count > ControlRequest.maxLineBytes {
            finish(fd, ControlLine.tooLong)
        }
    }

    private func finish(_ fd: FileDescriptor, _ reply: ControlReply?) {
        guard let c = connections.removeValue(forKey: fd) else { return }
        if let reply { self.reply(fd, reply) }
        c.source.cancel()
    }

    private func reply(_ fd: FileDescriptor, _ reply: ControlReply) {
        guard var data = try? JSONEncoder().encode(reply) else { return }
        data.append(UInt8(ascii: "\n"))
        // Replies are small; a client that does not read them loses them.
        UnixSocket.sendWithoutWaiting(fd, Array(data))
    }

    /// `@unchecked Sendable`: used only on the server's queue.
    private final class Connection: @unchecked Sendable {
        let source: DispatchSourceRead
        var buffer: [UInt8] = []
        init(source: DispatchSourceRead) { self.source = source }
    }
}
