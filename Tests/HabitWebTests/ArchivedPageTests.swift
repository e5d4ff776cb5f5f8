import Foundation
import HabitCore
import HabitStore
import Testing
@testable import HabitWeb

/// The archived habits' page (issue 43 part 2): linked under the board when any rest there,
/// each with its page and Unarchive, the action table's control.
@Suite struct ArchivedPageTests {
    let pages = WebPagesTests()
    let page = WebHabitPageTests()

    @Test func anArchivedHabitRestsOnItsPageAndComesBack() throws {
        let (db, api, token) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        let id = try db.habit(named: "Read").id!
        #expect(!page.text(pages.get(api, "/", cookie: cookie)).contains("href=\"/archived\""), "nothing archived, no link")
        #expect(page.text(pages.get(api, "/archived", cookie: cookie)).contains("Nothing archived."))
        #expect(api.respond(pages.base.request("POST", "habits/Read/done", token: token, body: #"{"date": "2026-11-18"}"#), now: pages.now).status == 201)
        #expect(api.respond(pages.base.request("POST", "habits/Read/archive", token: token), now: pages.now).status == 200)

        let board = page.text(pages.get(api, "/", cookie: cookie))
        #expect(board.contains("<a href=\"/archived\">1 archived habit</a>") && !board.contains("href=\"/habits/\(id)\""), "off the board, linked under it")
        let archived = page.text(pages.get(api, "/archived", cookie: cookie))
        #expect(archived.contains("<a class=\"name\" href=\"/habits/\(id)\">Read</a> <span class=\"dim\">1 day tracked</span>"))
        #expect(archived.contains("formaction=\"/habits/\(id)/unarchive\" data-action=\"unarchive\""))

        #expect(page.post(api, cookie, "/habits/\(id)/unarchive", "").status == 303)
        #expect(try !db.habit(named: "Read").archived)
        #expect(page.text(pages.get(api, "/", cookie: cookie)).contains("href=\"/habits/\(id)\"") )
        #expect(page.text(pages.get(api, "/archived", cookie: cookie)).contains("Nothing archived."))
        #expect(pages.get(api, "/archived", cookie: nil).status == 401, "signed in only")
    }
}
