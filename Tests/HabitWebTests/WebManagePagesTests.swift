import Foundation
import HabitCore
import HabitStore
import HabitViews
import Testing
@testable import HabitWeb

/// The pages beyond the habits: stats, settings, sync, access (tokens) and import, each
/// through a browser's session, each refusal in habitctl's words with nothing stored.
@Suite struct WebManagePagesTests {
    let pages = WebPagesTests()

    func post(_ api: WebAPI, _ cookie: String, _ target: String, _ body: [UInt8], type: String = "application/x-www-form-urlencoded") -> WebResponse {
        api.respond(WebRequest(method: "POST", target: target, headers: [("Host", pages.base.host), ("Cookie", cookie),
                               ("Origin", "http://127.0.0.1:8738"), ("Content-Type", type)], body: body, peer: "127.0.0.1"), now: pages.now)
    }

    func text(_ r: WebResponse) -> String { String(decoding: r.body, as: UTF8.self) }

    /// A multipart/form-data body of `fields` (name, file name or nil, contents).
    static func multipart(_ fields: [(String, String?, String)]) -> (type: String, body: [UInt8]) {
        let boundary = "----habitdTestBoundary7MA4YWxk"
        var body = ""
        for (name, file, contents) in fields {
            body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"" + (file.map { "; filename=\"\($0)\"" } ?? "")
                + "\r\n" + (file != nil ? "Content-Type: application/octet-stream\r\n" : "") + "\r\n\(contents)\r\n"
        }
        body += "--\(boundary)--\r\n"
        return ("multipart/form-data; boundary=\(boundary)", Array(body.utf8))
    }

    @Test func statsSaysStatsWordsOverTheWindowChosen() throws {
        let (db, api, token) = try pages.base.setUp()
        _ = api.respond(pages.base.request("POST", "habits/Read/done", token: token, body: #"{"date": "2026-11-18"}"#), now: pages.now)
        let cookie = try pages.session(db, api)
        let page = text(pages.get(api, "/stats?last=30d", cookie: cookie))
        let read = try StatsRead(db, try api.clock(), habitNamed: nil, category: nil,
                                 window: try StatsWindow.resolve(from: nil, to: nil, last: "30d", today: CivilDate(parsing: "2026-11-19")!))
        for row in read.report.summaryRows { #expect(page.contains("<dt>\(PageTemplate.text(row.label))</dt><dd>\(PageTemplate.text(StatsPage.spaced(row.value)))</dd>")) }
        #expect(page.contains("<option value=\"30d\" selected>") && page.contains("src=\"/stats.svg?last=30d&amp;theme=light\""))
        let svg = pages.get(api, "/stats.svg?last=30d&theme=dark", cookie: cookie)
        #expect(svg.status == 200 && text(svg).hasPrefix("<svg"))
        #expect(pages.get(api, "/stats", cookie: nil).status == 401)
        // Opened with no window, it shows habitctl stats's: the last 30 days (issue 44: it was 8 weeks).
        let opened = text(pages.get(api, "/stats", cookie: cookie))
        #expect(opened.contains("<option value=\"30d\" selected>") && opened.contains("src=\"/stats.svg?last=30d&amp;theme=light\""))
    }

    @Test func settingsAreOneFormCheckedBeforeAnythingIsWritten() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        let form = text(pages.get(api, "/settings", cookie: cookie))
        #expect(form.contains("<label for=\"quiet-hours\">Quiet hours</label>") && form.contains(PageTemplate.text(SettingKey.quietHours.help)))
        // One good value and one bad: neither is written, the bad one is said under its field.
        let bad = post(api, cookie, "/settings", Array("quiet-hours=22%3A00-07%3A00&snooze-minutes=lots&units=".utf8))
        #expect(bad.status == 422 && text(bad).contains("id=\"snooze-minutes-problem\" role=\"alert\""))
        #expect(try db.settings().quietHours == nil)
        #expect(try db.storedSettings().isEmpty)
        let good = post(api, cookie, "/settings", Array("quiet-hours=22%3A00-07%3A00&snooze-minutes=&units=imperial".utf8))
        #expect(good.status == 303 && good.headers.contains { $0 == ("Location", "/settings?saved=1") })
        let settings = try db.settings()
        #expect(settings.quietHours?.description == "22:00-07:00" && settings.units == .imperial)
        // Emptied: back to the default.
        #expect(post(api, cookie, "/settings", Array("quiet-hours=&units=imperial".utf8)).status == 303)
        #expect(try db.settings().quietHours == nil)
    }

    /// Settings by their names, with help and the key habitctl sets; a short list chosen from
    /// in words, languages by their own names (issue 43 part 6).
    @Test func settingsAreChosenFromListsInWords() throws {
        let (db, api, _) = try pages.base.setUp()
        try db.setSetting(.weekStart, to: "sunday")
        let clock = try api.clock()
        let html = SettingsPage.render(try SettingEntry.all(db, clock), typed: nil, problem: nil, saved: false, languages: ["de", "es"], language: "en")
        #expect(html.contains("<label for=\"week-start\">The week starts on</label>") && html.contains("habitctl config set week-start"))
        #expect(html.contains(#"<select id="week-start" name="week-start""#)
                && html.contains(#"<option value="">the default</option><option value="monday">Monday</option><option value="sunday" selected>Sunday</option>"#),
                "the value in force chosen")
        #expect(html.contains(#"<option value="" selected>default: as the system&#39;s (LANGUAGE, LANG)</option>"#)
                || html.contains(#"<option value="" selected>default: as the system's (LANGUAGE, LANG)</option>"#))
        #expect(html.contains(#"<option value="de">Deutsch</option><option value="es">Español</option>"#), "languages by their own names")
        #expect(html.contains(#"<input id="quiet-hours" name="quiet-hours""#), "a value typed stays a field")
        // Every short list's values are ones config set takes.
        for key in SettingKey.allCases {
            for choice in key.offered(languages: ["de", "es"]) ?? [] {
                var s = Settings()
                #expect(throws: Never.self, "\(key.rawValue) \(choice.value)") { try key.apply(choice.value, to: &s) }
            }
        }
    }

    @Test func syncSaysItIsNotSetUpAndTokensAreMadeShownOnceAndRevoked() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        #expect(text(pages.get(api, "/sync", cookie: cookie)).contains(PageTemplate.text(StoreError.notSyncing.message)))
        let made = post(api, cookie, "/tokens", Array("name=phone&read_only=on".utf8))
        let secret = try #require(text(made).split(separator: "<code class=\"secret\">").dropFirst().first?.split(separator: "<").first)
        #expect(try db.webToken(matching: String(secret))?.readOnly == true)
        #expect(!text(pages.get(api, "/tokens", cookie: cookie)).contains(String(secret)), "shown once")
        let taken = post(api, cookie, "/tokens", Array("name=phone".utf8))
        #expect(taken.status == 422 && text(taken).contains("id=\"name-problem\""))
        // A revoke first says what it ends; its button confirms.
        let asked = post(api, cookie, "/tokens/revoke", Array("name=phone".utf8))
        #expect(asked.status == 200 && text(asked).contains("<h1>Revoke phone?</h1>") && text(asked).contains("name=\"confirm\" value=\"1\""))
        #expect(try db.webToken(matching: String(secret)) != nil, "not revoked before it is confirmed")
        #expect(post(api, cookie, "/tokens/revoke", Array("name=phone&confirm=1".utf8)).status == 303)
        #expect(try db.webToken(matching: String(secret)) == nil)
    }

    @Test func anImportIsCheckedFirstAndWrittenOnlyWhenConfirmed() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        #expect(pages.get(api, "/import", cookie: cookie).status == 200)
        let (type, body) = Self.multipart([("kind", nil, "harsh"), ("file", "habits", "! Dailies\nMeditated: 1\n"),
                                           ("log", "log", "2026-11-18 : Meditated : y\n2026-11-19 : Ghost : y\n")])
        let dry = post(api, cookie, "/import", body, type: type)
        let html = text(dry)
        #expect(dry.status == 200 && html.contains("Would import from harsh: 1 habits created") && html.contains("Ghost"))
        #expect(try db.snapshot(logs: false).habits.map(\.name) == ["Read"], "a dry run writes nothing")
        let id = try #require(html.split(separator: "name=\"id\" value=\"").dropFirst().first?.split(separator: "\"").first)
        let done = post(api, cookie, "/import/confirm", Array("id=\(id)".utf8))
        #expect(done.status == 200 && text(done).contains("Imported from harsh: 1 habits created"))
        #expect(try db.habit(named: "Meditated").category == "Dailies")
        let again = post(api, cookie, "/import/confirm", Array("id=\(id)".utf8))
        #expect(again.status == 422, "a check is confirmed once")
        // Not an export: refused in import's words, nothing written.
        let (t2, b2) = Self.multipart([("kind", nil, "export"), ("file", "x.json", "{\"habits\": 3}")])
        let refused = post(api, cookie, "/import", b2, type: t2)
        #expect(refused.status == 422 && text(refused).contains("id=\"import-problem\" role=\"alert\""))
        #expect(try db.snapshot(logs: false).habits.count == 2)
        let (t3, b3) = Self.multipart([("kind", nil, "export"), ("file", "", "")])
        #expect(post(api, cookie, "/import", b3, type: t3).status == 422, "no file chosen")
    }

    /// A refused check keeps its files for the next try (a browser cannot be handed its chosen
    /// file back), and an export's dry run names the habits it brings (issue 43 part 8).
    @Test func aRefusedCheckKeepsTheFileAndADryRunNamesTheHabits() throws {
        let (db, api, token) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        let exported = String(decoding: api.respond(pages.base.request("GET", "export", token: token), now: pages.now).body, as: UTF8.self)
        // Read is here already: the export's habits cannot be added beside it.
        let (type, body) = Self.multipart([("kind", nil, "export"), ("file", "export.json", exported), ("rename", nil, "on")])
        let refused = post(api, cookie, "/import", body, type: type)
        let form = text(refused)
        #expect(refused.status == 422 && form.contains("<span class=\"dim\" id=\"kept\">Kept from before: export.json. Choose another file to use it instead.</span>"),
                "\(form)")
        #expect(form.contains("aria-describedby=\"import-problem kept\"") && form.contains("<input type=\"checkbox\" name=\"rename\" checked>"),
                "the box ticked before is ticked again")
        let kept = String(try #require(form.split(separator: "name=\"kept\" value=\"").dropFirst().first?.split(separator: "\"").first))
        // Again without choosing the file, "Replace everything" ticked this time: checked.
        let (t2, b2) = Self.multipart([("kind", nil, "export"), ("kept", nil, kept), ("file", "", ""), ("replace", nil, "on")])
        let dry = text(post(api, cookie, "/import", b2, type: t2))
        #expect(dry.contains("<li>Would import 1 habits with 0 completions (dry run: nothing written)</li><li>created: Read</li>"), "\(dry)")
        #expect(try db.snapshot(logs: false).habits.map(\.name) == ["Read"])
        // A kept file serves one try.
        #expect(post(api, cookie, "/import", b2, type: t2).status == 422)
    }

    /// Replacing everything stands apart on the form, and its confirmation needs a box ticked
    /// under a warning that counts what is deleted (issue 43 part 8).
    @Test func replacingEverythingIsApartAndConfirmedTwice() throws {
        let (db, api, token) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        let exported = String(decoding: api.respond(pages.base.request("GET", "export", token: token), now: pages.now).body, as: UTF8.self)
        #expect(api.respond(pages.base.request("POST", "habits", token: token, body: #"{"name": "Walk", "plain": true}"#), now: pages.now).status == 201)
        #expect(text(pages.get(api, "/import", cookie: cookie)).contains("<details class=\"danger-zone\"><summary>Replace everything</summary>"))
        let names = { try db.snapshot(logs: false).habits.map(\.name).sorted() }
        func check() throws -> String {
            let (type, body) = Self.multipart([("kind", nil, "export"), ("file", "export.json", exported), ("replace", nil, "on")])
            let dry = text(post(api, cookie, "/import", body, type: type))
            #expect(dry.contains("This replaces everything: the 2 habits here, with their history, are deleted first.") && dry.contains("name=\"understood\" required"))
            return String(try #require(dry.split(separator: "name=\"id\" value=\"").dropFirst().first?.split(separator: "\"").first))
        }
        let unticked = post(api, cookie, "/import/confirm", Array("id=\(try check())".utf8))
        #expect(unticked.status == 422 && text(unticked).contains("Nothing was replaced"))
        #expect(try names() == ["Read", "Walk"], "nothing replaced without the box")
        let done = post(api, cookie, "/import/confirm", Array("id=\(try check())&understood=on".utf8))
        #expect(done.status == 200 && text(done).contains("Imported 1 habits"), "\(text(done).prefix(400))")
        #expect(try names() == ["Read"], "replaced by the export")
    }

    @Test func aMultipartBodyIsReadPartByPart() {
        let (type, body) = Self.multipart([("a", nil, "one"), ("f", "b.bin", "two\r\nlines"), ("empty", "e", "")])
        let form = MultipartForm(body, contentType: type)
        #expect(form?["a"]?.text == "one" && form?["f"]?.text == "two\r\nlines" && form?["f"]?.filename == "b.bin" && form?["empty"]?.bytes == [])
        #expect(MultipartForm(body, contentType: "multipart/form-data; boundary=other")?.parts.isEmpty != false)
        #expect(MultipartForm(Array("--x\r\nno end".utf8), contentType: "multipart/form-data; boundary=x") == nil)
        #expect(MultipartForm(body, contentType: "text/plain") == nil)
    }
}
