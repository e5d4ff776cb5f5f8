import Foundation
import HabitCore
import HabitStore
import HabitViews
import HabitWrites
import HabitWeb
import Testing
import TestSupport

/// habitctl and the API refuse the same bad change in the same words (issue 42): each change
/// given as habitctl's options and as the API's body, against one store; each door answers
/// with one line (habitctl's stderr, the problem's detail), the same, and writes nothing.
@Suite struct RefusalsAgreeAcrossDoorsTests {
    /// (habitctl's arguments after add or edit, the body, which command).
    static let cases: [([String], String, HabitInput.Commands)] = [
        (["--weekly", "9"], #"{"weekly": 9}"#, .add),
        (["--remind", "25:00"], #"{"remind": "25:00"}"#, .add),
        (["--color", "mauve"], #"{"color": "mauve"}"#, .add),
        (["--days", "mon,xyz"], #"{"days": "mon,xyz"}"#, .add),
        (["--start", "1969-12-31"], #"{"start": "1969-12-31"}"#, .add),
        (["--start", "2026-02-30"], #"{"start": "2026-02-30"}"#, .add),
        (["--goal", "-1"], #"{"goal": "-1"}"#, .add),
        (["--times", "25"], #"{"times": 25}"#, .add),
        (["--zone", "Mars/Base"], #"{"zone": "Mars/Base"}"#, .add),
        (["--goal", "3", "--per", "fortnight"], #"{"goal": 3, "per": "fortnight"}"#, .add),
        (["--remind", "09:00", "--nudge-every", "3"], #"{"remind": "09:00", "nudge_every": 3}"#, .add),
        (["--message", "Hi {nope}"], #"{"message": "Hi {nope}"}"#, .add),
        (["--window", "morning", "--window", "08:00-09:00"], #"{"window": ["morning", "08:00-09:00"]}"#, .add),
        (["--chart", "pie"], #"{"chart": "pie"}"#, .add),
        (["--sound", "bad sound!"], #"{"sound": "bad sound!"}"#, .add),
        (["--preset", "juggling"], #"{"preset": "juggling"}"#, .add),
        (["--no-goal", "--goal", "3"], #"{"no_goal": true, "goal": 3}"#, .edit),
        (["--reminders", "maybe"], #"{"reminders": "maybe"}"#, .edit),
        (["--rename", ""], #"{"rename": ""}"#, .edit),
        (["--remove-remind", "07:00"], #"{"remove_remind": "07:00"}"#, .edit),
        (["--reward-every", "5"], #"{"reward_every": 5}"#, .edit),
    ]

    @Test func eachBadChangeIsRefusedInTheSameWordsByBothDoors() throws {
        var c = CLI()
        defer { c.cleanUp() }
        c.now = "2026-11-26T10:00:00Z"
        c.ok("add", "Read", "--plain", "--start", "2026-11-20")
        let db = try HabitDatabase.open(path: c.db)
        let now = try #require(ISOInstant.parse(c.now)), zone = Zone(c.zone)
        let api = WebAPI(db: db, options: .listening(host: "127.0.0.1", port: 8738), now: { now }) {
            LedgerClock(now: now, zone: zone, offsets: FoundationZoneOffsets(), settings: try db.settings(), weekStart: .monday)
        }
        let token = try db.createWebToken(name: "doors", readOnly: false, at: now)
        let before = try db.snapshot(logs: true).habits
        for (args, body, command) in Self.cases {
            let cli = command == .add ? c.run(["add", "Gym"] + args) : c.run(["edit", "Read"] + args)
            let line = cli.stderrLines.count == 1 ? String(cli.stderrLines[0]) : "\(cli.stderrLines)"
            let target = command == .add ? "/api/v1/habits" : "/api/v1/habits/Read"
            let full = command == .add ? "{\"name\": \"Gym\", " + body.dropFirst() : body
            let r = api.respond(WebRequest(method: command == .add ? "POST" : "PATCH", target: target,
                                           headers: [("Host", "127.0.0.1:8738"), ("Authorization", "Bearer \(token)"), ("Content-Type", "application/json")],
                                           body: Array(full.utf8), peer: "127.0.0.1"), now: now)
            let detail = (try? JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any])?["detail"] as? String ?? "?"
            #expect(cli.status != 0 && (400..<500).contains(r.status), "\(args): exit \(cli.status), HTTP \(r.status)")
            #expect(line == "habitctl: " + detail, "\(args)\n  habitctl: \(line)\n  API:      \(detail)")
        }
        #expect(try db.snapshot(logs: true).habits == before, "nothing written by either door")
    }
}
