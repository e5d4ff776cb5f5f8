import Foundation
import HabitCore
import HabitStore
import HabitViews
import HabitWeb
import Testing
import TestSupport
@testable import HabitDaemon

/// The views beyond habitctl's say what the ledger says (issue 41 part 3): on ViewsAgreeTests'
/// grid, the API's board (each day's verdict) and each habit's detail (`show --json`'s days),
/// the web board's day labels, and the reminder notification's body (the period's progress
/// as the board prints it, the streak as list --json has it).
@Suite struct ViewsAgreeAcrossDoorsTests {
    @Test func theAPIThePagesAndTheNotificationAgreeWithTheLedger() throws {
        let c = ViewsAgreeTests().seeded()
        defer { c.cleanUp() }
        let names = ViewsAgreeTests.grid.map(\.0)
        let ledger = try ViewsAgreeTests.agree(c, names: names, from: "2026-10-26", today: ViewsAgreeTests.today)
        let list = try #require(try c.json("list", "--json") as? [[String: Any]])
        let db = try HabitDatabase.open(path: c.db)
        let now = try #require(ISOInstant.parse(c.now)), zone = Zone(c.zone)
        let settings = try db.settings()
        let api = WebAPI(db: db, options: .listening(host: "127.0.0.1", port: 8738), now: { now }) {
            LedgerClock(now: now, zone: zone, offsets: FoundationZoneOffsets(), settings: try db.settings(), weekStart: settings.weekStart ?? .monday)
        }
        let token = try db.createWebToken(name: "agree", readOnly: false, at: now)
        func get(_ target: String) -> WebResponse {
            api.respond(WebRequest(method: "GET", target: target, headers: [("Host", "127.0.0.1:8738"), ("Authorization", "Bearer \(token)")],
                                   body: [], peer: "127.0.0.1"), now: now)
        }
        func json(_ target: String) throws -> [String: Any] {
            let r = get(target)
            try #require(r.status == 200, "\(target): \(r.status)")
            return try #require(try JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any])
        }

        // The API's board: every day of the week is the ledger's verdict; its words are the label's.
        let board = try json("/api/v1/board")
        var words: [String: String] = [:]   // "name, date" → words
        for section in try #require(board["sections"] as? [[String: Any]]) {
            for habit in try #require(section["habits"] as? [[String: Any]]) {
                let name = try #require(habit["name"] as? String)
                for day in try #require(habit["week"] as? [[String: Any]]) {
                    let date = try #require(day["date"] as? String)
                    if let verdict = ledger[name]?[date] { #expect(day["verdict"] as? String == verdict, "API board: \(name) \(date) \(day)") }
                    words["\(name), \(date)"] = day["words"] as? String
                }
                let boardRow = c.ok().stdout.split(separator: "\n").first { $0.contains(" \(name) ") }.map(String.init) ?? ""
                #expect(boardRow.contains(habit["progress"] as? String ?? "?"), "API board: \(name)'s progress \(habit["progress"] ?? "nil") on '\(boardRow)'")
                let entry = try #require(list.first { $0["name"] as? String == name })
                #expect(habit["current_streak"] as? Int == entry["current_streak"] as? Int, "API board: \(name)'s streak")
            }
        }
        #expect(Set(words.keys.map { String($0.split(separator: ",")[0]) }) == Set(names), "every habit on the API's board")

        // Each habit's detail: show --json's days, verdict for verdict.
        for name in names {
            let detail = try json("/api/v1/habits/\(name.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)/detail?weeks=4")
            let days = try #require(detail["days"] as? [[String: Any]])
            let verdicts = Dictionary(uniqueKeysWithValues: days.map { ($0["date"] as! String, $0["verdict"] as! String) })
            #expect(verdicts.filter { ledger[name]?[$0.key] != nil } == ledger[name]!.filter { verdicts[$0.key] != nil } && !verdicts.isEmpty,
                    "API detail: \(name)")
        }

        // The web board: one button a day, labelled with the habit, the date and the ledger's words.
        let page = String(decoding: get("/").body, as: UTF8.self)
        let labels = page.components(separatedBy: "aria-label=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
            .map { $0.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&") }
            .filter { $0.split(separator: ",").count == 3 }
        #expect(labels.count == words.count, "a labelled day for each of the API's: \(labels.count) of \(words.count)")
        // The verdict's key in words ("said no" for declined; a quit habit's done day is "clean").
        let spoken: [String: Set<String>] = ["done": ["done", "clean"], "declined": ["said no"], "covered": ["goal met"], "not_due": ["not due"]]
        for label in labels {
            let parts = label.split(separator: ",", maxSplits: 2).map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(words["\(parts[0]), \(parts[1])"] == parts[2], "web board: '\(label)'")
            if let verdict = ledger[parts[0]]?[parts[1]] {
                #expect((spoken[verdict] ?? [verdict]).contains(parts[2]), "web board: '\(label)', the ledger says \(verdict)")
            }
        }

        // The reminder's body: the progress the board prints, the streak list --json has.
        let today = try #require(CivilDate(parsing: ViewsAgreeTests.today))
        for name in names {
            let habit = try db.habit(named: name)
            let rules = HabitRules(habit: habit, log: try db.history(of: habit), weekStart: settings.weekStart ?? .monday)
            let streaks = try db.progress(of: habit, through: today, weekStart: rules.weekStart, skipsKeepStreak: settings.skipsKeepStreak).fold.streaks
            let event = ReminderEvent(habitID: habit.id!, habitName: name, reminders: [try WallTime.parse("09:00")], date: today, at: now,
                                      deferred: false, zone: zone)
            let body = ReminderText.notification(for: event, habit: habit, rules: rules, streaks: streaks, supportsActions: true, replaces: nil).body
            let entry = try #require(list.first { $0["name"] as? String == name })
            let boardRow = c.ok().stdout.split(separator: "\n").first { $0.contains(" \(name) ") }.map(String.init) ?? ""
            let progress = try #require(body.split(separator: "\n").map(String.init).first { $0.contains(" / ") || $0.contains("this ") },
                                        "\(name): a progress line in '\(body)'")
            let periodPart = String(progress.split(separator: "·").last!).trimmingCharacters(in: .whitespaces)
            #expect(boardRow.contains(periodPart), "\(name): the notification says '\(periodPart)', the board '\(boardRow)'")
            let streak = (entry["current_streak"] as? Int) ?? 0
            let said = body.split(separator: "\n").first { $0.hasPrefix("streak ") }.map { Int($0.split(separator: " ")[1]) ?? -1 } ?? 0
            #expect(said == streak, "\(name): the notification's streak \(said), list --json's \(streak): '\(body)'")
        }
    }
}
