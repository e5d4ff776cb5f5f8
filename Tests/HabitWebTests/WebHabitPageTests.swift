import Foundation
import HabitCore
import HabitStore
import HabitViews
import Testing
@testable import HabitWeb

/// The board's amount and slip buttons, and a habit's page beyond its week: the edit link,
/// the chart, the history with notes and moods, a pause and its resume.
@Suite struct WebHabitPageTests {
    let pages = WebPagesTests()

    func post(_ api: WebAPI, _ cookie: String, _ target: String, _ body: String) -> WebResponse {
        api.respond(WebRequest(method: "POST", target: target, headers: [("Host", pages.base.host), ("Cookie", cookie),
                               ("Origin", "http://127.0.0.1:8738"), ("Content-Type", "application/x-www-form-urlencoded")],
                               body: Array(body.utf8), peer: "127.0.0.1"), now: pages.now)
    }

    func text(_ r: WebResponse) -> String { String(decoding: r.body, as: UTF8.self) }

    @Test func aGoalHabitTakesAnAmountAndAQuitHabitASlip() throws {
        let (db, api, token) = try pages.base.setUp()
        _ = api.respond(pages.base.request("POST", "habits", token: token, body: #"{"name": "Water", "goal": "8", "unit": "cups", "plain": true}"#), now: pages.now)
        _ = api.respond(pages.base.request("POST", "habits", token: token, body: #"{"name": "Smoking", "quit": true, "plain": true}"#), now: pages.now)
        let cookie = try pages.session(db, api)
        let (water, smoking) = (try db.habit(named: "Water"), try db.habit(named: "Smoking"))
        let board = text(pages.get(api, "/", cookie: cookie))
        #expect(board.contains("<input id=\"amount-\(water.id!)\" name=\"value\"") && board.contains("<label class=\"hidden\" for=\"amount-\(water.id!)\">"))
        #expect(board.contains("action=\"/slip\"><input type=\"hidden\" name=\"habit\" value=\"\(smoking.id!)\">"))
        #expect(!board.contains("amount-\(try db.habit(named: "Read").id!)"), "no goal, no amount")

        #expect(post(api, cookie, "/log", "habit=\(water.id!)&value=2%2C5").status == 303)
        #expect(try db.logs(of: [water]).first?.value[CivilDate(parsing: "2026-11-19")!].value == 2.5, "2,5 is two and a half")
        let bad = post(api, cookie, "/log", "habit=\(water.id!)&value=lots")
        #expect(bad.status == 422 && text(bad).contains(PageTemplate.text(HabitError.invalidValue("lots").message)))
        #expect(try db.logs(of: [water]).first?.value[CivilDate(parsing: "2026-11-19")!].value == 2.5, "nothing more stored")

        #expect(post(api, cookie, "/slip", "habit=\(smoking.id!)").status == 303)
        let read = try HabitDetailRead(db, try api.clock(), habitNamed: "Smoking", weeks: 1)
        #expect(read.ledger.day(CivilDate(parsing: "2026-11-19")!)?.verdict == .slip)
    }

    @Test func aRoutineIsARowWithoutButtonsAndItsMembersFollowIt() throws {
        let (db, api, token) = try pages.base.setUp()
        _ = api.respond(pages.base.request("POST", "habits", token: token, body: #"{"name": "Stretch", "plain": true}"#), now: pages.now)
        _ = api.respond(pages.base.request("POST", "habits", token: token, body: #"{"name": "Morning", "routine": "Read, Stretch", "start": "2026-11-01"}"#), now: pages.now)
        let board = text(pages.get(api, "/", cookie: try pages.session(db, api)))
        let (morning, read, stretch) = (try db.habit(named: "Morning").id!, try db.habit(named: "Read").id!, try db.habit(named: "Stretch").id!)
        let routineRow = try #require(board.range(of: "<div class=\"habit h\(morning)\">"))
        let rowEnd = try #require(board.range(of: "</div>", range: routineRow.upperBound..<board.endIndex))
        #expect(!board[routineRow.upperBound..<rowEnd.lowerBound].contains("<button"), "a routine's days are its members': nothing to tap")
        let members = [read, stretch].compactMap { board.range(of: "<div class=\"habit h\($0) member\">")?.lowerBound }
        #expect(members.count == 2 && members.allSatisfy { $0 > routineRow.lowerBound })
        #expect(board.contains("<span class=\"status due\">due</span>"), "what is due today, in the ledger's word")
    }

    /// A routine's own page offers what its day takes: done (its members'), skip and unskip
    /// (a day skipped is the routine's own); nothing that would write a log it has not.
    @Test func aRoutinesPageSkipsItsDay() throws {
        let (db, api, token) = try pages.base.setUp()
        _ = api.respond(pages.base.request("POST", "habits", token: token, body: #"{"name": "Stretch", "plain": true}"#), now: pages.now)
        _ = api.respond(pages.base.request("POST", "habits", token: token, body: #"{"name": "Morning", "routine": "Read, Stretch", "start": "2026-11-01"}"#), now: pages.now)
        let cookie = try pages.session(db, api)
        let morning = try db.habit(named: "Morning")
        let page = text(pages.get(api, "/habits/\(morning.id!)", cookie: cookie))
        for action in ["done", "skip", "unskip", "pause"] { #expect(page.contains("data-action=\"\(action)\""), "\(action) offered") }
        for action in ["undo", "toggle", "slip", "fail"] { #expect(!page.contains("data-action=\"\(action)\""), "\(action) not offered") }
        #expect(post(api, cookie, "/habits/\(morning.id!)/skip", "note=Travel").status == 303)
        let read = try HabitDetailRead(db, try api.clock(), habitNamed: "Morning", weeks: 1)
        #expect(read.ledger.day(read.today)?.verdict == .skipped, "the ledger's word for the routine's day")
        // Its pause is its own too: the routine's days from tomorrow are paused, a member's are not.
        let yesterday = read.today.adding(days: -1)
        #expect(post(api, cookie, "/habits/\(morning.id!)/pause", "from=\(yesterday)&to=\(yesterday)").status == 303)
        let paused = try HabitDetailRead(db, try api.clock(), habitNamed: "Morning", weeks: 1)
        #expect(paused.ledger.day(yesterday)?.verdict == .paused, "the ledger's word for the paused routine")
        let member = try HabitDetailRead(db, try api.clock(), habitNamed: "Stretch", weeks: 1)
        #expect(member.ledger.day(yesterday)?.verdict != .paused, "a member is not paused with it")
    }

    /// A habit's chart: whole weeks by the week start (Monday here; today Thursday 2026-11-19),
    /// the running one last, eight at most, none before the habit's start; months for a habit
    /// of K days a month (issue 43: "Last 8 weeks" had 9 bars, the first a part week, and
    /// weeks before the start drawn as if nothing was done).
    @Test func aChartGoesByWholeWeeksFromTheStart() throws {
        let (db, api, token) = try pages.base.setUp()
        for body in [#"{"name": "Walk", "plain": true, "start": "2026-11-04"}"#, #"{"name": "Long", "plain": true, "start": "2026-01-01"}"#,
                     #"{"name": "Budget", "plain": true, "monthly": 2, "start": "2026-10-10"}"#] {
            #expect(api.respond(pages.base.request("POST", "habits", token: token, body: body), now: pages.now).status == 201)
        }
        let cookie = try pages.session(db, api)
        func labels(_ name: String) throws -> [String] {
            let svg = text(pages.get(api, "/habits/\(try db.habit(named: name).id!)/chart.svg?theme=light", cookie: cookie))
            // The middle-anchored texts, less a bucket's dash (nothing due in it): the labels.
            return svg.components(separatedBy: "text-anchor=\"middle\">").dropFirst().map { String($0.prefix { $0 != "<" }) }.filter { $0 != "–" }
        }
        #expect(try labels("Walk") == ["11-04", "11-09", "11-16"])
        #expect(try labels("Long") == ["09-28", "10-05", "10-12", "10-19", "10-26", "11-02", "11-09", "11-16"])
        #expect(try labels("Budget") == ["2026-10", "2026-11"])
        let budget = text(pages.get(api, "/habits/\(try db.habit(named: "Budget").id!)", cookie: cookie))
        #expect(budget.contains("<h2>Last 6 months</h2>") && budget.contains("completion rate per month"))
    }

    @Test func aHabitsPageHasItsChartHistoryAndEditLink() throws {
        let (db, api, token) = try pages.base.setUp()
        _ = api.respond(pages.base.request("POST", "habits/Read/done", token: token,
                                           body: #"{"date": "2026-11-18", "note": "Dune, <ch. 3>", "mood": "great"}"#), now: pages.now)
        let cookie = try pages.session(db, api)
        let id = try db.habit(named: "Read").id!
        let page = text(pages.get(api, "/habits/\(id)", cookie: cookie))
        #expect(page.contains("href=\"/habits/\(id)/edit\""))
        #expect(page.contains("<q>Dune, &lt;ch. 3&gt;</q>") && page.contains(Mood.great.face))
        #expect(page.contains("srcset=\"/habits/\(id)/chart.svg?theme=dark\"") && page.contains("src=\"/habits/\(id)/chart.svg?theme=light\""))
        let light = pages.get(api, "/habits/\(id)/chart.svg?theme=light", cookie: cookie)
        let dark = pages.get(api, "/habits/\(id)/chart.svg?theme=dark", cookie: cookie)
        #expect(light.status == 200 && light.headers.contains { $0 == ("Content-Type", "image/svg+xml") })
        #expect(text(light).contains("fill=\"\(Background.light.color.hex)\"") && text(dark).contains("fill=\"\(Background.dark.color.hex)\""))
        #expect(pages.get(api, "/habits/\(id)/chart.svg", cookie: nil).status == 401)
    }

    @Test func aPauseFromThePageAndItsResume() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        let id = try db.habit(named: "Read").id!
        let bad = post(api, cookie, "/habits/\(id)/pause", "from=2026-11-25&to=2026-11-20")
        #expect(bad.status == 422 && text(bad).contains("role=\"alert\""))
        #expect(try db.habit(named: "Read").pauses.isEmpty, "nothing stored")
        #expect(post(api, cookie, "/habits/\(id)/pause", "from=&to=2026-11-30&note=Holiday").status == 303)
        let paused = try db.habit(named: "Read")
        #expect(paused.pauses == [Pause(first: CivilDate(parsing: "2026-11-19")!, last: CivilDate(parsing: "2026-11-30")!, note: "Holiday")])
        #expect(text(pages.get(api, "/habits/\(id)", cookie: cookie)).contains("(Holiday)"))
        #expect(post(api, cookie, "/habits/\(id)/resume", "").status == 303)
        #expect(try db.habit(named: "Read").pauses.isEmpty, "a pause that began today is cancelled")
        let again = post(api, cookie, "/habits/\(id)/resume", "")
        #expect(again.status == 422 && text(again).contains(PageTemplate.text(HabitError.refused(tr("%s is not paused", "Read")).message)))
    }
}

/// The manifest, icons and service worker that make the pages an installable app.
@Suite struct WebAppTests {
    let pages = WebPagesTests()

    @Test func theManifestNamesTheIconsHabitdServes() throws {
        let (db, api, _) = try pages.base.setUp()
        let manifest = pages.get(api, "/manifest.webmanifest", cookie: nil)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(manifest.body)) as? [String: Any])
        #expect(manifest.headers.contains { $0 == ("Content-Type", "application/manifest+json") })
        #expect(json["start_url"] as? String == "/" && json["display"] as? String == "standalone")
        #expect(json["name"] as? String == "Habits (habitd)" && json["short_name"] as? String == "Habits", "its words put in")
        #expect(!String(decoding: manifest.body, as: UTF8.self).contains("{{"), "no word left out")
        let icons = try #require(json["icons"] as? [[String: String]])
        for icon in icons {
            let r = pages.get(api, icon["src"]!, cookie: nil)
            #expect(r.status == 200 && r.headers.contains { $0 == ("Content-Type", icon["type"]!) })
            if icon["type"] == "image/png" {
                #expect(Array(r.body.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
                // The size the manifest says: the PNG's IHDR width and height.
                let side = Int(icon["sizes"]!.split(separator: "x")[0])!
                let width = r.body[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = r.body[20..<24].reduce(0) { $0 << 8 | Int($1) }
                #expect(width == side && height == side)
            }
        }
        let board = String(decoding: pages.get(api, "/", cookie: try pages.session(db, api)).body, as: UTF8.self)
        #expect(board.contains(#"<link rel="manifest" href="/manifest.webmanifest">"#))
    }

    @Test func theServiceWorkerUnhidesTheBoardsOwnOfflineNotice() throws {
        let (db, api, _) = try pages.base.setUp()
        let sw = String(decoding: pages.get(api, "/sw.js", cookie: nil).body, as: UTF8.self)
        let board = String(decoding: pages.get(api, "/", cookie: try pages.session(db, api)).body, as: UTF8.self)
        // The worker finds the notice by its exact tag: the two must agree.
        let hidden = #"<p id="offline" class="offline" role="status" hidden>"#
        #expect(sw.contains("'\(hidden)'") && board.contains(hidden))
        #expect(String(decoding: pages.get(api, "/app.js", cookie: nil).body, as: UTF8.self).contains(#"navigator.serviceWorker.register("/sw.js")"#))
    }
}
