import Foundation
import Testing

/// `habitctl status`: each bar's format, and `--follow` read through a pipe the way a bar
/// reads it, with writes made by other processes.
@Suite struct StatusTests {
    /// Monday 2026-11-23 10:00 UTC: Gym (09:00) overdue, Read (18:00) pending, Water 1 of 3,
    /// Walk done.
    func sample() -> CLI {
        var cli = CLI()
        cli.now = "2026-11-23T10:00:00Z"
        cli.ok("add", "--plain", "Gym", "--remind", "09:00")
        cli.ok("add", "--plain", "Read", "--remind", "18:00")
        cli.ok("add", "--plain", "Water & <tea>", "--times", "3", "--remind", "08:00", "--remind", "14:00")
        cli.ok("add", "--plain", "Walk")
        cli.ok("done", "Walk")
        cli.ok("done", "Water & <tea>")
        // What habitd showed by 10:00: its delivery log is what makes a habit overdue.
        Self.fired(cli, "Gym", "2026-11-23T09:00:00Z")
        Self.fired(cli, "Water & <tea>", "2026-11-23T08:00:00Z")
        return cli
    }

    /// Writes habitd's delivery log entry for a reminder shown at `at` (UTC, today).
    static func fired(_ cli: CLI, _ name: String, _ at: String) {
        let seconds = Int(ISO8601DateFormatter().date(from: at)!.timeIntervalSince1970)
        let sql = "INSERT INTO delivery (habit_id, date, reminder, outcome, planned_at, recorded_at) "
            + "SELECT id, '\(at.prefix(10))', '\(at.dropFirst(11).prefix(5))', 'shown', \(seconds), \(seconds) FROM habit WHERE name = '\(name)'"
        let r = CLI.exec("/usr/bin/sqlite3", [cli.db, sql], environment: cli.environment)
        if r.status != 0 { Issue.record("sqlite3: \(r.stderr)") }
    }

    /// A reminder whose time has passed but which habitd never showed (not running; the habit
    /// made after it) leaves the habit pending, not overdue.
    @Test func aReminderThatNeverFiredIsNotOverdue() throws {
        var cli = CLI()
        defer { cli.cleanUp() }
        cli.now = "2026-11-23T19:30:00Z"
        cli.ok("add", "--plain", "Gym", "--remind", "09:00")
        let bar = try cli.waybar()
        #expect(bar["class"] as? String == "pending" && !(bar["tooltip"] as? String ?? "").contains("reminded"), "\(bar)")
    }

    @Test func eachFormatOnOneLine() throws {
        let cli = sample()
        defer { cli.cleanUp() }
        #expect(cli.ok("status").stdout == "1/4\n")
        #expect(cli.ok("status", "--format", "text").stdout == "1/4\n")
        #expect(cli.ok("status", "--format", "polybar").stdout == "%{F#e5534b}1/4%{F-}\n")
        #expect(cli.ok("status", "--format", "i3blocks").stdout == ##"<span foreground="#e5534b">1/4</span>"## + "\n")
        let waybar = cli.ok("status", "--format", "waybar").stdout
        #expect(waybar.filter { $0 == "\n" }.count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(waybar.utf8)) as? [String: Any])
        #expect(object["text"] as? String == "1/4" && object["class"] as? String == "overdue" && object["alt"] as? String == "overdue")
        #expect(object["percentage"] as? Int == 25)
        // Pango markup: the name's & and < are escaped; times are on the system clock.
        #expect(object["tooltip"] as? String == """
            1 of 4 done today
            Gym — reminded 09:00
            Read — next 18:00
            Water &amp; &lt;tea&gt; — 2 more · reminded 08:00 · next 14:00
            """)
    }

    @Test func theMoodFollowsTheDay() throws {
        var cli = sample()
        defer { cli.cleanUp() }
        cli.now = "2026-11-23T08:30:00Z"  // only Water's 08:00 has fired
        #expect(try cli.waybar()["class"] as? String == "overdue")
        cli.now = "2026-11-23T07:00:00Z"
        #expect(try cli.waybar()["class"] as? String == "pending")
        #expect(cli.ok("status", "--format", "polybar").stdout == "1/4\n")  // pending: no colour
        for name in ["Gym", "Read", "Water & <tea>"] { cli.ok("done", name, "--count", "3") }
        let done = try cli.waybar()
        #expect(done["text"] as? String == "4/4" && done["class"] as? String == "done" && done["tooltip"] as? String == "All 4 done today")
        cli.ok("rm", "Gym", "--yes")
        cli.ok("rm", "Read", "--yes")
        cli.ok("rm", "Water & <tea>", "--yes")
        cli.ok("rm", "Walk", "--yes")
        let none = try cli.waybar()
        #expect(none["text"] as? String == "0/0" && none["class"] as? String == "done" && none["tooltip"] as? String == "Nothing due today")
    }

    @Test func anUnknownFormatIsOneLineAndChangesNothing() {
        let cli = sample()
        defer { cli.cleanUp() }
        let before = cli.fingerprint()
        let r = cli.run(["status", "--format", "xml"])
        #expect(r.status != 0 && r.stdout.isEmpty && r.stderrLines.count == 1, "\(r.stderr)")
        #expect(r.stderr.contains("xml"))
        #expect(cli.fingerprint() == before)
    }

    @Test func followPrintsALineAtEveryChangeThatShows() throws {
        let cli = sample()
        defer { cli.cleanUp() }
        let follow = try Follower(cli, ["status", "--follow"])
        defer { follow.stop() }
        #expect(follow.waitForLines(1) == ["1/4"])
        cli.ok("done", "Gym")  // another process writes: a new line
        #expect(follow.waitForLines(2) == ["1/4", "2/4"])
        // A write that changes nothing the line shows (a future skip) prints nothing.
        cli.ok("skip", "Read", "--date", "2026-12-01")
        cli.ok("undo", "Gym")
        #expect(follow.waitForLines(3) == ["1/4", "2/4", "1/4"])
        cli.ok("add", "Stretch")
        #expect(follow.waitForLines(4) == ["1/4", "2/4", "1/4", "1/5"])
        #expect(follow.isRunning)
    }

    @Test func followEndsWhenTheBarGoesAway() throws {
        let cli = sample()
        defer { cli.cleanUp() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["status", "--follow", "--format", "waybar"]
        process.environment = cli.environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        #expect(String(decoding: output.fileHandleForReading.availableData, as: UTF8.self).hasPrefix(#"{"text":"1/4""#))
        try output.fileHandleForReading.close()  // the bar exits
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        #expect(!process.isRunning)
        if !process.isRunning { #expect(process.terminationStatus == 0) }
    }

    /// The real clock: a reminder that habitd shows turns the line overdue at once. habitd's
    /// delivery log write (made here as habitd makes it) is what wakes --follow, not a timer
    /// nor polling: a planned time alone is not a reminder.
    @Test func followWakesWhenAReminderIsShown() throws {
        var cli = CLI()
        defer { cli.cleanUp() }
        cli.now = ""  // the real clock
        let now = Date()
        let iso = ISO8601DateFormatter().string(from: now.addingTimeInterval(-1))
        cli.ok("add", "Soon", "--remind", String(iso.dropFirst(11).prefix(5)), "--start", "2026-01-01")
        let follow = try Follower(cli, ["status", "--follow", "--format", "i3blocks"])
        defer { follow.stop() }
        #expect(follow.waitForLines(1) == ["0/1"])
        Self.fired(cli, "Soon", iso)
        let lines = follow.waitForLines(2, seconds: 30)
        #expect(lines.last == ##"<span foreground="#e5534b">0/1</span>"##, "\(lines)")
    }
}

extension CLI {
    func waybar() throws -> [String: Any] {
        let out = ok("status", "--format", "waybar").stdout
        return try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
    }
}

/// A long-running habitctl whose stdout is a pipe, read line by line as it comes.
final class Follower: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe()
    private let lock = NSLock()
    private var text = ""

    init(_ cli: CLI, _ args: [String]) throws {
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = args
        var env = cli.environment
        if cli.now.isEmpty { env.removeValue(forKey: "HABITD_NOW") }
        process.environment = env
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { return }
                lock.withLock { text += String(decoding: data, as: UTF8.self) }
            }
        }
    }

    var lines: [String] { lock.withLock { text.split(separator: "\n").map(String.init) } }

    var isRunning: Bool { process.isRunning }

    /// The lines so far once there are `count` of them, or after `seconds`; then a short
    /// pause to catch a line too many.
    func waitForLines(_ count: Int, seconds: Double = 10) -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        while lines.count < count && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        Thread.sleep(forTimeInterval: 0.3)
        return lines
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
