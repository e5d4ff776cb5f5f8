import Foundation
import Testing

/// Every view tells the same truth: a grid of habits (build and quit, with and without a
/// goal, every schedule kind, N a day, skips, slips, backdated records) over four weeks,
/// and on every day the board, `list --json`, `show`'s week and heat map, `show --json`,
/// `stats --json` and the streak agree with the ledger (`show --json`'s `days[].verdict`,
/// which is `Ledger`'s `DayVerdict`). The guard against the next contradiction.
@Suite struct ViewsAgreeTests {
    static let today = "2026-11-19"   // a Thursday; the grid starts Monday 2026-10-26

    /// name, `add` options, then the records: (command, date, extra options).
    static let grid: [(String, [String], [(String, String, [String])])] = [
        ("Daily", [], [("done", "10-26", []), ("done", "10-27", []), ("skip", "10-28", []), ("done", "11-02", []),
                       ("done", "11-16", []), ("done", "11-17", []), ("done", "11-18", []), ("done", "11-19", [])]),
        ("Twice", ["--times", "2"], [("done", "11-16", ["--count", "2"]), ("done", "11-17", []), ("done", "11-18", ["--count", "2"]),
                                     ("done", "11-19", [])]),
        ("Minutes", ["--goal", "20", "--unit", "minutes"], [("done", "11-10", ["--value", "25"]), ("done", "11-11", ["--value", "5"]),
                                                             ("done", "11-18", []), ("done", "11-19", ["--value", "10"])]),
        ("No sugar", ["--quit"], [("slip", "11-04", []), ("done", "11-16", []), ("skip", "11-12", [])]),
        ("Cups", ["--quit", "--goal", "8", "--unit", "cups"], [("done", "11-10", ["--value", "3"]), ("slip", "11-17", ["--value", "10"]),
                                                               ("done", "11-19", ["--value", "2"])]),
        ("Slipped today", ["--quit"], [("slip", "11-19", [])]),
        ("MWF", ["--days", "mon,wed,fri"], [("done", "10-26", []), ("done", "10-30", []), ("done", "11-04", []), ("done", "11-18", []),
                                             ("done", "11-14", [])]),
        ("Every 3", ["--every", "3"], [("done", "10-26", []), ("done", "10-29", []), ("done", "11-07", []), ("done", "11-19", [])]),
        ("Weekly", ["--weekly", "2"], [("done", "10-27", []), ("done", "10-29", []), ("done", "11-03", []), ("done", "11-18", []),
                                        ("skip", "11-11", [])]),
        ("Monthly", ["--monthly", "3"], [("done", "10-27", []), ("done", "11-02", []), ("done", "11-09", [])]),
        ("Piano", ["--goal", "150", "--unit", "minutes", "--per", "week"], [("done", "11-02", ["--value", "100"]),
                                                                            ("done", "11-16", ["--value", "90"]), ("done", "11-17", ["--value", "60"])]),
    ]

    func seeded() -> CLI {
        let c = CLI.onTheToursClock()
        for (name, options, records) in Self.grid {
            let r = c.run(["add", name, "--start", "2026-10-26"] + options)
            if r.status != 0 { Issue.record("\(r.stderr)") }
            for (command, date, extra) in records {
                let r = c.run([command, name, "--date", "2026-" + date] + extra)
                if r.status != 0 { Issue.record("\(command) \(name) \(date): \(r.stderr)") }
            }
        }
        return c
    }

    /// The verdicts that are a success, and those that decide a day habit's period.
    static let success: Set<String> = ["done", "kept"]
    static let decided: Set<String> = ["done", "kept", "partly", "missed", "slip"]

    @Test func everyViewAgreesOnEveryDay() throws {
        let c = seeded()
        defer { c.cleanUp() }
        let verdicts = try Self.agree(c, names: Self.grid.map(\.0), from: "2026-10-26", today: Self.today)
        #expect(verdicts["Daily"]?.count == 25, "the heat map's four weeks through today")
    }

    /// Every view of `names` against the ledger's verdicts (`show --json`'s `days`), over the
    /// four weeks of the heat map from `from` (a week start) through `today`: the board's bar,
    /// `list --json`, `show`'s week in words and its heat map, `history --json`, `stats
    /// --json` (days done, slips, due and met periods, the streak for day habits), perfect
    /// days and the status line. Returns each habit's verdicts by date.
    @discardableResult
    static func agree(_ c: CLI, names: [String], from: String, today: String) throws -> [String: [String: String]] {
        let list = try #require(try c.json("list", "--json") as? [[String: Any]])
        let board = c.ok().stdout.split(separator: "\n").map(String.init)
        var verdicts: [String: [String: String]] = [:]
        var dayHabits: [String] = []
        var doneToday = 0, dueToday = 0
        for name in names {
            let show = try #require(try c.json("show", name, "--json", "--weeks", "4") as? [String: Any])
            let days = try #require(show["days"] as? [[String: Any]])
            let verdictOf = Dictionary(uniqueKeysWithValues: days.map { ($0["date"] as! String, $0["verdict"] as! String) })
            verdicts[name] = verdictOf
            if verdictOf[today] == "done" { doneToday += 1 }
            if verdictOf[today] == "due" { dueToday += 1 }
            // The week: show --json's week, the board's bar and list --json's week_done.
            let week = try #require(show["week"] as? [[String: Any]])
            for d in week where verdictOf[d["date"] as! String] != nil {
                #expect(d["verdict"] as? String == verdictOf[d["date"] as! String], "\(name) \(d)")
            }
            let weekVerdict = Dictionary(uniqueKeysWithValues: week.map { ($0["date"] as! String, $0["verdict"] as! String) })
            let weekDates = week.map { $0["date"] as! String }
            let satisfied = weekDates.filter { success.contains(weekVerdict[$0]!) }.count
            let entry = try #require(list.first { $0["name"] as? String == name })
            #expect(entry["week_done"] as? Int == satisfied, "\(name): list --json week_done \(entry["week_done"] ?? "nil"), verdicts \(satisfied)")
            let row = try #require(board.first { $0.contains(" \(name) ") }, "\(name) on the board")
            #expect(barCells(row) == weekDates.map { boardCell(weekVerdict[$0]!) }, "\(name): board \(row)")
            // show's week, in words: a ✓ for a success, "missed" or ✗ for a miss or a slip,
            // "partly" for a part, "goal met" for a day a met week covers.
            let text = c.ok("show", name, "--weeks", "4").stdout.split(separator: "\n").map(String.init)
            for date in weekDates {
                let v = weekVerdict[date]!
                let line = try #require(text.first { $0.contains(" \(date)  ") }, "\(name) \(date) in show's week")
                let words = String(line[line.range(of: date)!.upperBound...])
                #expect(words.contains("✓") == success.contains(v), "\(name) \(date): '\(words)' is \(v)")
                #expect((words.contains("missed") || words.contains("✗")) == ["missed", "slip"].contains(v), "\(name) \(date): '\(words)' is \(v)")
                #expect(words.contains("partly") == (v == "partly"), "\(name) \(date): '\(words)' is \(v)")
                #expect(words.contains("goal met") == (v == "covered"), "\(name) \(date): '\(words)' is \(v)")
                #expect(words.contains("upcoming") == (v == "upcoming"), "\(name) \(date): '\(words)' is \(v)")
            }
            // The heat map: one cell per day through today.
            let heat = heatMap(text)
            for (i, d) in days.enumerated() {
                let expected = heatCell(d["verdict"] as! String)
                #expect(heat[i % 7][i / 7] == expected, "\(name) \(d["date"]!): heat map \(heat[i % 7][i / 7]), verdict \(d["verdict"]!)")
            }
            // history --json: each entry carries its day's verdict.
            for e in try #require(try c.json("history", name, "--json", "--limit", "0") as? [[String: Any]]) {
                guard let v = verdictOf[e["date"] as! String] else { continue }
                #expect(e["verdict"] as? String == v, "\(name): history \(e)")
            }
            // Stats over the four weeks: days done are the successes; for day habits a
            // decided day is a period, and the streak runs back over them.
            let stats = try #require(try c.json("stats", name, "--from", from, "--to", today, "--json") as? [String: Any])
            #expect(stats["completions"] as? Int == days.filter { success.contains($0["verdict"] as! String) }.count,
                    "\(name): stats days done \(stats["completions"] ?? "nil")")
            #expect(stats["slips"] as? Int == days.filter { $0["verdict"] as? String == "slip" }.count, "\(name): stats slips")
            // Its text says the same figures.
            let statsText = c.ok("stats", name, "--from", from, "--to", today).stdout
            let done = stats["completions"] as! Int, due = stats["due_periods"] as! Int, met = stats["satisfied_periods"] as! Int
            #expect(statsText.contains(" \(done)   ") && (due == 0 ? statsText.contains("nothing was due") : statsText.contains("\(met) of \(due) due")),
                    "\(name): stats text against its JSON\n\(statsText)")
            if stats["streak_unit"] as? String == "days" {
                dayHabits.append(name)
                let decided = days.filter { Self.decided.contains($0["verdict"] as! String) }
                #expect(stats["due_periods"] as? Int == decided.count, "\(name): stats due \(stats["due_periods"] ?? "nil")")
                #expect(stats["satisfied_periods"] as? Int == decided.filter { success.contains($0["verdict"] as! String) }.count,
                        "\(name): stats satisfied")
                var streak = 0
                for d in decided.reversed() {
                    if success.contains(d["verdict"] as! String) { streak += 1 } else { break }
                }
                let streaks = try #require(show["streaks"] as? [String: Any])
                #expect(streaks["current_streak"] as? Int == streak, "\(name): streak \(streaks["current_streak"] ?? "nil"), verdicts \(streak)")
                #expect(entry["current_streak"] as? Int == streak, "\(name): list --json streak")
            }
        }
        // Perfect days: every day habit decided that day had a success (today is perfect
        // only once nothing is still due).
        let all = try #require(try c.json("stats", "--from", from, "--to", today, "--json") as? [String: Any])
        let dates = Set(verdicts.values.flatMap(\.keys)).sorted()
        let perfect = dates.filter { date in
            let due = dayHabits.compactMap { verdicts[$0]?[date] }.filter { Self.decided.contains($0) || $0 == "due" }
            return !due.isEmpty && due.allSatisfy { success.contains($0) }
        }
        #expect(all["perfect_days"] as? Int == perfect.count, "stats perfect days \(all["perfect_days"] ?? "nil"), verdicts \(perfect)")
        // The status line: done today over done and still due.
        #expect(c.ok("status").stdout == "\(doneToday)/\(doneToday + dueToday)\n", "status")
        return verdicts
    }

    /// The quit rule, in the words the issue gave: nothing logged in the past is kept, a
    /// slip fails (today at once), today is due until a check-in.
    @Test func theQuitRule() throws {
        let c = seeded()
        defer { c.cleanUp() }
        func verdict(_ name: String, _ date: String) throws -> String? {
            let show = try #require(try c.json("show", name, "--json", "--weeks", "4") as? [String: Any])
            return (show["days"] as? [[String: Any]])?.first { $0["date"] as? String == date }?["verdict"] as? String
        }
        #expect(try verdict("No sugar", "2026-11-18") == "kept")
        #expect(try verdict("No sugar", "2026-11-16") == "done")
        #expect(try verdict("No sugar", "2026-11-04") == "slip")
        #expect(try verdict("No sugar", "2026-11-12") == "skipped")
        #expect(try verdict("No sugar", Self.today) == "due")
        #expect(try verdict("Cups", "2026-11-17") == "slip")
        #expect(try verdict("Cups", Self.today) == "done")
        #expect(try verdict("Slipped today", Self.today) == "slip")
        // A week's amount met on Tuesday: the rest of the week is covered, in every view.
        #expect(try verdict("Piano", "2026-11-18") == "covered")
        #expect(try verdict("Minutes", "2026-11-11") == "partly")
        #expect(try verdict("Minutes", Self.today) == "due")
    }

    /// The board's week bar: seven cells between the name and the progress.
    static func barCells(_ row: String) -> [String] {
        let bar = row.firstRange(of: try! Regex("[■▪□!✗○◦~·\\-\\[\\] ]{15,}"))!
        return row[bar].replacingOccurrences(of: "[", with: " ").replacingOccurrences(of: "]", with: " ")
            .split(separator: " ").map(String.init).prefix(7).map { $0 }
    }

    /// The heat map's rows (Mon…Sun), each a list of cells, oldest week first.
    static func heatMap(_ lines: [String]) -> [[String]] {
        let start = lines.firstIndex { $0.hasPrefix("Last ") }! + 2
        return (0..<7).map { r in Array(lines[start + r].dropFirst(6).split(separator: " ").map(String.init)) }
    }

    /// A verdict as the board draws it: the heat map's glyphs (issue 44: each state its own;
    /// the board drew missed, due, to come and a slip all as □).
    static func boardCell(_ verdict: String) -> String { heatCell(verdict) }

    /// A verdict as the heat map draws it: the test's own table, not `VerdictGlyph`'s.
    static func heatCell(_ verdict: String) -> String {
        switch verdict {
        case "done", "kept": return "■"
        case "partly": return "▪"
        case "missed": return "□"
        case "slip": return "!"
        case "due": return "○"
        case "upcoming": return "◦"
        case "declined": return "✗"
        case "skipped": return "-"
        case "paused": return "~"
        default: return "·"
        }
    }
}

/// The issue's own cases (clock 2026-11-19T18:30Z, Berlin): every one of them once
/// contradicted another view.
@Suite struct QuitRuleTests {
    func cli() -> CLI { CLI.onTheToursClock() }

    @Test func aQuitHabitWithNothingLoggedKeptItsPastDaysInEveryView() throws {
        let c = cli()
        defer { c.cleanUp() }
        c.ok("add", "No sugar", "--quit", "--start", "2026-11-10")
        let show = c.ok("show", "No sugar").stdout
        for d in ["Mon 2026-11-16", "Tue 2026-11-17", "Wed 2026-11-18"] { #expect(show.contains("\(d)  kept ✓"), "\(show)") }
        #expect(show.contains("Thu 2026-11-19  check in"))
        #expect(c.ok().stdout.contains("No sugar  ■ ■ ■[○]◦ ◦ ◦   3 / 7 this week  9d 1/3 (3 days)  check in"), "\(c.ok().stdout)")
        let entry = try #require((try c.json("list", "--json") as? [[String: Any]])?.first)
        #expect(entry["week_done"] as? Int == 3 && entry["current_streak"] as? Int == 9)
    }

    @Test func aSlipIsNoCheckMarkAndStatsCountKeptDaysAndSlips() throws {
        let c = cli()
        defer { c.cleanUp() }
        c.ok("add", "No sugar", "--quit", "--start", "2026-11-10")
        c.ok("add", "Water", "--goal", "8", "--unit", "cups", "--quit", "--start", "2026-11-10")
        let done = c.ok("done", "Water", "--value", "10", "--date", "2026-11-17").stdout
        #expect(done == "✗ Water: 10 / 8 cups on 2026-11-17, a slip · 1 / 7 this week\n", "\(done)")
        let slip = c.ok("slip", "No sugar", "--date", "2026-11-18").stdout
        #expect(slip == "✗ No sugar: a slip on 2026-11-18 · 2 / 7 this week · the streak was 8 days\n", "\(slip)")
        let stats = try #require(try c.json("stats", "--json") as? [String: Any])
        // 18 due days (9 each, 10–18 Nov; today pending): 16 kept, 2 slips.
        #expect(stats["completions"] as? Int == 16 && stats["slips"] as? Int == 2 && stats["due_periods"] as? Int == 18
                && stats["satisfied_periods"] as? Int == 16, "\(stats)")
        let text = c.ok("stats").stdout
        #expect(text.contains("kept days        16") && text.contains("slips            2") && !text.contains("completions"), "\(text)")
        #expect(c.ok("done", "No sugar").stdout == "✓ No sugar: clean today · 3 / 7 this week\n")   // Mon, Tue kept, Wed a slip, today clean
        let history = c.ok("history", "Water").stdout + c.ok("history", "No sugar").stdout
        #expect(history.contains("Tue 2026-11-17  slip 10 cups") && history.contains("Wed 2026-11-18  slip")
                && history.contains("Thu 2026-11-19  clean"), "\(history)")
        let refused = c.run(["slip", "Water", "--value", "5"])
        #expect(refused.status != 0 && refused.stderr.contains("within Water's limit of 8 cups"), "\(refused.stderr)")
    }
}
