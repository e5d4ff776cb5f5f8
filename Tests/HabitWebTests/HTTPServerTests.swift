import Foundation
import HabitCore
import HabitStore
import HabitViews
import Testing
import TestSupport
@testable import HabitWeb

/// The server on a real loopback socket (issue 41 part 1): what it does with a body too large,
/// a slow answer, an idle client, too many connections, and event streams per token. These
/// wait on the server (an idle time of one second), as nothing else can show a socket's life.
@Suite(.serialized) struct HTTPServerTests {
    let now = ISOInstant.parse("2026-11-19T18:30:00Z")!

    /// A server on a free loopback port, over an in-memory store with one habit and two tokens.
    final class Served {
        let server: HTTPServer
        let port: Int
        let db: HabitDatabase
        let token: String, other: String, reader: String
        let work = DispatchQueue(label: "test.web"), imports = DispatchQueue(label: "test.web.import")

        init(now: Date, idleSeconds: Int64 = 1, maxConnections: Int = 16) throws {
            db = try HabitDatabase.inMemory()
            _ = try db.insert(Habit(name: "Read", color: .palette("sky"), startDate: CivilDate(parsing: "2026-11-16")!, createdAt: now))
            token = try db.createWebToken(name: "owner", readOnly: false, at: now)
            other = try db.createWebToken(name: "laptop", readOnly: false, at: now)
            reader = try db.createWebToken(name: "phone", readOnly: true, at: now)
            port = Self.freePort()
            let db = self.db
            let api = WebAPI(db: db, options: .listening(host: "127.0.0.1", port: port), now: { now }) {
                LedgerClock(now: now, zone: Zone("UTC"), offsets: FoundationZoneOffsets(), settings: try db.settings(), weekStart: .monday)
            }
            server = HTTPServer(api: api, work: work, importWork: imports, idleSeconds: idleSeconds, maxConnections: maxConnections)
            _ = try server.start(host: "127.0.0.1", port: port)
        }

        deinit { server.stop() }

        static func freePort() -> Int {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(fd) }
            var address = sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: 0, sin_addr: in_addr(s_addr: inet_addr("127.0.0.1")), sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
            _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
            return Int(UInt16(bigEndian: address.sin_port))
        }

        func head(_ method: String, _ path: String, token: String?, extra: String = "") -> String {
            "\(method) /api/v1/\(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n" + (token.map { "Authorization: Bearer \($0)\r\n" } ?? "") + extra + "\r\n"
        }
    }

    /// One client connection, read with a timeout.
    final class Client {
        let fd: Int32
        init(port: Int, timeout: Int = 5) {
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var t = timeval(tv_sec: timeout, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &t, socklen_t(MemoryLayout<timeval>.size))
            var address = sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: UInt16(port).bigEndian, sin_addr: in_addr(s_addr: inet_addr("127.0.0.1")),
                                      sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
            _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        }
        deinit { close(fd) }

        func send(_ text: String) { _ = Array(text.utf8).withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } }

        /// What arrives until `until` is in it, the connection closes (`closed`), or the timeout.
        func read(until: String? = nil) -> (text: String, closed: Bool) {
            var got: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if n == 0 { return (String(decoding: got, as: UTF8.self), true) }
                // A reset is a close too; a time-out is not.
                if n < 0 { return (String(decoding: got, as: UTF8.self), errno != EAGAIN && errno != EWOULDBLOCK) }
                got += buffer[..<n]
                if let until, String(decoding: got, as: UTF8.self).contains(until) { return (String(decoding: got, as: UTF8.self), false) }
            }
        }
    }

    @Test func aBodyOverTheLimitIsRefusedAsSoonAsItsHeadSaysSo() throws {
        let served = try Served(now: now)
        let client = Client(port: served.port)
        // The head alone, announcing 100 MB: the answer comes without a byte of the body.
        client.send(served.head("POST", "habits/Read/done", token: served.token, extra: "Content-Length: 100000000\r\n"))
        let (text, closed) = client.read()
        #expect(text.hasPrefix("HTTP/1.1 413") && text.contains("the body is larger than 65536 bytes"), "\(text)")
        #expect(closed, "the connection is closed after the 413")
    }

    @Test func anAnswerSlowerThanTheIdleTimeIsStillDelivered() throws {
        let served = try Served(now: now, idleSeconds: 1)
        // The requests' queue is busy for 2.5 idle times: the client has sent all it will.
        let release = DispatchSemaphore(value: 0)
        served.work.async { _ = release.wait(timeout: .now() + 10) }
        let client = Client(port: served.port)
        client.send(served.head("GET", "habits", token: served.token))
        DispatchQueue.global().asyncAfter(deadline: .now() + 2.5) { release.signal() }
        let (text, _) = client.read(until: "]")
        #expect(text.hasPrefix("HTTP/1.1 200") && text.contains(#""name":"Read""#), "\(text.prefix(300))")
    }

    @Test func aClientThatSendsNothingIsClosedAfterTheIdleTime() throws {
        let served = try Served(now: now, idleSeconds: 1)
        let client = Client(port: served.port)
        client.send("GET /api/v1/habits HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        let started = Date()
        let (text, closed) = client.read()
        // Closed by the server (within 3 s: 1 s idle and the timer's own step), not by our timeout.
        #expect(closed && text.isEmpty && Date().timeIntervalSince(started) < 3, "\(text)")
    }

    @Test func connectionsPastTheCapAreClosedAtOnceAndServedAgainWhenOneEnds() throws {
        let served = try Served(now: now, idleSeconds: 30, maxConnections: 2)
        var held = [Client(port: served.port), Client(port: served.port)]
        held[0].send(served.head("GET", "habits", token: served.token))
        #expect(held[0].read(until: "]").text.hasPrefix("HTTP/1.1 200"))
        let third = Client(port: served.port)
        third.send(served.head("GET", "habits", token: served.token))
        let refused = third.read()
        #expect(refused.closed && refused.text.isEmpty, "\(refused.text)")
        held.removeFirst()   // closes it
        var answered = ""
        for _ in 0..<50 where !answered.hasPrefix("HTTP/1.1 200") {
            let again = Client(port: served.port)
            again.send(served.head("GET", "habits", token: served.token))
            answered = again.read(until: "]").text
            if answered.isEmpty { usleep(20_000) }   // the closed connection not yet counted out
        }
        #expect(answered.hasPrefix("HTTP/1.1 200"), "\(answered)")
    }

    @Test func oneTokenCannotHoldEveryEventStreamAndARevokedOnesStreamsEnd() throws {
        let served = try Served(now: now, idleSeconds: 30, maxConnections: 128)
        func stream(_ token: String) -> (Client, String) {
            let c = Client(port: served.port)
            c.send(served.head("GET", "events", token: token, extra: "Accept: text/event-stream\r\n"))
            let text = c.read(until: ": connected").text
            return (c, text.hasPrefix("HTTP/1.1 200") ? "open" : String(text.prefix(12)))
        }
        let phone = (0..<EventHub.perToken).map { _ in stream(served.reader) }
        #expect(phone.allSatisfy { $0.1 == "open" })
        #expect(stream(served.reader).1 == "HTTP/1.1 503", "one token holds at most \(EventHub.perToken)")
        let owner = stream(served.token)
        #expect(owner.1 == "open", "the owner still finds room")
        try served.db.revokeWebToken(name: "phone")
        served.server.broadcast(event: "change", data: "{}")
        #expect(owner.0.read(until: "event: change").text.contains("event: change"))
        for (client, _) in phone {
            let rest = client.read(until: "never")
            #expect(rest.closed, "a revoked token's stream is closed: \(rest.text)")
        }
    }
}
