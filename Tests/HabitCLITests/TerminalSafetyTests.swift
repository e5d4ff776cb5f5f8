import Foundation
import Testing

/// A database another tool wrote, with ESC, an OSC 52 clipboard write, CSI sequences, a C1
/// CSI and a right-to-left override in every text column habitctl shows: no command lets one
/// reach the terminal raw. Read through a real pty (util-linux `script`).
@Suite struct TerminalSafetyTests {
    /// What goes into every text column: a clipboard write, a colour, a clear-screen, a C1
    /// CSI and an override.
    static let poison = "char(27) || ']52;c;cm0gLXJmIH4=' || char(7) || char(27) || '[41m' || char(27) || '[2J' || char(155) || '31m' || char(8238)"

    static let poisonedName = "Poison\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[41m\u{1B}[2J\u{9B}31m\u{202E}"

    func poisonedDatabase() throws -> CLI {
        let cli = CLI()
        cli.ok("add", "Poison", "--goal", "5", "--unit", "pages", "--category", "Health", "--description", "d",
               "--reward", "r", "--reward-every", "3", "--remind", "09:00", "--start", "2026-11-01")
        cli.ok("add", "Plain", "--start", "2026-11-01")
        cli.ok("done", "Poison", "--date", "2026-11-20", "--value", "3", "--note", "n")
        cli.ok("skip", "Poison", "--date", "2026-11-21", "--note", "n")
        let p = Self.poison
        let sql = """
            UPDATE habit SET name = 'Poison' || \(p), description = 'desc' || \(p), goal_unit = 'pg' || \(p),
                             reward_text = 'reward' || \(p), icon = 'I' || char(27) || '[2J',
                             question = 'question' || \(p), message = 'message' || \(p), sound = 'sound' || \(p)
                WHERE name = 'Poison';
            UPDATE habit SET name_key = lower(name);
            UPDATE category SET name = 'Health' || \(p), name_key = lower('Health' || \(p)) WHERE name = 'Health';
            UPDATE completion SET note = 'note' || \(p);
            UPDATE skip SET note = 'skip' || \(p);
            """
        let r = CLI.exec("/usr/bin/sqlite3", [cli.db, sql], environment: cli.environment)
        guard r.status == 0 else { throw CLIFailure(message: "sqlite3: \(r.stderr)") }
        return cli
    }

    /// Everything a user might type over that database, the poisoned name passed as "$POISON".
    static let commands = [
        "list", "list --all", "list --json", "show \"$POISON\"", "show \"$POISON\" --json", "history \"$POISON\"",
        "history \"$POISON\" --json", "stats", "stats \"$POISON\"", "stats --category \"$POISON\"", "next", "next \"$POISON\"",
        "category list", "done \"$POISON\" --value 1", "undo \"$POISON\"", "skip \"$POISON\"", "export", "export --csv",
        "show \"$POISON\"x", "done Plain --note \"$POISON\"", "snooze \"$POISON\"", "rm \"$POISON\"",
    ]

    @Test(arguments: commands)
    func noEscapeReachesTheTerminal(_ command: String) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            Issue.record("util-linux 'script' is needed to give habitctl a terminal")
            return
        }
        var cli = try poisonedDatabase()
        defer { cli.cleanUp() }
        cli.extraEnvironment = ["POISON": Self.poisonedName, "HABITCTL": CLI.binary, "NO_COLOR": "1"]
        let line = "\"$HABITCTL\" \(command) 2>&1"
        var r = CLI.exec("/usr/bin/script", ["-qec", line, "/dev/null"], environment: cli.environment)
        #expect(!r.stdout.isEmpty, "\(command): no output")
        #expect(!r.stdout.unicodeScalars.contains("\u{1B}"), "\(command), NO_COLOR: \(r.stdout.debugDescription)")
        if !command.contains("--json") {
            #expect(!r.stdout.unicodeScalars.contains { $0 == "\u{9B}" || $0 == "\u{202E}" }, "\(command): \(r.stdout.debugDescription)")
        }
        // In colour, the only escape sequences are habitctl's own colours, and its question
        // of the terminal's background before the first (theme auto: OSC 11, then DA1).
        cli.extraEnvironment["NO_COLOR"] = nil
        r = CLI.exec("/usr/bin/script", ["-qec", line, "/dev/null"], environment: cli.environment)
        let own = try Regex("\u{1B}\\[(0|1|2|32|33|38;2;[0-9]+;[0-9]+;[0-9]+)m")
        let question = "\u{1B}]11;?\u{1B}\\\u{1B}[c"
        #expect(r.stdout.components(separatedBy: question).count <= 2, "asked once at most: \(r.stdout.debugDescription)")
        let rest = r.stdout.replacingOccurrences(of: question, with: "").replacing(own, with: "")
        #expect(!rest.unicodeScalars.contains("\u{1B}"), "\(command), colour: \(r.stdout.debugDescription)")
    }

    /// The poison is shown, escaped, where the user can see something is off.
    @Test func storedControlsAreShownAsVisibleEscapes() throws {
        var cli = try poisonedDatabase()
        defer { cli.cleanUp() }
        cli.extraEnvironment = ["POISON": Self.poisonedName, "HABITCTL": CLI.binary, "NO_COLOR": "1"]
        let r = CLI.exec("/usr/bin/script", ["-qec", "\"$HABITCTL\" history \"$POISON\"", "/dev/null"], environment: cli.environment)
        #expect(r.stdout.contains("note\\e]52;c;cm0gLXJmIH4=\\x07\\e[41m\\e[2J\\x9B31m<U+202E>"), "\(r.stdout.debugDescription)")
    }
}

/// Imports obey the same rules as typed input: one line naming the habit and field, nothing written.
@Suite struct ImportTextSafetyTests {
    @Test(arguments: [("\"note\" : \"n\"", "\"note\" : \"n\\u001b]52;c;eA==\\u0007\"", "The note of Read on 2026-11-20 contains ESC (U+001B) at character 2"),
                      ("\"name\" : \"Read\"", "\"name\" : \"Re\\u202Ead\"", "Name contains U+202E RIGHT-TO-LEFT OVERRIDE at character 3"),
                      ("\"description\" : \"d\"", "\"description\" : \"d\\u009b2J\"", "Description contains a C1 control (U+009B) at character 2")])
    func anImportWithUnsafeTextIsRefusedWhole(_ find: String, _ replace: String, _ message: String) throws {
        let source = CLI(), target = CLI()
        defer { source.cleanUp(); target.cleanUp() }
        source.ok("add", "Read", "--description", "d", "--start", "2026-11-01")
        source.ok("done", "Read", "--date", "2026-11-20", "--note", "n")
        let json = source.ok("export").stdout
        #expect(json.contains(find), "\(json)")
        let file = target.dir + "/poisoned.json"
        try json.replacingOccurrences(of: find, with: replace).write(toFile: file, atomically: true, encoding: .utf8)
        target.ok("add", "Other")
        let before = target.fingerprint()
        let r = target.run(["import", file])
        #expect(r.status != 0 && r.stderrLines.count == 1 && r.stderr.contains(message), "\(r.stderr)")
        #expect(target.fingerprint() == before)
    }

    @Test func aCSVImportWithAnEscapeNamesTheLine() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Read", "--start", "2026-11-01")
        let file = cli.dir + "/c.csv"
        try "habit,date,count,value,note,source,recorded_at\nRead,2026-11-20,1,,fine,cli,\nRead,2026-11-21,1,,x\u{1B}[2J,cli,\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let before = cli.fingerprint()
        let r = cli.run(["import", "--csv", file])
        #expect(r.status != 0 && r.stderr == "habitctl: Cannot import: line 3: Note contains ESC (U+001B) at character 2: control characters cannot be stored\n", "\(r.stderr)")
        #expect(cli.fingerprint() == before)
    }
}
