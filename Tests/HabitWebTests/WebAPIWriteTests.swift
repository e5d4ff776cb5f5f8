import Foundation
import HabitCore
import HabitStore
import HabitViews
import Testing
@testable import HabitWeb

/// The routes beyond done and undo: adding and editing through habitctl's own checks,
/// ordering, deleting, toggling and slipping, the board and a habit's detail, stats, the
/// next reminders, settings, export and import, and sync's status.
@Suite struct WebAPIWriteTests {
    let base = WebAPITests()
    var now: Date { base.now }

    func call(_ api: WebAPI, _ method: String, _ path: String, _ token: String, _ body: String = "") -> WebResponse {
        api.respond(base.request(method, path, token: token, body: body), now: now)
    }

    func text(_ r: WebResponse) -> String { String(decoding: r.body, as: UTF8.self) }

    /// Issue 41: a habit's UUID names it wherever its id does, and a deleted habit's id
    /// reaches no habit made after it.
    @Test func aHabitIsFoundByItsUUIDAndADeletedOnesIdReachesNothing() throws {
        let (db, api, token) = try base.setUp()
        let read = try db.habit(named: "Read")
        let byUUID = call(api, "GET", "habits/\(read.uuid!.uppercased())", token)
        #expect(byUUID.status == 200 && base.json(byUUID)["name"] as? String == "Read", "\(text(byUUID))")
        let two = try #require(base.json(call(api, "POST", "habits", token, #"{"name": "Two", "plain": true}"#))["habit"] as? [String: Any])
        #expect(call(api, "DELETE", "habits/Two", token).status == 204)
        #expect(call(api, "POST", "habits", token, #"{"name": "Three", "plain": true}"#).status == 201)
        #expect(call(api, "GET", "habits/\(two["id"] as! Int)", token).status == 404)
    }

    @Test func addIsHabitctlsAddWithItsRefusals() throws {
        let (db, api, token) = try base.setUp()
        let added = call(api, "POST", "habits", token, #"{"name": "Run", "weekly": 3, "remind": ["07:00"], "remind_days": "mon,wed,fri"}"#)
        #expect(added.status == 201, "\(text(added))")
        let habit = try #require(base.json(added)["habit"] as? [String: Any])
        #expect(habit["name"] as? String == "Run" && habit["reminders"] as? [String] == ["07:00 (mon,wed,fri)"], "\(habit)")
        #expect(added.headers.contains { $0.0 == "Location" && $0.1 == "/api/v1/habits/\(habit["id"] as! Int)" })
        // The name's suggestion, as habitctl add takes it.
        #expect((base.json(added)["suggested"] as? [String])?.isEmpty == false)
        let before = try db.snapshot(logs: false).habits.count
        let refusals: [(String, Int, String)] = [
            (#"{"name": "Gym", "weekly": 9}"#, 422, HabitError.invalidWeeklyTarget(9).message),
            (#"{"name": "Gym", "weekly": 3, "daily": true}"#, 422, HabitError.conflictingSchedules(["--daily", "--weekly"]).message),
            (#"{"name": "Gym", "remind": "25:00"}"#, 422, HabitError.invalidTime("25:00").message),
            (#"{"name": "Gym", "color": "mauve"}"#, 422, HabitError.invalidColor("mauve").message),
            (#"{"name": "Gym", "remind_dayz": "mon"}"#, 422, "'remind_dayz' is not a field of a habit"),
            (#"{"name": "Gym", "category": "Sport"}"#, 422,
             "No category named 'Sport': add --new-category to create it (habitctl category list shows them)"),
            (#"{"name": ""}"#, 422, HabitError.emptyName.message),
            (#"{"name": "Gym", "routine": ["Nope"]}"#, 422, HabitError.unknownHabit("Nope").message),
            (#"{"name": "Gym", "no_goal": true}"#, 422, "'no_goal' is for changing a habit (habitctl edit), not for adding one"),
            ("{\"name\": \"Gym\", \"message\": \"\(String(repeating: "x", count: 481))\"}", 422, "'message' is longer than 480 characters"),
            (#"{"name": "read"}"#, 422, HabitError.duplicateName("Read").message),
        ]
        for (body, status, detail) in refusals {
            let r = call(api, "POST", "habits", token, body)
            #expect(r.status == status && base.json(r)["detail"] as? String == detail, "\(body): \(text(r))")
        }
        #expect(try db.snapshot(logs: false).habits.count == before, "nothing stored for bad input")
        // A new category, asked for.
        let gym = call(api, "POST", "habits", token, #"{"name": "Gym", "category": "Sport", "new_category": true}"#)
        #expect(gym.status == 201, "\(text(gym))")
        #expect(try db.categories().map(\.name).contains("Sport"))
    }

    @Test func editIsHabitctlsEditAndAsksBeforeRewritingThePast() throws {
        let (db, api, token) = try base.setUp()
        _ = call(api, "POST", "habits/Read/done", token, #"{"date": "2026-11-17"}"#)
        let goal = call(api, "PATCH", "habits/Read", token, #"{"quit": true}"#)
        #expect(goal.status == 422 && (base.json(goal)["detail"] as? String)?.hasSuffix(": pass --yes to change it") == true, "\(text(goal))")
        #expect(try db.habit(named: "Read").kind == .build, "refused: nothing changed")
        let yes = call(api, "PATCH", "habits/Read", token, #"{"quit": true, "goal": 20, "unit": "pages", "yes": true}"#)
        #expect(yes.status == 200 && (base.json(yes)["warnings"] as? [String])?.count == 1, "\(text(yes))")
        #expect(try db.habit(named: "Read").goal == Goal(value: 20, unit: try GoalUnit.parse("pages")))
        let renamed = call(api, "PATCH", "habits/Read", token, #"{"rename": "Reading", "no_goal": true, "yes": true}"#)
        #expect(renamed.status == 200 && (base.json(renamed)["habit"] as? [String: Any])?["name"] as? String == "Reading")
        let contradiction = call(api, "PATCH", "habits/Reading", token, #"{"no_goal": true, "goal": 3}"#)
        #expect(base.json(contradiction)["detail"] as? String == "--no-goal removes the goal; drop it or --goal/--unit")
        let adding = call(api, "PATCH", "habits/Reading", token, #"{"name": "X"}"#)
        #expect(adding.status == 422 && base.json(adding)["detail"] as? String == "'name' is for adding a habit (habitctl add), not for changing one")
    }

    /// A colour of one's own that reads badly is said by the API's add and edit as by the web
    /// form, on both backgrounds (issue 44 part 4); a palette colour or none given says nothing.
    @Test func aColourHardToReadIsWarnedOfByAddAndEdit() throws {
        let (_, api, token) = try base.setUp()
        let added = base.json(call(api, "POST", "habits", token, ##"{"name": "Lemon", "plain": true, "color": "#FFFF66"}"##))
        let lines = added["warnings"] as? [String] ?? []
        #expect(lines == [ColorWarning.line(.hex("#FFFF66"), on: .light)].compactMap { $0 } && lines.first?.contains("on a light background") == true, "\(lines)")
        let edited = base.json(call(api, "PATCH", "habits/Read", token, ##"{"color": "#1A1A40"}"##))
        #expect((edited["warnings"] as? [String] ?? []).contains { $0.contains("on a dark background") }, "\(edited)")
        #expect((base.json(call(api, "PATCH", "habits/Read", token, #"{"color": "sky"}"#))["warnings"] as? [String] ?? []).isEmpty)
        #expect((base.json(call(api, "PATCH", "habits/Lemon", token, #"{"description": "sour"}"#))["warnings"] as? [String] ?? []).isEmpty,
                "no colour given: nothing said of the one it has")
    }

    @Test func archivePinMoveAndDelete() throws {
        let (db, api, token) = try base.setUp()
        _ = call(api, "POST", "habits", token, #"{"name": "Gym", "plain": true}"#)
        _ = call(api, "POST", "habits", token, #"{"name": "Tea", "plain": true}"#)
        let moved = call(api, "POST", "habits/Tea/move", token, #"{"top": true}"#)
        #expect(base.json(moved)["said"] as? String == "Moved Tea to the top")
        #expect(BoardRead.ordered(try db.snapshot(logs: false).habits).map(\.name) == ["Tea", "Read", "Gym"])
        #expect(call(api, "POST", "habits/Tea/move", token, #"{"top": true, "bottom": true}"#).status == 422)
        // A body naming no habit is refused (422); 404 is for the habit of the path.
        let nowhere = call(api, "POST", "habits/Tea/move", token, #"{"before": "Nope"}"#)
        #expect(nowhere.status == 422 && base.json(nowhere)["detail"] as? String == "No habit named 'Nope'", "\(text(nowhere))")
        #expect(call(api, "POST", "habits/Nope/move", token, #"{"top": true}"#).status == 404)
        #expect(call(api, "POST", "habits/Gym/pin", token).status == 200)
        #expect(BoardRead.ordered(try db.snapshot(logs: false).habits).first?.name == "Gym")
        let archived = call(api, "POST", "habits/Gym/archive", token)
        #expect(base.json(archived)["said"] as? String == "Archived Gym")
        #expect(try db.habit(named: "Gym").archived)
        #expect(call(api, "DELETE", "habits/Gym", token).status == 204)
        #expect(call(api, "GET", "habits/Gym", token).status == 404)
    }

    @Test func toggleAndSlipAreHabitctls() throws {
        let (db, api, token) = try base.setUp()
        let outcomes = (0..<2).map { _ in base.json(call(api, "POST", "habits/Read/toggle", token))["outcome"] as? String }
        #expect(outcomes == ["done", "undone"])
        // The three-step cycle, chosen in the settings: done → no → nothing.
        #expect(call(api, "PUT", "settings/toggle-says-no", token, #"{"value": "on"}"#).status == 200)
        let cycled = (0..<3).map { _ in base.json(call(api, "POST", "habits/Read/toggle", token))["outcome"] as? String }
        #expect(cycled == ["done", "declined", "undone"])
        let build = call(api, "POST", "habits/Read/slip", token)
        #expect(base.json(build)["detail"] as? String
                == "Read is a habit to build: a missed day needs no record ('habitctl undo' takes back a completion)")
        _ = call(api, "POST", "habits", token, #"{"name": "Sweets", "quit": true, "plain": true}"#)
        let slipped = call(api, "POST", "habits/Sweets/slip", token, #"{"note": "cake"}"#)
        #expect(slipped.status == 201 && (base.json(slipped)["habit"] as? [String: Any])?["status"] as? String == "slip", "\(text(slipped))")
        #expect(try db.logs(of: [try db.habit(named: "Sweets")]).first?.value[CivilDate(parsing: "2026-11-19")!].count == 1)
    }

    @Test func theBoardAndADetailAreTheLedgers() throws {
        let (_, api, token) = try base.setUp()
        _ = call(api, "POST", "habits/Read/done", token, #"{"date": "2026-11-18"}"#)
        let board = base.json(call(api, "GET", "board", token))
        #expect(board["today"] as? String == "2026-11-19" && board["week_start"] as? String == "monday", "\(board)")
        let sections = try #require(board["sections"] as? [[String: Any]])
        let read = try #require((sections.first?["habits"] as? [[String: Any]])?.first)
        let week = try #require(read["week"] as? [[String: Any]])
        #expect(week.map { $0["verdict"] as? String } == ["missed", "missed", "done", "due", "upcoming", "upcoming", "upcoming"])
        #expect(read["status_text"] as? String == "due" && read["due_today"] as? Bool == true && read["streak"] as? String == "1d")
        let detail = call(api, "GET", "habits/Read/detail?weeks=2", token)
        let days = try #require(base.json(detail)["days"] as? [[String: Any]])
        #expect(days.count == 11 && days.last?["date"] as? String == "2026-11-19", "last week and this one through today")
        #expect((base.json(detail)["streaks"] as? [String: Any])?["current_streak"] as? Int == 1)
        #expect(call(api, "GET", "habits/Read/detail?weeks=0", token).status == 422)
        #expect(call(api, "GET", "habits/Read/detail?weeks=many", token).status == 400)
    }

    @Test func statsRemindersSettingsAndSync() throws {
        let (db, api, token) = try base.setUp()
        _ = call(api, "POST", "habits/Read/done", token)
        let stats = base.json(call(api, "GET", "stats?habit=Read&last=12w", token))
        #expect(stats["completions"] as? Int == 1 && stats["habit"] as? String == "Read")
        #expect(call(api, "GET", "stats?last=12q", token).status == 422)
        _ = call(api, "PATCH", "habits/Read", token, #"{"remind": "20:00"}"#)
        let next = try #require(try JSONSerialization.jsonObject(with: Data(call(api, "GET", "reminders?count=2", token).body)) as? [[String: Any]])
        #expect(next.map { $0["at"] as? String } == ["2026-11-20T20:00:00Z", "2026-11-21T20:00:00Z"], "done today: tomorrow's first")
        let set = call(api, "PUT", "settings/quiet-hours", token, #"{"value": "21:00-07:00"}"#)
        #expect(set.status == 200)
        #expect(try db.settings().quietHours?.description == "21:00-07:00")
        let bad = call(api, "PUT", "settings/quiet-hours", token, #"{"value": "soon"}"#)
        #expect(bad.status == 422)
        #expect(try db.settings().quietHours?.description == "21:00-07:00")
        #expect(call(api, "PUT", "settings/quiet-hours", token, #"{"value": null}"#).status == 200)
        #expect(try db.settings().quietHours == nil)
        #expect(call(api, "PUT", "settings/colour", token, #"{"value": "x"}"#).status == 422)
        // The key exactly as the document's enum has it (habitctl config also reads UNITS).
        let shouted = call(api, "PUT", "settings/UNITS", token, #"{"value": "metric"}"#)
        #expect(shouted.status == 422 && base.json(shouted)["detail"] as? String == HabitError.unknownSetting("UNITS").message, "\(text(shouted))")
        let sync = call(api, "GET", "sync", token)
        // Not set up is a state to report (200), as sync status --json reports it.
        #expect(sync.status == 200 && base.json(sync)["set_up"] as? Bool == false
                && base.json(sync)["said"] as? String == StoreError.notSyncing.message, "\(text(sync))")
    }

    @Test func exportAndImportRoundTripWithADryRun() throws {
        let (db, api, token) = try base.setUp()
        _ = call(api, "POST", "habits/Read/done", token, #"{"note": "ch. 4"}"#)
        let export = call(api, "GET", "export", token)
        #expect(export.status == 200)
        let (other, api2, token2) = try base.setUp { db in try db.delete(habitNamed: "Read") }
        let dry = call(api2, "POST", "import?dry_run=true", token2, text(export))
        #expect(dry.status == 200 && base.json(dry)["habits"] as? Int == 1 && base.json(dry)["completions"] as? Int == 1, "\(text(dry))")
        #expect(try other.snapshot(logs: false).habits.isEmpty, "a dry run writes nothing")
        #expect(call(api2, "POST", "import", token2, text(export)).status == 201)
        #expect(try other.export().habits == (try db.export().habits))
        let again = call(api2, "POST", "import", token2, text(export))
        #expect(again.status == 409 || again.status == 422, "\(text(again))")
        let broken = call(api2, "POST", "import", token2, #"{"format": "habitd-export", "habits": [{"habit": {"name": 3}}]}"#)
        #expect(broken.status == 422 && (base.json(broken)["detail"] as? String)?.contains("habits.0.habit: name") == true, "\(text(broken))")
    }
}
