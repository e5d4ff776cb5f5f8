import Foundation
import Testing

/// Done means done, once: a day already done takes no second completion; `toggle` is a tap;
/// the line says when a goal, a week's target or a milestone is reached.
@Suite struct DoneOnceTests {
    func cli() -> CLI { CLI.onTheToursClock() }

    func stored(_ cli: CLI, _ name: String) -> String {
        CLI.exec("/usr/bin/sqlite3", [cli.db, "SELECT IFNULL(SUM(count), 0) FROM completion JOIN habit ON habit.id = habit_id WHERE habit.name = '\(name)'"],
                 environment: cli.environment).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func doneTwiceStoresOnceAndOneUndoUndoesIt() throws {
        let c = cli()
        defer { c.cleanUp() }
        c.ok("add", "Stretch", "--start", "2026-11-16")
        #expect(c.ok("done", "Stretch").stdout == "✓ Stretch: done today · 1 / 7 this week\n")
        let before = c.fingerprint()
        let again = c.ok("done", "Stretch")
        #expect(again.stdout == "Stretch: already done today\n" && again.stderr.isEmpty)
        #expect(c.fingerprint() == before, "nothing written")
        #expect(stored(c, "Stretch") == "1")
        #expect(c.ok("undo", "Stretch").stdout == "↶ Stretch: not done today · 0 / 7 this week\n")
    }

    @Test func nADayStopsAtNAndAmountsKeepAdding() throws {
        let c = cli()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Water", "--times", "3", "--start", "2026-11-16")
        c.ok("done", "Water", "--count", "2")
        #expect(c.ok("done", "Water", "--count", "5").stdout == "✓ Water: 3 / 3 today · 1 / 7 this week\n")
        #expect(c.ok("done", "Water").stdout == "Water: already done today\n")
        #expect(stored(c, "Water") == "3")
        c.ok("add", "Cups", "--goal", "8", "--unit", "cups", "--start", "2026-11-16")
        #expect(c.ok("done", "Cups", "--value", "5").stdout == "✓ Cups: 5 / 8 cups today · 0 / 7 this week\n")
        #expect(c.ok("done", "Cups", "--value", "5").stdout == "✓ Cups: 10 / 8 cups today · 1 / 7 this week · goal reached\n")
        #expect(c.ok("done", "Cups", "--value", "5").stdout == "✓ Cups: 15 / 8 cups today · 1 / 7 this week\n")
        // A goal and three times a day: the goal is reached when the day is done (the ledger's
        // verdict), on the third time, not on the first whose amount already passes it.
        c.ok("add", "Glasses", "--plain", "--goal", "2", "--unit", "cups", "--times", "3", "--start", "2026-11-16")
        #expect(!c.ok("done", "Glasses", "--value", "3").stdout.contains("goal reached"))
        #expect(!c.ok("done", "Glasses", "--value", "1").stdout.contains("goal reached"))
        #expect(c.ok("done", "Glasses", "--value", "1").stdout.hasSuffix(" · goal reached\n"))
    }

    @Test func aWeeklyHabitCountsADayOnceAndSaysWhenTheTargetIsMet() throws {
        let c = cli()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Gym", "--weekly", "2", "--start", "2026-11-16")
        c.ok("done", "Gym", "--date", "2026-11-16")
        #expect(c.ok("done", "Gym").stdout == "✓ Gym: done today · 2 / 2 this week — target met\n")
        #expect(c.ok("done", "Gym").stdout == "Gym: already done today\n")
    }

    @Test func theThirdDayInARowSaysTheMilestoneWithoutHabitd() throws {
        let c = cli()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Read", "--start", "2026-11-16")
        c.ok("done", "Read", "--date", "2026-11-17")
        c.ok("done", "Read", "--date", "2026-11-18")
        #expect(c.ok("done", "Read").stdout == "✓ Read: done today · 3 / 7 this week · 🏆 3 days in a row\n")
    }

    @Test func toggleFlipsTheDay() throws {
        let c = cli()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Water", "--times", "3", "--start", "2026-11-16")
        c.ok("done", "Water")
        #expect(c.ok("toggle", "Water").stdout == "✓ Water: 3 / 3 today · 1 / 7 this week\n")
        // done ↔ nothing (seed 000's tap): the second tap takes the day back.
        #expect(c.ok("toggle", "Water").stdout == "↶ Water: 0 / 3 today · 0 / 7 this week\n")
        #expect(stored(c, "Water") == "0")
        #expect(c.ok("list", "--json").stdout.contains("\"status\" : \"due\""))
        // A day said no is not done: a tap makes it done, and the no goes.
        c.ok("fail", "Water")
        #expect(c.ok("toggle", "Water").stdout == "✓ Water: 3 / 3 today · 1 / 7 this week\n")
        #expect(c.ok("list", "--json").stdout.contains("\"status\" : \"done\""))
        // toggle-says-no on: done → no → nothing, the second tap says no, the third takes it back.
        c.ok("config", "set", "toggle-says-no", "on")
        #expect(c.ok("toggle", "Water").stdout == "✗ Water: said no today · 0 / 7 this week\n")
        #expect(stored(c, "Water") == "0")
        #expect(c.ok("list", "--json").stdout.contains("\"status\" : \"declined\""))
        #expect(c.ok("toggle", "Water").stdout == "↶ Water: 0 / 3 today · 0 / 7 this week\n")
        #expect(c.ok("list", "--json").stdout.contains("\"status\" : \"due\""))
        #expect(c.ok("toggle", "Water", "--date", "2026-11-18").stdout == "✓ Water: 3 / 3 on 2026-11-18 · 1 / 7 this week\n")
        let r = c.run(["toggle", "Water", "--date", "2026-11-20"])
        #expect(r.status != 0 && r.stderrLines.count == 1, "a future day is refused")
    }

    /// `--count`: what a tap adds to a day not done (the web board's tap adds one).
    @Test func toggleAddsWhatItIsAsked() throws {
        let c = cli()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Water", "--times", "3", "--start", "2026-11-16")
        #expect(c.ok("toggle", "Water", "--count", "1").stdout == "✓ Water: 1 / 3 today · 0 / 7 this week\n")
        #expect(c.ok("toggle", "Water", "--count", "5").stdout == "✓ Water: 3 / 3 today · 1 / 7 this week\n", "never past the day's 3")
        #expect(c.ok("toggle", "Water", "--count", "1").stdout == "↶ Water: 0 / 3 today · 0 / 7 this week\n", "a day done goes back to nothing")
    }
}

/// Each milestone and reward is said once, by whichever program records it first: habitctl
/// records what it says, so undo and redo says nothing new, and habitd stays quiet.
@Suite struct CelebratedOnceTests {
    @Test func aMilestoneIsSaidOnceAcrossUndoAndRedoAndTheRewardToo() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Read", "--start", "2026-11-16", "--reward", "a new book", "--reward-every", "3")
        c.ok("done", "Read", "--date", "2026-11-17")
        c.ok("done", "Read", "--date", "2026-11-18")
        #expect(c.ok("done", "Read").stdout
                == "✓ Read: done today · 3 / 7 this week · 🏆 3 days in a row · 🎁 a new book, for 3 days in a row\n")
        let recorded = CLI.exec("/usr/bin/sqlite3", [c.db, "SELECT key FROM achievement ORDER BY key"], environment: c.environment)
        #expect(recorded.stdout == "milestone 3 since 2026-11-17\nreward 3x1 since 2026-11-17\n", "\(recorded.stdout)")
        c.ok("undo", "Read")
        #expect(c.ok("done", "Read").stdout == "✓ Read: done today · 3 / 7 this week\n")
    }

    /// A backdated day that completes the streak through today says the milestone too.
    @Test func aBackdatedDayThatCompletesTheStreakSaysIt() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Read", "--start", "2026-11-16")
        c.ok("done", "Read", "--date", "2026-11-17")
        c.ok("done", "Read")
        #expect(c.ok("done", "Read", "--date", "2026-11-18").stdout == "✓ Read: done on 2026-11-18 · 3 / 7 this week · 🏆 3 days in a row\n")
    }

    /// A check-in in an earlier week says that week's figures as that week's.
    @Test func aCheckInOfAnEarlierWeekSaysWhichWeek() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Read", "--start", "2026-11-02")
        #expect(c.ok("done", "Read", "--date", "2026-11-10").stdout == "✓ Read: done on 2026-11-10 · 1 / 7 in the week of 2026-11-09\n")
    }

    /// A note given for a day already done goes on that day's record.
    @Test func aNoteForADayAlreadyDoneIsKept() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Read", "--start", "2026-11-16")
        c.ok("done", "Read")
        #expect(c.ok("done", "Read", "--note", "two chapters", "--mood", "good").stdout
                == "Read: already done today; the note and mood are kept with that day\n")
        let history = try #require(try c.json("history", "Read", "--json") as? [[String: Any]])
        #expect(history.count == 1 && history[0]["note"] as? String == "two chapters" && history[0]["mood"] as? String == "good", "\(history)")
    }
}
