import Foundation
import Testing

/// Every kind of bad input: one line on stderr, a non-zero exit, nothing on stdout, and the
/// database byte for byte as it was.
@Suite struct BadInputTests {
    static let cases: [(String, [String])] = [
        ("empty name", ["add", ""]),
        ("blank name", ["add", "   "]),
        ("name over 60", ["add", String(repeating: "n", count: 61)]),
        ("name with a newline", ["add", "two\nlines"]),
        ("name with an escape", ["add", "red\u{1B}[31m"]),
        ("name with a tab", ["add", "a\tb"]),
        ("duplicate name", ["add", "Gym"]),
        ("duplicate name, other case", ["add", "gYM"]),
        ("duplicate name by rename", ["edit", "Read", "--rename", "GYM"]),
        ("time 24:00", ["add", "New", "--remind", "24:00"]),
        ("time 12:60", ["add", "New", "--remind", "12:60"]),
        ("time ab:cd", ["add", "New", "--remind", "ab:cd"]),
        ("time on edit", ["edit", "Gym", "--add-remind", "7.30"]),
        ("weekday", ["add", "New", "--days", "mon,funday"]),
        ("remind weekday", ["add", "New", "--remind", "08:00", "--remind-days", "holiday"]),
        ("count 0", ["done", "Gym", "--count", "0"]),
        ("count not a number", ["done", "Gym", "--count", "two"]),
        ("count too large", ["done", "Gym", "--count", "100000"]),
        ("times 0", ["add", "New", "--times", "0"]),
        ("weekly 0", ["add", "New", "--weekly", "0"]),
        ("weekly 8", ["add", "New", "--weekly", "8"]),
        ("monthly 0", ["add", "New", "--monthly", "0"]),
        ("monthly 32", ["add", "New", "--monthly", "32"]),
        ("every 0", ["add", "New", "--every", "0"]),
        ("weekly 8 on edit", ["edit", "Gym", "--weekly", "8"]),
        ("impossible date", ["add", "New", "--start", "2026-02-30"]),
        ("malformed date", ["done", "Gym", "--date", "22/11/2026"]),
        ("future done", ["done", "Gym", "--date", "2026-11-23"]),
        ("undo: a future day", ["undo", "Gym", "--date", "2026-11-23"]),
        ("done before start", ["done", "Gym", "--date", "2026-10-01"]),
        ("end before start", ["add", "New", "--start", "2026-11-10", "--end", "2026-11-01"]),
        ("end before start on edit", ["edit", "Gym", "--end", "2026-10-01"]),
        ("zone", ["add", "New", "--zone", "Mars/Olympus_Mons"]),
        ("zone abbreviation", ["add", "New", "--zone", "CEST"]),
        ("colour", ["add", "New", "--color", "bluish"]),
        ("hex colour", ["add", "New", "--color", "#12345"]),
        ("two schedules", ["add", "New", "--daily", "--weekly", "3"]),
        ("three schedules", ["add", "New", "--days", "mon", "--every", "2", "--irregular"]),
        ("times on weekly", ["add", "New", "--weekly", "3", "--times", "2"]),
        ("quit and build", ["add", "New", "--quit", "--build"]),
        ("goal", ["add", "New", "--goal", "lots"]),
        ("unit without goal", ["add", "New", "--unit", "km"]),
        ("icon", ["add", "New", "--icon", "abc"]),
        ("unknown category", ["add", "New", "--category", "Nope"]),
        ("unknown preset", ["add", "--preset", "yoga-nidra"]),
        ("unknown habit: done", ["done", "Ghost"]),
        ("unknown habit: undo", ["undo", "Ghost"]),
        ("unknown habit: edit", ["edit", "Ghost", "--daily"]),
        ("unknown habit: rm", ["rm", "Ghost", "--yes"]),
        ("unknown habit: show", ["show", "Ghost"]),
        ("unknown habit: archive", ["archive", "Ghost"]),
        ("unknown habit: skip", ["skip", "Ghost"]),
        ("nothing to undo", ["undo", "Read"]),
        ("not skipped", ["unskip", "Read"]),
        ("remove missing reminder", ["edit", "Gym", "--remove-remind", "06:00"]),
        ("duplicate reminder", ["edit", "Gym", "--add-remind", "18:00"]),
        ("unknown setting", ["config", "set", "volume", "11"]),
        ("unknown setting get", ["config", "get", "volume"]),
        ("bad setting value", ["config", "set", "quiet-policy", "maybe"]),
        ("bad quiet hours", ["config", "set", "quiet-hours", "22:00-25:00"]),
        ("bad week start", ["config", "set", "week-start", "tuesday"]),
        ("rm without terminal", ["rm", "Gym"]),
        ("conflicting filters", ["list", "--done", "--due"]),
        ("unknown category filter", ["list", "--category", "Nope"]),
        ("duplicate category", ["category", "add", "health"]),
        ("unknown option", ["add", "New", "--colour", "sky"]),
        ("unknown subcommand word", ["frobnicate"]),
        ("import garbage", ["import", "-"]),
        ("next: --from not an instant", ["next", "--from", "tomorrow"]),
        ("next: --from without a zone", ["next", "--from", "2026-11-22T10:00:00"]),
        ("next: --from a date only", ["next", "--from", "2026-11-22"]),
        ("next: --from impossible", ["next", "--from", "2026-02-30T10:00:00Z"]),
        ("next: unknown --tz", ["next", "--tz", "Mars/Olympus_Mons"]),
        ("next: --count 0", ["next", "--count", "0"]),
        ("next: --count absurd", ["next", "--count", "1000000"]),
        ("next: --count negative", ["next", "--count", "-3"]),
        ("next: unknown habit", ["next", "Ghost"]),
        ("snooze: zero minutes", ["snooze", "Read", "0"]),
        ("snooze: too long", ["snooze", "Read", "1441"]),
        ("snooze: not a number", ["snooze", "Read", "soon"]),
        ("snooze: unknown habit", ["snooze", "Ghost"]),
        ("snooze: nothing due", ["snooze", "Gym"]),
        ("reward every 1", ["add", "New", "--reward", "a book", "--reward-every", "1"]),
        ("reward every 0 on edit", ["edit", "Gym", "--reward", "a book", "--reward-every", "0"]),
        ("reward every without a reward", ["edit", "Gym", "--reward-every", "7"]),
        ("reward blank", ["add", "New", "--reward", "  "]),
        ("reward too long", ["add", "New", "--reward", String(repeating: "r", count: 101)]),
        ("nudge every 4 minutes", ["add", "New", "--remind", "09:00", "--nudge-every", "4"]),
        ("nudge every 721 minutes", ["edit", "Gym", "--nudge-every", "721"]),
        ("nudge 21 times", ["add", "New", "--nudge-every", "10", "--nudge-times", "21"]),
        ("nudge 0 times", ["edit", "Gym", "--nudge-every", "10", "--nudge-times", "0"]),
        ("nudge times without a nudge", ["edit", "Gym", "--nudge-times", "3"]),
        ("stats: --from after --to", ["stats", "--from", "2026-11-10", "--to", "2026-11-01"]),
        ("stats: --from after today", ["stats", "--from", "2026-12-01"]),
        ("stats: unknown category", ["stats", "--category", "Nope"]),
        ("stats: unknown habit", ["stats", "Ghost"]),
        ("stats: habit and category", ["stats", "Gym", "--category", "Health"]),
        ("stats: --last and --from", ["stats", "--last", "30d", "--from", "2026-11-01"]),
        ("stats: --last without a unit", ["stats", "--last", "30"]),
        ("stats: --last zero", ["stats", "--last", "0d"]),
        ("stats: --last unknown unit", ["stats", "--last", "3q"]),
        ("stats: malformed date", ["stats", "--from", "1/11/2026"]),
        ("daemon status: not running", ["daemon", "status"]),
        ("daemon ping: not running", ["daemon", "ping"]),
        ("daemon reload: not running", ["daemon", "reload"]),
        ("daemon: unknown subcommand", ["daemon", "restart"]),
        // Inputs that can never work, or contradict each other (issue "Every view tells the same truth").
        ("skip before the start", ["skip", "Gym", "--date", "2026-10-01"]),
        ("done after the end", ["done", "Ended", "--date", "2026-11-15"]),
        ("toggle after the end", ["toggle", "Ended"]),
        ("toggle: a count of none", ["toggle", "Read", "--count", "0"]),
        ("negative goal", ["add", "New", "--goal", "-1"]),
        ("negative count", ["done", "Read", "--count", "-1"]),
        ("negative value", ["done", "Read", "--value", "-2"]),
        ("unit without a goal", ["add", "New", "--unit", "pages"]),
        ("nudges without a reminder", ["add", "New", "--nudge-every", "30"]),
        ("edit: --no-remind with --remind", ["edit", "Gym", "--no-remind", "--remind", "09:00"]),
        ("edit: --no-goal with --unit", ["edit", "Gym", "--no-goal", "--unit", "pages"]),
        ("edit: --no-end with --end", ["edit", "Gym", "--no-end", "--end", "2026-12-01"]),
        ("edit: reminders removed, nudges kept", ["edit", "Nudged", "--no-remind"]),
        // Text that could attack a terminal or pass one name off as another (TextSafety).
        ("done: a note with an OSC 52 clipboard write", ["done", "Read", "--note", "hi\u{1B}]52;c;cm0gLXJmIH4=\u{07}"]),
        ("done: a note with a CSI", ["done", "Read", "--note", "x\u{1B}[2J"]),
        ("done: a note with a C1 CSI", ["done", "Read", "--note", "x\u{9B}2J"]),
        ("done: a note with DEL", ["done", "Read", "--note", "x\u{7F}"]),
        ("add: a name with a right-to-left override", ["add", "evil\u{202E}gpj.exe"]),
        ("add: a name with an isolate", ["add", "a\u{2067}b"]),
        ("add: a name with a zero-width space", ["add", "G\u{200B}ym"]),
        ("add: a name with a BOM", ["add", "\u{FEFF}Read2"]),
        ("add: a description with ESC", ["add", "New", "--description", "x\u{1B}]0;title\u{07}"]),
        ("add: a unit with ESC", ["add", "New", "--goal", "5", "--unit", "p\u{1B}[31m"]),
        ("add: a reward with a newline", ["add", "New", "--reward", "a\nbook", "--reward-every", "3"]),
        ("edit: rename to a name with an override", ["edit", "Read", "--rename", "Re\u{202E}ad"]),
        ("edit: a description with SOH", ["edit", "Read", "--description", "x\u{1}y"]),
        ("skip: a note with ESC", ["skip", "Read", "--note", "\u{1B}[H"]),
        ("category add: ESC", ["category", "add", "Fit\u{1B}[41m"]),
        ("category add: an override", ["category", "add", "Fit\u{202D}"]),
        ("pause: no habit named", ["pause", "--from", "2026-12-01"]),
        ("pause: names and --all", ["pause", "Gym", "--all"]),
        ("pause: an unknown habit", ["pause", "Nope", "--from", "2026-12-01"]),
        ("pause: a bad date", ["pause", "Gym", "--from", "2026-12-32"]),
        ("pause: --to before --from", ["pause", "Gym", "--from", "2026-12-10", "--to", "2026-12-01"]),
        ("pause: an unknown category", ["pause", "--category", "Nope"]),
        ("pause: a note with ESC", ["pause", "Gym", "--note", "\u{1B}[2J"]),
        ("pause --list with a name", ["pause", "--list", "Gym"]),
        ("resume: not paused", ["resume", "Gym"]),
        ("resume: nothing paused", ["resume", "--all"]),
        ("fail: a quit habit", ["fail", "Smoke"]),
        ("fail: a done day", ["fail", "Gym"]),
        ("fail: a future day", ["fail", "Read", "--date", "2026-12-01"]),
        ("fail: before the start", ["fail", "Read", "--date", "2026-10-01"]),
        ("fail: a note with ESC", ["fail", "Read", "--note", "\u{1B}[2J"]),
        ("move: no place", ["move", "Gym"]),
        ("move: two places", ["move", "Gym", "--top", "--bottom"]),
        ("move: before itself", ["move", "Gym", "--before", "gym"]),
        ("move: before an unknown habit", ["move", "Gym", "--before", "Nope"]),
        ("add: a message with an unknown placeholder", ["add", "Stretch", "--message", "Hi {nmae}"]),
        ("edit: a message with an unclosed placeholder", ["edit", "Read", "--message", "Hi {name"]),
    ]

    @Test(arguments: cases)
    func refusedWithOneLineAndNothingWritten(_ name: String, _ args: [String]) throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Gym", "--weekly", "3", "--remind", "18:00", "--start", "2026-11-01")
        cli.ok("add", "Read", "--start", "2026-11-01")
        cli.ok("done", "Gym")
        cli.ok("add", "Ended", "--start", "2026-11-01", "--end", "2026-11-10")
        cli.ok("add", "Nudged", "--remind", "08:00", "--nudge-every", "30", "--start", "2026-11-01")
        cli.ok("add", "Smoke", "--quit", "--start", "2026-11-01")
        let before = cli.fingerprint()
        #expect(before[""] != nil && before["-wal"] == nil, "the seeded database is checkpointed")
        let r = cli.run(args, stdin: args == ["import", "-"] ? Data("{not json".utf8) : nil)
        #expect(r.status != 0, "\(name): exit status")
        #expect(r.stderrLines.count == 1, "\(name): stderr was \(r.stderr.debugDescription)")
        #expect(r.stderr.hasPrefix("habitctl: "), "\(name)")
        #expect(r.stdout.isEmpty, "\(name): stdout was \(r.stdout.debugDescription)")
        #expect(cli.fingerprint() == before, "\(name): the database changed")
    }

    @Test func aFileThatIsNotADatabaseIsRefusedUntouched() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let text = Data("my shopping list\n".utf8)
        _ = FileManager.default.createFile(atPath: cli.db, contents: text)
        for args in [["list"], ["add", "Gym"], ["done", "Gym"]] {
            let r = cli.run(args)
            #expect(r.status != 0)
            #expect(r.stderr == "habitctl: \(cli.db) is not a habitd database; refusing to touch it\n")
        }
        #expect(FileManager.default.contents(atPath: cli.db) == text)
    }

    @Test func aBadHABITD_NOWIsOneLine() {
        var cli = CLI()
        defer { cli.cleanUp() }
        cli.now = "yesterday"
        let r = cli.run(["list"])
        #expect(r.status != 0 && r.stderrLines.count == 1)
    }
}
