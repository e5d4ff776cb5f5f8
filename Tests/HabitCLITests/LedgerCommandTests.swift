import Foundation
import Testing

/// The issue's own cases where a command decided a verdict for itself (issue 28, part 2),
/// each now read from the ledger or decided where it is written.
@Suite struct LedgerCommandTests {
    /// Two entries of 3 under a limit of 5: the day is a slip, and history says so of both.
    @Test func historySaysTheDaysVerdictForEachEntry() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Sweets", "--quit", "--goal", "5", "--unit", "count", "--start", "2026-11-16")
        c.ok("done", "Sweets", "--value", "3", "--date", "2026-11-18")
        // slip decides with what the day holds, in the write: 3 + 3 passes 5.
        c.ok("slip", "Sweets", "--value", "3", "--date", "2026-11-18")
        let history = c.ok("history", "Sweets").stdout.split(separator: "\n")
        #expect(history.count == 2 && history.allSatisfy { $0.contains("Wed 2026-11-18  slip 3") }, "\(history)")
        let json = try #require(try c.json("history", "Sweets", "--json") as? [[String: Any]])
        #expect(json.allSatisfy { $0["verdict"] as? String == "slip" })
        let refused = c.run(["slip", "Sweets", "--value", "1", "--date", "2026-11-17"])
        #expect(refused.status != 0 && refused.stderrLines.count == 1 && refused.stderr.contains("within Sweets's limit"), "\(refused.stderr)")
    }

    /// Archived, a habit's weeks still ask what they asked, and next and show say why nothing
    /// is planned.
    @Test func anArchivedHabitSaysWhyNothingIsPlanned() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Gym", "--days", "mon,wed,fri", "--window", "evening", "--start", "2026-11-16")
        c.ok("archive", "Gym")
        let entry = try #require((try c.json("list", "--json", "--all") as? [[String: Any]])?.first)
        #expect(entry["week_target"] as? Int == 3, "\(entry)")
        let show = c.ok("show", "Gym").stdout
        #expect(show.contains("none planned: it is archived (habitctl unarchive \"Gym\")"), "\(show)")
        let next = c.ok("next", "Gym").stdout
        #expect(next.contains("Gym: it is archived"), "\(next)")
    }

    /// A reminder on a last day whose time has gone by never fires: said when it is set.
    @Test func aReminderPastOnTheLastDayIsWarnedAbout() throws {
        let c = CLI.onTheToursClock()   // 19:30 in Berlin
        defer { c.cleanUp() }
        let r = c.run(["add", "--plain", "Stretch", "--remind", "09:00", "--end", "2026-11-19", "--start", "2026-11-19"])
        #expect(r.status == 0 && r.stderr.contains("never reminds: its term ends today and every reminder time has passed"), "\(r.stderr)")
    }
}

/// Edits that rewrite the past say so (issue 28 part 3).
@Suite struct PastRewriteCommandTests {
    /// Goal 10 → 12 turns a 10-page day missed and cuts the streak: said with the figures,
    /// asked on a terminal, refused in a pipe without --yes; an edit that changes no verdict
    /// (a colour, a rename) says nothing.
    @Test func aGoalRaisedSaysWhatItTurnsAndAsks() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Read", "--goal", "10", "--unit", "pages", "--start", "2026-11-16")
        c.ok("done", "Read", "--date", "2026-11-16", "--value", "12")
        c.ok("done", "Read", "--date", "2026-11-17", "--value", "10")
        c.ok("done", "Read", "--date", "2026-11-18", "--value", "12")
        let before = c.fingerprint()
        let r = c.run(["edit", "Read", "--goal", "12"])
        #expect(r.status != 0 && r.stderrLines.count == 1 && c.fingerprint() == before)
        #expect(r.stderr == "habitctl: This edit changes the verdict of 1 past day; the streak goes from 3 days to 1 day: pass --yes to change it\n",
                "\(r.stderr)")
        // On a terminal: "n" keeps it, "y" changes it.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            Issue.record("util-linux 'script' is needed to give habitctl a terminal")
            return
        }
        let no = CLI.exec("/usr/bin/script", ["-qec", "\(CLI.binary) edit Read --goal 12", "/dev/null"], environment: c.environment,
                          stdin: Data("n\n".utf8))
        #expect(no.stdout.contains("the streak goes from 3 days to 1 day. Change it? [y/N]") && c.fingerprint() == before, "\(no.stdout)")
        _ = CLI.exec("/usr/bin/script", ["-qec", "\(CLI.binary) edit Read --goal 12", "/dev/null"], environment: c.environment,
                     stdin: Data("y\n".utf8))
        #expect(c.ok("show", "Read").stdout.contains("goal 12 pages"))
        #expect(c.ok("edit", "Read", "--color", "sky").stderr.isEmpty)
        #expect(c.ok("edit", "Read", "--goal", "11", "--yes").stderr.isEmpty, "11 judges no day differently from 12")
    }

    /// An edit that cannot be made is refused as such, never asked about first; a streak that
    /// stays as it was is not mentioned (issue 44: "the streak goes from 0 days to 0 days: pass --yes").
    @Test func anImpossibleEditIsRefusedBeforeAnythingIsAsked() throws {
        let c = CLI()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "E", "--start", "2026-11-10")
        let before = c.fingerprint()
        let impossible = c.run(["edit", "E", "--end", "2026-11-09"])
        #expect(impossible.status != 0 && impossible.stderr == "habitctl: End date must come after start date (start 2026-11-10, end 2026-11-09)\n"
                && c.fingerprint() == before, "\(impossible.stderr)")
        let later = c.run(["edit", "E", "--start", "2026-11-15"])
        #expect(later.status != 0 && later.stderr == "habitctl: This edit changes the verdict of 5 past days: pass --yes to change it\n"
                && c.fingerprint() == before, "\(later.stderr)")
    }
}

/// One set of rules on the write path (issue 28 part 5): what add and edit refuse, an import
/// refuses too; what depends on this machine's quiet hours is refused when written here, and
/// kept and warned about when it is already stored (it arrived by sync, or the quiet hours
/// came later).
@Suite struct WritePathRuleTests {
    func export(_ habit: String) -> Data {
        Data("""
            {"format": "habitd-export", "version": 1, "settings": {}, "categories": [],
             "habits": [{"habit": \(habit), "completions": [], "skips": []}]}
            """.utf8)
    }

    @Test func anImportIsRefusedWhatAddRefuses() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Stretch", "--window", "07:00-08:00", "--remind", "07:00", "--nudge-every", "10")
        let file = c.dir + "/export.json"
        c.ok("export", "--output", file)
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        var habits = try #require(json["habits"] as? [[String: Any]])
        var habit = try #require(habits[0]["habit"] as? [String: Any])
        habit["reminders"] = [] as [Any]
        habit["windows"] = nil
        habits[0]["habit"] = habit
        json["habits"] = habits
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: file))
        let other = CLI.onTheToursClock()
        defer { other.cleanUp() }
        other.ok("list")
        let before = other.fingerprint()
        let r = other.run(["import", file])
        #expect(r.status != 0 && r.stderrLines.count == 1 && r.stderr.contains("Nudges follow a reminder"), "\(r.stderr)")
        #expect(other.fingerprint() == before)
        // A window inside this machine's quiet hours: refused by add and by an import alike.
        other.ok("config", "set", "quiet-hours", "22:00-09:00")
        let original = c.dir + "/original.json"
        c.ok("export", "--output", original)
        let add = other.run(["add", "Stretch", "--window", "07:00-08:00"])
        let imported = other.run(["import", original])
        #expect(add.status != 0 && imported.status != 0 && imported.stderr.contains("lies inside quiet hours"), "\(imported.stderr)")
    }

    @Test func aWindowAlreadyStoredInsideQuietHoursIsKeptAndSaid() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Stretch", "--window", "07:00-08:00")
        c.ok("config", "set", "quiet-hours", "22:00-09:00")
        #expect(c.run(["edit", "Stretch", "--color", "sky"]).status == 0, "an edit of something else goes through")
        let show = c.ok("show", "Stretch").stdout
        #expect(show.contains("07:00–08:00  (07:00-08:00 lies inside this machine's quiet hours 22:00-09:00)")
                && show.contains("→ deferred from 07:00 (quiet hours)"), "\(show)")
        c.ok("config", "set", "quiet-policy", "skip")
        #expect(c.ok("show", "Stretch").stdout.contains("none planned: the window 07:00-08:00 lies inside this machine's quiet hours (22:00-09:00)"))
        #expect(c.run(["edit", "Stretch", "--window", "06:00-07:30"]).status != 0, "a new window is checked")
    }
}

/// Small words of the ledger's views (issue 28 part 2).
@Suite struct LedgerWordingTests {
    /// Nothing due: the rate is null in the JSON (not 0), and the text says so.
    @Test func aRateWithNothingDueIsNull() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Read", "--start", "2026-11-20")
        let stats = try #require(try c.json("stats", "Read", "--json") as? [String: Any])
        #expect(stats["completion_rate"] is NSNull && stats["due_periods"] as? Int == 0, "\(stats)")
        // Nothing logged at all: the text is one sentence saying what to do (issue 29 part 5).
        #expect(c.ok("stats", "Read").stdout.hasPrefix("Nothing logged from 2026-10-21 to 2026-11-19: "))
    }

    /// One week is "Last 1 week"; today still due is ○, not the □ of a miss.
    @Test func theHeatMapSaysOneWeekAndTodayDue() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Read", "--start", "2026-11-16")
        c.ok("done", "Read", "--date", "2026-11-16")
        let show = c.ok("show", "Read", "--weeks", "1").stdout
        #expect(show.contains("Last 1 week\n") && show.contains("  Thu ○ \n") && show.contains("  Tue □ \n"), "\(show)")
    }
}
