import Foundation
import Testing

/// The seeds' rows that worked only partly (issue 29 part 5), as the user reads them.
@Suite struct SeedRowsTests {
    @Test func emptyStatesSayWhatToDo() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        #expect(c.ok("stats").stdout == "No habits to count yet: add one with 'habitctl add NAME'.\n")
        #expect(c.ok("category", "list").stdout.hasPrefix("No habit has a category yet (there are "))
        c.ok("add", "--plain", "Read", "--start", "2026-11-16")
        #expect(c.ok("stats").stdout
                == "Nothing logged from 2026-10-21 to 2026-11-19: 'habitctl done NAME' records a completion, and --last 1y looks further back.\n")
        c.ok("archive", "Read")
        #expect(c.ok("list").stdout.hasPrefix("No active habits; 1 archived"))
        for name in ["Health", "Fitness", "Learning", "Social"] { c.ok("category", "rm", name) }
        #expect(c.ok("category", "list").stdout == "No categories yet. Add one with 'habitctl category add NAME'.\n")
    }

    @Test func removingACategoryWithHabitsAsksAndNamesItAsStored() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Piano", "--category", "Music", "--new-category", "--start", "2026-11-16")
        let before = c.fingerprint()
        let r = c.run(["category", "rm", "music"])
        #expect(r.status != 0 && r.stderr == "habitctl: Music holds 1 habit (Piano); it becomes uncategorised: pass --yes to remove it\n", "\(r.stderr)")
        #expect(c.fingerprint() == before)
        #expect(c.ok("category", "rm", "music", "--yes").stdout == "Removed category Music; uncategorised now: Piano\n")
        // On a terminal it asks.
        c.ok("add", "--plain", "Guitar", "--category", "Strings", "--new-category", "--start", "2026-11-16")
        let pty = try Pty(c, ["category", "rm", "strings"])
        defer { pty.close() }
        let asked = pty.expectError("Strings holds 1 habit (Guitar); it becomes uncategorised. Remove it? [y/N]")
        pty.type("y\r")
        #expect(asked && pty.expect("Removed category Strings; uncategorised now: Guitar") && pty.exitStatus() == 0, "\(pty.stderr) \(pty.screen)")
    }

    @Test func editMakesANewCategoryAsAddDoes() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Piano", "--start", "2026-11-16")
        let r = c.run(["edit", "Piano", "--category", "Music"])
        #expect(r.status != 0 && r.stderr.contains("add --new-category to create it"), "\(r.stderr)")
        #expect(c.ok("edit", "Piano", "--category", "Music", "--new-category").stdout == "Updated Piano: every day, in Music\n")
        #expect(c.ok("category", "list").stdout.contains("Music"))
    }

    @Test func smallWordings() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        #expect(c.ok("add", "--plain", "Pushups", "--unit", "reps", "--start", "2026-11-16").stdout == "Added Pushups: every day, goal 1 rep\n")
        c.ok("add", "--plain", "Water", "--goal", "8", "--start", "2026-11-16")
        #expect(c.ok("done", "Water", "--value", "8").stdout.hasPrefix("✓ Water: 8 / 8 today · "))
        let sugar = c.ok("add", "No sugar at all", "--build", "--start", "2026-11-16")
        #expect(sugar.stdout == "Added No sugar at all: every day\n", "a build habit takes no quit colour: \(sugar.stdout)")
        let overlap = c.run(["add", "--plain", "Walk", "--window", "08:00-10:00", "--window", "09:00-11:00"])
        #expect(overlap.stderr == "habitctl: The windows 08:00-10:00 and 09:00-11:00 overlap: give a habit windows that do not overlap\n")
        #expect(c.ok("add", "--plain", "Read", "--reward", "a new book", "--reward-every", "7", "--start", "2026-11-16").stdout
                == "Added Read: every day, reward: a new book for every 7 days in a row\n")
    }

    @Test func theUsersOrderIsTheBoardsAsksAndTheTooltips() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        for n in ["A", "B", "C", "D"] { c.ok("add", "--plain", n, "--start", "2026-11-16") }
        c.ok("add", "--plain", "E", "--window", "morning", "--start", "2026-11-16")
        func names() -> [String] { c.ok("list", "--flat").stdout.split(separator: "\n").dropFirst(2).map { String($0.prefix(1)) } }
        #expect(names() == ["E", "A", "B", "C", "D"], "the day's order: a morning window first")
        #expect(c.ok("move", "D", "--top").stdout == "Moved D to the top\n")
        #expect(c.ok("move", "A", "--before", "c").stdout == "Moved A before C\n")
        #expect(c.ok("move", "E", "--bottom").stdout == "Moved E to the bottom\n")
        #expect(names() == ["D", "B", "A", "C", "E"])
        let tooltip = try #require(try c.json("status", "--format", "waybar") as? [String: Any])["tooltip"] as? String
        #expect(tooltip?.split(separator: "\n").dropFirst().map(String.init) == ["D", "B", "A", "C", "E"], "\(tooltip ?? "")")
        // A habit added later comes after the placed ones; pinned ones stay first.
        c.ok("add", "--plain", "F", "--start", "2026-11-16")
        c.ok("pin", "C")
        #expect(c.ok("list", "--flat").stdout.split(separator: "\n").dropFirst(2).map { String($0.prefix(1)) } == ["C", "D", "B", "A", "E", "F"])
    }

    @Test func aMemoCarriesTheTimeItWasWritten() throws {
        var c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Read", "--start", "2026-11-16")
        c.ok("done", "Read", "--date", "2026-11-18", "--note", "with it")
        c.ok("done", "Read")
        c.now = "2026-11-19T21:00:00Z"
        c.ok("done", "Read", "--note", "two chapters")
        let history = try #require(try c.json("history", "Read", "--json") as? [[String: Any]])
        #expect(history.map { $0["memo_at"] as? String } == ["2026-11-19T21:00:00Z", "2026-11-19T18:30:00Z"], "\(history)")
        #expect(c.ok("history", "Read", "--limit", "1").stdout.contains("“two chapters”  (memo 2026-11-19 22:00)"))
        let export = c.ok("export").stdout
        #expect(export.contains("\"memo_at\" : \"2026-11-19T21:00:00Z\""))
        let other = CLI.onTheToursClock()
        defer { other.cleanUp() }
        other.run(["import", "-"], stdin: Data(export.utf8))
        #expect(other.ok("export").stdout == export)
    }

    @Test func aMessageOfItsOwnIsShownAndCanBeRemoved() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Stretch", "--message", "Time to stretch, {name} ({streak})", "--start", "2026-11-16")
        #expect(c.ok("show", "Stretch").stdout.contains("  Message    Time to stretch, {name} ({streak})\n"))
        let r = c.run(["edit", "Stretch", "--message", "Hi {nmae}"])
        #expect(r.stderr == "habitctl: Invalid --message: {nmae} is not one of {name}, {progress}, {streak}\n", "\(r.stderr)")
        c.ok("edit", "Stretch", "--message", "")
        #expect(!c.ok("show", "Stretch").stdout.contains("Message"))
    }

    @Test func listJSONIsAsRichAsShowAndCompletionsCarryAnID() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Gym", "--weekly", "3", "--start", "2026-11-16")
        c.ok("done", "Gym", "--date", "2026-11-17")
        c.ok("done", "Gym")
        let entry = try #require((try c.json("list", "--json") as? [[String: Any]])?.first)
        let show = try #require(try c.json("show", "Gym", "--json") as? [String: Any])
        let habit = try #require(show["habit"] as? [String: Any])
        #expect(entry["id"] as? Int == habit["id"] as? Int && entry["uuid"] as? String == habit["uuid"] as? String && entry["uuid"] != nil)
        let schedule = try #require(entry["schedule_data"] as? [String: Any])
        #expect(schedule["kind"] as? String == "weekly" && schedule["value"] as? Int == 3)
        #expect(entry["days_tracked"] as? Int == 2 && show["days_tracked"] as? Int == 2)
        #expect(c.ok("show", "Gym").stdout.contains("  Tracked    2 days with a completion\n"))
        let history = try #require(try c.json("history", "Gym", "--json") as? [[String: Any]])
        #expect(history.compactMap { $0["id"] as? String } == ["2026-11-19/1", "2026-11-17/1"])
        #expect(c.ok("export").stdout.contains("\"id\" : \"2026-11-17/1\""))
    }
}
