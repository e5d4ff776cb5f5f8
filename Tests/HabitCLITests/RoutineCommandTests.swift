import Foundation
import Testing

/// Routines, a habit made of habits (issue 29 part 2), as the user reads them.
@Suite struct RoutineCommandTests {
    /// On the tour's clock (Thursday 2026-11-19, Berlin): Stretch, Water, Meditate, and Morning of them.
    func seeded(need: String? = nil) -> CLI {
        let c = CLI.onTheToursClock()
        for n in ["Stretch", "Water", "Meditate"] { c.ok("add", "--plain", n, "--start", "2026-11-16") }
        c.ok(["add", "Morning", "--routine", "Stretch,water,Meditate", "--start", "2026-11-16", "--category", "Health"] + (need.map { ["--need", $0] } ?? []))
        return c
    }

    @Test func aRoutineIsDoneWhenItsMembersAreAndDoneMarksThemAll() throws {
        let c = seeded()
        defer { c.cleanUp() }
        for n in ["Stretch", "Water", "Meditate"] { c.ok("done", n, "--date", "2026-11-18") }
        c.ok("done", "Stretch", "--date", "2026-11-17")
        c.ok("done", "Stretch")
        // Under it on the board, each with its own verdicts; the routine's own from them.
        let board = c.ok("list").stdout.split(separator: "\n").map(String.init)
        let at = try #require(board.firstIndex { $0.hasPrefix("M  Morning ") })
        #expect(Array(board[at...].prefix(4)) == [
            "M  Morning     □ □ ■[○]◦ ◦ ◦   1 / 7 this week  1d               due",
            "S  └ Stretch   □ ■ ■[■]◦ ◦ ◦   3 / 7 this week  3d 1/3 (3 days)  done ✓",
            "W  └ Water     □ □ ■[○]◦ ◦ ◦   1 / 7 this week  1d               due",
            "M  └ Meditate  □ □ ■[○]◦ ◦ ◦   1 / 7 this week  1d               due",
        ], "\(board)")
        #expect(c.ok("done", "Morning").stdout == """
            ✓ Water: done today · 2 / 7 this week
            ✓ Meditate: done today · 2 / 7 this week
            ✓ Morning: done today · 2 / 7 this week

            """)
        #expect(c.ok("done", "Morning").stdout == "Morning: already done today\n")
        let show = c.ok("show", "Morning").stdout
        #expect(show.contains("  Routine    all of these: Stretch done ✓ · Water done ✓ · Meditate done ✓\n")
                && show.contains("  Streak     2 days · best 2 days\n"), "\(show)")
        let morning = try #require((try c.json("list", "--json") as? [[String: Any]])?.first { $0["name"] as? String == "Morning" })
        #expect(morning["status"] as? String == "done" && morning["current_streak"] as? Int == 2 && morning["days_tracked"] as? Int == 2, "\(morning)")
        // Undone, a member takes the routine's day with it.
        c.ok("undo", "Water")
        #expect(try #require((try c.json("list", "--json") as? [[String: Any]])?.first { $0["name"] as? String == "Morning" })["status"] as? String == "due")
    }

    /// The routine's own milestones: said by the check-in that completes its third day in a
    /// row, whether `done Morning` or the last member's `done`; a member's `done` that leaves
    /// the routine undone says nothing of it.
    @Test func theCheckInThatCompletesTheRoutineSaysItsMilestone() throws {
        let c = seeded()
        defer { c.cleanUp() }
        c.ok("done", "Morning", "--date", "2026-11-17")
        c.ok("done", "Morning", "--date", "2026-11-18")
        #expect(c.ok("done", "Stretch").stdout == "✓ Stretch: done today · 3 / 7 this week · 🏆 3 days in a row\n")
        #expect(c.ok("done", "Morning").stdout == """
            ✓ Water: done today · 3 / 7 this week · 🏆 3 days in a row
            ✓ Meditate: done today · 3 / 7 this week · 🏆 3 days in a row
            ✓ Morning: done today · 3 / 7 this week · 🏆 3 days in a row

            """)
        let other = seeded()
        defer { other.cleanUp() }
        other.ok("done", "Morning", "--date", "2026-11-17")
        other.ok("done", "Morning", "--date", "2026-11-18")
        other.ok("done", "Stretch")
        #expect(other.ok("done", "Water").stdout == "✓ Water: done today · 3 / 7 this week · 🏆 3 days in a row\n")
        #expect(other.ok("done", "Meditate").stdout == """
            ✓ Meditate: done today · 3 / 7 this week · 🏆 3 days in a row
            ✓ Morning: done today · 3 / 7 this week · 🏆 3 days in a row

            """)
        // Undone and done again, the routine is said again, its milestone not.
        other.ok("undo", "Meditate")
        #expect(other.ok("done", "Meditate").stdout == """
            ✓ Meditate: done today · 3 / 7 this week
            ✓ Morning: done today · 3 / 7 this week

            """)
    }

    @Test func kOfTheMembersIsEnough() throws {
        let c = seeded(need: "2")
        defer { c.cleanUp() }
        c.ok("done", "Stretch")
        #expect(c.ok("show", "Morning").stdout.contains("today: due"))
        c.ok("done", "Water")
        #expect(c.ok("show", "Morning").stdout.contains("today: done ✓"))
        #expect(c.ok("edit", "Morning", "--need", "3").stdout.hasPrefix("Updated Morning: every day, a routine of Stretch, Water, Meditate (3 of them)"))
    }

    @Test func aRoutinesRulesAreEachOneLineAndWriteNothing() throws {
        let c = seeded()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Read", "--start", "2026-11-16")
        let before = c.fingerprint()
        for (args, message) in [
            (["add", "Evening", "--routine", "Water,Read"], "Not a routine: Water already belongs to the routine Morning (a habit belongs to one at most)"),
            (["add", "Evening", "--routine", "Read,Morning"], "Not a routine: Morning is a routine: a routine's members are ordinary habits"),
            (["add", "Evening", "--routine", "Read"], "Not a routine: a routine needs two members or more"),
            (["add", "Evening", "--routine", "Read,read"], "Not a routine: a member is named twice"),
            (["add", "Evening", "--routine", "Read,Nope"], "No habit named 'Nope'"),
            (["add", "Evening", "--routine", "Read,Stretch"], "Not a routine: Stretch already belongs to the routine Morning (a habit belongs to one at most)"),
            (["add", "Evening", "--routine", "Read,Read2", "--need", "3"], "No habit named 'Read2'"),
            (["edit", "Morning", "--need", "4"], "Not a routine: --need takes 1 to 3 (its members), not 4"),
            (["edit", "Morning", "--goal", "3"], "Not a routine: a routine is done when its members are: it takes no goal, --quit or --times of its own"),
            (["edit", "Read", "--need", "2"], "Not a routine: --need counts a routine's members: add --routine A,B,C"),
            (["edit", "Stretch", "--routine", "Read,Water"], "Not a routine: Stretch is part of the routine Morning, and a routine's members are ordinary habits"),
            (["undo", "Morning"], "Morning is a routine: its days are its members' ('habitctl undo' one of them; 'habitctl done Morning' does them all)"),
            (["fail", "Morning"], "Morning is a routine: its days are its members' ('habitctl fail' one of them; 'habitctl done Morning' does them all)"),
            (["toggle", "Morning"], "Morning is a routine: its days are its members' ('habitctl toggle' one of them; 'habitctl done Morning' does them all)"),
        ] {
            let r = c.run(args)
            #expect(r.status != 0 && r.stderr == "habitctl: \(message)\n" && r.stdout.isEmpty, "\(args): \(r.stderr)")
            #expect(c.fingerprint() == before, "\(args): the database changed")
        }
    }

    @Test func aMemberRemovedLeavesItsRoutineAndExportKeepsIt() throws {
        let c = seeded()
        defer { c.cleanUp() }
        let export = c.ok("export").stdout
        c.ok("rm", "Water", "--yes")
        #expect(c.ok("show", "Morning").stdout.contains("  Routine    all of these: Stretch due · Meditate due\n"))
        let other = CLI.onTheToursClock()
        defer { other.cleanUp() }
        other.run(["import", "-"], stdin: Data(export.utf8))
        #expect(other.ok("export").stdout == export)
        #expect(other.ok("show", "Morning").stdout.contains("  Routine    all of these: Stretch due · Water due · Meditate due\n"))
    }
}
