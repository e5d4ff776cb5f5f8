import Foundation
import HabitCore
import HabitStore
import HabitViews
import HabitWrites
import Testing
@testable import HabitWeb

/// The action table (`HabitAction`) is what the API serves, the document lists and the habit
/// page offers (issue 42): a door that lacks an action of the table fails here, and each
/// action walked through the API and through the page's form does the same thing to the store.
/// (habitctl's side: `HabitActionCommandsTests`.)
@Suite struct HabitActionTableTests {
    let pages = WebPagesTests()
    var base: WebAPITests { pages.base }
    let habitPage = WebHabitPageTests()

    @Test func everyActionIsARouteAndAnOperationWithItsNeeds() throws {
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.text.utf8)) as? [String: Any])
        let paths = try #require(doc["paths"] as? [String: [String: Any]])
        for action in HabitAction.allCases {
            #expect(APIRoute.allCases.contains(.action(action)), "\(action) has no route")
            #expect(APIRoute.match(method: action.method, segments: action.path.split(separator: "/").map(String.init))?.0 == .action(action))
            let op = try #require(paths["/" + action.path]?[action.method.lowercased()] as? [String: Any], "\(action) has no operation")
            #expect(op["operationId"] as? String == action.operationID)
            let body = ((op["requestBody"] as? [String: Any])?["content"] as? [String: Any]).flatMap {
                (($0["application/json"] as? [String: Any])?["schema"] as? [String: Any])?["properties"] as? [String: Any]
            }
            #expect(Set(body?.keys.map { $0 } ?? []) == Set(action.needs.map(\.rawValue)), "\(action)'s body is its needs")
            let statuses = Set((op["responses"] as? [String: Any] ?? [:]).keys)
            #expect(statuses.contains("\(action.status)") && !statuses.contains("default"), "\(action): \(statuses.sorted())")
        }
    }

    /// Every action has a control on a habit's page (the pages of a build habit, a paused one,
    /// a pinned one, an archived one and a quit one together), and its delete page confirms.
    @Test func everyActionHasAControlOnTheHabitsPage() throws {
        let (db, api, token) = try base.setUp { db in
            _ = try db.insert(Habit(name: "Smoking", color: .palette("red"), kind: .quit, startDate: CivilDate(parsing: "2026-11-16")!,
                                    createdAt: base.now))
        }
        let cookie = try pages.session(db, api)
        var offered: Set<String> = []
        func collect(_ name: String) throws {
            let page = habitPage.text(pages.get(api, "/habits/\(try db.habit(named: name).id!)", cookie: cookie))
            for part in page.components(separatedBy: "data-action=\"").dropFirst() { offered.insert(String(part.prefix { $0 != "\"" })) }
        }
        try collect("Read")
        try collect("Smoking")
        for (path, body) in [("habits/Read/pause", #"{"to": "2026-11-30"}"#), ("habits/Read/pin", ""), ("habits/Smoking/archive", "")] {
            #expect(api.respond(base.request("POST", path, token: token, body: body), now: base.now).status == 200)
        }
        try collect("Read")
        try collect("Smoking")
        // An archived habit's days are not written (the store refuses them): no control offers to.
        let archived = habitPage.text(pages.get(api, "/habits/\(try db.habit(named: "Smoking").id!)", cookie: cookie))
        for day in ["done", "undo", "toggle", "skip", "unskip", "slip", "fail"] {
            #expect(!archived.contains("data-action=\"\(day)\""), "\(day) offered on an archived habit")
        }
        let every = Set(HabitAction.allCases.map(\.rawValue))
        #expect(offered == every, "missing: \(every.subtracting(offered))")

        let id = try db.habit(named: "Read").id!
        let confirm = habitPage.text(pages.get(api, "/habits/\(id)/delete", cookie: cookie))
        #expect(confirm.contains("action=\"/habits/\(id)/delete\"") && confirm.contains(PageTemplate.text(tr("Delete %s", "Read"))))
    }

    /// What each action was given, through the API and through the page's form, and what
    /// the store says after it.
    struct Step {
        var habit = "Read"
        let action: HabitAction
        let json: String
        let form: String
        let check: @Sendable (HabitDatabase) throws -> Bool
    }

    static let day = CivilDate(parsing: "2026-11-18")!
    static func log(_ db: HabitDatabase) throws -> HabitLog { try db.logs(of: [try db.habit(named: "Read")]).first?.value ?? HabitLog() }
    static func declined(_ db: HabitDatabase) throws -> Bool {
        let snap = try db.snapshot(habitNamed: "Read")
        return HabitRules(habit: snap.habits[0], log: snap.log(for: snap.habits[0]), weekStart: .monday).isDeclined(day)
    }

    static let walk: [Step] = [
        Step(action: .done, json: #"{"date": "2026-11-18", "count": 2, "note": "on the train", "mood": "good"}"#,
             form: "date=2026-11-18&count=2&note=on+the+train&mood=good&value=") { db in
            let snap = try db.snapshot(habitNamed: "Read")
            let done = snap.completions[snap.habits[0].id!, default: []].filter { $0.date == day }
            // A once-a-day habit takes what its day still needs: one.
            return done.map(\.count) == [1] && done[0].note == "on the train" && done[0].mood == .good
        },
        Step(action: .undo, json: #"{"date": "2026-11-18"}"#, form: "date=2026-11-18") { try log($0)[day].count == 0 },
        Step(action: .toggle, json: #"{"date": "2026-11-18"}"#, form: "date=2026-11-18") { try log($0)[day].count == 1 },
        Step(action: .toggle, json: #"{"date": "2026-11-18"}"#, form: "date=2026-11-18") { try log($0)[day].count == 0 && !declined($0) },
        Step(action: .fail, json: #"{"date": "2026-11-18", "note": "ill"}"#, form: "date=2026-11-18&note=ill") { try declined($0) },
        Step(action: .undo, json: #"{"date": "2026-11-18"}"#, form: "date=2026-11-18") { try !declined($0) },
        Step(action: .skip, json: #"{"date": "2026-11-25", "note": "trip"}"#, form: "date=2026-11-25&note=trip") {
            try $0.snapshot(habitNamed: "Read").skips.values.joined().contains { $0.date == CivilDate(parsing: "2026-11-25")! && $0.note == "trip" }
        },
        Step(action: .unskip, json: #"{"date": "2026-11-25"}"#, form: "date=2026-11-25") { try $0.snapshot(habitNamed: "Read").skips.values.joined().isEmpty },
        Step(habit: "Smoking", action: .slip, json: #"{"date": "2026-11-18", "note": "party"}"#, form: "date=2026-11-18&note=party") { db in
            let snap = try db.snapshot(habitNamed: "Smoking")
            return HabitRules(habit: snap.habits[0], log: snap.log(for: snap.habits[0]), weekStart: .monday).isSlip(day)
        },
        Step(action: .pin, json: "", form: "") { try $0.habit(named: "Read").pinned },
        Step(action: .unpin, json: "", form: "") { try !$0.habit(named: "Read").pinned },
        Step(action: .move, json: #"{"bottom": true}"#, form: "bottom=1") {
            try BoardRead.ordered($0.snapshot(logs: false).habits).last?.name == "Read"
        },
        Step(action: .move, json: #"{"before": "Run"}"#, form: "before=Run") {
            try BoardRead.ordered($0.snapshot(logs: false).habits).first?.name == "Read"
        },
        Step(action: .pause, json: #"{"from": "2026-11-20", "to": "2026-11-30", "note": "holiday"}"#, form: "from=2026-11-20&to=2026-11-30&note=holiday") {
            try $0.habit(named: "Read").pauses == [Pause(first: CivilDate(parsing: "2026-11-20")!, last: CivilDate(parsing: "2026-11-30")!, note: "holiday")]
        },
        Step(action: .resume, json: "", form: "") { try $0.habit(named: "Read").pauses.isEmpty },
        Step(action: .archive, json: "", form: "") { try $0.habit(named: "Read").archived },
        Step(action: .unarchive, json: "", form: "") { try !$0.habit(named: "Read").archived },
        Step(action: .delete, json: "", form: "") { db in (try? db.habit(named: "Read")) == nil },
    ]

    /// Each step through the API, then anew through the page's form: the same store after each.
    @Test(arguments: [false, true])
    func everyActionWalksThroughBothDoors(viaPage: Bool) throws {
        let (db, api, token) = try base.setUp { db in
            _ = try db.insert(Habit(name: "Run", color: .palette("red"), startDate: CivilDate(parsing: "2026-11-16")!, createdAt: base.now))
            _ = try db.insert(Habit(name: "Smoking", color: .palette("red"), kind: .quit, startDate: CivilDate(parsing: "2026-11-16")!,
                                    createdAt: base.now))
        }
        let cookie = try pages.session(db, api)
        for step in Self.walk {
            let id = try db.habit(named: step.habit).id!
            let r: WebResponse
            if viaPage {
                r = habitPage.post(api, cookie, "/habits/\(id)/\(step.action.rawValue)", step.form)
                #expect(r.status == 303, "\(step.action): \(habitPage.text(r))")
            } else {
                r = api.respond(base.request(step.action.method, "habits/\(step.habit)" + (step.action == .delete ? "" : "/\(step.action.rawValue)"),
                                             token: token, body: step.json), now: base.now)
                #expect(r.status == step.action.status, "\(step.action): \(habitPage.text(r))")
                if step.action.answer != .nothing { #expect(base.json(r)["action"] as? String == step.action.rawValue) }
            }
            #expect(try step.check(db), "\(step.action) via \(viaPage ? "the page" : "the API")")
        }
        #expect(Set(Self.walk.map(\.action)) == Set(HabitAction.allCases), "the walk covers the table")
    }

    /// A change made in the browser (a page's form, or the web app's fetch signed in by its
    /// cookie) is recorded as from the web; one made with a token, as from outside (issue 43).
    @Test func aChangeFromTheBrowserIsRecordedAsFromTheWeb() throws {
        let (db, api, token) = try base.setUp()
        let cookie = try pages.session(db, api)
        let read = try db.habit(named: "Read")
        let days = ["2026-11-17", "2026-11-18", "2026-11-19"].map { CivilDate(parsing: $0)! }
        #expect(habitPage.post(api, cookie, "/habits/\(read.id!)/done", "date=\(days[0])").status == 303)
        #expect(api.respond(base.request("POST", "habits/Read/done", token: token, body: "{\"date\": \"\(days[1])\"}"), now: base.now).status == 201)
        #expect(api.respond(base.request("POST", "habits/Read/done", body: "{\"date\": \"\(days[2])\"}",
                                         headers: [("Cookie", cookie), ("Origin", "http://127.0.0.1:8738")]), now: base.now).status == 201)
        let sources = try db.snapshot(from: days[0], to: days[2]).completions[read.id!]?.map { "\($0.date) \($0.source)" }
        #expect(sources == ["\(days[0]) web", "\(days[1]) external", "\(days[2]) web"])
    }

    /// An action that makes a milestone live says so in its answer, once: habitd, told by the
    /// store, does not say it again, and a second tap the same day says nothing new.
    @Test func anActionSaysTheMilestoneItReachedOnce() throws {
        let (db, api, token) = try base.setUp()
        for date in ["2026-11-17", "2026-11-18"] {
            #expect(api.respond(base.request("POST", "habits/Read/done", token: token, body: "{\"date\": \"\(date)\"}"), now: base.now).status == 201)
        }
        let first = api.respond(base.request("POST", "habits/Read/toggle", token: token), now: base.now)
        let reached = base.json(first)["reached"] as? [[String: Any]] ?? []
        #expect(reached.map { $0["kind"] as? String } == ["milestone"] && (reached.first?["what"] as? String ?? "").contains("3"), "\(reached)")
        #expect((base.json(first)["habit"] as? [String: Any])?["current_streak"] as? Int == 3)
        #expect(try db.achievementKeys(recordedSince: base.now).count == 1, "recorded, so habitd stays quiet")
        _ = api.respond(base.request("POST", "habits/Read/undo", token: token), now: base.now)
        let again = api.respond(base.request("POST", "habits/Read/done", token: token), now: base.now)
        #expect((base.json(again)["reached"] as? [Any])?.isEmpty == true, "said once")
    }

    /// A field an action does not take is refused, in the same words as the API says for
    /// every action; a read-only token may run none.
    @Test func aFieldTheActionDoesNotTakeIsRefusedAndAReadOnlyTokenRunsNothing() throws {
        let (db, api, _) = try base.setUp()
        let reader = try db.createWebToken(name: "reader", readOnly: true, at: base.now)
        let writer = try db.createWebToken(name: "writer", readOnly: false, at: base.now)
        let r = api.respond(base.request("POST", "habits/Read/skip", token: writer, body: #"{"count": 2}"#), now: base.now)
        #expect(r.status == 422 && base.json(r)["detail"] as? String == HabitError.refused(tr("'%1$s' is not for %2$s", "count", "skip")).message)
        for action in HabitAction.allCases {
            let path = "habits/Read" + (action == .delete ? "" : "/\(action.rawValue)")
            #expect(api.respond(base.request(action.method, path, token: reader, body: action == .move ? #"{"top": true}"# : ""), now: base.now).status == 403,
                    "\(action) with a read-only token")
        }
        #expect(try db.habit(named: "Read").archived == false && (try Self.log(db)).tallies.isEmpty, "nothing stored")
    }
}
