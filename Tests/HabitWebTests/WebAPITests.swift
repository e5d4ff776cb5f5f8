import Foundation
import HabitCore
import HabitStore
import HabitViews
import Testing
import TestSupport
@testable import HabitWeb

/// The API from request to response, on an in-memory store and a fixed clock (Thursday
/// 2026-11-19, UTC): the guards, the routes, and the same words as habitctl.
@Suite struct WebAPITests {
    let now = ISOInstant.parse("2026-11-19T18:30:00Z")!
    let host = "127.0.0.1:8738"

    func setUp(_ configure: (HabitDatabase) throws -> Void = { _ in }) throws -> (HabitDatabase, WebAPI, token: String) {
        let db = try HabitDatabase.inMemory()
        _ = try db.insert(Habit(name: "Read", color: .palette("sky"), startDate: CivilDate(parsing: "2026-11-16")!, createdAt: now))
        try configure(db)
        let token = try db.createWebToken(name: "test", readOnly: false, at: now)
        let now = self.now
        let api = WebAPI(db: db, options: .listening(host: "127.0.0.1", port: 8738)) {
            LedgerClock(now: now, zone: Zone("UTC"), offsets: FoundationZoneOffsets(), settings: try db.settings(), weekStart: .monday)
        }
        return (db, api, token)
    }

    func request(_ method: String, _ path: String, token: String? = nil, body: String = "", headers: [(String, String)] = []) -> WebRequest {
        var h = [("Host", host)] + headers
        if let token { h.append(("Authorization", "Bearer \(token)")) }
        return WebRequest(method: method, target: "/api/v1/" + path, headers: h, body: Array(body.utf8), peer: "127.0.0.1")
    }

    /// The body as a JSON object; empty when it is none.
    func json(_ r: WebResponse) -> [String: Any] {
        ((try? JSONSerialization.jsonObject(with: Data(r.body))) as? [String: Any]) ?? [:]
    }

    @Test func theDocumentIsOpenAndEverythingElseNeedsAToken() throws {
        let (_, api, token) = try setUp()
        let doc = api.respond(request("GET", "openapi.json"), now: now)
        #expect(doc.status == 200 && (json(doc))["openapi"] as? String == "3.1.0")
        for route in APIRoute.allCases where !route.open {
            let path = route.pattern.replacingOccurrences(of: "{habit}", with: "Read").replacingOccurrences(of: "{key}", with: "theme")
            let bare = api.respond(request(route.method, path), now: now)
            #expect(bare.status == 401 && bare.headers.contains { $0.0 == "WWW-Authenticate" }, "\(route)")
            #expect(json(bare)["detail"] as? String == "this needs a token: 'habitctl web token new --name NAME' makes one")
            var wrong = request(route.method, path, token: "hd_wrong")
            wrong.peer = "peer of \(route)"   // each from its own address: none is slowed down
            #expect(api.respond(wrong, now: now).status == 401, "\(route)")
        }
        #expect(api.respond(request("GET", "habits", token: token), now: now).status == 200)
    }

    @Test func doneThroughTheAPIIsHabitctlsDone() throws {
        let (db, api, token) = try setUp()
        let r = api.respond(request("POST", "habits/read/done", token: token, body: #"{"note": "chapter 3", "mood": "good"}"#), now: now)
        #expect(r.status == 201, "\(String(decoding: r.body, as: UTF8.self))")
        let habit = try #require(json(r)["habit"] as? [String: Any])
        #expect(habit["status"] as? String == "done" && habit["done_today"] as? Int == 1 && habit["current_streak"] as? Int == 1)
        let stored = try db.logs(of: [try db.habit(named: "Read")]).first?.value[CivilDate(parsing: "2026-11-19")!]
        #expect(stored?.count == 1)
        // Again: done already, nothing recorded.
        let again = api.respond(request("POST", "habits/Read/done", token: token), now: now)
        #expect(again.status == 200 && (json(again))["recorded"] as? Bool == false)
        // Undo, then nothing left to undo: habitctl's words.
        #expect(api.respond(request("POST", "habits/Read/undo", token: token), now: now).status == 200)
        let nothing = api.respond(request("POST", "habits/Read/undo", token: token), now: now)
        #expect(nothing.status == 422 && (json(nothing))["detail"] as? String == HabitError.nothingToUndo(habit: "Read", date: CivilDate(parsing: "2026-11-19")!).message)
    }

    /// An amount arrives as a number and is stored as sent, as `done --value 2.345` stores it.
    @Test func anAmountIsStoredAsSent() throws {
        let (db, api, token) = try setUp()
        #expect(api.respond(request("POST", "habits/Read/done", token: token, body: #"{"value": 2.345}"#), now: now).status == 201)
        #expect(try db.logs(of: [try db.habit(named: "Read")]).first?.value[CivilDate(parsing: "2026-11-19")!].value == 2.345)
    }

    /// Skip and unskip as habitctl's: a future day may be skipped, a day twice may not.
    @Test func skipAndUnskipAreHabitctls() throws {
        let (db, api, token) = try setUp()
        let skipped = api.respond(request("POST", "habits/Read/skip", token: token, body: #"{"date": "2026-11-25", "note": "travel"}"#), now: now)
        #expect(skipped.status == 201, "\(String(decoding: skipped.body, as: UTF8.self))")
        let again = api.respond(request("POST", "habits/Read/skip", token: token, body: #"{"date": "2026-11-25"}"#), now: now)
        let day = CivilDate(parsing: "2026-11-25")!
        #expect(again.status == 422 && json(again)["detail"] as? String == HabitError.alreadySkipped(habit: "Read", date: day).message)
        #expect(try db.logs(of: [try db.habit(named: "Read")]).first?.value.isSkipped(day) == true)
        // Today skipped: the ledger says so.
        let today = api.respond(request("POST", "habits/Read/skip", token: token), now: now)
        #expect((json(today)["habit"] as? [String: Any])?["status"] as? String == "skipped")
        #expect(api.respond(request("POST", "habits/Read/unskip", token: token, body: #"{"date": "2026-11-25"}"#), now: now).status == 200)
        let none = api.respond(request("POST", "habits/Read/unskip", token: token, body: #"{"date": "2026-11-25"}"#), now: now)
        #expect(none.status == 422 && json(none)["detail"] as? String == HabitError.notSkipped(habit: "Read", date: day).message)
        let before = api.respond(request("POST", "habits/Read/skip", token: token, body: #"{"date": "2026-11-01"}"#), now: now)
        #expect(before.status == 422, "outside the term, as habitctl refuses it")
    }

    @Test func settingsAndCategoriesAreHabitctls() throws {
        let (db, api, token) = try setUp()
        try db.setSetting(.quietHours, to: "22:00-07:00")
        let r = api.respond(request("GET", "settings", token: token), now: now)
        let settings = try #require(try JSONSerialization.jsonObject(with: Data(r.body)) as? [[String: Any]])
        #expect(settings.map { $0["key"] as? String } == SettingKey.allCases.map(\.rawValue))
        let quiet = try #require(settings.first { $0["key"] as? String == "quiet-hours" })
        #expect(quiet["value"] as? String == "22:00-07:00" && quiet["is_default"] as? Bool == false)
        #expect(settings.first { $0["key"] as? String == "theme" }?["value"] as? String == "auto")
        let categories = api.respond(request("GET", "categories", token: token), now: now)
        #expect((try JSONSerialization.jsonObject(with: Data(categories.body)) as? [String]) == (try db.categories().map(\.name)))
    }

    @Test func badInputIsOneProblemAndWritesNothing() throws {
        let (db, api, token) = try setUp()
        let cases: [(String, Int, String)] = [
            (#"{"date": "2026-11-20"}"#, 422, HabitError.futureDate(CivilDate(parsing: "2026-11-20")!).message),
            (#"{"date": "2026-11-01"}"#, 422, HabitError.beforeStart(habit: "Read", date: CivilDate(parsing: "2026-11-01")!, start: CivilDate(parsing: "2026-11-16")!).message),
            (#"{"value": -1}"#, 422, error { _ = try Validate.value("-1") }),
            (#"{"mood": "ecstatic"}"#, 422, error { _ = try Mood.parse("ecstatic") }),
            (#"{"count": "two"}"#, 400, "the body is not the JSON this route takes: 'count' has the wrong type"),
            ("not json", 400, "the body is not the JSON this route takes: it is not JSON"),
            (String(repeating: "[", count: 40), 400, "the JSON body is nested deeper than 16 levels"),
        ]
        for (body, status, detail) in cases {
            let r = api.respond(request("POST", "habits/Read/done", token: token, body: body), now: now)
            #expect(r.status == status && (json(r))["detail"] as? String == detail, "\(body): \(String(decoding: r.body, as: UTF8.self))")
            #expect(r.headers.contains { $0 == ("Content-Type", "application/problem+json") })
        }
        #expect(try db.logs(of: [try db.habit(named: "Read")]).first?.value.tallies.isEmpty == true)
        let unknown = api.respond(request("GET", "habits/Nope", token: token), now: now)
        let words = error { _ = try db.habit(named: "Nope") }
        #expect(unknown.status == 404 && (json(unknown))["detail"] as? String == words)
    }

    /// The words habitctl says for the same refusal.
    func error(_ body: () throws -> Void) -> String {
        do { try body(); return "no error" } catch let e as HabitError { return e.message } catch { return "\(error)" }
    }

    @Test func hostileRequestsAreRefused() throws {
        let (db, api, token) = try setUp()
        // DNS rebinding: another name for this address.
        let rebound = api.respond(WebRequest(method: "GET", target: "/api/v1/habits", headers: [("Host", "evil.example:8738"), ("Authorization", "Bearer \(token)")]), now: now)
        #expect(rebound.status == 421)
        // CSRF: a change from another site's page.
        let csrf = api.respond(request("POST", "habits/Read/done", token: token, headers: [("Origin", "http://evil.example")]), now: now)
        #expect(csrf.status == 403)
        #expect(api.respond(request("POST", "habits/Read/done", token: token, headers: [("Origin", "http://localhost:8738")]), now: now).status == 201)
        // A token in the URL.
        #expect(api.respond(request("GET", "habits?token=\(token)"), now: now).status == 400)
        // Outside the API, and a method the path does not take.
        #expect(api.respond(request("GET", "../../etc/passwd", token: token), now: now).status == 404)
        #expect(api.respond(WebRequest(method: "GET", target: "/etc/passwd", headers: [("Host", host)]), now: now).status == 404)
        #expect(api.respond(request("DELETE", "habits", token: token), now: now).status == 405)
        // A read-only token reads and changes nothing.
        let reader = try db.createWebToken(name: "phone", readOnly: true, at: now)
        #expect(api.respond(request("GET", "habits", token: reader), now: now).status == 200)
        let refused = api.respond(request("POST", "habits/Read/undo", token: reader), now: now)
        #expect(refused.status == 403 && (json(refused))["detail"] as? String == "the token phone is read-only: it cannot change anything")
        // Revoked: refused on its next request.
        try db.revokeWebToken(name: "PHONE")
        #expect(api.respond(request("GET", "habits", token: reader), now: now).status == 401)
        // Every answer carries the security headers.
        for r in [rebound, csrf, refused] {
            #expect(r.headers.contains { $0.0 == "Content-Security-Policy" && $0.1.contains("frame-ancestors 'none'") })
            #expect(r.headers.contains { $0 == ("X-Content-Type-Options", "nosniff") } && r.headers.contains { $0 == ("Referrer-Policy", "no-referrer") })
        }
    }

    @Test func wrongTokensFromOneAddressAreSlowedDownAndTheRightOneNeverIs() throws {
        let (_, api, token) = try setUp()
        // Guesses from all over the loopback range count as one address's.
        for i in 0..<WebGuard.allowedFailures {
            var guess = request("GET", "habits", token: "hd_guess\(i)")
            guess.peer = ["127.0.0.1", "127.0.0.2", "127.9.8.7", "::1", "::ffff:127.0.0.5"][i % 5]
            #expect(api.respond(guess, now: now).status == 401)
        }
        var next = request("GET", "habits", token: "hd_guess")
        next.peer = "127.200.0.1"
        let slowed = api.respond(next, now: now.addingTimeInterval(1))
        #expect(slowed.status == 429 && slowed.headers.contains { $0 == ("Retry-After", "59") })
        // The owner's token still passes, from any of those addresses, while guesses wait.
        #expect(api.respond(request("GET", "habits", token: token), now: now.addingTimeInterval(2)).status == 200)
        #expect(api.respond(request("GET", "habits", token: "hd_guess"), now: now.addingTimeInterval(2)).status == 429)
        // Another address is not slowed by loopback's guesses.
        var elsewhere = request("GET", "habits", token: "hd_guess")
        elsewhere.peer = "192.0.2.7"
        #expect(api.respond(elsewhere, now: now.addingTimeInterval(2)).status == 401)
        #expect(api.respond(request("GET", "habits", token: "hd_guess"), now: now.addingTimeInterval(61)).status == 401)
    }

    @Test func tokensAreStoredAsTheirHashOnly() throws {
        let (db, _, token) = try setUp()
        #expect(token.hasPrefix("hd_") && token.count == 46)
        #expect(try db.webTokens().map(\.name) == ["test"])
        #expect(throws: StoreError.tokenExists(name: "TEST")) { try db.createWebToken(name: "TEST", readOnly: false, at: now) }
        #expect(throws: StoreError.unknownToken(name: "nope")) { try db.revokeWebToken(name: "nope") }
        #expect(throws: StoreError.badTokenName("my phone")) { try db.createWebToken(name: "my phone", readOnly: false, at: now) }
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        // Against coreutils' sha256sum, on lengths around the 64-byte block and its padding.
        for length in [55, 56, 63, 64, 65, 119, 1000] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ length) }
            let file = NSTemporaryDirectory() + "sha-\(UUID().uuidString)"
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            defer { try? FileManager.default.removeItem(atPath: file) }
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
            p.arguments = [file]
            let out = Pipe()
            p.standardOutput = out
            try p.run()
            p.waitUntilExit()
            let theirs = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).prefix(64)
            #expect(SHA256.hex(bytes) == String(theirs), "\(length) bytes")
        }
    }

    /// The document and the routes are one list: every path and method of the document is
    /// served, and every route is in the document.
    @Test func theDocumentListsExactlyTheRoutes() throws {
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.json)) as? [String: Any])
        let paths = try #require(doc["paths"] as? [String: [String: Any]])
        let documented = Set(paths.flatMap { path, ops in ops.keys.map { "\($0.uppercased()) \(path)" } })
        let served = Set(APIRoute.allCases.map { "\($0.method) /\($0.pattern)" })
        #expect(documented == served)
    }

    /// docs/openapi.json (`scripts/gen-docs.sh` writes it) is the document habitd serves.
    @Test func theCommittedDocumentIsTheServedOne() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let committed = try JSONSerialization.jsonObject(with: Data(contentsOf: repo.appendingPathComponent("docs/openapi.json"))) as? NSDictionary
        let served = try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.json)) as? NSDictionary
        #expect(committed != nil && committed == served, "run scripts/gen-docs.sh")
    }
}
