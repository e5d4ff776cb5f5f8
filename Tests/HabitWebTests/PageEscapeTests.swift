import Foundation
import HabitCore
import HabitStore
import Testing
@testable import HabitWeb

/// Every page writes what a person typed as text (issue 42 part 4): a habit whose name,
/// description, category, unit, message, note and pause say markup shows it escaped on each
/// page, and no page holds the markup itself.
@Suite struct PageEscapeTests {
    let pages = WebPagesTests()
    static let markup = "<b onmouseover=x>"

    @Test func noPageWritesTypedMarkup() throws {
        let m = Self.markup
        let (db, api, _) = try pages.base.setUp { db in
            _ = try db.addCategory(m)
            var h = Habit(name: "<script>alert(1)</script>", description: m, color: .palette("coral"), category: m,
                          goal: Goal(value: 2, unit: .custom(m), period: .day), startDate: CivilDate(parsing: "2026-11-16")!,
                          createdAt: ISOInstant.parse("2026-11-19T18:30:00Z")!,
                          pauses: [Pause(first: CivilDate(parsing: "2026-11-25")!, note: m)])
            h.message = m
            h = try db.insert(h)
            _ = try db.record(Completion(habitID: h.id!, date: CivilDate(parsing: "2026-11-18")!, value: 1, note: m,
                                         recordedAt: ISOInstant.parse("2026-11-18T18:30:00Z")!))
        }
        let id = try db.habit(named: "<script>alert(1)</script>").id!
        let cookie = try pages.session(db, api)
        for path in ["/", "/habits/\(id)", "/habits/\(id)/edit", "/add", "/stats", "/stats?habit=\(id)", "/habits/\(id)/delete"] {
            let page = pages.get(api, path, cookie: cookie)
            let html = String(decoding: page.body, as: UTF8.self)
            #expect(page.status == 200, "\(path)")
            #expect(!html.contains("<script>alert") && !html.contains(m), "\(path) writes typed markup")
            #expect(html.contains(PageTemplate.text(path == "/add" ? m : "<script>alert(1)</script>")), "\(path) says what was typed")
        }
        let habitPage = String(decoding: pages.get(api, "/habits/\(id)", cookie: cookie).body, as: UTF8.self)
        #expect(habitPage.components(separatedBy: PageTemplate.text(m)).count - 1 >= 4, "description, category, message, note and pause are said")
    }
}
