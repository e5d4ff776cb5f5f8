import Foundation
import HabitCore
import HabitStore
import HabitViews
import Testing
import TestSupport
@testable import HabitLocale
@testable import HabitWeb

/// Errors in the language a request asks for: Accept-Language picked among the catalogues
/// here, read from the compiled .mo files themselves.
@Suite struct RequestLanguageTests {
    @Test func acceptLanguagePicksTheBestCatalogueHere() {
        let here: Set<String> = ["de", "es", "pt_BR"]
        #expect(RequestLanguage.pick("de-AT,de;q=0.9,en;q=0.5", available: here) == "de")
        #expect(RequestLanguage.pick("fr-FR,fr;q=0.9,es;q=0.4", available: here) == "es")
        #expect(RequestLanguage.pick("en-GB,de;q=0.9", available: here) == "en")
        #expect(RequestLanguage.pick("pt-BR", available: here) == "pt_BR")
        #expect(RequestLanguage.pick("es;q=0.2, de;q=0.8", available: here) == "de")
        #expect(RequestLanguage.pick("fr, *;q=0.5", available: here) == nil, "anything: the setting's")
        #expect(RequestLanguage.pick("de;q=0", available: here) == nil)
        #expect(RequestLanguage.pick(nil, available: here) == nil)
        #expect(RequestLanguage.pick(String(repeating: "x", count: 5000), available: here) == nil)
    }

    @Test func aProblemSpeaksTheLanguageAsked() throws {
        let german = MessageCatalog(singular: { $0 == "A habit with this name already exists: %s" ? "Eine Gewohnheit mit diesem Namen gibt es schon: %s" : $0 },
                                    plural: { s, p, n in n == 1 ? s : p }, decimalSeparator: ",")
        let base = WebAPITests()
        let db = try HabitDatabase.inMemory()
        _ = try db.insert(Habit(name: "Read", color: .palette("sky"), startDate: CivilDate(parsing: "2026-11-16")!, createdAt: base.now))
        let token = try db.createWebToken(name: "t", readOnly: false, at: base.now)
        let now = base.now
        let api = WebAPI(db: db, options: .listening(host: "127.0.0.1", port: 8738), catalogs: ["de": german]) {
            LedgerClock(now: now, zone: Zone("UTC"), offsets: FoundationZoneOffsets(), settings: try db.settings(), weekStart: .monday)
        }
        let body = #"{"name": "read"}"#
        let de = api.respond(base.request("POST", "habits", token: token, body: body, headers: [("Accept-Language", "de-DE,de;q=0.9")]), now: now)
        #expect(base.json(de)["detail"] as? String == "Eine Gewohnheit mit diesem Namen gibt es schon: Read")
        #expect(de.headers.contains { $0 == ("Content-Language", "de") } && de.headers.contains { $0 == ("Vary", "Accept-Language, Accept-Encoding") })
        let en = api.respond(base.request("POST", "habits", token: token, body: body, headers: [("Accept-Language", "en")]), now: now)
        #expect(base.json(en)["detail"] as? String == "A habit with this name already exists: Read")
        #expect(MessageCatalog.current.singular("A habit with this name already exists: %s") == "A habit with this name already exists: %s",
                "the process's catalogue is untouched")
        // A `language` setting may name English or a language there is a catalogue of.
        let setting = "settings/language"
        #expect(api.respond(base.request("PUT", setting, token: token, body: #"{"value": "fr"}"#), now: now).status == 422)
        #expect(api.respond(base.request("PUT", setting, token: token, body: #"{"value": "de"}"#), now: now).status == 200)
        // The `language` setting, once chosen, is the user's over the browser's (issue 43 part 7).
        try db.setSetting(.language, to: "de")
        let chosen = api.respond(base.request("POST", "habits", token: token, body: body, headers: [("Accept-Language", "en")]), now: now)
        #expect(base.json(chosen)["detail"] as? String == "Eine Gewohnheit mit diesem Namen gibt es schon: Read")
        #expect(chosen.headers.contains { $0 == ("Content-Language", "de") })
        try db.setSetting(.language, to: "en")
        let english = api.respond(base.request("POST", "habits", token: token, body: body, headers: [("Accept-Language", "de")]), now: now)
        #expect(base.json(english)["detail"] as? String == "A habit with this name already exists: Read", "en chosen: English, whatever the browser asks")
    }

    /// A .mo file msgfmt compiled is read as libintl reads it, plurals too.
    @Test func aCompiledCatalogueIsRead() throws {
        let dir = NSTemporaryDirectory() + "mo-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/de/LC_MESSAGES", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let po = dir + "/de.po"
        try """
            msgid ""
            msgstr "Content-Type: text/plain; charset=UTF-8\\nPlural-Forms: nplurals=2; plural=(n != 1);\\nX-Date-Format: %d.%m.%Y\\nX-Decimal-Separator: ,\\n"

            msgid "Mark done"
            msgstr "Erledigt"

            msgid "%s day"
            msgid_plural "%s days"
            msgstr[0] "%s Tag"
            msgstr[1] "%s Tage"

            """.write(toFile: po, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        p.arguments = ["-o", dir + "/de/LC_MESSAGES/habitd.mo", po]
        try p.run()
        p.waitUntilExit()
        try #require(p.terminationStatus == 0)
        let catalog = try #require(MOFile.catalog(language: "de", environment: ["HABITD_LOCALEDIR": dir], like: .english))
        #expect(catalog.singular("Mark done") == "Erledigt" && catalog.singular("Snooze") == "Snooze")
        #expect(catalog.plural("%s day", "%s days", 1) == "%s Tag" && catalog.plural("%s day", "%s days", 3) == "%s Tage")
        // Dates and decimals as the catalogue's header says German writes them, not the process's.
        let (date, amount) = MessageCatalog.$scoped.withValue(catalog) { (CivilDate(parsing: "2026-11-19")!.displayText, formatAmount(2.5)) }
        #expect(date == "19.11.2026" && amount == "2,5", "\(date) \(amount)")
        #expect(MOFile.catalog(language: "fr", environment: ["HABITD_LOCALEDIR": dir], like: .english) == nil)
        #expect(MOFile.read(Array("not a catalogue".utf8)) == nil)
    }

    /// A catalogue with three plural forms (Russian) picks by its header's own rule.
    @Test func aCatalogueWithThreeFormsPicksByItsRule() throws {
        let dir = NSTemporaryDirectory() + "mo-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/ru/LC_MESSAGES", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let po = dir + "/ru.po"
        try """
            msgid ""
            msgstr "Content-Type: text/plain; charset=UTF-8\\nPlural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

            msgid "%s day"
            msgid_plural "%s days"
            msgstr[0] "%s день"
            msgstr[1] "%s дня"
            msgstr[2] "%s дней"

            """.write(toFile: po, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        p.arguments = ["-o", dir + "/ru/LC_MESSAGES/habitd.mo", po]
        try p.run()
        p.waitUntilExit()
        try #require(p.terminationStatus == 0)
        let catalog = try #require(MOFile.catalog(language: "ru", environment: ["HABITD_LOCALEDIR": dir], like: .english))
        let said = [1, 2, 5, 21, 22, 25].map { catalog.plural("%s day", "%s days", $0) }
        #expect(said == ["%s день", "%s дня", "%s дней", "%s день", "%s дня", "%s дней"], "\(said)")
    }
}
