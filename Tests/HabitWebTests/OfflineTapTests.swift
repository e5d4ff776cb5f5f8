import Foundation
import HabitCore
import HabitStore
import Testing
@testable import HabitWeb

/// A tap the page's script kept while habitd was out of reach (issue 43 part 4, `WebTap`):
/// sent again, it is applied once; a day changed meanwhile is not changed under it; a tap
/// that waited behind a refused one is refused too.
@Suite struct OfflineTapTests {
    let pages = WebPagesTests()
    let page = WebHabitPageTests()
    let calendar = HistoryCalendarTests()

    func completions(_ db: HabitDatabase, _ name: String) throws -> Int {
        try db.snapshot(from: CivilDate(parsing: "2026-11-01")!, to: CivilDate(parsing: "2026-11-30")!).completions[db.habit(named: name).id!]?.count ?? 0
    }

    @Test func aTapSentTwiceIsAppliedOnce() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        let read = try db.habit(named: "Read").id!
        let body = "habit=\(read)&count=1&date=2026-11-18&tap=0b6f4d2e-tap-one&seen=missed"
        for _ in 0..<2 {
            let r = calendar.tap(api, cookie, "/toggle", body)
            #expect(r.status == 200 && page.text(r).isEmpty, "\(r.status) \(page.text(r))")
        }
        #expect(try completions(db, "Read") == 1, "the second sending answered, not applied: a toggle would have taken the day back")
        #expect(try db.tapApplied("0b6f4d2e-tap-one"))

        // An amount (no day state to check): its id alone keeps it from being added twice.
        for _ in 0..<2 { #expect(calendar.tap(api, cookie, "/log", "habit=\(read)&value=20&tap=amount-0001").status == 200) }
        #expect(try completions(db, "Read") == 2)
    }

    @Test func aDayChangedWhileTheTapWaitedIsNotChangedUnderIt() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        let read = try db.habit(named: "Read").id!
        // Today was due when the phone tapped it offline; habitctl marked it done meanwhile.
        #expect(page.post(api, cookie, "/toggle", "habit=\(read)&count=1&date=2026-11-19").status == 303)
        let r = calendar.tap(api, cookie, "/toggle", "habit=\(read)&count=1&date=2026-11-19&tap=phone-tap-0001&seen=due")
        #expect(r.status == 422 && page.text(r) == "Not applied: Read on 2026-11-19 changed while this tap waited (now done)", "\(page.text(r))")
        #expect(try completions(db, "Read") == 1, "still done: the waiting tap did not take it back")
        #expect(try !db.tapApplied("phone-tap-0001"))
        // The tap that waited behind it on that day is refused with it; so is one on a habit's page.
        let after = calendar.tap(api, cookie, "/habits/\(read)/toggle", "count=1&date=2026-11-19&tap=phone-tap-0002&after=phone-tap-0001")
        #expect(after.status == 422 && page.text(after).hasPrefix("Not applied: Read was tapped after a change that was not"))
        #expect(try completions(db, "Read") == 1)
        // Behind one that was applied, it applies: yesterday done, then taken back, offline.
        #expect(calendar.tap(api, cookie, "/habits/\(read)/toggle", "count=1&date=2026-11-18&tap=phone-tap-0003&seen=missed").status == 200)
        #expect(try completions(db, "Read") == 2)
        #expect(calendar.tap(api, cookie, "/habits/\(read)/toggle", "count=1&date=2026-11-18&tap=phone-tap-0004&after=phone-tap-0003").status == 200)
        #expect(try completions(db, "Read") == 1, "two taps on one day, made offline: as it was")
    }

    @Test func aBadTapIsRefusedInOneLineAndChangesNothing() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        let read = try db.habit(named: "Read").id!
        for (fields, line) in [("tap=x", "Not a tap's id: x"), ("tap=abcdefgh;drop", "Not a tap's id: abcdefgh;drop"),
                               ("tap=abcdefgh&seen=green", "Not a day's state: green"), ("tap=abcdefgh&after=no", "Not a tap's id: no")] {
            let r = calendar.tap(api, cookie, "/toggle", "habit=\(read)&count=1&date=2026-11-18&" + fields)
            #expect(r.status == 422 && page.text(r) == line && !line.contains("\n"), "\(fields): \(page.text(r))")
        }
        #expect(try completions(db, "Read") == 0)
    }

    @Test func appliedTapsAreForgottenAfterThirtyDays() throws {
        let db = try HabitDatabase.inMemory()
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        try db.noteTap("kept-for-a-while", at: start)
        try db.noteTap("another-later-tap", at: start.addingTimeInterval(HabitDatabase.tapKeep - 1))
        #expect(try db.tapApplied("kept-for-a-while"))
        try db.noteTap("a-tap-a-month-on", at: start.addingTimeInterval(HabitDatabase.tapKeep + 1))
        #expect(try !db.tapApplied("kept-for-a-while") && db.tapApplied("another-later-tap"))
    }
}
