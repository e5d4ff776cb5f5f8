import Foundation
import HabitCore
import HabitStore
import Testing
@testable import HabitWeb

/// The one-time login link and the session cookie it becomes.
@Suite struct WebLoginTests {
    let base = WebAPITests()
    var now: Date { base.now }

    func login(_ api: WebAPI, _ code: String, at: Date) -> WebResponse {
        api.respond(WebRequest(method: "GET", target: "/login?code=\(code)", headers: [("Host", base.host)], peer: "127.0.0.1"), now: at)
    }

    func cookie(of r: WebResponse) -> String? {
        r.headers.first { $0.0 == "Set-Cookie" }?.1
    }

    @Test func aLinkWorksOnceWithinTwoMinutesAndBecomesAStrictHttpOnlyCookie() throws {
        let (db, api, _) = try base.setUp()
        let code = try db.createLoginCode(at: now)
        let first = login(api, code, at: now.addingTimeInterval(30))
        #expect(first.status == 303 && first.headers.contains { $0 == ("Location", "/") })
        let set = try #require(cookie(of: first))
        #expect(set.hasPrefix("habitd_session=hd_") && set.contains("; HttpOnly") && set.contains("; SameSite=Strict") && set.contains("; Path=/"))
        #expect(!set.contains("Secure"), "plain HTTP on loopback: a Secure cookie would never come back")
        let again = login(api, code, at: now.addingTimeInterval(31))
        #expect(again.status == 401 && base.json(again)["detail"] as? String
                == "this login link was used already or is more than two minutes old: 'habitctl web login' makes a new one")
        let late = try db.createLoginCode(at: now)
        #expect(login(api, late, at: now.addingTimeInterval(121)).status == 401)
        #expect(try db.webTokens().map(\.name).filter { $0.hasPrefix("browser-") }.count == 1, "one session, from the one good use")
        #expect(api.respond(WebRequest(method: "POST", target: "/login?code=x", headers: [("Host", base.host)]), now: now).status == 405)
        #expect(login(api, "", at: now).status == 400)
    }

    @Test func theCookieReadsAndChangesOnlyFromThisServersPages() throws {
        let (db, api, _) = try base.setUp()
        let set = try #require(cookie(of: login(api, try db.createLoginCode(at: now), at: now)))
        let session = String(set.split(separator: ";")[0])
        func call(_ method: String, _ path: String, _ extra: [(String, String)] = []) -> WebResponse {
            api.respond(WebRequest(method: method, target: "/api/v1/" + path, headers: [("Host", base.host), ("Cookie", "theme=dark; " + session)] + extra,
                                   peer: "127.0.0.1"), now: now)
        }
        #expect(call("GET", "habits").status == 200)
        let bare = call("POST", "habits/Read/done")
        #expect(bare.status == 403 && base.json(bare)["detail"] as? String == "a change from a browser must say which page it comes from (Origin)")
        #expect(call("POST", "habits/Read/done", [("Origin", "http://evil.example")]).status == 403)
        #expect(call("POST", "habits/Read/done", [("Origin", "http://127.0.0.1:8738")]).status == 201)
        let name = try #require(try db.webTokens().first { $0.name.hasPrefix("browser-") }?.name)
        try db.revokeWebToken(name: name)
        #expect(call("GET", "habits").status == 401, "revoked: the cookie is refused")
    }

    @Test func wrongCodesAreSlowedDownAsWrongTokensAre() throws {
        let (db, api, _) = try base.setUp()
        for i in 0..<WebGuard.allowedFailures { #expect(login(api, "hl_guess\(i)", at: now).status == 401) }
        #expect(login(api, "hl_guess", at: now.addingTimeInterval(1)).status == 429)
        // A right code still logs in while the guesses wait.
        let code = try db.createLoginCode(at: now)
        #expect(login(api, code, at: now.addingTimeInterval(2)).status == 303)
    }
}
