import FoundationEssentials
import Posix

/// Asks the running daemon one thing over its control socket.
public enum ControlClient {
    public enum Failure: Error, CustomStringConvertible {
        case notRunning(path: String, reason: String)
        case badReply(String)
        public var description: String {
            switch self {
            case .notRunning(let path, let reason): return "habitd is not running (no control socket at \(path): \(reason))"
            case .badReply(let why): return "habitd sent a reply that could not be read: \(why)"
            }
        }
    }

    /// Sends `request` and waits up to `timeout` seconds for the reply line.
    public static func send(_ request: ControlRequest, to path: String, timeout: Int = 10) throws -> ControlReply {
        let fd: FileDescriptor
        do throws(SystemCallError) { fd = try UnixSocket.connect(to: path) } catch {
            throw Failure.notRunning(path: path, reason: error.reason)
        }
        defer { fd.close() }
        UnixSocket.setReceiveTimeout(fd, seconds: timeout)
        var line = try JSONEncoder().encode(request)
        line.append(UInt8(ascii: "\n"))
        try UnixSocket.writeAll(fd, Array(line))
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !reply.contains(UInt8(ascii: "\n")) {
            let n = try fd.read(into: &buffer)
            if n == 0 { break }
            reply += buffer[0..<n]
        }
        guard let end = reply.firstIndex(of: UInt8(ascii: "\n")) else { throw Failure.badReply("no reply line") }
        do { return try JSONDecoder().decode(ControlReply.self, from: Data(reply[..<end])) } catch {
            throw Failure.badReply("\(error)")
        }
    }
}
