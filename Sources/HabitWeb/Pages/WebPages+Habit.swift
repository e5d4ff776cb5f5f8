import Foundation
import HabitCore
import HabitStore
import HabitViews

/// A habit's page, its chart, and its pause and resume buttons.
extension WebAPI {
    func habitPage(_ id: String, language: String) throws -> WebResponse {
        let clock = try clock()
        let habit = try find(id)
        let read = try HabitDetailRead(db, clock, habitNamed: habit.name, weeks: 26)
        let next = try NextReminders.events(db, clock, habitNamed: habit.name, after: clock.now, systemZone: clock.zone, limit: 5)
        let history = HistoryEntry.of(read.habit, read.snapshot, rules: read.rules, today: read.today,
                                      skipsKeepStreak: clock.settings.skipsKeepStreak, limit: 30)
        return html(HabitPage.render(read, next: next, history: history, zone: clock.zone, offsets: clock.offsets, language: language))
    }

    /// `stats --svg` for the habit's last 8 weeks (week by week), on the light page's background or the dark one's.
    func chartSVG(_ id: String, dark: Bool) throws -> WebResponse {
        let clock = try clock()
        let habit = try find(id)
        let window = try StatsWindow.resolve(from: nil, to: nil, last: "8w", today: clock.today(for: habit))
        let read = try StatsRead(db, clock, habitNamed: habit.name, category: nil, window: window)
        let svg = StatsSVG(read.report, title: habit.name, habitColor: habit.color, background: dark ? .dark : .light,
                           line: habit.chart == .line).document()
        return WebResponse(status: 200, headers: [("Content-Type", "image/svg+xml")], body: Array(svg.utf8))
    }

    /// A pause from the habit page's form, or its resume button: back to the page, or the
    /// refusal in habitctl's words.
    func pauseOrResume(_ request: WebRequest, id: String, resume: Bool, now: Date) throws -> WebResponse {
        let form = try changingForm(request, now: now)
        let habit = try find(id)
        defer { cache.wrote() }
        func given(_ k: String) -> String? { form[k].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 } }
        do {
            if resume {
                _ = try PauseWrite.resume([habit], skipUnpaused: false, db, try clock())
            } else {
                _ = try PauseWrite.pause([habit], from: given("from"), to: given("to"), note: given("note"), db, try clock())
            }
        } catch let refusal as HabitError {
            return refusedPage(refusal.message, back: "/habits/\(habit.id ?? 0)", language: pageLanguage(request))
        }
        return WebResponse(status: 303, headers: [("Location", "/habits/\(habit.id ?? 0)")])
    }

    /// A change refused: habitctl's sentence and the way back (422).
    func refusedPage(_ message: String, back: String, language: String) -> WebResponse {
        html(HTML.page(language: language, title: tr("Habits"),
                       body: "<main><p class=\"problem\" role=\"alert\">\(HTML.escape(message))</p><p><a href=\"\(back)\">\(HTML.escape(tr("Back")))</a></p></main>"),
             status: 422)
    }

    /// The board's buttons: a day's cell (toggle), an amount for today (done with a value),
    /// a slip. Back to the board, or the refusal in habitctl's words.
    func boardButton(_ request: WebRequest, now: Date) throws -> WebResponse {
        let form = try changingForm(request, now: now)
        defer { cache.wrote() }
        do {
            let habit = try find(form["habit"] ?? "")
            let clock = try clock()
            switch request.path {
            case "/log":
                let text = (form["value"] ?? "").trimmingCharacters(in: .whitespaces)
                guard let value = parseAmount(text.replacingOccurrences(of: ",", with: ".")) else { throw HabitError.invalidValue(text) }
                _ = try doneDay(habit, DoneBody(date: form["date"], value: value), clock)
            case "/slip":
                let day = try self.day(form["date"], of: habit, clock)
                _ = try SlipWrite.record(habit, on: day, value: nil, note: nil, source: .external, db, clock)
            default:
                _ = try toggleDay(habit, form["date"], clock)
            }
        } catch let refusal as HabitError {
            return refusedPage(refusal.message, back: "/", language: pageLanguage(request))
        }
        return WebResponse(status: 303, headers: [("Location", "/")])
    }
}
