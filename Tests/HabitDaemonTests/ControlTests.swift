import Foundation
import HabitControl
import Testing
@testable import HabitDaemon

/// The control protocol: one JSON line in, one out; anything else is an error reply.
@Suite struct ControlTests {
    func answer(_ r: ControlRequest) -> ControlReply { ControlReply(ok: r.command == .ping) }

    @Test func aRequestIsDecodedAndAnswered() {
        #expect(ControlLine.reply(to: Array(#"{"command":"ping"}"#.utf8), answer: answer) == ControlReply(ok: true))
    }

    @Test(arguments: ["", "garbage", "{}", #"{"command":"shutdown"}"#, #"["ping"]"#, #"{"command":7}"#])
    func garbageGetsAnErrorReply(_ line: String) {
        let r = ControlLine.reply(to: Array(line.utf8), answer: answer)
        #expect(!r.ok && r.error?.hasPrefix("not a control request") == true)
    }

    @Test func anOversizedRequestGetsAnErrorReply() {
        let r = ControlLine.reply(to: Array(repeating: UInt8(ascii: "x"), count: ControlRequest.maxLineBytes + 1), answer: answer)
        #expect(r == .failure("request too long: at most 4096 bytes on one line"))
    }

    @Test func theSocketPathFollowsTheEnvironment() {
        let runtime = NSTemporaryDirectory() + "runtime-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        #expect(ControlSocketPath.resolve(environment: ["XDG_RUNTIME_DIR": runtime]) == runtime + "/habitd/control.sock")
        // One that is missing counts as unset (habitctl decides as habitd does).
        #expect(ControlSocketPath.resolve(environment: ["XDG_RUNTIME_DIR": runtime + "/gone"]) == "/tmp/habitd-\(getuid())/control.sock")
        #expect(ControlSocketPath.resolve(environment: ["XDG_RUNTIME_DIR": "relative/run"]) == "/tmp/habitd-\(getuid())/control.sock")
        #expect(ControlSocketPath.resolve(environment: ["HABITD_CONTROL": "/tmp/c.sock", "XDG_RUNTIME_DIR": "/r"]) == "/tmp/c.sock")
        #expect(ControlSocketPath.resolve(environment: [:]) == "/tmp/habitd-\(getuid())/control.sock")
    }

    @Test func statusUsesTheContractsSnakeCaseKeys() throws {
        let s = DaemonStatus(pid: 7, version: "0.1.0", startedAt: "2026-11-22T10:00:00Z", uptimeSeconds: 5, database: "/d",
                             config: nil, notificationServer: nil, next: [UpcomingReminder(habit: "Read", at: "2026-11-22T11:00:00Z")])
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(s)) as! [String: Any]
        #expect(Set(json.keys) == ["pid", "version", "started_at", "uptime_seconds", "database", "next"])
    }

    /// A real socket: served on a queue, asked by the client habitctl uses.
    @Test func aRoundTripOverARealSocket() throws {
        let dir = NSTemporaryDirectory() + "habitd-ctl-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let queue = DispatchQueue(label: "t")
        let server = try ControlServer(path: dir + "/control.sock", queue: queue, answer: answer)
        defer { queue.sync { server.cancel() } }
        let mode = try FileManager.default.attributesOfItem(atPath: dir + "/control.sock")[.posixPermissions] as! Int
        let folderMode = try FileManager.default.attributesOfItem(atPath: dir)[.posixPermissions] as! Int
        #expect(mode == 0o600 && folderMode == 0o700)
        #expect(try ControlClient.send(ControlRequest(.ping), to: dir + "/control.sock") == ControlReply(ok: true))
        #expect(try ControlClient.send(ControlRequest(.status), to: dir + "/control.sock").ok == false)
    }
}
