import Foundation
import HabitCore
import HabitStore
import Testing
@testable import HabitWeb

/// The Access page's sessions (issue 43 part 8): each named by the browser and system that
/// logged in, when it was last used, and which one is this browser; a revoke of this
/// browser's own session says so before it is confirmed.
@Suite struct AccessPageTests {
    let pages = WebPagesTests()
    let manage = WebManagePagesTests()

    static let linuxChrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36"
    static let androidFirefox = "Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0"

    func login(_ db: HabitDatabase, _ api: WebAPI, agent: String, at now: Date) throws -> String {
        let r = api.respond(WebRequest(method: "GET", target: "/login?code=\(try db.createLoginCode(at: now))",
                                       headers: [("Host", pages.base.host), ("User-Agent", agent)]), now: now)
        return String(try #require(r.headers.first { $0.0 == "Set-Cookie" }?.1).split(separator: ";")[0])
    }

    @Test(arguments: [
        (linuxChrome, "Chrome on Linux"), (androidFirefox, "Firefox on Android"),
        ("Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
         "Safari on iPhone"),
        ("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0",
         "Edge on Windows"),
        ("curl/8.4.0", ""),
    ])
    func aUserAgentIsSaidInWords(_ agent: String, _ words: String) {
        #expect((BrowserName.of(agent) ?? "") == words)
    }

    @Test func eachSessionIsNamedDatedAndThisOneMarked() throws {
        let (db, api, _) = try pages.base.setUp()
        let earlier = pages.now.addingTimeInterval(-3600)
        let phone = try login(db, api, agent: Self.androidFirefox, at: earlier)
        #expect(manage.text(pages.get(api, "/tokens", cookie: try login(db, api, agent: Self.linuxChrome, at: earlier))).contains("not used yet"),
                "the phone's session, not used since its login")
        _ = api.respond(WebRequest(method: "GET", target: "/", headers: [("Host", pages.base.host), ("Cookie", phone)]), now: earlier)
        let mine = try login(db, api, agent: Self.linuxChrome + "\u{1B}[31m", at: pages.now)
        let page = manage.text(pages.get(api, "/tokens", cookie: mine))
        let lines = page.components(separatedBy: "<li><span>").dropFirst().map { String($0.prefix(while: { $0 != "\n" })).components(separatedBy: "</li>")[0] }
        let chrome = try #require(lines.first { $0.contains("Chrome on Linux") && $0.contains("this browser") })
        let firefox = try #require(lines.first { $0.contains("Firefox on Android") })
        // The phone's session last used an hour ago (the tests' now is 18:30 UTC); this one by
        // this page.
        #expect(chrome.contains("last used 2026-11-19 18:30") && chrome.contains("<strong>this browser</strong>"), "\(chrome)")
        #expect(firefox.contains("last used 2026-11-19 17:30") && !firefox.contains("this browser"), "\(firefox)")
        #expect(try db.webTokens().allSatisfy { ($0.agent ?? "").unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F } },
                "an agent is kept as printable ASCII")

        let tokens = try db.webTokens()
        let own = try #require(try db.webToken(matching: String(mine.split(separator: "=", maxSplits: 1)[1])))
        let other = try #require(tokens.first { $0.agent?.contains("Firefox") == true })
        let says = "a new login link (habitctl web login) signs it in again."
        #expect(manage.text(manage.post(api, mine, "/tokens/revoke", Array("name=\(own.name)".utf8))).contains(says))
        #expect(!manage.text(manage.post(api, mine, "/tokens/revoke", Array("name=\(other.name)".utf8))).contains(says))
    }
}
