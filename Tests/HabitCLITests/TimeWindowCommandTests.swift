import Foundation
import Testing

/// `--window` from the command line (issue 17 part 3), on the tour's clock: Thursday
/// 19 November 2026, 19:30 in Berlin, the evening.
@Suite struct TimeWindowCommandTests {
    @Test func windowsFromAddToTheBoardAndNow() throws {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.ok("add", "Journal", "--plain", "--window", "evening", "--start", "2026-11-16")
        #expect(cli.ok("add", "Stretch", "--plain", "--window", "morning", "--window", "21:00-24:00", "--start", "2026-11-16").stdout
                == "Added Stretch: every day, morning and 21:00-24:00, reminded at 06:00 21:00\n")
        cli.ok("add", "Water", "--plain", "--start", "2026-11-16")
        cli.ok("add", "Vitamins", "--plain", "--window", "morning", "--remind", "08:15", "--start", "2026-11-16")
        let stretch = cli.ok("show", "Stretch").stdout
        #expect(stretch.contains("  Reminders  06:00  21:00 (the windows' starts)\n"), "\(stretch)")
        #expect(stretch.contains("  Window     morning (06:00–12:00), 21:00–24:00\n"))
        #expect(cli.ok("show", "Water").stdout.contains("  Window     any time of day\n"))
        let entries = try #require(try cli.json("list", "--json") as? [[String: Any]])
        // The day in order: morning habits first, then the evening, then those of no window.
        #expect(entries.map { $0["name"] as? String } == ["Stretch", "Vitamins", "Journal", "Water"])
        #expect(entries[0]["windows"] as? [String] == ["morning", "21:00-24:00"] && entries[3]["windows"] as? [String] == [])
        // 19:30: the evening's habits and those of no window.
        let now = cli.ok("list", "--now", "--flat").stdout
        #expect(now.contains("Journal") && now.contains("Water") && !now.contains("Stretch") && !now.contains("Vitamins"), "\(now)")
        let next = cli.ok("next", "Stretch").stdout
        #expect(next.contains("21:00") && next.contains("06:00"), "\(next)")
        let file = cli.dir + "/w.json"
        cli.ok("export", "--output", file)
        let other = CLI.onTheToursClock()
        defer { other.cleanUp() }
        other.ok("import", file)
        #expect(other.ok("show", "Stretch").stdout.contains("morning (06:00–12:00), 21:00–24:00"))
        #expect(cli.ok("edit", "Stretch", "--no-window").stdout == "Updated Stretch: every day\n")
    }

    @Test func badWindowsAreOneLineAndWriteNothing() {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.ok("config", "set", "quiet-hours", "22:00-07:00")
        cli.ok("add", "Read", "--plain", "--start", "2026-11-16")
        let before = cli.ok("export").stdout
        let cases: [([String], String)] = [
            (["add", "Yoga", "--window", "noon"],
             "habitctl: Invalid window 'noon': use morning, afternoon, evening, anytime or HH:MM-HH:MM within one day (24:00 for midnight)"),
            (["add", "Yoga", "--window", "morning", "--window", "11:00-13:00"], "habitctl: The windows morning and 11:00-13:00 overlap: give a habit windows that do not overlap"),
            (["add", "Yoga", "--window", "23:00-24:00"],
             "habitctl: The window 23:00-24:00 lies inside quiet hours (22:00-07:00): no reminder could show; choose another window or change quiet-hours"),
            (["edit", "Read", "--window", "05:00-06:00"],
             "habitctl: The window 05:00-06:00 lies inside quiet hours (22:00-07:00): no reminder could show; choose another window or change quiet-hours"),
            (["edit", "Read", "--no-window", "--window", "morning"], "habitctl: --no-window removes every window; drop it or --window"),
            (["list", "--now", "--date", "2026-11-18"], "habitctl: --now is about the time now; drop it or --date"),
        ]
        for (args, line) in cases {
            let r = cli.run(args)
            #expect(r.status != 0 && r.stdout.isEmpty && r.stderrLines == [Substring(line)], "\(args): \(r.stderr)")
        }
        #expect(cli.ok("export").stdout == before)
    }
}
