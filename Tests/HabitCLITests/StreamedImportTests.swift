import Foundation
import Testing

/// `import` reads an export as a stream: keys in any order, every JSON escape, strings that
/// cross its 64 KiB reads, and mistakes named by where they are, with nothing written.
@Suite struct StreamedImportTests {
    static let habit = """
        {"name": "Read", "color": "sky", "kind": "build", "schedule": {"kind": "daily"}, "times_per_day": 1,
         "reminders": [], "start_date": "2026-10-01", "archived": false, "pinned": false,
         "category": "Mind", "created_at": "2026-10-01T08:00:00.000Z"}
        """

    /// Every key order a hand-made file may have, escapes of every kind, nulls and unknown keys.
    @Test func keysInAnyOrderAndEveryEscapeImportAsWritten() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let file = cli.dir + "/any-order.json"
        // Habits before categories and format; an entry's completions and skips before its habit.
        let json = """
            {"extra": {"a": [1, -2.5e3, true, false, null, {"b": "\\u00e9\\n"}]},
             "habits": [{"skips": [{"recorded_at": "2026-11-02T19:00:00.000Z", "date": "2026-11-02", "note": null}],
                         "completions": [
                            {"date": "2026-11-01", "count": 2, "value": null, "source": "cli", "recorded_at": "2026-11-01T19:00:00.000Z",
                             "note": "tab\\there \\"quoted\\" back\\\\slash \\/ caf\\u00e9 \\ud83d\\ude00"},
                            {"recorded_at": "2026-11-03T19:00:00.000Z", "source": "import", "count": 1, "date": "2026-11-03"}],
                         "habit": \(Self.habit)}],
             "settings": {"week-start": "sunday"},
             "version": 1, "categories": ["Mind"], "format": "habitd-export"}
            """
        try json.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(cli.ok("import", file).stdout == "Imported 1 habits with 2 completions\n")
        let export = try JSONSerialization.jsonObject(with: Data(cli.ok("export").stdout.utf8)) as! [String: Any]
        #expect((export["categories"] as? [String])?.contains("Mind") == true)
        #expect((export["settings"] as? [String: String])?["week-start"] == "sunday")
        let entry = (export["habits"] as! [[String: Any]])[0]
        let completions = entry["completions"] as! [[String: Any]]
        #expect(completions.map { $0["date"] as? String } == ["2026-11-01", "2026-11-03"])
        #expect(completions[0]["note"] as? String == "tab\there \"quoted\" back\\slash / café 😀")
        #expect(completions[0]["count"] as? Int == 2)
        #expect((entry["skips"] as! [[String: Any]]).map { $0["date"] as? String } == ["2026-11-02"])
        #expect(cli.ok("doctor").stdout.hasPrefix("Derived state of 1 habit in step with the log.\n"))
    }

    /// Notes with escapes, thousands of them, so that strings and escapes fall across reads.
    @Test func stringsAcrossReadsArriveWhole() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let file = cli.dir + "/long.json"
        let start = CivilDay(2020, 1, 1)
        let completions = (0..<2500).map { i in
            "{\"date\": \"\(start.adding(i))\", \"count\": 1, \"source\": \"cli\", \"recorded_at\": \"2026-11-01T19:00:00.000Z\", "
                + "\"note\": \"day \(i)\\nsecond line caf\\u00e9 \\ud83d\\ude00 \\\"q\\\" \(String(repeating: "x", count: i % 97))\"}"
        }
        let habit = Self.habit.replacingOccurrences(of: "2026-10-01", with: "2020-01-01")
        let json = "{\"format\": \"habitd-export\", \"version\": 1, \"settings\": {}, \"categories\": [\"Mind\"], "
            + "\"habits\": [{\"habit\": \(habit), \"completions\": [\(completions.joined(separator: ", "))], \"skips\": []}]}"
        #expect(json.utf8.count > 4 * 65536)
        try json.write(toFile: file, atomically: true, encoding: .utf8)
        cli.ok("import", file)
        let export = try JSONSerialization.jsonObject(with: Data(cli.ok("export").stdout.utf8)) as! [String: Any]
        let notes = ((export["habits"] as! [[String: Any]])[0]["completions"] as! [[String: Any]]).map { $0["note"] as! String }
        #expect(notes == (0..<2500).map { "day \($0)\nsecond line café 😀 \"q\" \(String(repeating: "x", count: $0 % 97))" })
    }

    /// One line saying where, and the database as it was.
    @Test(arguments: [
        ("truncated", #"{"format": "habitd-export", "version": 1, "categories": ["Mind"], "habits": [{"habit": HABIT, "completions": [{"date": "2026-11-01", "co"#,
         "Cannot import: habits.0.completions.0: the file ends in the middle of the JSON"),
        ("a bad date", #"{"format": "habitd-export", "version": 1, "categories": ["Mind"], "habits": [{"habit": HABIT, "completions": [{"date": "2026-11-31", "count": 1, "source": "cli", "recorded_at": "2026-11-01T19:00:00.000Z"}], "skips": []}]}"#,
         "Cannot import: habits.0.completions.0.date: not a date: '2026-11-31'"),
        ("a missing count", #"{"format": "habitd-export", "version": 1, "categories": ["Mind"], "habits": [{"habit": HABIT, "completions": [{"date": "2026-11-01", "source": "cli", "recorded_at": "2026-11-01T19:00:00.000Z"}], "skips": []}]}"#,
         "Cannot import: habits.0.completions.0: missing 'count'"),
        ("an unlisted category", #"{"format": "habitd-export", "version": 1, "categories": [], "habits": [{"habit": HABIT, "completions": [], "skips": []}]}"#,
         "No category named 'Mind'"),
        ("another format", #"{"format": "loop", "version": 1, "categories": ["Mind"], "habits": [{"habit": HABIT, "completions": [], "skips": []}]}"#,
         "Cannot import: not a habitd export (format 'loop')"),
        ("junk after the end", #"{"format": "habitd-export", "version": 1, "categories": ["Mind"], "habits": []} x"#,
         "Cannot import: unexpected data after the end, found 'x'"),
    ])
    func aBrokenFileIsRefusedWhole(_ name: String, _ text: String, _ message: String) throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Gym")
        cli.ok("done", "Gym")
        let file = cli.dir + "/broken.json"
        try text.replacingOccurrences(of: "HABIT", with: Self.habit).write(toFile: file, atomically: true, encoding: .utf8)
        let before = cli.fingerprint()
        let r = cli.run(["import", file])
        #expect(r.status != 0, "\(name)")
        #expect(r.stderrLines.count == 1 && r.stderr.contains(message), "\(name): \(r.stderr)")
        #expect(cli.fingerprint() == before, "\(name)")
    }
}

/// A calendar day for building fixtures, `YYYY-MM-DD` when printed.
struct CivilDay: CustomStringConvertible {
    let date: Date
    init(_ y: Int, _ m: Int, _ d: Int) {
        date = Calendar(identifier: .gregorian).date(from: DateComponents(timeZone: TimeZone(identifier: "UTC"), year: y, month: m, day: d))!
    }
    private init(date: Date) { self.date = date }
    func adding(_ days: Int) -> CivilDay { CivilDay(date: date.addingTimeInterval(Double(days) * 86400)) }
    var description: String {
        let f = DateFormatter()
        f.dateFormat = "yyyy-MM-dd"
        f.timeZone = TimeZone(identifier: "UTC")
        return f.string(from: date)
    }
}
