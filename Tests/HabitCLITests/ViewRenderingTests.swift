import Foundation
import Testing

/// Rendering bugs once seen, each checked on the printed text.
@Suite struct ViewRenderingTests {
    func cli() -> CLI { CLI.onTheToursClock() }

    /// With 26 weeks back from 2026-11-16 the first column is May's last week and the second
    /// June's first: the header once read "MaJun".
    @Test func heatMapMonthLabelsNeverOverwriteEachOther() throws {
        let c = cli()
        defer { c.cleanUp() }
        c.ok("add", "Read", "--start", "2026-05-01")
        let out = c.ok("show", "Read", "--weeks", "26").stdout
        let header = try #require(out.split(separator: "\n").first { $0.contains("Jun") })
        #expect(!header.contains("MaJun") && !header.contains("May"), "\(header)")
        let labels = header.split(separator: " ").map(String.init)
        #expect(labels == ["Jun", "Jul", "Aug", "Sep", "Oct", "Nov"], "\(header)")
    }

    @Test func aWeeklyHabitsMissedWeeksAreMarked() throws {
        let c = cli()
        defer { c.cleanUp() }
        c.ok("add", "Gym", "--weekly", "2", "--start", "2026-10-05")
        for d in ["2026-10-05", "2026-10-06", "2026-10-14"] { c.ok("done", "Gym", "--date", d) }
        let out = c.ok("show", "Gym", "--weeks", "7").stdout
        let mon = try #require(out.split(separator: "\n").last { $0.hasPrefix("  Mon ") })
        // Weeks of 5 Oct (met), 12 Oct (one of two: missed), 19 Oct, 26 Oct, 2 Nov, 9 Nov (missed), 16 Nov (pending).
        #expect(mon == "  Mon ■ □ □ □ □ □ · ", "\(out)")
    }

    @Test func showsWeekColumnFitsItsLongestStatus() throws {
        let c = cli()
        defer { c.cleanUp() }
        c.ok("add", "Late", "--start", "2026-11-21")
        let out = c.ok("show", "Late").stdout
        #expect(out.contains("  Mon 2026-11-16  starts 2026-11-21") && !out.contains("…"), "\(out)")
    }

    @Test func onlyArchivedHabitsAreNotNoHabitsYet() throws {
        let c = cli()
        defer { c.cleanUp() }
        c.ok("add", "Old")
        c.ok("archive", "Old")
        let out = c.ok("list").stdout
        #expect(out.hasPrefix("No active habits; 1 archived") && !out.contains("No habits yet"), "\(out)")
    }
}

/// A milestone reached stays reached, with its date; the ladder beside it is the current
/// streak's, on the board and in every JSON.
@Suite struct MilestoneViewTests {
    func cli() -> CLI { CLI.onTheToursClock() }

    @Test func anEightDayStreakThenAMissKeepsItsMilestone() throws {
        let c = cli()
        defer { c.cleanUp() }
        c.ok("add", "Walk", "--start", "2026-11-01")
        c.ok("add", "Read", "--start", "2026-11-01")
        for d in 1...8 { c.ok("done", "Walk", "--date", String(format: "2026-11-%02d", d)) }
        for d in 1...19 where d != 9 { c.ok("done", "Read", "--date", String(format: "2026-11-%02d", d)) }
        let walk = c.ok("show", "Walk").stdout
        #expect(walk.contains("  Milestones 3 days reached on 2026-11-03 · this streak has climbed 0 of 3 steps, next 3 days, 3 days to go"), "\(walk)")
        let json = try #require(try c.json("show", "Walk", "--json") as? [String: Any])
        let streaks = try #require(json["streaks"] as? [String: Any])
        #expect((streaks["milestones_reached"] as? [[String: String]]) == [["name": "3 days", "reached_on": "2026-11-03"]], "\(streaks)")
        #expect(streaks["ladder_step"] as? String == "0/3")
        let stats = try #require(try c.json("stats", "Walk", "--json") as? [String: Any])
        #expect((stats["milestones_reached"] as? [[String: String]]) == [["name": "3 days", "reached_on": "2026-11-03"]])
        let board = c.ok().stdout
        #expect(board.contains("4 / 7 this week  10d 1/3 (3 days)  done ✓"), "\(board)")
        let list = try #require(try c.json("list", "--json") as? [[String: Any]])
        let read = try #require(list.first { $0["name"] as? String == "Read" })
        #expect(read["current_streak"] as? Int == 10 && read["best_streak"] as? Int == 10 && read["ladder_step"] as? String == "1/3", "\(read)")
        let w = try #require(list.first { $0["name"] as? String == "Walk" })
        #expect(w["current_streak"] as? Int == 0 && w["best_streak"] as? Int == 8 && w["ladder_step"] as? String == "0/3", "\(w)")
    }
}
