import Foundation
import HabitCore
import HabitStore
import HabitViews
import Testing
import TestSupport
@testable import HabitLocale
@testable import HabitWeb

/// The web app's pages on an in-memory store: the board in HTML with every user text
/// escaped, the forms' toggle, and what a browser without a session sees.
@Suite struct WebPagesTests {
    let base = WebAPITests()
    var now: Date { base.now }

    func get(_ api: WebAPI, _ path: String, cookie: String?) -> WebResponse {
        api.respond(WebRequest(method: "GET", target: path, headers: [("Host", base.host)] + (cookie.map { [("Cookie", $0)] } ?? []),
                               peer: "127.0.0.1"), now: now)
    }

    func session(_ db: HabitDatabase, _ api: WebAPI) throws -> String {
        let r = api.respond(WebRequest(method: "GET", target: "/login?code=\(try db.createLoginCode(at: now))", headers: [("Host", base.host)]), now: now)
        return String(try #require(r.headers.first { $0.0 == "Set-Cookie" }?.1).split(separator: ";")[0])
    }

    @Test func theBoardIsAPageOfButtonsLabelledByTheLedger() throws {
        let (db, api, _) = try base.setUp { db in
            _ = try db.insert(Habit(name: "<script>alert(1)</script>", color: .palette("coral"), startDate: CivilDate(parsing: "2026-11-16")!,
                                    createdAt: ISOInstant.parse("2026-11-19T18:30:00Z")!))
        }
        let cookie = try session(db, api)
        let page = get(api, "/", cookie: cookie)
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(page.status == 200 && page.headers.contains { $0 == ("Content-Type", "text/html; charset=utf-8") })
        #expect(html.contains(#"aria-label="Read, 2026-11-19, due""#) && html.contains(#"aria-label="Read, 2026-11-17, missed""#))
        #expect(html.contains(#"value="2026-11-20""#) && html.contains("disabled"), "tomorrow cannot be tapped")
        #expect(!html.contains("<script>alert") && html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains(#"<script src="/app.js" defer></script>"#) && !html.contains("<script>"), "no inline script: the CSP allows none")
        #expect(get(api, "/app.css", cookie: nil).status == 200 && get(api, "/app.js", cookie: nil).status == 200)
    }

    /// Today's amount box names the goal's unit in the page's language, as the progress
    /// beside it does ("pages" → "стр."); a unit of the user's own stays as typed.
    @Test func theAmountBoxSaysTheUnitInThePagesLanguage() throws {
        let words = ["pages": "стр.", "Add": "Добавить"]
        let russian = MessageCatalog(singular: { words[$0] ?? $0 }, plural: { s, p, n in n == 1 ? s : p }, decimalSeparator: ",")
        let db = try HabitDatabase.inMemory()
        _ = try db.insert(Habit(name: "Read", color: .palette("sky"), goal: Goal(value: 10, unit: .pages), startDate: CivilDate(parsing: "2026-11-16")!,
                                createdAt: now))
        _ = try db.insert(Habit(name: "Sit", color: .palette("lime"), goal: Goal(value: 3, unit: .custom("zazen")),
                                startDate: CivilDate(parsing: "2026-11-16")!, createdAt: now))
        let clockNow = now
        let api = WebAPI(db: db, options: .listening(host: "127.0.0.1", port: 8738), catalogs: ["ru": russian]) {
            LedgerClock(now: clockNow, zone: Zone("UTC"), offsets: FoundationZoneOffsets(), settings: try db.settings(), weekStart: .monday)
        }
        let cookie = try session(db, api)
        let page = api.respond(WebRequest(method: "GET", target: "/", headers: [("Host", base.host), ("Cookie", cookie), ("Accept-Language", "ru")],
                                          peer: "127.0.0.1"), now: now)
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(html.contains(#"placeholder="стр.""#) && !html.contains(#"placeholder="pages""#), "\(html)")
        #expect(html.contains(#"placeholder="zazen""#))
    }

    @Test func aFormTogglesTheDayAndComesBack() throws {
        let (db, api, _) = try base.setUp()
        let cookie = try session(db, api)
        func post(_ body: String, origin: String? = "http://127.0.0.1:8738", site: String? = nil) -> WebResponse {
            api.respond(WebRequest(method: "POST", target: "/toggle", headers: [("Host", base.host), ("Cookie", cookie),
                                   ("Content-Type", "application/x-www-form-urlencoded")] + (origin.map { [("Origin", $0)] } ?? [])
                                   + (site.map { [("Sec-Fetch-Site", $0)] } ?? []),
                                   body: Array(body.utf8), peer: "127.0.0.1"), now: now)
        }
        let id = try db.habit(named: "Read").id!
        let r = post("habit=\(id)&date=2026-11-19")
        #expect(r.status == 303 && r.headers.contains { $0 == ("Location", "/") })
        #expect(try db.logs(of: [try db.habit(named: "Read")]).first?.value[CivilDate(parsing: "2026-11-19")!].count == 1)
        #expect(post("habit=\(id)&date=2026-11-19", origin: nil).status == 403, "a cookie's change must say its origin")
        #expect(post("habit=\(id)&date=2026-11-19", origin: "http://evil.example").status == 403)
        // Our pages send no referrer, so a browser's form says `Origin: null`: its Fetch Metadata decides.
        #expect(post("habit=\(id)&date=2026-11-19", origin: "null", site: "cross-site").status == 403)
        #expect(post("habit=\(id)&date=2026-11-19", origin: "null", site: "same-site").status == 403)
        #expect(post("habit=\(id)&date=2026-11-19", origin: "null", site: "same-origin").status == 303)
        #expect(post("habit=\(id)&date=2026-11-19", origin: "null").status == 403)
        let future = post("habit=\(id)&date=2026-11-20")
        #expect(future.status == 422 && String(decoding: future.body, as: UTF8.self).contains(PageTemplate.text(HabitError.futureDate(CivilDate(parsing: "2026-11-20")!).message)))
    }

    /// A habit of three a day: each tap adds one until the day is done, then the toggle takes
    /// the day back to nothing (issue 43, seed 000's tap): the board's form says so (`count=1`, the toggle's
    /// count of the action table).
    @Test func aTapAddsOneToAHabitOfSeveralTimesADay() throws {
        let (db, api, token) = try base.setUp()
        _ = api.respond(base.request("POST", "habits", token: token, body: #"{"name": "Water", "times": 3, "plain": true, "start": "2026-11-16"}"#), now: now)
        let cookie = try session(db, api)
        let water = try db.habit(named: "Water")
        let field = #"<input type="hidden" name="count" value="1">"#
        #expect(String(decoding: get(api, "/", cookie: cookie).body, as: UTF8.self).contains(#"action="/toggle"><input type="hidden" name="habit" value="\#(water.id!)">\#(field)"#))
        func tap() -> Int {
            api.respond(WebRequest(method: "POST", target: "/toggle", headers: [("Host", base.host), ("Cookie", cookie), ("Origin", "http://127.0.0.1:8738"),
                                   ("Content-Type", "application/x-www-form-urlencoded")],
                                   body: Array("habit=\(water.id!)&count=1&date=2026-11-18".utf8), peer: "127.0.0.1"), now: now).status
        }
        let day = CivilDate(parsing: "2026-11-18")!
        func count() throws -> Int { try db.logs(of: [water]).first?.value[day].count ?? 0 }
        for n in 1...3 {
            #expect(tap() == 303)
            #expect(try count() == n, "tap \(n)")
        }
        #expect(tap() == 303)
        #expect(try count() == 0, "the fourth tap takes the day done back")
        #expect(try !db.removeDecline(habitID: water.id!, on: day), "and says no no")
    }

    /// The board reaches earlier weeks (`?week=`): their days tappable, a tap coming back to
    /// the week it was made on, today's amount and slip left to this week's board (issue 43).
    @Test func theBoardReachesEarlierWeeks() throws {
        let (db, api, token) = try base.setUp()
        _ = api.respond(base.request("POST", "habits", token: token, body: #"{"name": "Walk", "plain": true, "start": "2026-11-01"}"#), now: now)
        let cookie = try session(db, api)
        let walk = try db.habit(named: "Walk")
        let html = String(decoding: get(api, "/?week=2026-11-11", cookie: cookie).body, as: UTF8.self)
        #expect(html.contains(#"aria-label="Walk, 2026-11-09, missed""#) && html.contains(#"aria-label="Walk, 2026-11-15, missed""#))
        #expect(!html.contains("disabled"), "every day of an earlier week can be tapped")
        #expect(html.contains(#"<a href="/?week=2026-11-02">"#) && html.contains(#"<a href="/">"#), "the week before, and back to this one")
        #expect(html.contains(#"<input type="hidden" name="week" value="2026-11-09">"#) && !html.contains(#"action="/log""#))
        let r = api.respond(WebRequest(method: "POST", target: "/toggle", headers: [("Host", base.host), ("Cookie", cookie), ("Origin", "http://127.0.0.1:8738"),
                                       ("Content-Type", "application/x-www-form-urlencoded")],
                                       body: Array("habit=\(walk.id!)&date=2026-11-10&week=2026-11-09".utf8), peer: "127.0.0.1"), now: now)
        #expect(r.status == 303 && r.headers.contains { $0 == ("Location", "/?week=2026-11-09") })
        #expect(try db.logs(of: [walk]).first?.value[CivilDate(parsing: "2026-11-10")!].count == 1)
        // A week to come, or a day that is none, is this week.
        for week in ["2026-11-25", "2026-11-19", "soon"] {
            let this = String(decoding: get(api, "/?week=\(week)", cookie: cookie).body, as: UTF8.self)
            #expect(this.contains(#"aria-label="Walk, 2026-11-19, due""#) && this.contains(#"<a href="/?week=2026-11-09">"#), "\(week)")
        }
    }

    @Test func aHabitsPageSaysTheLedgersWeekStreaksAndCalendar() throws {
        let (db, api, token) = try base.setUp()
        _ = api.respond(base.request("POST", "habits/Read/done", token: token, body: #"{"date": "2026-11-18"}"#), now: now)
        _ = api.respond(base.request("PATCH", "habits/Read", token: token, body: #"{"remind": "20:00"}"#), now: now)
        let cookie = try session(db, api)
        let id = try db.habit(named: "Read").id!
        let page = get(api, "/habits/\(id)", cookie: cookie)
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(page.status == 200 && html.contains("<h1 class=\"h\(id)\">") && html.contains("Read"))
        #expect(html.contains("<dt>Streak</dt><dd>1 day · best 1 day</dd>"), "show's own words")
        #expect(html.contains(#"<time datetime="2026-11-19T20:00:00Z">"#), "the next reminder, tonight")
        #expect(html.contains(#"aria-label="Read, 2026-11-18, done""#) && html.contains(#"aria-label="Read, 2026-11-17, missed""#))
        #expect(html.components(separatedBy: "class=\"cell ").count - 1 == 30, "the calendar's month: November, from the start's")
        #expect(get(api, "/habits/999", cookie: cookie).status == 404)
        #expect(get(api, "/habits/\(id)", cookie: nil).status == 401)
    }

    @Test func withoutASessionThePageSaysHowToLogIn() throws {
        let (_, api, _) = try base.setUp()
        let page = get(api, "/", cookie: "habitd_session=hd_nope")
        #expect(page.status == 401 && String(decoding: page.body, as: UTF8.self).contains("habitctl web login"))
        #expect(api.respond(WebRequest(method: "POST", target: "/toggle", headers: [("Host", base.host)]), now: now).status == 401)
    }
}
