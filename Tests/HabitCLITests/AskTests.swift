import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `habitctl ask` at a real pseudo-terminal: keys typed as the prompts appear, answers read
/// back from the store.
@Suite struct AskTests {
    /// Monday 2026-11-23 10:00 UTC, six habits of every kind, none answered.
    func sample() -> CLI {
        var cli = CLI()
        cli.now = "2026-11-23T10:00:00Z"
        cli.ok("add", "--plain", "Gym", "--start", "2026-11-20")
        cli.ok("add", "--plain", "Water", "--times", "3", "--start", "2026-11-20")
        cli.ok("add", "--plain", "Run", "--goal", "5", "--unit", "km", "--start", "2026-11-20")
        cli.ok("add", "--plain", "No sugar", "--quit", "--goal", "2", "--unit", "cups", "--start", "2026-11-20")
        cli.ok("add", "--plain", "Read", "--start", "2026-11-20")
        cli.ok("add", "--plain", "Walk", "--start", "2026-11-20")
        return cli
    }

    /// Each habit's day as `history --json` reads it back: count, value, note, skipped.
    func day(_ cli: CLI, _ name: String, _ date: String = "2026-11-23") throws -> (count: Int, value: Double, note: String?, skipped: Bool) {
        let export = try cli.json("export") as! [String: Any]
        let habit = (export["habits"] as! [[String: Any]]).first { ($0["habit"] as! [String: Any])["name"] as? String == name }!
        let completions = (habit["completions"] as! [[String: Any]]).filter { $0["date"] as? String == date }
        let skipped = (habit["skips"] as! [[String: Any]]).contains { $0["date"] as? String == date }
        return (completions.map { ($0["count"] as? Int) ?? 1 }.reduce(0, +),
                completions.map { ($0["value"] as? Double) ?? 0 }.reduce(0, +),
                completions.compactMap { $0["note"] as? String }.first, skipped)
    }

    @Test func everyKindOfAnswer() throws {
        let cli = sample()
        defer { cli.cleanUp() }
        let pty = try Pty(cli, ["ask"])
        defer { pty.close() }
        #expect(pty.expect("6 to answer"))
        #expect(pty.expect("Gym [y/n/s/?] "))
        pty.type("y")
        #expect(pty.expect("note (Enter for none): "))
        pty.type("felt strong\r")
        #expect(pty.expect("✓ Gym: done today"))
        #expect(pty.expect("Water · 3 more [y/n/s/count/?] "))
        pty.type("2\r")
        #expect(pty.expect("✓ Water: 2 / 3 today"))
        #expect(pty.expect("Run [y/n/s/amount/?] "))
        pty.type("?")
        #expect(pty.expect("5  an amount in km, then Enter"))
        #expect(pty.expect("Run [y/n/s/amount/?] "))
        pty.type("4.5\r")
        #expect(pty.expect("✓ Run: 4.5 / 5 km today"))
        #expect(pty.expect("No sugar · check in (≤ 2 cups) [y/n/s/amount/?] "))
        pty.type("n")
        #expect(pty.expect("how much (over 2 cups)? "))
        pty.type("3\r")
        #expect(pty.expect("✗ No sugar: 3 / 2 cups today, a slip"))
        #expect(pty.expect("Read [y/n/s/?] "))
        pty.type("s")
        #expect(pty.expect("↷ Skipped Read on 2026-11-23"))
        #expect(pty.expect("Walk [y/n/s/?] "))
        pty.type("\r")
        #expect(pty.expect("· Walk: left for later"))
        #expect(pty.expect("1 done, 2 in progress, 1 slipped, 1 skipped, 1 left."))
        #expect(pty.exitStatus() == 0)
        #expect(pty.stderrToTheEnd() == "", "\(pty.stderr)")
        // Echo and line editing are back.
        #expect(pty.localModes & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG))

        let gym = try day(cli, "Gym")
        #expect(gym.count == 1 && gym.note == "felt strong")
        #expect(try day(cli, "Water").count == 2)
        #expect(try day(cli, "Run").value == 4.5)
        #expect(try day(cli, "No sugar").value == 3)
        #expect(try day(cli, "Read").skipped)
        let walk = try day(cli, "Walk")
        #expect(walk.count == 0 && !walk.skipped)
    }

    /// A slip of a week's limit is the store's verdict on the week so far: 60 minutes over
    /// the 100 already this week passes 150, although 60 alone does not.
    @Test func aSlipOfAWeeksLimitCountsTheWeekSoFar() throws {
        var cli = CLI()
        cli.now = "2026-11-25T10:00:00Z"
        defer { cli.cleanUp() }
        cli.ok("add", "--plain", "Screen", "--quit", "--goal", "150", "--unit", "minutes", "--per", "week", "--start", "2026-11-20")
        cli.ok("done", "Screen", "--value", "100", "--date", "2026-11-24")
        let pty = try Pty(cli, ["ask", "--no-notes"])
        defer { pty.close() }
        #expect(pty.expect("Screen"))
        pty.type("n")
        #expect(pty.expect("how much (over 150 minutes)? "))
        pty.type("60\r")
        #expect(pty.expect("✗ Screen"))
        #expect(pty.exitStatus() == 0)
        #expect(pty.stderrToTheEnd() == "", "\(pty.stderr)")
        #expect(try day(cli, "Screen", "2026-11-25").value == 60)
    }

    @Test func ctrlCKeepsWhatWasAnswered() throws {
        let cli = sample()
        defer { cli.cleanUp() }
        let pty = try Pty(cli, ["ask", "--no-notes"])
        defer { pty.close() }
        #expect(pty.expect("Gym [y/n/s/?] "))
        pty.type("y")
        #expect(pty.expect("✓ Gym: done today"))
        #expect(pty.expect("Water · 3 more [y/n/s/count/?] "))
        pty.type("\u{03}")
        #expect(pty.expect("^C"))
        #expect(pty.expect("1 done, 5 not asked."))
        #expect(pty.exitStatus() == 130)
        #expect(pty.localModes & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG))
        #expect(try day(cli, "Gym").count == 1)
        #expect(try day(cli, "Water").count == 0)
    }

    @Test func aTerminatedAskGivesTheTerminalBack() throws {
        let cli = sample()
        defer { cli.cleanUp() }
        let pty = try Pty(cli, ["ask"])
        defer { pty.close() }
        #expect(pty.expect("Gym [y/n/s/?] "))
        #expect(pty.localModes & tcflag_t(ICANON | ECHO) == 0)
        pty.terminate()
        #expect(pty.localModes & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG))
    }

    @Test func earlierDaysAndHabitsSettledMeanwhile() throws {
        let cli = sample()
        defer { cli.cleanUp() }
        cli.ok("done", "Gym", "--date", "2026-11-22")
        for name in ["Water", "Run", "No sugar", "Walk"] { cli.ok("archive", name) }
        // Left: Gym on 21 and 23, Read on 21, 22 and 23.
        let pty = try Pty(cli, ["ask", "--since", "2d", "--no-notes"])
        defer { pty.close() }
        #expect(pty.expect("5 to answer"))
        #expect(pty.expect("Sat 2026-11-21"))
        #expect(pty.expect("Gym [y/n/s/?] "))
        // Read is done elsewhere (a notification's Mark done) before it is asked about.
        cli.ok("done", "Read", "--date", "2026-11-21")
        pty.type("y")
        #expect(pty.expect("✓ Gym: done on 2026-11-21"))
        #expect(pty.expect("Sun 2026-11-22"))
        #expect(pty.expect("Read [y/n/s/?] "))
        pty.type("q")
        #expect(pty.expect("1 done, 3 not asked."))
        #expect(pty.exitStatus() == 0)
        #expect(try day(cli, "Gym", "2026-11-21").count == 1)
        #expect(try day(cli, "Read", "2026-11-21").count == 1)
        let screen = pty.screen
        let saturday = try #require(screen.range(of: "Sat 2026-11-21")), sunday = try #require(screen.range(of: "Sun 2026-11-22"))
        #expect(!screen[saturday.upperBound..<sunday.lowerBound].contains("Read"), "\(screen)")
    }

    @Test func aBadAmountIsOneLineAndAskedAgain() throws {
        let cli = sample()
        defer { cli.cleanUp() }
        for args in [["ask", "--category", "Nothing"], ["ask", "--since", "tomorrow"], ["ask", "--since", "2030-01-01"]] {
            let before = cli.fingerprint()
            let pty = try Pty(cli, args)
            #expect(pty.exitStatus() == 1)
            #expect(pty.stderrToTheEnd()?.split(separator: "\n").count == 1, "\(args): \(pty.stderr)")
            pty.close()
            #expect(cli.fingerprint() == before)
        }

        let run = try Pty(cli, ["ask", "--no-notes"])
        defer { run.close() }
        #expect(run.expect("Gym [y/n/s/?] "))
        run.type("\r")
        #expect(run.expect("Water · 3 more [y/n/s/count/?] "))
        run.type("\r")
        #expect(run.expect("Run [y/n/s/amount/?] "))
        run.type("1.2.3\r")
        #expect(run.expect("Run [y/n/s/amount/?] "))
        #expect(run.expectError("1.2.3"))
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        run.type("2\r")
        #expect(run.expect("✓ Run: 2 / 5 km today"))
        run.type("q")
        #expect(run.exitStatus() == 0)
        #expect(try day(cli, "Run").value == 2)
    }

    @Test func withoutATerminalItRefusesAndWritesNothing() {
        let cli = sample()
        defer { cli.cleanUp() }
        let before = cli.fingerprint()
        let r = cli.run(["ask"], stdin: Data("y\n".utf8))
        #expect(r.status == 1 && r.stdout.isEmpty)
        #expect(r.stderrLines.count == 1 && r.stderr.contains("terminal"), "\(r.stderr)")
        #expect(cli.fingerprint() == before)
    }
}
