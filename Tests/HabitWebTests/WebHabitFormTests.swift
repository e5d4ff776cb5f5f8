import Foundation
import HabitCore
import HabitStore
import HabitViews
import HabitWrites
import Testing
@testable import HabitWeb

/// Adding a habit through the form: add's checks, the refusal beside its field, nothing stored.
@Suite struct WebHabitFormTests {
    let pages = WebPagesTests()

    func post(_ api: WebAPI, _ cookie: String, _ body: String, to target: String = "/add") -> WebResponse {
        api.respond(WebRequest(method: "POST", target: target, headers: [("Host", pages.base.host), ("Cookie", cookie),
                               ("Origin", "http://127.0.0.1:8738"), ("Content-Type", "application/x-www-form-urlencoded")],
                               body: Array(body.utf8), peer: "127.0.0.1"), now: pages.now)
    }

    @Test func aGoodFormAddsTheHabitAsHabitctlWould() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        #expect(pages.get(api, "/add", cookie: cookie).status == 200)
        let r = post(api, cookie, "name=Gym&icon=&color=teal&category=Sport&schedule=weekly&schedule_value=3&remind=18%3A00%2C+07%3A30&goal=&unit=")
        let gym = try db.habit(named: "Gym")
        #expect(r.status == 303 && r.headers.contains { $0 == ("Location", "/habits/\(gym.id!)") })
        #expect(gym.schedule == .perWeek(3) && gym.category == "Sport" && Set(gym.reminders.map(\.description)) == ["18:00", "07:30"])
        #expect(gym.color == .palette("teal"))
    }

    /// Something is always chosen for the kind (issue 43 part 6): on the add form "as the name
    /// says", which leaves the name to decide, as habitctl's add does; the edit form the kind.
    @Test func theKindIsAlwaysChosenAndTheNameDecidesUntilAnotherIs() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        let add = String(decoding: pages.get(api, "/add", cookie: cookie).body, as: UTF8.self)
        #expect(add.contains(#"<input type="radio" name="kind" value="" checked> as the name says (to build, unless it names one to quit)"#))
        #expect(add.contains(#"<input type="radio" name="kind" value="build">"#) && add.contains(#"<input type="radio" name="kind" value="quit">"#))
        #expect(post(api, cookie, "name=No+sugar&kind=").status == 303)
        #expect(try db.habit(named: "No sugar").kind == .quit, "the name decided")
        #expect(post(api, cookie, "name=Sugar+diary&kind=build").status == 303)
        let edit = String(decoding: pages.get(api, "/habits/\(try db.habit(named: "No sugar").id!)/edit", cookie: cookie).body, as: UTF8.self)
        #expect(!edit.contains("as the name says") && edit.contains(#"<input type="radio" name="kind" value="quit" checked>"#))
    }

    @Test func aBadFormSaysWhyBesideTheFieldAndStoresNothing() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        let cases: [(String, String, String)] = [
            ("name=read", "name", HabitError.duplicateName("Read").message),
            ("name=", "name", HabitError.emptyName.message),
            ("name=Gym&schedule=weekly&schedule_value=9", "schedule", HabitError.invalidWeeklyTarget(9).message),
            ("name=Gym&schedule=weekly&schedule_value=often", "schedule", "'often' is not a whole number"),
            ("name=Gym&remind=25%3A00", "remind", HabitError.invalidTime("25:00").message),
            ("name=Gym&color_custom=%23zzzzzz", "color", HabitError.invalidColor("#zzzzzz").message),
        ]
        for (body, field, words) in cases {
            let r = post(api, cookie, body)
            let html = String(decoding: r.body, as: UTF8.self)
            #expect(r.status == 422 && html.contains("<p class=\"problem\" id=\"\(field)-problem\" role=\"alert\">\(PageTemplate.text(words))</p>"),
                    "\(body): \(html.components(separatedBy: "problem").dropFirst().first ?? "no problem shown")")
            #expect(html.contains("aria-describedby=\"\(field)-problem\""), "\(body)")
        }
        #expect(try db.snapshot(logs: false).habits.map(\.name) == ["Read"], "nothing stored")
        let kept = String(decoding: post(api, cookie, "name=Gym&remind=25%3A00&description=%3Cb%3Ehi").body, as: UTF8.self)
        #expect(kept.contains(#"value="Gym""#) && kept.contains("&lt;b&gt;hi</textarea>"), "what was typed stays, escaped")
    }

    @Test func everySettingOfAddIsAField() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        let body = "name=Walk+the+dog&plain=on&icon=%F0%9F%90%95&color=&color_custom=%23205080&category=&kind=build&schedule=days&schedule_value=mon%2Cwed%2Cfri"
            + "&times=&goal=20&unit=minutes&per=day&remind=07%3A30&remind_days=mon%2Cwed&window=06%3A00-09%3A00&sound=bell&nudge_every=15&nudge_times=2"
            + "&message=%7Bname%7D+now&routine=&need=&reward=A+treat&reward_every=5&start=2026-11-16&end=2027-06-30&zone=Europe%2FBerlin&ask_note=on&chart=line"
        let r = post(api, cookie, body)
        let h = try db.habit(named: "Walk the dog")
        // A dark blue reads badly on a dark page: said, with the way to the habit.
        let dark = try #require(ColorWarning.line(.hex("#205080"), on: .dark))
        #expect(r.status == 200 && String(decoding: r.body, as: UTF8.self).contains(PageTemplate.text(dark)))
        let mwf = try WeekdaySet.parse("mon,wed,fri"), mw = try WeekdaySet.parse("mon,wed")
        #expect(h.icon == "🐕" && h.color == .hex("#205080") && h.schedule == .weekdays(mwf))
        #expect(h.goal == Goal(value: 20, unit: .minutes) && h.reminders.map(\.time.description) == ["07:30"] && h.reminders.first?.days == mw)
        #expect(h.windows.map(\.description) == ["06:00-09:00"] && h.sound == .named("bell") && h.nudge == Nudge(everyMinutes: 15, times: 2))
        #expect(h.message == "{name} now" && h.reward == Reward(text: "A treat", every: 5) && h.endDate == CivilDate(parsing: "2027-06-30"))
        #expect(h.zone == "Europe/Berlin" && h.askNote && h.chart == .line)
        // A preset fills in the rest; a routine names its members.
        #expect(post(api, cookie, "name=&preset=drink-water").status == 303)
        #expect(try db.habit(named: "Drink water").goal == Goal(value: 8, unit: .cups))
        #expect(post(api, cookie, "name=Morning&routine=Read%2C+Drink+water&need=1").status == 303)
        #expect(try db.habit(named: "Morning").routine?.need == 1)
    }

    @Test func theNameTypedSaysWhatAddWouldTakeFromIt() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        let taken = try HabitWrite.suggested(for: "Drink water", db, try api.clock())
        let hint = String(decoding: pages.get(api, "/suggest?name=Drink%20water", cookie: cookie).body, as: UTF8.self)
        #expect(!taken.isEmpty && hint == "From the name: \(taken.joined(separator: ", ")) (tick the box below for none)")
        #expect(pages.get(api, "/suggest?name=Zzyzx", cookie: cookie).body.isEmpty)
        #expect(pages.get(api, "/suggest?name=Read", cookie: nil).status == 401)
        // What the hint says is what add takes.
        #expect(post(api, cookie, "name=Drink+water").status == 303)
        let water = try db.habit(named: "Drink water")
        #expect(taken.contains(water.icon ?? "none") && water.goal != nil)
    }

    @Test func aColourHardToReadIsSaidAfterAdding() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        let r = post(api, cookie, "name=Pale&color_custom=%23F4F4F0")
        let html = String(decoding: r.body, as: UTF8.self)
        let warning = try #require(ColorWarning.line(.hex("#F4F4F0"), on: .light))
        let pale = try db.habit(named: "Pale")
        #expect(r.status == 200 && html.contains(PageTemplate.text(warning)) && html.contains("href=\"/habits/\(pale.id!)\""))
        #expect(ColorWarning.line(.hex("#F4F4F0"), on: .dark) == nil && ColorWarning.line(.palette("sky"), on: .light) == nil)
    }

    @Test func theEditFormShowsTheHabitAndSendingItBackChangesNothing() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        // Every 10 days: a period the form once offered no option for, so it came back as a day.
        let made = post(api, cookie, "name=Run&goal=5&unit=km&per=10d&remind=07%3A30%2C+18%3A00&window=06%3A00-09%3A00&nudge_every=10&category=Sport&schedule=days&schedule_value=mon%2Cthu")
        #expect(made.status == 303, "\(String(decoding: made.body, as: UTF8.self))")
        let before = try db.habit(named: "Run")
        let form = pages.get(api, "/habits/\(before.id!)/edit", cookie: cookie)
        let html = String(decoding: form.body, as: UTF8.self)
        #expect(form.status == 200 && html.contains(#"value="Run""#) && html.contains(#"value="07:30, 18:00""#) && html.contains(#"value="mon,thu""#))
        #expect(html.contains(#"name="per" type="text" value="10d""#) && before.goal?.period == .days(10))
        let values = HabitForm.values(of: before, names: [:])
        let body = values.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&")
        let r = post(api, cookie, body, to: "/habits/\(before.id!)/edit")
        #expect(r.status == 303, "\(String(decoding: r.body, as: UTF8.self))")
        var after = try db.habit(named: "Run")
        after.updatedAt = before.updatedAt
        #expect(after == before)
    }

    @Test func anEditChangesWhatWasChangedAndRemovesWhatWasEmptied() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        #expect(post(api, cookie, "name=Run&goal=5&unit=km&remind=07%3A30&nudge_every=10&category=Sport").status == 303)
        let run = try db.habit(named: "Run")
        var values = HabitForm.values(of: run, names: [:])
        values["name"] = "Jog"
        values["goal"] = ""
        values["category"] = ""
        values["nudge_every"] = ""
        values["remind"] = "08:00"
        values["reminders_off"] = "on"
        let body = values.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&")
        let r = post(api, cookie, body, to: "/habits/\(run.id!)/edit")
        #expect(r.status == 303, "\(String(decoding: r.body, as: UTF8.self))")
        let jog = try db.habit(named: "Jog")
        #expect(jog.goal == nil && jog.category == nil && jog.nudge == nil && jog.reminders.map(\.time.description) == ["08:00"] && jog.remindersPaused)
    }

    @Test func anEditThatRewritesThePastAsksFirst() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        let read = try db.habit(named: "Read")
        #expect(post(api, cookie, "habit=\(read.id!)&date=2026-11-18", to: "/toggle").status == 303)
        var values = HabitForm.values(of: read, names: [:])
        values["schedule"] = "days"
        values["schedule_value"] = "tue"
        func send(_ v: [String: String]) -> WebResponse {
            post(api, cookie, v.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&"),
                 to: "/habits/\(read.id!)/edit")
        }
        let asked = send(values)
        let html = String(decoding: asked.body, as: UTF8.self)
        #expect(asked.status == 422 && html.contains(#"name="yes""#) && html.contains("form-problem"))
        // The refusal says where its box is, and it is there: just below it, first in the form.
        let said = html.range(of: "To change them, tick “Change those past days” just below and save again; or change the form.")
        let box = html.range(of: #"<p class="field confirm"><label class="choice"><input type="checkbox" name="yes"> Change those past days</label>"#)
        #expect(said != nil && box != nil && said!.upperBound < box!.lowerBound
                && !html[said!.upperBound..<box!.lowerBound].contains("<input"), "no field between the words and the box")
        #expect(try db.habit(named: "Read").schedule == .daily, "nothing stored until the box is ticked")
        values["yes"] = "on"
        #expect(send(values).status == 303)
        #expect(try db.habit(named: "Read").schedule == .weekdays(try WeekdaySet.parse("tue")))
    }

    @Test func anEditRefusedSaysWhyAndStoresNothing() throws {
        let (db, api, _) = try pages.base.setUp()
        let cookie = try pages.session(db, api)
        let read = try db.habit(named: "Read")
        var values = HabitForm.values(of: read, names: [:])
        values["window"] = "09:00-08:00, 07:00-10:00"
        values["zone"] = "Mars/Olympus"
        let r = post(api, cookie, values.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&"),
                     to: "/habits/\(read.id!)/edit")
        #expect(r.status == 422 && String(decoding: r.body, as: UTF8.self).contains("role=\"alert\""))
        var after = try db.habit(named: "Read")
        after.updatedAt = read.updatedAt
        #expect(after == read)
    }
}
