import Foundation
import Testing

/// Every view tells the same truth: a grid of habits (build and quit, with and without a
/// goal, every schedule kind, N a day, skips, slips, backdated records) over four weeks,
/// and on every day the board, `list --json`, `show`'s week and heat map, `show --json`,
/// `stats --json` and the streak agree with the one classification (`show --json`'s
/// `days[].class`, which is `HabitRules.classify`). The guard against the next contradiction.
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

    @Test func everyViewAgreesOnEveryDay() throws {
        let c = seeded()
        defer { c.cleanUp() }
        let list = try #require(try c.json("list", "--json") as? [[String: Any]])
        let board = c.ok().stdout.split(separator: "\n").map(String.init)
        var classes: [String: [String: String]] = [:]
        for (name, _, _) in Self.grid {
            let show = try #require(try c.json("show", name, "--json", "--weeks", "4") as? [String: Any])
            let days = try #require(show["days"] as? [[String: Any]])
            let classOf = Dictionary(uniqueKeysWithValues: days.map { ($0["date"] as! String, $0["class"] as! String) })
            #expect(days.count == 25, "\(name): the heat map's four weeks through today")
            classes[name] = classOf
            // The week: show --json's week, the board's bar and list --json's week_done.
            let week = try #require(show["week"] as? [[String: Any]])
            for d in week where classOf[d["date"] as! String] != nil {
                #expect(d["class"] as? String == classOf[d["date"] as! String], "\(name) \(d)")
            }
            let weekClass = Dictionary(uniqueKeysWithValues: week.map { ($0["date"] as! String, $0["class"] as! String) })
            let weekDates = week.map { $0["date"] as! String }
            let satisfied = weekDates.filter { classOf[$0] == "satisfied" }.count
            let entry = try #require(list.first { $0["name"] as? String == name })
            #expect(entry["week_done"] as? Int == satisfied, "\(name): list --json week_done \(entry["week_done"] ?? "nil"), classes \(satisfied)")
            let row = try #require(board.first { $0.contains(" \(name) ") }, "\(name) on the board")
            let skipped = Set(week.filter { $0["status"] as? String == "skipped" }.map { $0["date"] as! String })
            #expect(barCells(row) == weekDates.map { boardCell(weekClass[$0]!, skipped: skipped.contains($0)) }, "\(name): board \(row)")
            // The heat map: one cell per day through today.
            let text = c.ok("show", name, "--weeks", "4").stdout.split(separator: "\n").map(String.init)
            // show's week, in words: a ✓ for satisfied days, "missed" or ✗ for failed ones.
            for date in weekDates where classOf[date] != nil {
                let line = try #require(text.first { $0.contains(" \(date)  ") }, "\(name) \(date) in show's week")
                let words = String(line[line.range(of: date)!.upperBound...])
                #expect(words.contains("✓") == (classOf[date] == "satisfied"), "\(name) \(date): '\(words)' is \(classOf[date]!)")
                #expect((words.contains("missed") || words.contains("✗")) == (classOf[date] == "failed"), "\(name) \(date): '\(words)'")
            }
            let heat = heatMap(text)
            for (i, d) in days.enumerated() {
                let quit = name.hasPrefix("No") || name == "Cups" || name.hasPrefix("Slipped")
                let expected = heatCell(d["class"] as! String, logged: (d["count"] as! Int) > 0, skipped: d["status"] as? String == "skipped", quit: quit)
                #expect(heat[i % 7][i / 7] == expected, "\(name) \(d["date"]!): heat map \(heat[i % 7][i / 7]), class \(d["class"]!)")
            }
            // Stats over the grid's four weeks: due and satisfied periods from the same classes
            // (day kinds: a day is a period; a day done off-schedule is not due).
            let stats = try #require(try c.json("stats", name, "--from", "2026-10-26", "--to", Self.today, "--json") as? [String: Any])
            if !(name == "Weekly" || name == "Monthly") {
                let scheduled = days.filter { ["satisfied", "failed"].contains($0["class"] as! String) && isScheduled(name, $0["date"] as! String) }
                #expect(stats["due_periods"] as? Int == scheduled.count, "\(name): stats due \(stats["due_periods"] ?? "nil")")
                #expect(stats["satisfied_periods"] as? Int == scheduled.filter { $0["class"] as! String == "satisfied" }.count, "\(name): stats satisfied")
                // The streak: satisfied days back from the latest settled one, excused and pending passed over.
                var streak = 0
                for d in days.reversed() where isScheduled(name, d["date"] as! String) {
                    let cls = d["class"] as! String
                    if cls == "satisfied" { streak += 1 } else if cls == "failed" { break }
                }
                let streaks = try #require(show["streaks"] as? [String: Any])
                #expect(streaks["current_streak"] as? Int == streak, "\(name): streak \(streaks["current_streak"] ?? "nil"), classes \(streak)")
                #expect(entry["current_streak"] as? Int == streak, "\(name): list --json streak")
            }
        }
        // Perfect days: every day-schedule habit due that day (satisfied or failed) satisfied.
        let all = try #require(try c.json("stats", "--from", "2026-10-26", "--to", Self.today, "--json") as? [String: Any])
        let dates = (classes["Daily"] ?? [:]).keys.sorted()
        let perfect = dates.filter { date in
            let due = Self.grid.map(\.0).filter { !["Weekly", "Monthly"].contains($0) && isScheduled($0, date) }
                .compactMap { classes[$0]?[date] }.filter { $0 == "satisfied" || $0 == "failed" }
            return !due.isEmpty && due.allSatisfy { $0 == "satisfied" }
        }
        #expect(!perfect.isEmpty, "the grid has perfect days to agree on")
        #expect(all["perfect_days"] as? Int == perfect.count, "stats perfect days \(all["perfect_days"] ?? "nil"), classes \(perfect)")
    }

    /// The quit rule, in the words the issue gave: nothing logged in the past is kept, a
    /// slip fails (today at once), today is pending until a check-in.
    @Test func theQuitRule() throws {
        let c = seeded()
        defer { c.cleanUp() }
        func cls(_ name: String, _ date: String) throws -> String? {
            let show = try #require(try c.json("show", name, "--json", "--weeks", "4") as? [String: Any])
            return (show["days"] as? [[String: Any]])?.first { $0["date"] as? String == date }?["class"] as? String
        }
        #expect(try cls("No sugar", "2026-11-18") == "satisfied")
        #expect(try cls("No sugar", "2026-11-04") == "failed")
        #expect(try cls("No sugar", "2026-11-12") == "excused")
        #expect(try cls("No sugar", Self.today) == "pending")
        #expect(try cls("Cups", "2026-11-17") == "failed")
        #expect(try cls("Cups", Self.today) == "satisfied")
        #expect(try cls("Slipped today", Self.today) == "failed")
    }

    func isScheduled(_ name: String, _ date: String) -> Bool {
        let d = Int(date.suffix(2))!, month = Int(date.dropFirst(5).prefix(2))!
        let dayNumber = (month == 10 ? d - 26 : d + 5)   // days since 2026-10-26, a Monday
        switch name {
        case "MWF": return [0, 2, 4].contains(dayNumber % 7)
        case "Every 3": return dayNumber % 3 == 0
        default: return true
        }
    }

    /// The board's week bar: seven cells between the name and the progress.
    func barCells(_ row: String) -> [String] {
        let bar = row.firstRange(of: try! Regex("[■□·\\-\\[\\] ]{15,}"))!
        return row[bar].replacingOccurrences(of: "[", with: " ").replacingOccurrences(of: "]", with: " ")
            .split(separator: " ").map(String.init).prefix(7).map { $0 }
    }

    /// The heat map's rows (Mon…Sun), each a list of cells, oldest week first.
    func heatMap(_ lines: [String]) -> [[String]] {
        let start = lines.firstIndex { $0.hasPrefix("Last ") }! + 2
        return (0..<7).map { r in Array(lines[start + r].dropFirst(6).split(separator: " ").map(String.init)) }
    }

    /// A class as the board draws it: ■ satisfied, - excused, □ failed or pending, · not due.
    func boardCell(_ cls: String, skipped: Bool) -> String {
        switch cls {
        case "satisfied": return "■"
        case "excused": return "-"
        case "not_due": return skipped ? "-" : "·"
        default: return "□"
        }
    }

    /// A class as the heat map draws it: the board's cells, and ▪ for a build habit's part.
    func heatCell(_ cls: String, logged: Bool, skipped: Bool, quit: Bool) -> String {
        switch cls {
        case "satisfied": return "■"
        case "excused": return "-"
        case "not_due": return skipped ? "-" : logged ? "▪" : "·"
        default: return skipped ? "-" : logged && !quit ? "▪" : "□"
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
        #expect(c.ok().stdout.contains("No sugar  ■ ■ ■[□]□ □ □   3 / 7 this week  9d 1/3 (3 days)  check in"), "\(c.ok().stdout)")
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
