import Foundation
import Testing

/// A memo with a mood (issue 17 part 7, spec 004): `done --note --mood`, shown by history,
/// show and stats, carried by exports; `--ask-note` asks on a terminal and never elsewhere.
@Suite struct MemoCommandTests {
    @Test func aMoodFromDoneToHistoryShowStatsAndExports() throws {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.ok("add", "Read", "--plain", "--start", "2026-11-10")
        cli.ok("done", "Read", "--date", "2026-11-17", "--mood", "5")
        cli.ok("done", "Read", "--date", "2026-11-18", "--note", "two chapters", "--mood", "good")
        cli.ok("done", "Read", "--note", "short one")
        let history = cli.ok("history", "Read").stdout.split(separator: "\n")
        #expect(history[0].hasSuffix("via cli  “short one”"), "\(history)")
        #expect(history[1].hasSuffix("via cli  🙂 good  “two chapters”"), "\(history)")
        #expect(history[2].hasSuffix("via cli  😄 great"), "\(history)")
        let json = try #require(try cli.json("history", "Read", "--json") as? [[String: Any]])
        #expect(json.map { $0["mood"] as? String } == [nil, "good", "great"])
        #expect(cli.ok("show", "Read").stdout.contains("  Last memo  2026-11-19  “short one”\n"))

        let stats = cli.ok("stats", "Read", "--last", "1w").stdout
        #expect(stats.contains("  mood             😄 great 1 · 🙂 good 1\n"), "\(stats)")
        let statsJSON = try #require(try cli.json("stats", "Read", "--last", "1w", "--json") as? [String: Any])
        #expect(statsJSON["moods"] as? [String: Int] == ["great": 1, "good": 1])
        #expect(cli.ok("stats", "--last", "1w").stdout.contains("mood"), "several habits show it too")

        // JSON and CSV exports carry the mood into another store.
        let file = cli.dir + "/all.json"
        cli.ok("export", "--output", file)
        let csv = cli.ok("export", "--csv").stdout
        #expect(csv.hasPrefix("habit,date,count,value,note,source,recorded_at,mood\n") && csv.contains(",good\n"), "\(csv)")
        let other = CLI.onTheToursClock()
        defer { other.cleanUp() }
        other.ok("import", file)
        #expect(other.ok("history", "Read").stdout.contains("🙂 good  “two chapters”"))
        let third = CLI.onTheToursClock()
        defer { third.cleanUp() }
        third.ok("add", "Read", "--plain", "--start", "2026-11-10")
        let csvFile = cli.dir + "/all.csv"
        #expect(FileManager.default.createFile(atPath: csvFile, contents: Data(csv.utf8)))
        third.ok("import", "--csv", csvFile)
        #expect(third.ok("export", "--csv").stdout == csv)
    }

    @Test func aBadMoodIsOneLineAndWritesNothing() {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.ok("add", "Read", "--plain", "--start", "2026-11-10")
        let before = cli.ok("export").stdout
        let r = cli.run(["done", "Read", "--mood", "meh"])
        #expect(r.status != 0 && r.stdout.isEmpty)
        #expect(r.stderrLines == ["habitctl: Invalid value 'meh' for --mood: expected great, good, okay, bad, awful, or 5 to 1"])
        #expect(cli.ok("export").stdout == before)
    }

    /// On a terminal, done asks for a note and a mood; Enter skips; a pipe is never asked.
    @Test func askNoteAsksOnATerminalOnly() throws {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        #expect(cli.ok("add", "Journal", "--plain", "--ask-note", "--start", "2026-11-10").stdout == "Added Journal: every day\n")
        #expect(cli.ok("show", "Journal").stdout.contains("  Memo       asked by done on a terminal (note and mood)\n"))
        let entry = try #require((try cli.json("list", "--json") as? [[String: Any]])?.first)
        #expect(entry["ask_note"] as? Bool == true)

        let pty = try Pty(cli, ["done", "Journal", "--date", "2026-11-18"])
        defer { pty.close() }
        #expect(pty.expectError("Note for Journal (Enter skips): "))
        pty.type("a calm evening\r")
        #expect(pty.expectError("Mood: 5 great, 4 good, 3 okay, 2 bad, 1 awful (Enter skips): "))
        pty.type("so-so\r")
        #expect(pty.expectError("habitctl: Invalid value 'so-so' for --mood"), "a wrong word is said and asked again")
        pty.type("3\r")
        #expect(pty.expect("✓ Journal: done on 2026-11-18"))
        #expect(pty.exitStatus() == 0)
        #expect(cli.ok("history", "Journal").stdout.contains("😐 okay  “a calm evening”"))

        // Enter twice: recorded without a memo.
        let skip = try Pty(cli, ["done", "Journal", "--date", "2026-11-17"])
        defer { skip.close() }
        let deadline = Date().addingTimeInterval(10)
        while !skip.stderr.contains("Note for") && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        skip.type("\r")
        while !skip.stderr.contains("Mood:") && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        skip.type("\r")
        #expect(skip.expect("✓ Journal: done on 2026-11-17"))

        // Without a terminal nothing is asked; a day already done is not asked about either.
        let piped = cli.run(["done", "Journal"])
        #expect(piped.status == 0 && piped.stderr.isEmpty)
        let again = try Pty(cli, ["done", "Journal"])
        defer { again.close() }
        #expect(again.expect("Journal: already done today") && again.exitStatus() == 0)
        #expect(!again.stderr.contains("Note for"))
        #expect(cli.ok("edit", "Journal", "--no-ask-note").stdout == "Updated Journal: every day\n")
        #expect(!cli.ok("show", "Journal").stdout.contains("Memo "))
    }
}
