import Foundation
import Testing

/// Goals per week, month and session from the command line (issue 17 part 2), on the tour's
/// clock: Thursday 19 November 2026, weeks from Monday.
@Suite struct GoalPeriodCommandTests {
    @Test func aWeekGoalFromAddToTheBoardAndBack() throws {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.ok("config", "set", "week-start", "monday")
        #expect(cli.ok("add", "Piano", "--plain", "--goal", "150", "--unit", "minutes", "--per", "week", "--start", "2026-11-16").stdout
                == "Added Piano: every day, goal 150 minutes a week\n")
        #expect(cli.ok("done", "Piano", "--value", "60", "--date", "2026-11-16").stdout
                == "✓ Piano: 60 minutes on 2026-11-16 · 60 / 150 minutes this week\n")
        #expect(cli.ok("done", "Piano", "--value", "30").stdout == "✓ Piano: 30 minutes today · 90 / 150 minutes this week\n")
        let board = cli.ok("list").stdout
        #expect(board.contains("90 / 150 minutes this week"), "\(board)")
        let entry = try #require((try cli.json("list", "--json") as? [[String: Any]])?.first)
        #expect(entry["goal_period"] as? String == "week" && entry["period_amount"] as? Double == 90)
        #expect(cli.ok("show", "Piano").stdout.contains("build, goal 150 minutes a week"))
        #expect(cli.ok("done", "Piano", "--value", "60", "--date", "2026-11-18").stdout
                == "✓ Piano: 60 minutes on 2026-11-18 · 150 / 150 minutes this week — target met\n")
        // Friday is not due any more: the week's minutes are in.
        let friday = try #require((try cli.json("list", "--json", "--date", "2026-11-20") as? [[String: Any]])?.first)
        #expect(friday["status"] as? String == "period_met" && friday["due_today"] as? Bool == false, "\(friday)")
        #expect(cli.ok("list", "--date", "2026-11-20").stdout.contains("goal met"))

        // The period travels through an export into another store.
        let file = cli.dir + "/piano.json"
        cli.ok("export", "--output", file)
        let other = CLI.onTheToursClock()
        defer { other.cleanUp() }
        other.ok("import", file)
        #expect(other.ok("show", "Piano").stdout.contains("build, goal 150 minutes a week"))
        #expect(other.ok("list").stdout.contains("150 / 150 minutes this week"))

        // A day's goal of 150 judges the past anew: said, asked, and without a terminal refused
        // unless --yes, the store untouched.
        let before = cli.fingerprint()
        let refused = cli.run(["edit", "Piano", "--per", "day"])
        #expect(refused.status != 0 && refused.stderrLines.count == 1 && cli.fingerprint() == before, "\(refused.stderr)")
        #expect(refused.stderr.contains("This edit changes the verdict of") && refused.stderr.contains("pass --yes"), "\(refused.stderr)")
        let r = cli.run(["edit", "Piano", "--per", "day", "--yes"])
        #expect(r.stdout == "Updated Piano: every day, goal 150 minutes\n" && r.stderr.contains("the streak goes from"), "\(r.stderr)")
    }

    @Test func aPlainDoneOnAWeekGoalSaysItAddsNoAmount() {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.ok("add", "Run", "--plain", "--goal", "20", "--unit", "km", "--per", "week", "--start", "2026-11-16")
        #expect(cli.ok("done", "Run").stdout == "✓ Run: done today, no amount (--value adds km to the week) · 0 / 20 km this week\n")
    }

    @Test func aSessionGoalAndAMonthLimit() throws {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.ok("add", "Swim", "--plain", "--goal", "30", "--unit", "minutes", "--per", "session", "--start", "2026-11-16")
        #expect(cli.ok("done", "Swim", "--value", "20").stdout.hasPrefix("✓ Swim: 20 / 30 minutes this session · not done today"))
        #expect(cli.ok("done", "Swim", "--value", "35").stdout.hasPrefix("✓ Swim: 35 / 30 minutes this session · done today"))
        cli.ok("add", "Sweets", "--plain", "--quit", "--goal", "10", "--unit", "count", "--per", "month", "--start", "2026-11-01")
        #expect(cli.ok("show", "Sweets").stdout.contains("quit, at most 10 count a month"))
        #expect(cli.run(["slip", "Sweets", "--value", "6", "--date", "2026-11-03"]).stderr
                == "habitctl: 6 is within Sweets's limit of 10 count a month: record it with 'habitctl done --value'\n")
        cli.ok("done", "Sweets", "--value", "6", "--date", "2026-11-03")
        let over = cli.ok("slip", "Sweets", "--value", "5").stdout
        #expect(over.hasPrefix("✗ Sweets: 5 count today, over the month's limit · 11 / 10 count this month"), "\(over)")
        #expect(cli.ok("list").stdout.contains("slip ✗"), "the board says the day is a slip, not 'check in'")
        let sweets = try #require((try cli.json("list", "--json") as? [[String: Any]])?.first { $0["name"] as? String == "Sweets" })
        #expect(sweets["status"] as? String == "slip" && sweets["due_today"] as? Bool == false)
    }

    @Test func badPeriodsAreOneLineAndWriteNothing() {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        let before = cli.ok("export").stdout
        let cases: [([String], String)] = [
            (["add", "Gym", "--weekly", "3", "--goal", "150", "--unit", "minutes", "--per", "week"],
             "habitctl: A goal per week adds up the days of a day schedule (--daily, --days, --every); --weekly and --monthly count days instead: use one or the other"),
            (["add", "Zumba", "--plain", "--per", "week"], "habitctl: --per needs a goal to measure: add --goal, e.g. --goal 150 --unit minutes --per week"),
            (["add", "Gym", "--goal", "3", "--per", "fortnight"], "habitctl: Invalid value 'fortnight' for --per: expected day, week, month, session or a number of days from 2 to 90 such as 10d"),
            (["add", "Gym", "--goal", "3", "--per", "1d"], "habitctl: Invalid value '1d' for --per: expected day, week, month, session or a number of days from 2 to 90 such as 10d"),
            (["add", "Gym", "--goal", "3", "--per", "91d"], "habitctl: Invalid value '91d' for --per: expected day, week, month, session or a number of days from 2 to 90 such as 10d"),
        ]
        for (args, line) in cases {
            let r = cli.run(args)
            #expect(r.status != 0 && r.stdout.isEmpty && r.stderrLines == [Substring(line)], "\(args): \(r.stderr)")
        }
        #expect(cli.ok("export").stdout == before)
    }

    /// A goal over every N days from the start (issue 29 part 5, seed 004's custom range):
    /// 100 km every 10 days from Sunday 1 November: 1–10, 11–20, 21–30 November.
    @Test func aGoalEveryTenDaysFromTheStart() throws {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        #expect(cli.ok("add", "Ride", "--plain", "--goal", "100", "--unit", "km", "--per", "10d", "--start", "2026-11-01").stdout
                == "Added Ride: every day, goal 100 km every 10 days\n")
        #expect(cli.ok("done", "Ride", "--value", "60", "--date", "2026-11-02").stdout
                == "✓ Ride: 60 km on 2026-11-02 · 60 / 100 km in the 10 days from 2026-11-01\n")
        #expect(cli.ok("done", "Ride", "--value", "40", "--date", "2026-11-10").stdout
                == "✓ Ride: 40 km on 2026-11-10 · 100 / 100 km in the 10 days from 2026-11-01 — target met\n")
        // 11–20 November: 30 km, not met; 21–30: open, today the 19th belongs to the second.
        #expect(cli.ok("done", "Ride", "--value", "30").stdout == "✓ Ride: 30 km today · 30 / 100 km in the 10 days to 2026-11-20\n")
        #expect(cli.ok("list").stdout.contains("30 / 100 km in the 10 days to 2026-11-20"))
        let entry = try #require((try cli.json("list", "--json") as? [[String: Any]])?.first)
        #expect(entry["goal_period"] as? String == "10d" && entry["period_amount"] as? Double == 30, "\(entry)")
        let show = cli.ok("show", "Ride").stdout
        #expect(show.contains("build, goal 100 km every 10 days") && show.contains("Streak     1 period · best 1 period"), "\(show)")
        // The period travels through an export into another store.
        let file = cli.dir + "/ride.json"
        cli.ok("export", "--output", file)
        let other = CLI.onTheToursClock()
        defer { other.cleanUp() }
        other.ok("import", file)
        #expect(other.ok("show", "Ride").stdout == show)
        // Seen from the 21st, the second period failed: the streak is broken.
        var later = cli
        later.now = "2026-11-21T09:00:00Z"
        #expect(later.ok("show", "Ride").stdout.contains("Streak     0 periods · best 1 period"))
        #expect(cli.ok("edit", "Ride", "--per", "7d", "--yes").stdout == "Updated Ride: every day, goal 100 km every 7 days\n")
    }
}
