import Foundation
import Testing

/// `import harsh` on a habits and log file: categories from headings, the same merge,
/// dry-run and all-or-nothing rules as Loop's.
@Suite struct ImportHarshTests {
    static let habits = "# mine\n! Dailies\nMeditated: 1\n! Weeklies\nGym: 3/7\nCalled Mom: 1w\n! Tracking\nCoffee cups: 0\n"
    static let log = """
        2026-11-01 : Meditated : y
        2026-11-01 : Gym : y : legs day : 45
        2026-11-02 : Gym : s : sick
        2026-11-03 : Coffee cups : y : : 3
        2026-11-04 : Gone : y

        """

    static func write(_ dir: String, habits: String = habits, log: String = log) throws {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try habits.write(toFile: dir + "/habits", atomically: true, encoding: .utf8)
        try log.write(toFile: dir + "/log", atomically: true, encoding: .utf8)
    }

    @Test func importsHeadingsAnswersAndAmountsOnce() throws {
        var cli = CLI()
        defer { cli.cleanUp() }
        // The default folder: $XDG_CONFIG_HOME/harsh.
        cli.extraEnvironment["XDG_CONFIG_HOME"] = cli.dir + "/config"
        try Self.write(cli.dir + "/config/harsh")
        let dry = cli.run(["import", "harsh", "--dry-run"])
        #expect(dry.stdout.hasPrefix("Would import from harsh (\(cli.dir)/config/harsh): 4 habits created, 0 updated, 0 unchanged; 3 completions, 1 skips (dry run: nothing written)\n"))
        #expect(dry.stderr == "habitctl: warning: \(cli.dir)/config/harsh/log: 1 line for \"Gone\", which \(cli.dir)/config/harsh/habits does not list; not imported\n")
        #expect(((try cli.json("export") as! [String: Any])["habits"] as! [Any]).isEmpty)
        let r = cli.run(["import", "harsh"])
        #expect(r.status == 0, "\(r.stderr)")
        let export = try cli.json("export") as! [String: Any]
        #expect(Set(export["categories"] as! [String]).isSuperset(of: ["Dailies", "Weeklies", "Tracking"]))
        let entries = try ImportLoopTests.export(cli)
        let gym = entries["Gym"]!
        #expect((gym["habit"] as! [String: Any])["category"] as? String == "Weeklies")
        #expect(same((gym["habit"] as! [String: Any])["schedule"], ["kind": "weekly", "value": 3]))
        #expect((gym["completions"] as! [[String: Any]]).map { $0["note"] as? String } == ["legs day"])
        #expect((gym["completions"] as! [[String: Any]]).map { $0["value"] as? Double } == [45])
        #expect((gym["skips"] as! [[String: Any]]).map { $0["date"] as? String } == ["2026-11-02"])
        #expect((entries["Coffee cups"]!["habit"] as! [String: Any])["schedule"] as? [String: String] == ["kind": "irregular"])
        #expect(same((entries["Called Mom"]!["habit"] as! [String: Any])["schedule"], ["kind": "weekly", "value": 1]))
        // Again: nothing changes. A newer log adds only its new day.
        let db = cli.fingerprint()
        #expect(cli.run(["import", "harsh"]).stdout.hasPrefix("Imported from harsh (\(cli.dir)/config/harsh): 0 habits created, 0 updated, 4 unchanged; 0 completions, 0 skips"))
        #expect(cli.fingerprint() == db)
        try Self.write(cli.dir + "/config/harsh", log: Self.log + "2026-11-05 : Meditated : y\n")
        #expect(cli.run(["import", "harsh"]).stdout.hasPrefix("Imported from harsh (\(cli.dir)/config/harsh): 0 habits created, 1 updated, 3 unchanged; 1 completions, 0 skips"))
    }

    @Test func aBadLineLeavesTheDatabaseAlone() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Read")
        try Self.write(cli.dir + "/h", log: Self.log + "2026-11-05 : Meditated : perhaps\n")
        let before = cli.fingerprint()
        let r = cli.run(["import", "harsh", cli.dir + "/h"])
        #expect(r.status != 0)
        #expect(r.stderrLines == ["habitctl: Cannot import: \(cli.dir)/h/log line 6: 'perhaps' is not y, n or s"])
        #expect(cli.fingerprint() == before)
        let missing = cli.run(["import", "harsh", cli.dir + "/nowhere"])
        #expect(missing.stderrLines == ["habitctl: cannot read \(cli.dir)/nowhere/habits: No such file or directory"])
        #expect(cli.fingerprint() == before)
    }

    /// An imported note is held to the typed note's rule (`Validate.note`): one longer than
    /// a typed note may be is refused, naming its day, and nothing is written.
    @Test func aNoteTooLongToTypeIsRefusedByItsDay() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Read")
        let long = String(repeating: "a", count: 501)   // a typed note holds 500
        try Self.write(cli.dir + "/h", log: Self.log + "2026-11-05 : Meditated : y : \(long)\n")
        let before = cli.fingerprint()
        let r = cli.run(["import", "harsh", cli.dir + "/h"])
        #expect(r.status != 0)
        #expect(r.stderrLines.count == 1 && r.stderr.hasPrefix("habitctl: Cannot import: \(cli.dir)/h/habits line ")
                && r.stderr.hasSuffix("(\"Meditated\"): The note on 2026-11-05 is 501 characters long; at most 500 are allowed\n"), "\(r.stderr)")
        #expect(cli.fingerprint() == before)
    }
}
