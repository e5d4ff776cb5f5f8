import Foundation
import Testing

/// Years of history: a database from before derived state is migrated once and answers as
/// before; a bulk import that fails midway leaves the file as it was.
@Suite struct HistoryTests {
    /// An export with `habits` habits and `days` days each: done on most days, some skipped.
    static func backup(habits: Int, days: Int, badDateAt: (habit: Int, entry: Int)? = nil) -> Data {
        let start = Calendar(identifier: .gregorian).date(byAdding: .day, value: -(days - 1), to: ISO8601DateFormatter().date(from: "2026-11-22T00:00:00Z")!)!
        let f = DateFormatter()
        f.dateFormat = "yyyy-MM-dd"
        f.timeZone = TimeZone(identifier: "UTC")
        let schedules: [[String: Any]] = [["kind": "daily"], ["kind": "weekly", "value": 3], ["kind": "monthly", "value": 8], ["kind": "every", "value": 2]]
        var list: [[String: Any]] = []
        for i in 0..<habits {
            var completions: [[String: Any]] = [], skips: [[String: Any]] = []
            for d in 0..<days {
                let day = f.string(from: start.addingTimeInterval(Double(d) * 86400))
                if (d * 7 + i * 3) % 10 < 8 {
                    let n = completions.count
                    let date = badDateAt.map { $0.habit == i && $0.entry == n } == true ? "2026-02-30" : day
                    completions.append(["date": date, "count": 1, "source": "cli", "recorded_at": "\(day)T19:00:00.000Z"])
                } else if (d + i) % 10 == 9 {
                    skips.append(["date": day, "recorded_at": "\(day)T19:00:00.000Z"])
                }
            }
            let schedule: [String: Any] = i % 5 == 4 ? ["kind": "daily"] : schedules[i % 4]
            list.append(["habit": ["name": "Habit \(i)", "color": "sky", "kind": i % 5 == 4 ? "quit" : "build",
                                   "schedule": schedule,
                                   "times_per_day": 1, "reminders": [["time": "08:00"]],
                                   "start_date": f.string(from: start), "archived": false, "pinned": false,
                                   "created_at": "\(f.string(from: start))T08:00:00.000Z"] as [String: Any],
                         "completions": completions, "skips": skips])
        }
        return try! JSONSerialization.data(withJSONObject: ["format": "habitd-export", "version": 1, "settings": [:] as [String: Any],
                                                            "categories": [] as [Any], "habits": list])
    }

    static func sqlite(_ db: String, _ sql: String) -> String {
        CLI.exec("/usr/bin/sqlite3", [db, sql], environment: ["PATH": "/usr/bin:/bin"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func anOlderDatabaseGetsItsDerivedStateOnceAndAnswersAsBefore() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let file = cli.dir + "/backup.json"
        try Self.backup(habits: 10, days: 400).write(to: URL(fileURLWithPath: file))
        cli.ok("import", file)
        let commands = [["list", "--json"], ["stats", "--json"], ["stats", "Habit 1", "--last", "1y", "--json"],
                        ["show", "Habit 0", "--json"], ["show", "Habit 2", "--json"], ["list"]]
        let before = commands.map { cli.run($0).stdout }
        // Made into the schema of the release before derived state (v4): no table, no migration row.
        _ = Self.sqlite(cli.db, "DROP TABLE habit_state; DELETE FROM grdb_migrations WHERE identifier = 'v5-derived-state';")
        #expect(Self.sqlite(cli.db, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'habit_state'") == "0")
        let after = commands.map { cli.run($0).stdout }
        #expect(after == before)
        #expect(Self.sqlite(cli.db, "SELECT COUNT(*) FROM habit_state") == "10")
        #expect(cli.ok("doctor").stdout.hasPrefix("Derived state of 10 habits in step with the log.\n"))
        // Once: the next command writes nothing.
        let built = cli.fingerprint()
        cli.ok("list")
        #expect(cli.fingerprint() == built)
    }

    @Test func anImportThatFailsMidwayLeavesTheDatabaseByteForByte() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let good = cli.dir + "/good.json", bad = cli.dir + "/bad.json"
        try Self.backup(habits: 3, days: 60).write(to: URL(fileURLWithPath: good))
        cli.ok("import", good)
        // Habits named apart from the ones stored; the 7th habit's 500th completion is no date.
        var data = Self.backup(habits: 8, days: 700, badDateAt: (habit: 6, entry: 500))
        data = Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "Habit ", with: "Other ").utf8)
        try data.write(to: URL(fileURLWithPath: bad))
        let before = cli.fingerprint()
        let r = cli.run(["import", bad])
        #expect(r.status != 0)
        #expect(r.stderrLines.count == 1)
        #expect(cli.fingerprint() == before)
        #expect(cli.ok("doctor").stdout.hasPrefix("Derived state of 3 habits in step with the log.\n"))
    }
}
