import Foundation
import Testing

/// `import loop` on backups built the way Loop builds them (Tests/fixtures/loop_fixtures.py:
/// a schema-9 database carried through Loop's migrations), its CSV export, and broken files.
@Suite struct ImportLoopTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// A private database and the fixtures beside it.
    static func setUp() -> (CLI, String) {
        let cli = CLI()
        let out = cli.dir + "/fixtures"
        let r = CLI.exec("/usr/bin/python3", [repo + "/Tests/fixtures/loop_fixtures.py", out], environment: ["PATH": "/usr/bin:/bin"])
        if r.status != 0 { Issue.record("fixtures: \(r.stderr)") }
        return (cli, out)
    }

    static func export(_ cli: CLI) throws -> [String: [String: Any]] {
        let json = try cli.json("export") as! [String: Any]
        var out: [String: [String: Any]] = [:]
        for entry in json["habits"] as! [[String: Any]] {
            let habit = entry["habit"] as! [String: Any]
            out[habit["name"] as! String] = entry
        }
        return out
    }

    static func sha(_ path: String) -> Data { FileManager.default.contents(atPath: path) ?? Data() }

    /// Loop lets habits share a name; here each stays a habit ("Sport", "Sport (2)"), every
    /// completion arrives, what was read and written are said and match the file, and a
    /// re-import finds each by the file's own identity (uuid, or the name and its place).
    @Test(arguments: ["loop-same-names.db", "loop-same-names-v23.db"])
    func habitsThatShareANameStayTwoAndLoseNothing(_ file: String) throws {
        let (cli, fx) = Self.setUp()
        defer { cli.cleanUp() }
        func fromFile(_ sql: String) -> Int {
            Int(CLI.exec("/usr/bin/sqlite3", [fx + "/" + file, sql], environment: cli.environment).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        }
        let done = fromFile("SELECT count(*) FROM Repetitions WHERE value = 2")
        let skips = fromFile("SELECT count(*) FROM Repetitions WHERE value = 3")
        #expect(done > 100 && skips > 0)
        let r = cli.run(["import", "loop", fx + "/" + file])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("6 habits created, 0 updated, 0 unchanged; \(done) completions, \(skips) skips\n"), "\(r.stdout)")
        #expect(r.stdout.contains("  read: 6 habits, \(done) completions, \(skips) skips\n"), "\(r.stdout)")
        let habits = try Self.export(cli)
        #expect(Set(habits.keys) == ["Sport", "Sport (2)", "Read", "Read (2)", "Walk", "walk (2)"])
        let stored = habits.values.map { ($0["completions"] as! [[String: Any]]).count }.reduce(0, +)
        #expect(stored == done)
        for (id, name) in [(1, "Sport"), (2, "Sport (2)"), (6, "walk (2)")] {
            #expect((habits[name]!["completions"] as! [[String: Any]]).count
                    == fromFile("SELECT count(*) FROM Repetitions WHERE value = 2 AND habit = \(id)"), "\(name)")
        }
        let again = cli.run(["import", "loop", fx + "/" + file])
        #expect(again.stdout.hasPrefix("Imported from Loop (backup, schema \(file.contains("v23") ? 23 : 25)): 0 habits created, 0 updated, 6 unchanged; 0 completions, 0 skips\n"),
                "\(again.stdout)")
        #expect(again.stdout.contains("  read: 6 habits, \(done) completions, \(skips) skips; \(done + skips) on days already recorded here"), "\(again.stdout)")
    }

    @Test func theNewestSchemaMapsEveryField() throws {
        let (cli, fx) = Self.setUp()
        defer { cli.cleanUp() }
        let r = cli.run(["import", "loop", fx + "/loop-v25.db"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("Imported from Loop (backup, schema 25): 6 habits created, 0 updated, 0 unchanged; 12 completions, 1 skips\n"))
        #expect(r.stderr == "habitctl: warning: Loop habit 3 (\"Swim\"): 3 times in 10 days has no exact schedule here; imported as 2× per week\n")
        let habits = try Self.export(cli)
        let meditate = habits["Meditate"]!["habit"] as! [String: Any]
        #expect(meditate["question"] as? String == "Did you meditate?")
        #expect(meditate["description"] == nil)
        #expect(meditate["color"] as? String == "coral")
        #expect(meditate["schedule"] as? [String: String] == ["kind": "daily"])
        // reminder_days 84: bits 2, 4, 6 in Loop's Saturday-first order.
        #expect((meditate["reminders"] as? [[String: Any]])?.first?["time"] as? String == "07:30")
        #expect((meditate["reminders"] as? [[String: Any]])?.first?["days"] as? String == "mon,wed,fri")
        let done = (habits["Meditate"]!["completions"] as! [[String: Any]])
        // YES_MANUAL only: the duplicate day once, YES_AUTO (11-07) and NO (11-08) not at all.
        #expect(done.map { $0["date"] as! String } == ["2026-11-01", "2026-11-02", "2026-11-04", "2026-11-09"])
        #expect(done[2]["note"] as? String == "felt calm")
        #expect((habits["Meditate"]!["skips"] as! [[String: Any]]).map { $0["date"] as! String } == ["2026-11-06"])
        #expect((habits["Meditate"]!["habit"] as! [String: Any])["start_date"] as? String == "2026-11-01")
        let gym = habits["Gym"]!["habit"] as! [String: Any]
        #expect(same(gym["schedule"], ["kind": "weekly", "value": 3]))
        #expect(gym["color"] as? String == "sky")
        #expect(same((habits["Swim"]!["habit"] as! [String: Any])["schedule"], ["kind": "weekly", "value": 2]))
        let old = habits["Old habit"]!["habit"] as! [String: Any]
        #expect(old["archived"] as? Bool == true)
        #expect(same(old["schedule"], ["kind": "every", "value": 2]))
        let water = habits["Water"]!
        #expect(same((water["habit"] as! [String: Any])["goal"], ["value": 8, "unit": "cups"]))
        #expect((water["habit"] as! [String: Any])["kind"] as? String == "build")
        #expect((water["completions"] as! [[String: Any]]).map { $0["value"] as? Double } == [6.5, 8])
        let alcohol = habits["Alcohol"]!
        #expect((alcohol["habit"] as! [String: Any])["kind"] as? String == "quit")
        #expect(same((alcohol["habit"] as! [String: Any])["goal"], ["value": 2, "unit": "drinks"]))
        #expect((alcohol["completions"] as! [[String: Any]]).map { $0["value"] as? Double } == [0, 3])
    }

    /// Every schema version imports, each file is read without being changed, and a second
    /// import of it changes nothing, byte for byte.
    @Test func everyVersionImportsUnchangedAndOnlyOnce() throws {
        let (_, fx) = Self.setUp()
        let expected = [9: (4, 6, 0), 11: (4, 6, 0), 16: (4, 7, 1), 18: (6, 11, 1), 22: (6, 11, 1), 23: (6, 11, 1), 24: (6, 11, 1), 25: (6, 12, 1)]
        for (version, (habits, completions, skips)) in expected.sorted(by: { $0.key < $1.key }) {
            let cli = CLI()
            defer { cli.cleanUp() }
            let file = fx + "/loop-v\(version).db"
            let before = Self.sha(file)
            let r = cli.run(["import", "loop", file])
            #expect(r.status == 0, "v\(version): \(r.stderr)")
            #expect(r.stdout.hasPrefix("Imported from Loop (backup, schema \(version)): \(habits) habits created, 0 updated, 0 unchanged; \(completions) completions, \(skips) skips"),
                    "v\(version): \(r.stdout)")
            #expect(Self.sha(file) == before, "v\(version): the backup was modified")
            #expect(!FileManager.default.fileExists(atPath: file + "-journal") && !FileManager.default.fileExists(atPath: file + "-wal"))
            let db = cli.fingerprint()
            let again = cli.run(["import", "loop", file])
            #expect(again.stdout.hasPrefix("Imported from Loop (backup, schema \(version)): 0 habits created, 0 updated, \(habits) unchanged; 0 completions, 0 skips"))
            #expect(cli.fingerprint() == db, "v\(version): a repeated import wrote")
            // Before schema 23 the question lived in description; the question comes out the same.
            #expect((try Self.export(cli)["Meditate"]!["habit"] as! [String: Any])["question"] as? String == "Did you meditate?")
        }
    }

    /// A backup from before Loop had uuids, then a newer one: only the new day is added, to the same habits.
    @Test func aNewerBackupAddsOnlyWhatIsNew() throws {
        let (cli, fx) = Self.setUp()
        defer { cli.cleanUp() }
        cli.ok("import", "loop", fx + "/loop-v22.db")
        let r = cli.run(["import", "loop", fx + "/loop-v25.db"])
        // Read 12 + 1 = written 1 + already here 12.
        #expect(r.stdout.hasPrefix("Imported from Loop (backup, schema 25): 0 habits created, 1 updated, 5 unchanged; 1 completions, 0 skips\n"
                                   + "  read: 6 habits, 12 completions, 1 skips; 12 on days already recorded here, which keep what they have\n"
                                   + "  updated: Meditate\n"), "\(r.stdout)")
        let again = cli.run(["import", "loop", fx + "/loop-v25.db"])
        #expect(again.stdout.hasPrefix("Imported from Loop (backup, schema 25): 0 habits created, 0 updated, 6 unchanged;"))
    }

    @Test func aNameClashIsRefusedUnlessMergedOrRenamed() throws {
        let (cli, fx) = Self.setUp()
        defer { cli.cleanUp() }
        cli.ok("add", "Meditate")
        let before = cli.fingerprint()
        let refused = cli.run(["import", "loop", fx + "/loop-v25.db"])
        #expect(refused.status != 0)
        #expect(refused.stderrLines.filter { !$0.contains("warning") } == [
            "habitctl: Cannot import: Loop habit 1 (\"Meditate\"): a habit named \"Meditate\" already exists here; --merge-into \"Meditate\" adds the history to it, --rename imports it as \"Meditate (Loop)\""])
        #expect(cli.fingerprint() == before)
        let dry = cli.run(["import", "loop", fx + "/loop-v25.db", "--merge-into", "meditate", "--dry-run"])
        #expect(dry.stdout.hasPrefix("Would import from Loop (backup, schema 25): 5 habits created, 1 updated, 0 unchanged; 12 completions, 1 skips (dry run: nothing written)"))
        #expect(cli.fingerprint() == before)
        let renamed = cli.run(["import", "loop", fx + "/loop-v25.db", "--rename"])
        #expect(renamed.stdout.hasPrefix("Renamed: Meditate → Meditate (Loop)\n"))
        #expect(try Self.export(cli)["Meditate (Loop)"] != nil)
        // The renamed habit is found again by its uuid.
        #expect(cli.run(["import", "loop", fx + "/loop-v25.db"]).stdout.contains("0 habits created, 0 updated, 6 unchanged"))
    }

    @Test func mergingAddsTheHistoryToTheExistingHabit() throws {
        let (cli, fx) = Self.setUp()
        defer { cli.cleanUp() }
        cli.ok("add", "Meditate", "--start", "2026-11-03")
        cli.ok("done", "Meditate", "--date", "2026-11-04")
        cli.ok("import", "loop", fx + "/loop-v25.db", "--merge-into", "Meditate")
        let meditate = try Self.export(cli)["Meditate"]!
        // 11-04 was done here already: kept once, with our record (no Loop note).
        #expect((meditate["completions"] as! [[String: Any]]).map { $0["date"] as! String } == ["2026-11-01", "2026-11-02", "2026-11-04", "2026-11-09"])
        #expect((meditate["habit"] as! [String: Any])["start_date"] as? String == "2026-11-01")
    }

    @Test func theCSVExportMapsToo() throws {
        let (cli, fx) = Self.setUp()
        defer { cli.cleanUp() }
        let r = cli.run(["import", "loop", fx + "/loop-csv.zip"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("Imported from Loop (CSV export): 4 habits created, 0 updated, 0 unchanged; 4 completions, 1 skips\n"))
        let habits = try Self.export(cli)
        let meditate = habits["Meditate"]!
        #expect((meditate["completions"] as! [[String: Any]]).map { $0["date"] as! String } == ["2026-11-03"])
        #expect((meditate["completions"] as! [[String: Any]])[0]["note"] as? String == "calm")
        #expect((meditate["skips"] as! [[String: Any]]).map { $0["date"] as! String } == ["2026-11-01"])
        let read = habits["Read, slowly"]!
        #expect((read["habit"] as! [String: Any])["description"] as? String == "Pages, \"really\"")
        #expect((read["habit"] as! [String: Any])["color"] as? String == "sky")
        #expect((read["completions"] as! [[String: Any]])[0]["note"] as? String == "chapter 1, 2")
        #expect((habits["Water"]!["completions"] as! [[String: Any]]).map { $0["value"] as? Double } == [2.5, 8])
        #expect((habits["Water"]!["habit"] as! [String: Any])["color"] as? String == "teal")
        #expect((habits["Old"]!["habit"] as! [String: Any])["archived"] as? Bool == true)
        let db = cli.fingerprint()
        #expect(cli.run(["import", "loop", fx + "/loop-csv.zip"]).stdout.hasPrefix("Imported from Loop (CSV export): 0 habits created, 0 updated, 4 unchanged"))
        #expect(cli.fingerprint() == db)
    }

    /// One clear line, a failing status, and the database byte for byte as it was.
    @Test(arguments: [
        ("loop-v26.db", "habitctl: Cannot import: FX/loop-v26.db comes from a newer Loop (schema 26); this habitctl reads schema 9 to 25"),
        ("no-repetitions.db", "habitctl: Cannot import: FX/no-repetitions.db is not a Loop backup: it has no Repetitions table"),
        ("truncated.db", "habitctl: Cannot import: cannot read FX/truncated.db: database disk image is malformed"),
        ("truncated.zip", "habitctl: Cannot import: FX/truncated.zip is not a readable zip archive (no end of central directory; is it truncated?)"),
        ("missing.db", "habitctl: cannot read FX/missing.db: No such file or directory"),
    ])
    func aBrokenFileLeavesTheDatabaseAlone(_ file: String, _ message: String) throws {
        let (cli, fx) = Self.setUp()
        defer { cli.cleanUp() }
        cli.ok("add", "Read")
        let before = cli.fingerprint()
        let r = cli.run(["import", "loop", fx + "/" + file])
        #expect(r.status != 0)
        #expect(r.stderrLines == [Substring(message.replacingOccurrences(of: "FX", with: fx))])
        #expect(cli.fingerprint() == before)
    }

    /// A name with a control character is refused as typed input is, naming the habit.
    @Test func unsafeTextIsRefusedNamingTheHabit() throws {
        let (cli, fx) = Self.setUp()
        defer { cli.cleanUp() }
        let file = fx + "/loop-v25.db"
        let r0 = CLI.exec("/usr/bin/python3", ["-c", "import sqlite3,sys; d=sqlite3.connect(sys.argv[1]); d.execute(\"update Habits set name='Gym\\x1b[2J' where id=2\"); d.commit()", file], environment: [:])
        #expect(r0.status == 0, "\(r0.stderr)")
        cli.ok("add", "Read")
        let before = cli.fingerprint()
        let r = cli.run(["import", "loop", file])
        #expect(r.status != 0)
        #expect(r.stderrLines.last?.hasPrefix("habitctl: Cannot import: Loop habit 2 (\"Gym\\e[2J\"): ") == true, "\(r.stderr)")
        #expect(cli.fingerprint() == before)
    }
}

/// JSON objects compared as Foundation compares them (numbers from JSON are NSNumbers).
func same(_ value: Any?, _ expected: [String: Any]) -> Bool {
    func text(_ v: Any) -> String? {
        (try? JSONSerialization.data(withJSONObject: v, options: [.sortedKeys])).map { String(decoding: $0, as: UTF8.self) }
    }
    guard let value, let a = text(value), let b = text(expected) else { return false }
    return a == b
}
