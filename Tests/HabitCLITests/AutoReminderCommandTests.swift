import Foundation
import Testing

/// `--remind auto` from the command line (issue 17 part 6), in Berlin (UTC+1 in November).
@Suite struct AutoReminderCommandTests {
    @Test func learnedFromTheCheckInsAndSaidSo() throws {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        #expect(cli.ok("add", "Walk", "--plain", "--remind", "auto", "--start", "2026-11-10").stdout
                == "Added Walk: every day, reminded automatically at the usual time\n")
        #expect(cli.ok("show", "Walk").stdout.contains("  Reminders  automatic: 09:00 until 3 check-ins show the usual time (0 so far)\n"))
        for (day, utc) in [("16", "06:40"), ("17", "06:50"), ("18", "07:30")] {
            var at = cli
            at.now = "2026-11-\(day)T\(utc):00Z"
            at.ok("done", "Walk")
        }
        let show = cli.ok("show", "Walk").stdout
        #expect(show.contains("  Reminders  automatic: 07:50, the usual time of 3 check-ins in the last 28 days\n"), "\(show)")
        let next = cli.ok("next", "Walk", "--count", "1").stdout
        #expect(next.hasPrefix("Fri 2026-11-20 07:50 UTC+1") && next.contains("→ automatic, the usual time"), "\(next)")
        let entry = try #require((try cli.json("list", "--json") as? [[String: Any]])?.first)
        #expect(entry["remind_auto"] as? Bool == true)
        #expect(cli.ok("edit", "Walk", "--remind", "08:00").stdout == "Updated Walk: every day, reminders 08:00\n")
        #expect(cli.ok("edit", "Walk", "--remind", "auto").stdout == "Updated Walk: every day, reminded automatically at the usual time\n")
    }

    @Test func autoIsAloneOrRefusedWithOneLine() {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.ok("add", "Walk", "--plain", "--remind", "auto", "--start", "2026-11-10")
        let before = cli.ok("export").stdout
        let cases: [([String], String)] = [
            (["add", "Run", "--remind", "auto", "--remind", "09:00"], "habitctl: --remind auto learns one time of its own: give it alone"),
            (["add", "Run", "--remind", "auto", "--remind-days", "mon"], "habitctl: --remind-days limits --remind times; --remind auto reminds on every due day"),
            (["edit", "Walk", "--add-remind", "10:00"], "habitctl: --remind auto learns one time of its own: drop the other reminders (--remind auto alone)"),
        ]
        for (args, line) in cases {
            let r = cli.run(args)
            #expect(r.status != 0 && r.stdout.isEmpty && r.stderrLines == [Substring(line)], "\(args): \(r.stderr)")
        }
        #expect(cli.ok("export").stdout == before)
    }
}
