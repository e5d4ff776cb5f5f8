import Foundation
import Synchronization
import Testing

/// habitctl's commands end to end, on a real database file.
@Suite struct CommandTests {
    @Test func namesAreStoredAndShownLiterally() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let names = ["<b>x</b> & y", "Say \"hi\" & 'bye'", "Crème brûlée", "🏃 Run", "日本語の勉強"]
        for n in names { cli.ok("add", n) }
        let board = cli.ok().stdout
        for n in names { #expect(board.contains(n), "\(n)") }
        let list = try cli.json("list", "--json") as! [[String: Any]]
        #expect(list.map { $0["name"] as! String } == names)
        #expect(cli.ok("show", "<B>X</B> & Y").stdout.contains("<b>x</b> & y"))
        #expect(cli.ok("done", "crème BRÛLÉE").stdout.contains("Crème brûlée"))
    }

    /// The board by section (spec 001); `--flat` as one list; the JSON as it was, pinned first.
    @Test func theBoardBySectionAndFlat() throws {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.ok("add", "Water")
        cli.ok("add", "Read", "--category", "Learning")
        cli.ok("add", "Run", "--category", "Fitness")
        cli.ok("pin", "Run")
        let board = cli.ok().stdout
        let lines = board.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).map(String.init)
        #expect(lines.filter { !$0.contains("◦") && !$0.contains("■") } == ["Pinned", "", "Learning", "", "No category", ""], "\(board)")
        #expect(lines.filter { $0.contains("◦") }.map { String($0.split(separator: " ")[1]) } == ["Run", "Read", "Water"], "\(board)")
        let flat = cli.ok("list", "--flat").stdout
        #expect(flat.split(separator: "\n").count == 5 && flat.contains("📌Run") && !flat.contains("Pinned"), "\(flat)")
        let json = try cli.json("list", "--json") as! [[String: Any]]
        #expect(json.map { $0["name"] as! String } == ["Run", "Water", "Read"])
    }

    /// Spec 004 §5.3: what the name suggests fills what was not given, the Added line says
    /// so and how to avoid it; colour names; a custom colour hard to read is one warning.
    @Test func suggestionsFromTheName() throws {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        #expect(cli.ok("add", "Read").stdout == "Added Read: every day, goal 10 pages (from the name: 📚, 10 pages, indigo; --plain for none)\n")
        #expect(cli.ok("add", "Evening run", "--goal", "5", "--unit", "km", "--color", "sky").stdout
                == "Added Evening run: every day, goal 5 km (from the name: 🏃; --plain for none)\n")
        #expect(cli.ok("add", "Meditate", "--goal", "20").stdout.hasPrefix("Added Meditate: every day, goal 20 minutes (from the name: 🧘, minutes, purple;"))
        #expect(cli.ok("add", "no sugar").stdout == "Added no sugar: every day, quit (from the name: quit, coral; --plain for none)\n")
        #expect(cli.ok("add", "Water", "--plain").stdout == "Added Water: every day\n")
        // A suggested category that is gone is not suggested (nor made).
        cli.ok("category", "rm", "Health")
        #expect(cli.ok("add", "Drink water").stdout == "Added Drink water: every day, goal 8 cups (from the name: 💧, 8 cups; --plain for none)\n")
        let list = try cli.json("list", "--json") as! [[String: Any]]
        let byName = Dictionary(uniqueKeysWithValues: list.map { ($0["name"] as! String, $0) })
        #expect(byName["Read"]?["icon"] as? String == "📚" && byName["Read"]?["unit"] as? String == "pages" && byName["Read"]?["color"] as? String == "#7C7AE8")  // indigo
        #expect(byName["no sugar"]?["kind"] as? String == "quit" && byName["Water"]?["icon"] is NSNull)
        // Colour names and the contrast warning (the habit is still saved).
        #expect(cli.ok("add", "Piano", "--color", "Blue").stdout == "Added Piano: every day\n")
        #expect((try cli.json("list", "--json") as! [[String: Any]]).first { $0["name"] as? String == "Piano" }?["color"] as? String == "#7C7AE8")
        let dark = cli.run(["edit", "Piano", "--color", "#333366"])
        #expect(dark.status == 0 && dark.stderrLines == ["habitctl: warning: This colour may be hard to read (1.5:1 on a dark background, 4.5:1 reads well): try a lighter shade"],
                "\(dark.stderr)")
        #expect(cli.run(["edit", "Piano", "--color", "#FFD700"]).stderr.isEmpty)
        let before = cli.fingerprint()
        let bad = cli.run(["add", "Harp", "--color", "mauve"])
        #expect(bad.status != 0 && bad.stderrLines.count == 1 && cli.fingerprint() == before, "\(bad.stderr)")
    }

    /// A category made while adding: --new-category, or a yes on a terminal; refused
    /// otherwise, with the way to do it, and nothing written. The category shows as stored.
    @Test func aCategoryMadeWhileAdding() throws {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        #expect(cli.ok("add", "Piano", "--category", "learning").stdout == "Added Piano: every day, in Learning\n")
        let before = cli.fingerprint()
        let missing = cli.run(["add", "Harp", "--category", "Music"])
        #expect(missing.status == 1 && missing.stderrLines == ["habitctl: No category named 'Music': add --new-category to create it (habitctl category list shows them)"])
        let taken = cli.run(["add", "Piano", "--category", "Art", "--new-category"])
        #expect(taken.status == 1 && taken.stderrLines.count == 1)
        #expect(cli.fingerprint() == before, "neither the habit nor the category")
        #expect(cli.ok("add", "Harp", "--category", "Music", "--new-category").stdout == "Added Harp: every day, in Music\n")
        #expect(cli.ok("add", "Lute", "--category", "MUSIC").stdout == "Added Lute: every day, in Music\n")
        #expect(cli.ok("edit", "Lute", "--category", "health").stdout == "Updated Lute: every day, in Health\n")
        // On a terminal, add asks.
        let pty = try Pty(cli, ["add", "Flute", "--category", "Wind"])
        defer { pty.close() }
        // The question goes to stderr (a pipe here), as rm's does: stdout stays the result.
        #expect(pty.expectError("No category named 'Wind' yet. Create it? [y/N] "))
        #expect(pty.stderr == "No category named 'Wind' yet. Create it? [y/N] ")
        pty.type("y\r")
        #expect(pty.expect("Added Flute: every day, in Wind"))
        #expect(pty.exitStatus() == 0)
        #expect(cli.ok("category", "list").stdout.contains("Wind"))
    }

    /// A description's own lines each come under the indent, as typed, in a pipe (its markdown
    /// is styled only on a colour terminal: DescriptionTextTests).
    @Test func aDescriptionsLinesAreIndented() throws {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.ok("add", "Sleep", "--plain", "--description", "Before bed:\n- no screens after **22:00**\n- _tea_")
        let lines = cli.ok("show", "Sleep").stdout.split(separator: "\n").prefix(4).map(String.init)
        #expect(lines == ["S Sleep", "  Before bed:", "  - no screens after **22:00**", "  - _tea_"], "\(lines)")
    }

    /// Spec 004's updatedAt: a habit's when its definition last changed (not when it was
    /// done), a record's its recorded_at; an import keeps a habit's, and older exports
    /// without it import as before.
    @Test func exportCarriesUpdatedAt() throws {
        var cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.ok("add", "Piano", "--plain", "--start", "2026-11-17")
        cli.ok("done", "Piano")
        cli.ok("skip", "Piano", "--date", "2026-11-18")
        func habit() throws -> [String: Any] {
            let export = try cli.json("export") as! [String: Any]
            return (export["habits"] as! [[String: Any]])[0]
        }
        var entry = try habit()
        var h = entry["habit"] as! [String: Any]
        #expect(h["updated_at"] as? String == "2026-11-19T18:30:00Z" && h["created_at"] as? String == "2026-11-19T18:30:00Z")
        let c = (entry["completions"] as! [[String: Any]])[0], s = (entry["skips"] as! [[String: Any]])[0]
        #expect(c["updated_at"] as? String == c["recorded_at"] as? String && s["updated_at"] as? String == s["recorded_at"] as? String)
        cli.now = "2026-11-20T08:00:00Z"
        cli.ok("done", "Piano")
        #expect((try habit()["habit"] as! [String: Any])["updated_at"] as? String == "2026-11-19T18:30:00Z", "a completion is not an edit")
        cli.ok("edit", "Piano", "--color", "sky")
        entry = try habit()
        h = entry["habit"] as! [String: Any]
        #expect(h["updated_at"] as? String == "2026-11-20T08:00:00Z" && h["created_at"] as? String == "2026-11-19T18:30:00Z")
        // Round trip, and an export from before updated_at.
        let file = cli.dir + "/export.json"
        try Data(cli.ok("export").stdout.utf8).write(to: URL(fileURLWithPath: file))
        var other = CLI.onTheToursClock()
        defer { other.cleanUp() }
        other.ok("import", file)
        #expect(((try other.json("export") as! [String: Any])["habits"] as! [[String: Any]]).first.map { ($0["habit"] as! [String: Any])["updated_at"] as? String } == "2026-11-20T08:00:00Z")
        func withoutUpdatedAt(_ value: Any) -> Any {
            if let object = value as? [String: Any] { return object.filter { $0.key != "updated_at" }.mapValues(withoutUpdatedAt) }
            if let array = value as? [Any] { return array.map(withoutUpdatedAt) }
            return value
        }
        let old = withoutUpdatedAt(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))))
        try JSONSerialization.data(withJSONObject: old).write(to: URL(fileURLWithPath: file))
        #expect(!String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self).contains("updated_at"))
        other.now = "2026-11-21T08:00:00Z"
        other.ok("import", file, "--replace")
        #expect(((try other.json("export") as! [String: Any])["habits"] as! [[String: Any]]).first.map { ($0["habit"] as! [String: Any])["updated_at"] as? String } == "2026-11-19T18:30:00Z",
                "without one, a habit's starts at its creation")
    }

    /// Reminders paused and resumed with their times kept (spec 002/004), shown everywhere,
    /// exported and imported; the planner plans nothing while they are paused.
    @Test func remindersPausedKeepTheirTimes() throws {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.ok("add", "Piano", "--plain", "--remind", "20:00", "--remind", "09:00")
        let paused = cli.run(["edit", "Piano", "--reminders", "off"])
        #expect(paused.stdout == "Updated Piano: every day, reminders 09:00 20:00 (paused)\n" && paused.stderr.isEmpty, "\(paused.stderr)")
        #expect(cli.ok("show", "Piano").stdout.contains("  Reminders  09:00  20:00  (paused)\n"))
        #expect(cli.ok("next", "Piano").stdout == "No reminders planned for Piano.\n  Piano: its reminders are paused (habitctl edit \"Piano\" --reminders on)\n")
        let entry = (try cli.json("list", "--json") as! [[String: Any]])[0]
        #expect(entry["reminders_paused"] as? Bool == true && entry["reminders"] as? [String] == ["09:00", "20:00"])
        // Exported and imported as it is.
        let file = cli.dir + "/export.json"
        try Data(cli.ok("export").stdout.utf8).write(to: URL(fileURLWithPath: file))
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\"reminders_paused\" : true"))
        let other = CLI.onTheToursClock()
        defer { other.cleanUp() }
        other.ok("import", file)
        #expect((try other.json("list", "--json") as! [[String: Any]])[0]["reminders_paused"] as? Bool == true)
        // Resumed: the same times, planned again.
        #expect(cli.ok("edit", "Piano", "--reminders", "on").stdout == "Updated Piano: every day, reminders 09:00 20:00\n")
        #expect(cli.ok("next", "Piano").stdout.hasPrefix("Thu 2026-11-19 20:00 UTC+1  in 30 min"))
        #expect(!cli.ok("export").stdout.contains("reminders_paused"), "a habit not paused carries nothing for it")
        let bad = cli.run(["edit", "Piano", "--reminders", "maybe"])
        #expect(bad.status != 0 && bad.stderrLines.count == 1)
    }

    /// A habit's sound, the `sound` setting as its default, and what is refused.
    @Test func soundsPerHabitAndByDefault() throws {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.ok("add", "Piano", "--plain", "--sound", "Bell")
        cli.ok("add", "Harp", "--plain")
        #expect(cli.ok("show", "Piano").stdout.contains("  Sound      bell\n"))
        #expect(cli.ok("show", "Harp").stdout.contains("  Sound      message-new-instant (the default)\n"))
        cli.ok("config", "set", "sound", "none")
        #expect(cli.ok("show", "Harp").stdout.contains("  Sound      none (the default)\n"))
        let list = try cli.json("list", "--json") as! [[String: Any]]
        #expect(list.map { $0["sound"] as? String } == ["bell", nil])
        #expect(cli.ok("export").stdout.contains("\"sound\" : \"bell\""))
        let before = cli.fingerprint()
        for args in [["add", "Lute", "--sound", "Bell!"], ["edit", "Piano", "--sound", "../x"], ["config", "set", "sound", "a b"]] {
            let r = cli.run(args)
            #expect(r.status == 1 && r.stderrLines.count == 1, "\(args): \(r.stderr)")
        }
        #expect(cli.fingerprint() == before)
        cli.ok("edit", "Piano", "--sound", "default")
        #expect(cli.ok("show", "Piano").stdout.contains("  Sound      none (the default)\n"))
    }

    /// Units follow the setting (spec 002 FR-7): presets and suggestions in it; a habit keeps
    /// its unit until edit --unit converts its goal and every logged amount.
    @Test func unitsFollowTheSetting() throws {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        #expect(cli.ok("presets").stdout.contains("3 km") && !cli.ok("presets").stdout.contains("miles"), "metric by default")
        cli.ok("config", "set", "units", "us")
        let presets = cli.ok("presets").stdout
        #expect(presets.contains("🚶 walk") && presets.contains("2 miles") && !presets.contains(" km"), "\(presets)")
        #expect(cli.ok("presets", "--units", "metric").stdout.contains("3 km"))
        #expect(cli.ok("add", "--preset", "walk").stdout.hasPrefix("Added Walk: every day, goal 2 miles"))
        cli.ok("add", "Bike", "--plain", "--goal", "20", "--unit", "km", "--start", "2026-11-17")
        cli.ok("done", "Bike", "--value", "8", "--date", "2026-11-17")
        cli.ok("done", "Bike", "--date", "2026-11-18")
        let converted = cli.ok("edit", "Bike", "--unit", "miles").stdout
        #expect(converted == "Updated Bike: every day, goal 12.43 miles\nConverted from km to miles (× 0.62): the goal and every amount logged\n", "\(converted)")
        let export = try cli.json("export") as! [String: Any]
        let bike = (export["habits"] as! [[String: Any]]).first { ($0["habit"] as! [String: Any])["name"] as? String == "Bike" }!
        let values = (bike["completions"] as! [[String: Any]]).map { $0["value"] as? Double }
        #expect(values.count == 2 && abs((values[0] ?? 0) - 8 / 1.609344) < 1e-9 && values[1] == nil, "\(values)")
        // A unit of another kind is only a new label, as before.
        #expect(cli.ok("edit", "Bike", "--unit", "minutes").stdout == "Updated Bike: every day, goal 12.43 minutes\n")
        // Volumes: litres to US fluid ounces (the setting is us), ounces to ml.
        cli.ok("add", "Water", "--plain", "--goal", "2", "--unit", "l", "--start", "2026-11-17")
        cli.ok("done", "Water", "--value", "0.5", "--date", "2026-11-17")
        #expect(cli.ok("edit", "Water", "--unit", "fl oz").stdout.hasPrefix("Updated Water: every day, goal 67.63 fl oz\nConverted from litres to fl oz (× 33.81)"))
        #expect(cli.ok("edit", "Water", "--unit", "ml").stdout.hasPrefix("Updated Water: every day, goal 2000.06 ml\n"))
        #expect(cli.ok("history", "Water").stdout.contains("500 ml"), "\(cli.ok("history", "Water").stdout)")
        let bad = cli.run(["config", "set", "units", "furlongs"])
        #expect(bad.stderrLines == ["habitctl: Invalid value 'furlongs' for units: expected metric, imperial or us"])
    }

    @Test func snoozeWritesTheStoreForTheDaemonAndReplacesAnEarlierSnooze() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Read", "--start", "2026-11-01", "--remind", "09:00")
        #expect(cli.ok("snooze", "Read").stdout == "Snoozed Read for 10 min: habitd reminds you again at 10:10\n")
        #expect(cli.ok("snooze", "read", "45").stdout == "Snoozed Read for 45 min: habitd reminds you again at 10:45\n")
        let rows = CLI.exec("/usr/bin/sqlite3", [cli.db, "SELECT date, until FROM snooze"], environment: [:]).stdout
        #expect(rows == "2026-11-22|\(1_795_341_600 + 45 * 60)\n")
        cli.ok("done", "Read")
        #expect(cli.run(["snooze", "Read"]).stderr == "habitctl: Nothing to snooze: Read is not due today (done, skipped or not scheduled)\n")
    }

    /// Several habitctl processes creating one brand-new database at once all succeed: one
    /// creates the file, one sets it up, the others wait for it. (Found by the daemon
    /// benchmark's parallel set-up and by CI: "table category already exists", "database is
    /// locked", "UNIQUE constraint failed", "not a habitd database".)
    @Test func concurrentFirstOpensAllSucceed() throws {
        for _ in 0..<3 {
            let cli = CLI()
            defer { cli.cleanUp() }
            let env = cli.environment.merging(["HABITD_DB": cli.dir + "/new/habits.sqlite"]) { $1 }
            let failures = Mutex([String]())
            DispatchQueue.concurrentPerform(iterations: 8) { i in
                let r = CLI.exec(CLI.binary, ["add", "Habit \(i)"], environment: env)
                if r.status != 0 { failures.withLock { $0.append(r.stderr) } }
            }
            #expect(failures.withLock { $0 } == [])
            let list = CLI.exec(CLI.binary, ["list", "--json"], environment: env)
            #expect((try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [Any])?.count == 8)
        }
    }

    /// Stats on a fixed clock (Sunday 22 November, UTC): done Mon–Wed and Fri; Thursday and
    /// Saturday missed; today still open.
    @Test func statsForOneHabitAndForAll() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Read", "--start", "2026-11-16")
        cli.ok("add", "Gym", "--weekly", "2", "--start", "2026-11-16")
        for d in ["16", "17", "18", "20"] { cli.ok("done", "Read", "--date", "2026-11-\(d)") }
        cli.ok("done", "Gym", "--date", "2026-11-17")
        let one = try cli.json("stats", "Read", "--json") as! [String: Any]
        #expect(one["from"] as? String == "2026-10-24" && one["to"] as? String == "2026-11-22")
        #expect(one["completions"] as? Int == 4 && one["due_periods"] as? Int == 6)
        #expect(one["completion_rate"] as? Double == 4.0 / 6.0)
        #expect(one["current_streak"] as? Int == 0 && one["best_streak"] as? Int == 3)
        #expect(one["streak_unit"] as? String == "days")
        let all = try cli.json("stats", "--json", "--last", "1w") as! [String: Any]
        #expect(all["from"] as? String == "2026-11-16")
        #expect(all["completions"] as? Int == 5)
        #expect(all["perfect_days"] as? Int == 4)  // only Read has daily obligations
        #expect(all["trend_unit"] as? String == "week")
        #expect((all["habits"] as? [Any])?.count == 2)
        let text = cli.run(["stats", "Read", "--from", "2026-11-16"])
        #expect(text.stdout.contains("completion rate  67%   4 of 6 due days"))
        #expect(text.stdout.contains("streak           0 days   best 3 days"))
        #expect(text.stdout.contains("2026-11-16  █████████████▍░░░░░░   67%  4 done"))
        // One habit's icon and name on top (seed 002 FR-4).
        cli.ok("edit", "Read", "--icon", "📚")
        #expect(cli.run(["stats", "Read"]).stdout.hasPrefix("📚 Read  "), "the heading")
    }

    /// Over several habits, a streak is said with its unit and whose it is: a weekly Gym's 7
    /// weeks outlast a daily Run's 9 days (spec 001's four indicators, in the text too).
    @Test func statsSayWhoseStreakAndInWhatUnit() throws {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.ok("add", "Run", "--plain", "--start", "2026-11-01")
        cli.ok("add", "Gym", "--plain", "--weekly", "2", "--start", "2026-10-01")
        for d in 10...18 { cli.ok("done", "Run", "--date", "2026-11-\(d)") }
        for d in ["10-01", "10-02", "10-08", "10-09", "10-15", "10-16", "10-22", "10-23", "10-29", "10-30", "11-05", "11-06", "11-12", "11-13"] {
            cli.ok("done", "Gym", "--date", "2026-\(d)")
        }
        let all = try cli.json("stats", "--json") as! [String: Any]
        #expect(all["best_streak"] as? Int == 7 && all["best_streak_unit"] as? String == "weeks" && all["best_streak_habit"] as? String == "Gym")
        #expect(all["current_streak"] as? Int == 7 && all["current_streak_habit"] as? String == "Gym")
        let text = cli.ok("stats").stdout
        for line in ["  days done        17   0.6 a day on average", "  best streak      7 weeks, Gym", "  current streak   7 weeks, Gym",
                     "  perfect days     9 of 30"] {
            #expect(text.contains(line + "\n"), "\(line)\n\(text)")
        }
        #expect(try (cli.json("stats", "Run", "--json") as! [String: Any])["best_streak"] as? Int == 9)
    }

    /// The amounts chart, the line chart and the SVG (spec 002 FR-4/FR-8): amounts per bucket
    /// in the goal's unit, the rate as points on a labelled grid, the same charts in a file.
    @Test func statsChartsAmountsALineAndSVG() throws {
        let cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.ok("add", "Read", "--plain", "--goal", "20", "--unit", "pages", "--start", "2026-11-02")
        for (d, v) in [("02", "10"), ("03", "25"), ("09", "30"), ("10", "20"), ("11", "20"), ("16", "5")] {
            cli.ok("done", "Read", "--date", "2026-11-\(d)", "--value", v)
        }
        let text = cli.ok("stats", "Read", "--from", "2026-11-02", "--chart", "line", "--svg", cli.dir + "/read.svg").stdout
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let grid = Array(lines.drop { !$0.hasPrefix("  100% ┤") }.prefix(10))
        #expect(grid.count == 10 && grid[3].hasPrefix("   50% ┤") && grid[7].hasPrefix("    0% ┤") && grid[9] == "        11-02 11-09 11-16 ", "\(text)")
        // Rows 7 (100%) to 0: the week of the 2nd met the goal on 1 of 7 days (row 1), of the
        // 9th on 3 of 7 (row 3), of the 16th on none of 4 so far (row 0).
        #expect(grid[4] == "       │         ●" && grid[6] == "       │   ●" && grid[7] == "    0% ┤               ●", "\(grid)")
        for line in ["  pages per week", "  2026-11-02  ██████████░░░░░░░░░░  35 pages", "  2026-11-09  ████████████████████  70 pages",
                     "  2026-11-16  █▍░░░░░░░░░░░░░░░░░░  5 pages"] {
            #expect(lines.contains(line), "\(line)\n\(text)")
        }
        let svg = try String(contentsOfFile: cli.dir + "/read.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && svg.contains("<polyline") && svg.contains("pages logged") && svg.hasSuffix("</svg>\n"))
        #expect(svg.components(separatedBy: "<circle").count - 1 == 3 && svg.components(separatedBy: "<rect x=").count - 1 == 3)
        let json = try cli.json("stats", "Read", "--from", "2026-11-02", "--json") as! [String: Any]
        #expect(json["unit"] as? String == "pages" && (json["trend"] as! [[String: Any]]).map { $0["amount"] as? Double } == [35, 70, 5])
        // A habit's own default: line, unless told otherwise.
        cli.ok("edit", "Read", "--chart", "line")
        #expect(cli.ok("stats", "Read").stdout.contains("  100% ┤") && !cli.ok("stats", "Read", "--chart", "bar").stdout.contains("┤"))
        #expect(cli.ok("show", "Read").stdout.contains("  Chart      line\n"))
        #expect((try cli.json("list", "--json") as! [[String: Any]])[0]["chart"] as? String == "line")
        #expect(cli.ok("export").stdout.contains("\"chart\" : \"line\""))
        let bad = cli.run(["stats", "Read", "--svg", cli.dir + "/nowhere/x.svg"])
        #expect(bad.status == 1 && bad.stderrLines.count == 1 && bad.stderr.hasPrefix("habitctl: cannot write "))
    }

    /// A DST change inside the window counts as one day like any other (Berlin's 25-hour
    /// 25 October), and a zone change moves "today", so the window and the pending day move
    /// with the user: at 10:00 UTC on the 26th it is already the 27th on Kiritimati (UTC+14).
    @Test func statsAcrossADSTChangeAndAZoneChange() throws {
        var cli = CLI()
        defer { cli.cleanUp() }
        cli.zone = "Europe/Berlin"
        cli.now = "2026-10-26T10:00:00Z"
        cli.ok("add", "Read", "--start", "2026-10-20")
        for d in [20, 21, 22, 24, 25, 26] { cli.ok("done", "Read", "--date", "2026-10-\(d)") }
        let berlin = try cli.json("stats", "Read", "--json", "--from", "2026-10-20") as! [String: Any]
        #expect(berlin["to"] as? String == "2026-10-26")
        #expect(berlin["completions"] as? Int == 6 && berlin["due_periods"] as? Int == 7 && berlin["satisfied_periods"] as? Int == 6)
        #expect(berlin["current_streak"] as? Int == 3 && berlin["best_streak"] as? Int == 3)
        cli.zone = "Pacific/Kiritimati"
        let kiritimati = try cli.json("stats", "Read", "--json", "--from", "2026-10-20") as! [String: Any]
        #expect(kiritimati["to"] as? String == "2026-10-27")
        #expect(kiritimati["due_periods"] as? Int == 7)        // the 27th is today there, still open: pending
        #expect(kiritimati["current_streak"] as? Int == 3)
        cli.now = "2026-10-27T10:00:00Z"                       // the 28th there: the 27th is now missed
        let later = try cli.json("stats", "Read", "--json", "--from", "2026-10-20") as! [String: Any]
        #expect(later["due_periods"] as? Int == 8 && later["current_streak"] as? Int == 0)
    }

    /// Nudges through habitctl: set, listed by `next` (text and JSON), shown, removed.
    @Test func nudgesAreSetListedAndRemoved() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        #expect(cli.ok("add", "--plain", "Read", "--remind", "11:00", "--nudge-every", "15").stdout
                == "Added Read: every day, reminders 11:00, nudges every 15 min, at most 3 times\n")
        let next = try cli.json("next", "--json", "--count", "4") as! [[String: Any]]
        #expect(next.map { $0["at"] as! String } == ["2026-11-22T11:00:00Z", "2026-11-22T11:15:00Z", "2026-11-22T11:30:00Z", "2026-11-22T11:45:00Z"])
        #expect(next.map { $0["nudge"] as! Int } == [0, 1, 2, 3])
        #expect(cli.ok("next", "--count", "2").stdout.contains("→ nudge 1 after 11:00"))
        #expect(cli.ok("show", "Read").stdout.contains("11:00 · nudges every 15 min, at most 3 times"))
        cli.ok("edit", "Read", "--nudge-times", "1")
        #expect((try cli.json("next", "--json", "--count", "3") as! [[String: Any]]).map { $0["nudge"] as! Int } == [0, 1, 0])
        cli.ok("edit", "Read", "--no-nudge")
        #expect((try cli.json("next", "--json", "--count", "2") as! [[String: Any]]).map { $0["nudge"] as! Int } == [0, 0])
    }

    /// `show` gains the streak, every milestone reached (with its date), the current
    /// streak's ladder and the reward's progress.
    @Test func showPrintsStreaksMilestonesAndTheReward() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Read", "--start", "2026-11-10", "--reward", "a new book", "--reward-every", "5")
        for d in 10...22 where d != 14 { cli.ok("done", "Read", "--date", "2026-11-\(d)") }
        let text = cli.ok("show", "Read").stdout
        #expect(text.contains("Streak     8 days · best 8 days"))
        #expect(text.contains("Milestones 3 days reached on 2026-11-12 · this streak has climbed 1 of 3 steps, next 3 weeks, 13 days to go"), "\(text)")
        #expect(text.contains("Reward     a new book, every 5 days in a row · 3 / 5 toward the next"))
        let json = try cli.json("show", "Read", "--json") as! [String: Any]
        let streaks = json["streaks"] as! [String: Any]
        #expect(streaks["current_streak"] as? Int == 8 && streaks["ladder_step"] as? String == "1/3"
                && streaks["milestones_reached"] as? [[String: String]] == [["name": "3 days", "reached_on": "2026-11-12"]])
        let reward = (json["habit"] as? [String: Any])?["reward"] as? [String: Any]
        #expect(reward?["text"] as? String == "a new book" && reward?["every"] as? Int == 5)
        cli.ok("edit", "Read", "--no-reward")
        #expect(!cli.ok("show", "Read").stdout.contains("Reward"))
    }

    @Test func daemonCommandsWithoutADaemonSayItIsNotRunning() {
        let cli = CLI()
        defer { cli.cleanUp() }
        let r = cli.run(["daemon", "ping"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("habitctl: habitd is not running (no control socket at \(cli.dir)/habitd/control.sock"))
    }

    @Test func boardIsPlainTextWhenPipedAndShowsTheWeek() {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "--plain", "Read", "--start", "2026-11-01")
        cli.ok("add", "--plain", "Water", "--times", "3", "--start", "2026-11-01")
        cli.ok("done", "Read", "--date", "2026-11-16")
        cli.ok("done", "Read")
        cli.ok("done", "Water")
        let out = cli.ok().stdout
        #expect(!out.contains("\u{1B}"))
        #expect(out.contains("Week of Mon 2026-11-16 · today Sun 2026-11-22"))
        #expect(out.contains(" ■ □ □ □ □ □[■]  2 / 7 this week  1d  done ✓"))  // a streak of today alone
        #expect(out.contains("Water"))
        #expect(out.contains("2 more"))
    }

    @Test func colourOnATerminalUnlessNO_COLOR() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            Issue.record("util-linux 'script' is needed to give habitctl a terminal")
            return
        }
        var cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Read")
        let command = "\(CLI.binary) list"
        var r = CLI.exec("/usr/bin/script", ["-qec", command, "/dev/null"], environment: cli.environment)
        #expect(r.stdout.contains("\u{1B}["), "\(r.stdout.debugDescription)")
        cli.extraEnvironment = ["NO_COLOR": "1"]
        r = CLI.exec("/usr/bin/script", ["-qec", command, "/dev/null"], environment: cli.environment)
        #expect(r.stdout.contains("Read"))
        #expect(!r.stdout.contains("\u{1B}["), "\(r.stdout.debugDescription)")
    }

    @Test func filters() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Read", "--category", "Learning", "--start", "2026-11-01")
        cli.ok("add", "Run", "--category", "Fitness", "--start", "2026-11-01")
        cli.ok("add", "Rest", "--days", "mon", "--start", "2026-11-01")
        cli.ok("add", "Old", "--start", "2026-11-01")
        cli.ok("archive", "Old")
        cli.ok("done", "Run")
        func names(_ args: String...) throws -> [String] {
            let r = cli.run(["list", "--json"] + args)
            guard r.status == 0 else { throw CLIFailure(message: r.stderr) }
            return (try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [[String: Any]]).map { $0["name"] as! String }
        }
        #expect(try names() == ["Read", "Run", "Rest"])
        #expect(try names("--all") == ["Read", "Run", "Rest", "Old"])
        #expect(try names("--category", "fitness") == ["Run"])
        #expect(try names("--due") == ["Read"])
        #expect(try names("--done") == ["Run"])
        #expect(try names("--not-done") == ["Read", "Rest"])
        #expect(try names("--search", "RE") == ["Read", "Rest"])
        #expect(try names("--date", "2026-11-16", "--due") == ["Read", "Run", "Rest"])
        cli.ok("pin", "Rest")
        #expect(try names() == ["Rest", "Read", "Run"])
        #expect(cli.ok("list", "--search", "zzz").stdout == "No habits match.\n")
    }

    @Test func undoSkipAndHistory() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Read", "--start", "2026-11-01")
        cli.ok("done", "Read", "--note", "chapter 3")
        cli.ok("undo", "Read")
        #expect((try cli.json("list", "--json") as! [[String: Any]])[0]["done_today"] as? Int == 0)
        cli.ok("skip", "Read", "--date", "2026-11-21", "--note", "travelling")
        cli.ok("done", "Read", "--date", "2026-11-20", "--note", "a, \"quoted\" note")
        let history = try cli.json("history", "Read", "--json") as! [[String: Any]]
        #expect(history.map { $0["kind"] as! String } == ["skip", "done"])
        #expect(history[1]["note"] as? String == "a, \"quoted\" note")
        #expect(history[1]["recorded_at"] as? String == "2026-11-22T10:00:00Z")
        #expect(cli.ok("history", "Read").stdout.contains("skipped"))
        cli.ok("unskip", "Read", "--date", "2026-11-21")
        #expect((try cli.json("history", "Read", "--json") as! [[String: Any]]).count == 1)
    }

    @Test func editChangesSettingsAndReminders() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Gym", "--remind", "07:00")
        cli.ok("edit", "Gym", "--weekly", "3", "--add-remind", "18:00", "--remind-days", "mon,wed", "--color", "#00FF88", "--icon", "🏋")
        var h = (try cli.json("show", "Gym", "--json") as! [String: Any])["habit"] as! [String: Any]
        #expect((h["schedule"] as! [String: Any])["kind"] as? String == "weekly")
        #expect((h["reminders"] as! [[String: Any]]).count == 2)
        cli.ok("edit", "gym", "--remove-remind", "07:00", "--rename", "Weights", "--quit", "--goal", "2", "--unit", "hours")
        h = (try cli.json("show", "Weights", "--json") as! [String: Any])["habit"] as! [String: Any]
        #expect((h["reminders"] as! [[String: Any]]).map { $0["time"] as! String } == ["18:00"])
        #expect(h["kind"] as? String == "quit")
        #expect((h["goal"] as! [String: Any])["unit"] as? String == "hours")
        cli.ok("edit", "Weights", "--no-remind", "--no-goal", "--build")
        h = (try cli.json("show", "Weights", "--json") as! [String: Any])["habit"] as! [String: Any]
        #expect((h["reminders"] as! [Any]).isEmpty && h["goal"] == nil)
    }

    @Test func removeAsksOnATerminalAndNeedsYesOtherwise() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Read")
        #expect(cli.run(["rm", "Read"]).status != 0)
        cli.ok("rm", "read", "--yes")
        #expect((try cli.json("list", "--json") as! [Any]).isEmpty)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            Issue.record("util-linux 'script' is needed to give habitctl a terminal")
            return
        }
        cli.ok("add", "Write")
        // On a terminal: "n" keeps it, "y" deletes it.
        var r = CLI.exec("/usr/bin/script", ["-qec", "\(CLI.binary) rm Write", "/dev/null"], environment: cli.environment, stdin: Data("n\n".utf8))
        #expect(r.stdout.contains("Delete habit 'Write'"))
        #expect((try cli.json("list", "--json") as! [Any]).count == 1)
        r = CLI.exec("/usr/bin/script", ["-qec", "\(CLI.binary) rm Write", "/dev/null"], environment: cli.environment, stdin: Data("y\n".utf8))
        #expect((try cli.json("list", "--json") as! [Any]).isEmpty, "\(r.stdout)")
    }

    @Test func presetsAndCategories() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        let presets = try cli.json("presets", "--json") as! [[String: Any]]
        #expect(presets.count == 29)
        #expect(cli.ok("presets").stdout.contains("Fitness"))
        cli.ok("add", "--preset", "run")
        cli.ok("add", "Evening run", "--preset", "run", "--goal", "8")
        let list = try cli.json("list", "--json") as! [[String: Any]]
        #expect(list[0]["unit"] as? String == "km" && list[0]["goal"] as? Double == 5)
        #expect(list[1]["goal"] as? Double == 8 && list[1]["category"] as? String == "Fitness")
        cli.ok("config", "set", "units", "imperial")
        cli.ok("add", "--preset", "walk")
        #expect((try cli.json("list", "--json") as! [[String: Any]])[2]["unit"] as? String == "miles")
        cli.ok("category", "add", "Work")
        cli.ok("category", "rename", "work", "Job")
        let cats = try cli.json("category", "list", "--json") as! [[String: Any]]
        #expect(cats.map { $0["name"] as! String } == ["Health", "Fitness", "Learning", "Social", "Job"])
        #expect(cats[1]["habits"] as? Int == 3)
        cli.ok("category", "rm", "Fitness", "--yes")
        #expect((try cli.json("list", "--json") as! [[String: Any]])[0]["category"] is NSNull)
    }

    @Test func showHasSettingsWeekAndHeatMap() {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Read", "--remind", "21:00", "--start", "2026-06-01", "--category", "Learning")
        cli.ok("done", "Read", "--date", "2026-08-03")
        cli.ok("done", "Read")
        let out = cli.ok("show", "Read").stdout
        for expected in ["Read", "Schedule", "every day", "Reminders", "21:00", "Learning", "Next reminders",
                         "Mon 2026-11-23 21:00", "in 1 d 11 h", "This week", "Last 26 weeks", "Mon", "■"] {
            #expect(out.contains(expected), "\(expected)")
        }
        // Done today: today's 21:00 is not among the next reminders.
        #expect(!out.contains("Sun 2026-11-22 21:00"))
        // 26 weeks of columns, seven rows of days.
        let heat = out.split(separator: "\n").drop { !$0.contains("Last 26 weeks") }
        let rows = heat.filter { $0.hasPrefix("  Mon ") || $0.hasPrefix("  Sun ") }
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.count == 6 + 26 * 2 })
        #expect(heat.contains { $0.contains("Aug") && $0.contains("Nov") })
    }

    @Test func exportImportRoundTripThroughFiles() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "<b>x</b> & y", "--weekly", "3", "--remind", "08:00", "--remind-days", "weekdays", "--zone", "Asia/Tokyo", "--start", "2026-11-01")
        cli.ok("add", "Water", "--times", "3", "--goal", "2.5", "--unit", "litres", "--start", "2026-11-01")
        cli.ok("done", "Water", "--value", "1.25", "--note", "morning, \"big\" glass")
        cli.ok("skip", "Water", "--date", "2026-11-20")
        cli.ok("config", "set", "quiet-hours", "22:00-07:00")
        let file = cli.dir + "/backup.json"
        cli.ok("export", "--output", file)
        let original = try String(contentsOfFile: file, encoding: .utf8)

        var copy = CLI()
        copy.now = cli.now
        defer { copy.cleanUp() }
        copy.ok("import", file)
        let again = copy.ok("export").stdout
        #expect(again == original)
        // Importing again clashes on names, and --replace makes it idempotent.
        #expect(copy.run(["import", file]).status != 0)
        copy.ok("import", "--replace", file)
        #expect(copy.ok("export").stdout == original)

        let csv = cli.ok("export", "--csv").stdout
        #expect(csv.hasPrefix("habit,date,count,value,note,source,recorded_at,mood\n"))
        #expect(csv.contains("Water,2026-11-22,1,1.25,\"morning, \"\"big\"\" glass\",cli,2026-11-22T10:00:00Z"))
        let csvFile = cli.dir + "/c.csv"
        try csv.write(toFile: csvFile, atomically: true, encoding: .utf8)
        let third = CLI()
        defer { third.cleanUp() }
        third.ok("add", "Water", "--start", "2026-11-01")
        third.ok("import", "--csv", csvFile)
        #expect(third.ok("export", "--csv").stdout == csv)
    }

    @Test func waitsForAnotherWriterHoldingTheLock() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") else {
            Issue.record("sqlite3 is needed to hold the lock")
            return
        }
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Read", "--start", "2026-11-01")
        // sqlite3 takes the write lock, says so by creating a file, and keeps the lock for
        // a while (a slow recursive query) before it commits.
        let flag = cli.dir + "/locked"
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        holder.arguments = [cli.db]
        let input = Pipe()
        holder.standardInput = input
        holder.standardOutput = FileHandle.nullDevice
        try holder.run()
        input.fileHandleForWriting.write(Data("""
            BEGIN IMMEDIATE;
            INSERT INTO setting VALUES ('lock', 'held');
            .shell touch \(flag)
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 2000000) SELECT count(*) FROM c;
            DELETE FROM setting WHERE key = 'lock';
            COMMIT;

            """.utf8))
        try input.fileHandleForWriting.close()
        var waited = 0
        while !FileManager.default.fileExists(atPath: flag) && waited < 2000 { usleep(5_000); waited += 1 }
        #expect(FileManager.default.fileExists(atPath: flag), "sqlite3 never took the lock")
        let r = cli.run(["done", "Read"])
        #expect(holder.isRunning || holder.terminationStatus == 0)
        holder.waitUntilExit()
        #expect(r.status == 0, "\(r.stderr)")
        #expect((try cli.json("list", "--json") as! [[String: Any]])[0]["done_today"] as? Int == 1)
    }

    @Test func nextFollowsTheContract() throws {
        var cli = CLI()
        defer { cli.cleanUp() }
        cli.zone = "Europe/Berlin"
        cli.ok("add", "Night", "--remind", "02:30", "--start", "2027-03-01")
        cli.ok("add", "Tokyo", "--remind", "09:00", "--zone", "Asia/Tokyo", "--start", "2027-03-01")
        let events = try cli.json("next", "--json", "--from", "2027-03-27T12:00:00Z", "--count", "3") as! [[String: Any]]
        #expect(events.map { $0["habit"] as! String } == ["Tokyo", "Night", "Tokyo"])
        #expect(events.map { $0["at"] as! String } == ["2027-03-28T00:00:00Z", "2027-03-28T01:00:00Z", "2027-03-29T00:00:00Z"])
        #expect(events[1]["local"] as? String == "2027-03-28T03:00:00+02:00")
        #expect(events[1]["date"] as? String == "2027-03-28")
        // --tz stands in for the system zone: the floating habit moves, the pinned one does not.
        let ny = try cli.json("next", "Night", "--json", "--tz", "America/New_York", "--from", "2027-03-27T12:00:00Z", "--count", "1") as! [[String: Any]]
        #expect(ny[0]["at"] as? String == "2027-03-28T06:30:00Z")
        // The human form: local time, weekday, how long until, the clock-change note.
        cli.now = "2027-03-27T23:00:00Z"
        let text = cli.ok("next", "Night", "--count", "1").stdout
        #expect(text.contains("Sun 2027-03-28 03:00"))
        #expect(text.contains("in 2 h 00 min"))
        #expect(text.contains("02:30 skipped by the clock change"))
        cli.ok("config", "set", "quiet-hours", "01:00-08:00")
        let deferred = cli.ok("next", "Night", "--count", "1").stdout
        #expect(deferred.contains("08:00") && deferred.contains("deferred from 02:30"))
        cli.ok("done", "Night", "--date", "2027-03-27")
        #expect(cli.ok("next", "--from", "2027-03-27T12:00:00Z", "--count", "1", "Night").stdout.contains("2027-03-28"))
    }

    @Test func helpVersionAndCompletions() {
        let cli = CLI()
        defer { cli.cleanUp() }
        #expect(cli.ok("--help").stdout.contains("USAGE"))
        #expect(cli.ok("add", "--help").stdout.contains("--remind"))
        #expect(cli.ok("--version").stdout == "0.1.0\n")
        #expect(cli.ok("--generate-completion-script", "bash").stdout.contains("habitctl"))
    }
}

/// The system zone is shown as the user configured it.
@Suite struct ZoneNameTests {
    @Test(arguments: [("UTC", "UTC"), (":UTC", "UTC"), ("Etc/UTC", "Etc/UTC"), (":Europe/Berlin", "Europe/Berlin"),
                      ("/usr/share/zoneinfo/Asia/Tokyo", "Asia/Tokyo")])
    func showNamesTheConfiguredZone(_ tz: String, _ shown: String) throws {
        var cli = CLI()
        defer { cli.cleanUp() }
        cli.zone = tz
        cli.ok("add", "Read")
        let out = cli.ok("show", "Read").stdout
        #expect(out.contains("Zone       follows the system zone (\(shown))"), "\(out)")
    }
}
