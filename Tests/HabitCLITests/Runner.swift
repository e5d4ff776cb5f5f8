import Foundation
import Testing

/// Runs the real `habitctl` binary (built beside the test bundle) on a private database.
struct CLI {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        var stderrLines: [Substring] { stderr.split(separator: "\n") }
    }

    static let binary: String = {
        if let explicit = ProcessInfo.processInfo.environment["HABITCTL"] { return explicit }
        let dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [dir, dir.deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent("habitctl").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return ".build/debug/habitctl"
    }()

    let dir: String
    let db: String
    /// A fixed clock: Sunday 2026-11-22, 10:00 UTC.
    var now = "2026-11-22T10:00:00Z"
    var zone = "UTC"
    var extraEnvironment: [String: String] = [:]

    init() {
        dir = NSTemporaryDirectory() + "habitctl-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        db = dir + "/habits.sqlite"
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: dir) }

    /// A private database on the README tour's clock: Thursday 2026-11-19 18:30 UTC, in Europe/Berlin.
    static func onTheToursClock() -> CLI {
        var c = CLI()
        c.now = "2026-11-19T18:30:00Z"
        c.zone = "Europe/Berlin"
        return c
    }

    @discardableResult
    func run(_ args: [String], stdin: Data? = nil) -> Result {
        Self.exec(Self.binary, args, environment: environment, stdin: stdin)
    }

    /// Runs and fails loudly when the command does not succeed (test set-up).
    @discardableResult
    func ok(_ args: String...) -> Result { ok(args) }

    @discardableResult
    func ok(_ args: [String]) -> Result {
        let r = run(args)
        if r.status != 0 { Issue.record("habitctl \(args.joined(separator: " ")) failed: \(r.stderr)") }
        return r
    }

    var environment: [String: String] {
        var env = ["HABITD_DB": db, "HABITD_NOW": now, "TZ": zone, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
                   "HOME": dir, "XDG_RUNTIME_DIR": dir]
        env.merge(extraEnvironment) { $1 }
        return env
    }

    func json(_ args: String...) throws -> Any {
        let r = run(args)
        guard r.status == 0 else { throw CLIFailure(message: "habitctl \(args.joined(separator: " ")) failed: \(r.stderr)") }
        return try JSONSerialization.jsonObject(with: Data(r.stdout.utf8))
    }

    /// Every byte of the database and its side files, to prove a command wrote nothing.
    func fingerprint() -> [String: Data] {
        var out: [String: Data] = [:]
        for suffix in ["", "-wal", "-shm", "-journal"] {
            if let d = FileManager.default.contents(atPath: db + suffix) { out[suffix] = d }
        }
        return out
    }

    static func exec(_ path: String, _ args: [String], environment: [String: String], stdin: Data? = nil) -> Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        p.environment = environment
        let out = Pipe(), err = Pipe(), inp = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = stdin == nil ? FileHandle.nullDevice : inp
        do {
            try p.run()
        } catch {
            // A missing tool fails the one test that needs it, never the whole target.
            Issue.record("could not start \(path): \(error)")
            return Result(status: 127, stdout: "", stderr: "could not start \(path): \(error)")
        }
        if let stdin {
            inp.fileHandleForWriting.write(stdin)
            try? inp.fileHandleForWriting.close()
        }
        // Drain both pipes at once so that a chatty child never blocks on a full pipe.
        let outBox = DataBox()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { outBox.data = out.fileHandleForReading.readDataToEndOfFile() }
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: String(decoding: outBox.data, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A command a test needed did not succeed.
struct CLIFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Written by one reader thread, read after `DispatchGroup.wait()`.
final class DataBox: @unchecked Sendable {
    var data = Data()
}
