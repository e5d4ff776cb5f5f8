import Foundation
import Testing

/// `habitctl pause`, `resume`, `fail` (issue 29 parts 1 and 4), as the user reads them.
@Suite struct PauseCommandTests {
    /// On the tour's clock: Thursday 2026-11-19 in Berlin.
    func seeded() -> CLI {
        let c = CLI.onTheToursClock()
        c.ok("add", "--plain", "Read", "--start", "2026-11-09")
        c.ok("add", "--plain", "Gym", "--weekly", "3", "--category", "Fitness", "--new-category", "--start", "2026-11-09")
        c.ok("add", "--plain", "Run", "--category", "Fitness", "--start", "2026-11-09")
        for day in ["16", "17", "18"] { c.ok("done", "Read", "--date", "2026-11-\(day)") }
        return c
    }

    @Test func aHolidayPausesTheHabitsAndTheBoardSaysUntilWhen() throws {
        let c = seeded()
        defer { c.cleanUp() }
        let r = c.ok("pause", "--all", "--from", "2026-11-19", "--to", "2026-11-22", "--note", "Holiday")
        #expect(r.stdout == """
            Paused Read from Thu 2026-11-19 to Sun 2026-11-22 (Holiday)
            Paused Gym from Thu 2026-11-19 to Sun 2026-11-22 (Holiday)
            Paused Run from Thu 2026-11-19 to Sun 2026-11-22 (Holiday)

            """, "\(r.stdout)")
        let board = c.ok("list").stdout.split(separator: "\n").map(String.init)
        #expect(board.contains("G  Gym   · · ·[~]~ ~ ~   0 / 3 this week                   paused until Sun 2026-11-22"), "\(board)")
        // The week of a daily habit asks only its unpaused days: Mon–Wed, all done.
        #expect(board.contains("R  Read  ■ ■ ■[~]~ ~ ~   3 / 3 this week  3d 1/3 (3 days)  paused until Sun 2026-11-22"), "\(board)")
        // The streak holds across the pause, today is not due, nothing reminds.
        let read = try #require((try c.json("list", "--json") as? [[String: Any]])?.first { $0["name"] as? String == "Read" })
        #expect(read["status"] as? String == "paused" && read["current_streak"] as? Int == 3, "\(read)")
        #expect(c.ok("pause", "--list").stdout == """
            Gym   from Thu 2026-11-19 to Sun 2026-11-22 (Holiday)
            Read  from Thu 2026-11-19 to Sun 2026-11-22 (Holiday)
            Run   from Thu 2026-11-19 to Sun 2026-11-22 (Holiday)

            """)
        let show = try #require(try c.json("show", "Read", "--json") as? [String: Any])
        let pauses = try #require((show["habit"] as? [String: Any])?["pauses"] as? [[String: Any]])
        #expect(pauses.count == 1 && pauses[0]["first"] as? String == "2026-11-19" && pauses[0]["note"] as? String == "Holiday")
    }

    @Test func aCategoryIsPausedAndResumeEndsItToday() throws {
        let c = seeded()
        defer { c.cleanUp() }
        c.ok("pause", "--category", "fitness", "--from", "2026-11-17")
        #expect(c.ok("pause", "--list").stdout.split(separator: "\n").map { $0.hasSuffix("from Tue 2026-11-17 until resumed") } == [true, true])
        let r = c.ok("resume", "Gym")
        #expect(r.stdout == "Resumed Gym: due again from today\n", "\(r.stdout)")
        let show = try #require(try c.json("show", "Gym", "--json") as? [String: Any])
        let pauses = try #require((show["habit"] as? [String: Any])?["pauses"] as? [[String: Any]])
        #expect(pauses.count == 1 && pauses[0]["last"] as? String == "2026-11-18", "\(pauses)")
        #expect(show["status"] as? String == "due", "\(show["status"] ?? "")")
        // A planned pause is cancelled by resume, and said so.
        c.ok("pause", "Read", "--from", "2026-12-24", "--to", "2026-12-26")
        #expect(c.ok("resume", "Read").stdout == "Resumed Read; cancelled the pause from Thu 2026-12-24 to Sat 2026-12-26\n")
        #expect(c.ok("pause", "--list").stdout == "Run  from Tue 2026-11-17 until resumed\n")
        c.ok("resume", "--all")
        #expect(c.ok("pause", "--list").stdout.hasPrefix("Nothing is paused."))
    }

    @Test func failSaysNoAndEveryViewShowsIt() throws {
        let c = seeded()
        defer { c.cleanUp() }
        #expect(c.ok("fail", "Read", "--note", "too tired").stdout == "✗ Read: said no today · 3 / 7 this week\n")
        #expect(c.ok("list").stdout.contains("■ ■ ■[✗]"))
        let history = c.ok("history", "Read", "--limit", "1").stdout
        #expect(history.hasPrefix("Thu 2026-11-19  no ✗") && history.contains("“too tired”"), "\(history)")
        let json = try #require(try c.json("history", "Read", "--json", "--limit", "1") as? [[String: Any]])
        #expect(json.first?["kind"] as? String == "no" && json.first?["verdict"] as? String == "declined")
        let show = try #require(try c.json("show", "Read", "--json") as? [String: Any])
        let today = try #require((show["days"] as? [[String: Any]])?.last)
        #expect(today["verdict"] as? String == "declined")
        #expect(c.ok("show", "Read").stdout.contains("Thu 2026-11-19  no ✗"))
        // Done after all: the no goes, the day is done.
        c.ok("done", "Read")
        #expect(c.ok("list").stdout.contains("■ ■ ■[■]"))
        // On a paused day, no is refused: nothing is asked.
        c.ok("pause", "Run", "--from", "2026-11-19")
        let r = c.run(["fail", "Run"])
        #expect(r.status != 0 && r.stderrLines.count == 1 && r.stderr.contains("paused"), "\(r.stderr)")
    }

    @Test func pausesAndNoesSurviveExportAndImport() throws {
        let c = seeded()
        defer { c.cleanUp() }
        c.ok("pause", "Gym", "--from", "2026-12-24", "--to", "2027-01-01", "--note", "Holiday")
        c.ok("fail", "Run", "--date", "2026-11-18", "--note", "rain")
        c.ok("done", "Run", "--date", "2026-11-16")
        let export = c.ok("export").stdout
        let other = CLI.onTheToursClock()
        defer { other.cleanUp() }
        other.run(["import", "-"], stdin: Data(export.utf8))
        #expect(other.ok("export").stdout == export)
        #expect(other.ok("pause", "--list").stdout == "Gym  from Thu 2026-12-24 to Fri 2027-01-01 (Holiday)\n")
        // A day both done and said no to is refused, whole.
        let both = export.replacingOccurrences(of: "\"date\" : \"2026-11-18\",\n          \"note\" : \"rain\"", with: "\"date\" : \"2026-11-16\",\n          \"note\" : \"rain\"")
        let third = CLI.onTheToursClock()
        defer { third.cleanUp() }
        let r = third.run(["import", "-"], stdin: Data(both.utf8))
        #expect(both != export && r.status != 0 && r.stderrLines.count == 1, "\(r.stderr)")
    }
}
