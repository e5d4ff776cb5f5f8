import Foundation
import Testing

/// The scriptable contract of DESIGN.md: add, done, config, list --json.
@Suite struct ContractTests {
    @Test func addTakesEveryContractOption() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Water", "--daily", "--times", "3", "--remind", "09:00", "--remind", "13:30",
               "--start", "2026-11-01", "--end", "2027-01-31", "--zone", "Europe/Berlin")
        cli.ok("add", "Gym", "--days", "mon,wed,fri")
        cli.ok("add", "Plants", "--every", "3")
        cli.ok("add", "Swim", "--weekly", "2")
        cli.ok("add", "Haircut", "--monthly", "1")
        cli.ok("add", "Sneeze", "--irregular")
        let list = try cli.json("list", "--json") as! [[String: Any]]
        #expect(list.map { $0["name"] as! String } == ["Water", "Gym", "Plants", "Swim", "Haircut", "Sneeze"])
        let water = list[0]
        #expect(water["times_per_day"] as? Int == 3)
        #expect(water["reminders"] as? [String] == ["09:00", "13:30"])
        let show = try cli.json("show", "Water", "--json") as! [String: Any]
        let habit = show["habit"] as! [String: Any]
        #expect(habit["zone"] as? String == "Europe/Berlin")
        #expect(habit["start_date"] as? String == "2026-11-01")
        #expect(habit["end_date"] as? String == "2027-01-31")
        #expect(list.map { $0["schedule"] as! String } == ["every day", "mon,wed,fri", "every 3 days", "2× per week", "1× per month", "irregular"])
    }

    @Test func doneCountsOnTheLocalDate() throws {
        var cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Water", "--times", "3", "--start", "2026-11-01")
        cli.ok("done", "Water")
        cli.ok("done", "water", "--count", "2")
        cli.ok("done", "Water", "--date", "2026-11-20")
        var list = try cli.json("list", "--json") as! [[String: Any]]
        #expect(list[0]["done_today"] as? Int == 3)
        #expect(list[0]["status"] as? String == "done")
        #expect(list[0]["week_done"] as? Int == 1)        // Friday had 1 of 3: not a done day
        #expect(list[0]["week_target"] as? Int == 7)
        // 23:30 UTC on Sunday is already Monday in Berlin: a new day and a new week.
        cli.now = "2026-11-22T23:30:00Z"
        cli.zone = "Europe/Berlin"
        list = try cli.json("list", "--json") as! [[String: Any]]
        #expect(list[0]["date"] as? String == "2026-11-23")
        #expect(list[0]["done_today"] as? Int == 0)
        #expect(list[0]["week_done"] as? Int == 0)
    }

    @Test func listJsonHasTheContractFieldsForEveryKind() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Swim", "--weekly", "3", "--start", "2026-11-01")
        cli.ok("add", "Haircut", "--monthly", "2", "--start", "2026-11-01")
        cli.ok("done", "Swim", "--date", "2026-11-16")
        cli.ok("done", "Swim", "--date", "2026-11-18")
        cli.ok("done", "Haircut", "--date", "2026-11-02")
        let list = try cli.json("list", "--json") as! [[String: Any]]
        for entry in list {
            for key in ["name", "done_today", "week_done", "week_target"] { #expect(entry.keys.contains(key), "\(key)") }
        }
        #expect(list[0]["week_done"] as? Int == 2)
        #expect(list[0]["week_target"] as? Int == 3)
        #expect(list[1]["week_target"] is NSNull)
        #expect(list[1]["month_done"] as? Int == 1)
        #expect(list[1]["month_target"] as? Int == 2)
    }

    /// A goal over a week asks an amount, as every view says it ("60 / 150 minutes this
    /// week"): `period_amount` of `period_target`, and no day count to reach (issue 44 part 3:
    /// `week_target` said 7 while the board said 150 minutes).
    @Test func aWeeksAmountGoalReportsTheAmountItAsks() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Yoga", "--plain", "--goal", "150", "--unit", "minutes", "--per", "week", "--start", "2026-11-01")
        let said = cli.ok("done", "Yoga", "--value", "60").stdout
        #expect(said.contains("60 / 150 minutes this week"), "\(said)")
        let yoga = try #require((try cli.json("list", "--json") as! [[String: Any]]).first)
        #expect(yoga["period_amount"] as? Double == 60 && yoga["period_target"] as? Double == 150, "\(yoga)")
        #expect(yoga["week_target"] is NSNull && yoga["month_target"] is NSNull, "\(yoga)")
        #expect(yoga["week_done"] as? Int != nil, "the contract's keys stay")
    }

    /// A goal with times a day (docs/rules.md): a plain check-in is its share of the goal, and
    /// the done line, the board and list --json agree that the day needs both.
    @Test func aGoalWithTimesADayIsMadeByItsChecksInAndSaidAlike() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "--preset", "drink-water", "--times", "3")
        let first = cli.ok("done", "Drink water").stdout
        #expect(first.contains("2.67 / 8 cups, 1 / 3 today") && !first.contains("goal reached"), "\(first)")
        var water = try #require((try cli.json("list", "--json") as! [[String: Any]]).first)
        #expect(water["status"] as? String == "due" && water["done_today"] as? Int == 1, "\(water)")
        #expect(abs((water["value_today"] as? Double ?? 0) - 8.0 / 3) < 0.001, "\(water)")
        #expect(cli.ok("list").stdout.contains("2.67 / 8 cups · 2 more"), "the board says both")
        cli.ok("done", "Drink water")
        let third = cli.ok("done", "Drink water").stdout
        #expect(third.contains("8 / 8 cups, 3 / 3 today") && third.contains("goal reached"), "\(third)")
        water = try #require((try cli.json("list", "--json") as! [[String: Any]]).first)
        #expect(water["status"] as? String == "done" && water["value_today"] as? Double == 8, "\(water)")
        // The amount alone does not make the day: it still asks for its check-ins.
        cli.ok("add", "Tea", "--plain", "--goal", "2.5", "--unit", "cups", "--times", "3")
        #expect(cli.ok("done", "Tea", "--value", "2.5").stdout.contains("2.5 / 2.5 cups, 1 / 3 today"))
        #expect(cli.ok("list").stdout.contains("2.5 / 2.5 cups · 2 more"))
    }

    @Test func configSetGetListAndDefaults() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        #expect(cli.ok("config", "get", "quiet-hours").stdout == "off\n")
        #expect(cli.ok("config", "get", "week-start").stdout == "monday\n")   // LANG=C.UTF-8: no locale, Monday
        cli.ok("config", "set", "quiet-hours", "22:00-07:00")
        cli.ok("config", "set", "quiet-policy", "skip")
        cli.ok("config", "set", "week-start", "sunday")
        #expect(cli.ok("config", "get", "quiet-hours").stdout == "22:00-07:00\n")
        #expect(cli.ok("config", "get", "quiet-policy").stdout == "skip\n")
        let all = try cli.json("config", "list", "--json") as! [[String: Any]]
        let byKey = Dictionary(uniqueKeysWithValues: all.map { ($0["key"] as! String, $0["value"] as! String) })
        #expect(byKey["week-start"] == "sunday")
        #expect(byKey["snooze-minutes"] == "10")
        cli.ok("config", "set", "quiet-hours", "off")
        #expect(cli.ok("config", "get", "quiet-hours").stdout == "off\n")
        cli.ok("config", "unset", "week-start")
        #expect(cli.ok("config", "get", "week-start").stdout == "monday\n")
    }

    @Test func weekStartFollowsTheLocaleWhenUnset() throws {
        var cli = CLI()
        defer { cli.cleanUp() }
        cli.extraEnvironment = ["LANG": "en_US.UTF-8"]
        #expect(cli.ok("config", "get", "week-start").stdout == "sunday\n")
        cli.extraEnvironment = ["LANG": "de_DE.UTF-8"]
        #expect(cli.ok("config", "get", "week-start").stdout == "monday\n")
    }

    @Test func weekStartMovesTheWeek() throws {
        let cli = CLI()
        defer { cli.cleanUp() }
        cli.ok("add", "Swim", "--weekly", "2", "--start", "2026-11-01")
        cli.ok("done", "Swim", "--date", "2026-11-21")   // Saturday
        cli.ok("done", "Swim")                           // Sunday 22
        #expect((try cli.json("list", "--json") as! [[String: Any]])[0]["week_done"] as? Int == 2)
        cli.ok("config", "set", "week-start", "sunday")
        #expect((try cli.json("list", "--json") as! [[String: Any]])[0]["week_done"] as? Int == 1)
        cli.ok("config", "set", "week-start", "saturday")
        #expect((try cli.json("list", "--json") as! [[String: Any]])[0]["week_done"] as? Int == 2)
    }
}
