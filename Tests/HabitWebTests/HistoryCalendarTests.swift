import Foundation
import HabitCore
import HabitStore
import Testing
@testable import HabitWeb

/// The habit page's history calendar (issue 43 part 1): months of days, newest first, each a
/// button that toggles its day as the board's squares do, labelled with the ledger's word;
/// the page's script is answered with what a tap made live, or the refusal, as a line.
@Suite struct HistoryCalendarTests {
    let pages = WebPagesTests()
    let page = WebHabitPageTests()

    /// A form the page's script sends: it asks for the answer's line.
    func tap(_ api: WebAPI, _ cookie: String, _ target: String, _ body: String) -> WebResponse {
        api.respond(WebRequest(method: "POST", target: target, headers: [("Host", pages.base.host), ("Cookie", cookie),
                               ("Origin", "http://127.0.0.1:8738"), ("Content-Type", "application/x-www-form-urlencoded"),
                               ("Accept", "text/plain")], body: Array(body.utf8), peer: "127.0.0.1"), now: pages.now)
    }

    @Test func everyDayOfTheMonthIsAButtonAndATapSaysTheMilestone() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        let read = try db.habit(named: "Read")   // from 2026-11-16; today is Thursday 2026-11-19
        let shown = page.text(pages.get(api, "/habits/\(read.id!)", cookie: cookie))
        #expect(shown.contains("<h3>November 2026</h3>") && !shown.contains("October 2026"), "none before the start's month")
        #expect(!shown.contains("Earlier months"))
        // 1 November is a Sunday: six blanks before it in a week from Monday.
        #expect(shown.contains("<div class=\"days7\">" + String(repeating: "<span></span>", count: 6) + "<button id=\"c2026-11-01\""))
        let buttons = shown.components(separatedBy: "<button id=\"c2026-11-").dropFirst()
        #expect(buttons.count == 30)
        let tappable = buttons.filter { !$0.prefix(while: { $0 != ">" }).contains(" disabled") }.map { String($0.prefix(2)) }
        #expect(tappable == ["16", "17", "18", "19"], "from the start to today: \(tappable)")
        #expect(shown.contains("aria-label=\"Read, 2026-11-17, missed\""), "the ledger's word")

        // Yesterday and the day before, then today: the third makes 3 days in a row.
        for day in ["2026-11-17", "2026-11-18"] {
            let r = tap(api, cookie, "/habits/\(read.id!)/toggle", "count=1&date=\(day)")
            #expect(r.status == 200 && page.text(r).isEmpty, "\(day): nothing reached yet: \(page.text(r))")
        }
        let third = tap(api, cookie, "/habits/\(read.id!)/toggle", "count=1&date=2026-11-19")
        #expect(third.status == 200 && page.text(third) == "Read: 🏆 3 days in a row", "\(page.text(third))")
        #expect(page.text(pages.get(api, "/habits/\(read.id!)", cookie: cookie)).contains("aria-label=\"Read, 2026-11-17, done\""))

        // A day to come: the refusal, as a line; a form sent without the script goes back to the page.
        let before = try db.snapshot(from: CivilDate(parsing: "2026-11-01")!, to: CivilDate(parsing: "2026-11-30")!).completions[read.id!]?.count
        let future = tap(api, cookie, "/habits/\(read.id!)/toggle", "date=2026-11-20")
        #expect(future.status == 422 && page.text(future) == HabitError.futureDate(CivilDate(parsing: "2026-11-20")!).message)
        #expect(try db.snapshot(from: CivilDate(parsing: "2026-11-01")!, to: CivilDate(parsing: "2026-11-30")!).completions[read.id!]?.count == before)
        #expect(page.post(api, cookie, "/habits/\(read.id!)/toggle", "date=2026-11-16").status == 303)
    }

    @Test func earlierMonthsAreALinkAway() throws {
        let (db, api, _) = try pages.base.setUp { db in
            _ = try db.insert(Habit(name: "Piano", color: .palette("lime"), startDate: CivilDate(parsing: "2026-06-10")!, createdAt: Date(timeIntervalSince1970: 0)))
        }
        let cookie = try pages.session(db, api)
        let piano = try db.habit(named: "Piano").id!   // from 2026-06-10
        let three = page.text(pages.get(api, "/habits/\(piano)", cookie: cookie))
        let headings = { (t: String) in t.components(separatedBy: "<h3>").dropFirst().map { String($0.prefix(while: { $0 != "<" })) } }
        #expect(headings(three) == ["November 2026", "October 2026", "September 2026"])
        #expect(three.contains("<a href=\"/habits/\(piano)?months=6#calendar\">Earlier months</a>"))
        let six = page.text(pages.get(api, "/habits/\(piano)?months=6", cookie: cookie))
        #expect(headings(six) == ["November 2026", "October 2026", "September 2026", "August 2026", "July 2026", "June 2026"])
        #expect(!six.contains("Earlier months"), "June holds its start")
        #expect(six.contains("aria-label=\"Piano, 2026-06-10, missed\""), "judged by the ledger, read that far back")
        #expect(headings(page.text(pages.get(api, "/habits/\(piano)?months=0", cookie: cookie))).count == 3, "anything else: three")
        // The history list under the calendar reaches back as far as it did (26 weeks), past
        // the three months the calendar shows.
        try db.record(Completion(habitID: piano, date: CivilDate(parsing: "2026-07-01")!, note: "the first scales", recordedAt: pages.now))
        #expect(page.text(pages.get(api, "/habits/\(piano)?months=3", cookie: cookie)).contains("<q>the first scales</q>"), "(a URL not asked before: the page cache knows nothing of a write on its own connection)")
    }
}
