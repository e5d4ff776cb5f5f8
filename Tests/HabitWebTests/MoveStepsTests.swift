import Foundation
import HabitCore
import HabitStore
import HabitViews
import Testing
@testable import HabitWeb

/// A habit's page moves it a step up or down its section of the board (issue 43 part 2: "by
/// keyboard, move up and down"), as `move --before` would, with plain buttons.
@Suite struct MoveStepsTests {
    let pages = WebPagesTests()
    let page = WebHabitPageTests()

    @Test func aStepUpOrDownIsMoveBeforeItsNeighbour() throws {
        let (db, api, token) = try pages.base.setUp()
        for name in ["Walk", "Swim", "Piano"] {
            #expect(api.respond(pages.base.request("POST", "habits", token: token, body: "{\"name\": \"\(name)\", \"plain\": true}"), now: pages.now).status == 201)
        }
        #expect(api.respond(pages.base.request("POST", "habits/Piano/pin", token: token), now: pages.now).status == 200)
        let cookie = try pages.session(db, api)
        let id = { (name: String) in try db.habit(named: name).id! }
        let steps = { (name: String) throws -> String in
            let html = page.text(pages.get(api, "/habits/\(try id(name))", cookie: cookie))
            guard let form = html.range(of: "<form class=\"steps\"") else { return "" }
            return String(html[form.lowerBound...].prefix(while: { $0 != "\n" }))
        }
        let order = { try BoardRead.ordered(db.snapshot(includeArchived: false, logs: false).habits).map(\.name) }
        #expect(try order() == ["Piano", "Read", "Walk", "Swim"])
        // Walk: up before Read; down below Swim, the last: to the bottom.
        #expect(try steps("Walk").contains("<button name=\"before\" value=\"Read\" data-action=\"move\">↑ Move up</button>"))
        #expect(try steps("Walk").contains("<button name=\"bottom\" value=\"1\" data-action=\"move\">↓ Move down</button>"))
        // Read, first of its section (Piano is pinned, a section of its own): no step up.
        #expect(try !steps("Read").contains("Move up") && steps("Read").contains("value=\"Swim\" data-action=\"move\">↓ Move down"))
        #expect(try steps("Piano") == "", "alone in its section")

        #expect(page.post(api, cookie, "/habits/\(try id("Walk"))/move", "before=Read").status == 303)
        #expect(try order() == ["Piano", "Walk", "Read", "Swim"])
        #expect(page.post(api, cookie, "/habits/\(try id("Walk"))/move", "bottom=1").status == 303)
        #expect(try order() == ["Piano", "Read", "Swim", "Walk"])
        #expect(try !steps("Walk").contains("Move down"), "the last: no step down")
    }
}
