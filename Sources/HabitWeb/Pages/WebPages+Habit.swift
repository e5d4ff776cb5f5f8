import FoundationEssentials
import HabitCore
import HabitStore
import HabitViews
import HabitWrites

/// A habit's page, its chart, and its pause and resume buttons.
extension WebAPI {
    /// `months`: the `?months=` asked for (`HistoryCalendar.months`).
    func habitPage(_ id: String, months: String?, language: String) throws -> WebResponse {
        let clock = try clock()
        let habit = try find(id)
        let months = HistoryCalendar.months(months)
        let today = clock.today(for: habit)
        let first = HistoryCalendar.firstDay(today: today, start: habit.startDate, months: months)
        // The calendar's weeks, and at least the 26 the history list below it has always read.
        let read = try HabitDetailRead(db, clock, habitNamed: habit.name,
                                       weeks: max(26, HistoryCalendar.weeks(today: today, first: first, weekStart: clock.weekStart)))
        let next = try NextReminders.events(db, clock, habitNamed: habit.name, after: clock.now, systemZone: clock.zone, limit: 5)
        let history = HistoryEntry.of(read.habit, read.snapshot, rules: read.rules, today: read.today,
                                      skipsKeepStreak: clock.settings.skipsKeepStreak, limit: 30)
        let others = BoardRead.ordered(try db.snapshot(includeArchived: false, logs: false).habits)
        return html(HabitPage.render(read, months: months, weekStart: clock.weekStart, next: next, history: history, others: others,
                                     zone: clock.zone, offsets: clock.offsets, language: language))
    }

    /// `stats --svg` for the habit's chart window (`StatsWindow.chart`: 8 weeks by the week
    /// start, or 6 months for a habit of K days a month, from its start at the earliest), on
    /// the light page's background or the dark one's.
    func chartSVG(_ id: String, dark: Bool) throws -> WebResponse {
        let clock = try clock()
        let habit = try find(id)
        let window = StatsWindow.chart(for: habit, today: clock.today(for: habit), weekStart: clock.weekStart)
        let read = try StatsRead(db, clock, habitNamed: habit.name, category: nil, window: window, byMonth: StatsWindow.chartByMonth(habit))
        let svg = StatsSVG(read.report, title: habit.name, habitColor: habit.color, background: dark ? .dark : .light,
                           line: habit.chart == .line).document()
        return WebResponse(status: 200, headers: [("Content-Type", "image/svg+xml")], body: Array(svg.utf8))
    }

    /// A control of the habit page (`ActionControls`): the action run on the form's fields, then
    /// back to the page (the board after a delete), or the refusal in habitctl's words.
    func pageAction(_ action: HabitAction, _ request: WebRequest, id: String, now: Date) throws -> WebResponse {
        let form = try changingForm(request, now: now)
        let habit = try find(id)
        defer { cache.wrote() }
        let back = action == .delete ? "/" : "/habits/\(habit.id ?? 0)"
        let answer: ActionAnswer?
        do {
            answer = try runTap(action, habit, form)
        } catch let refusal as HabitError {
            if Self.scriptAsks(request) { return Self.said(refusal.message, status: 422) }
            return refusedPage(refusal.message, back: action == .delete ? "/habits/\(habit.id ?? 0)" : back, language: pageLanguage(request))
        }
        if Self.scriptAsks(request) { return answer.map { Self.said(celebrating: $0, of: habit) } ?? Self.said("") }
        return WebResponse(status: 303, headers: [("Location", back)])
    }

    /// Runs the action a page's form asks of `habit`; once for a tap the script kept while
    /// habitd was out of reach (`WebTap`): nil when that tap was applied before.
    func runTap(_ action: HabitAction, _ habit: Habit, _ form: FormBody) throws -> ActionAnswer? {
        let clock = try clock()
        let input = try ActionInput(form: { form[$0] }, for: action)
        let run = { try ActionRun.run(action, habit, input, source: .web, self.db, clock) }
        guard let tap = try WebTap(form) else { return try run() }
        let day = action == .toggle ? try ActionRun.day(input.date, for: action, of: habit, clock) : nil
        return try tap.once(habit, day: day, db, clock, apply: run)
    }

    /// Whether the page's script sent the form (`Accept: text/plain`, which no browser sends
    /// for a form): it stays on the page and says the answer's line where the tap was.
    static func scriptAsks(_ request: WebRequest) -> Bool {
        request.headers["accept"]?.hasPrefix("text/plain") ?? false
    }

    /// The page's script's line for a tap that went through: what it made live, after the
    /// habit's name ("Stretch: 🏆 3 days in a row"), empty for nothing.
    static func said(celebrating answer: ActionAnswer, of habit: Habit) -> WebResponse {
        said(answer.celebrated.map { tr("%1$s: %2$s", habit.name, $0) } ?? "")
    }

    /// A line for the page's script: what a tap made live (a milestone, a reward), empty for
    /// nothing, or a refusal in habitctl's words (422).
    static func said(_ line: String, status: Int = 200) -> WebResponse {
        WebResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array(line.utf8))
    }

    /// Before a delete: what is lost, named, and the button that does it.
    func deletePage(_ id: String, language: String) throws -> WebResponse {
        let habit = try find(id)
        let tracked = try db.daysTracked(of: [habit])[habit.id!] ?? 0
        let lost = trn("Deleting %1$s loses its history: %2$s day tracked since %3$s, its reminders and pauses.",
                       "Deleting %1$s loses its history: %2$s days tracked since %3$s, its reminders and pauses.", tracked,
                       habit.name, tracked, ProgressText.day(habit.startDate))
        return html(PageTemplate.page("delete", title: tr("Delete %s?", habit.name), language: language, [
            "id": habit.id ?? 0, "back": tr("Back"), "lost": lost, "delete": tr("Delete %s", habit.name), "keep": tr("Keep it"),
            "cannotUndo": tr("It cannot be undone. An export (habitctl export) keeps a copy; archiving hides a habit and keeps its history."),
        ]))
    }

    /// A change refused: habitctl's sentence and the way back (422).
    func refusedPage(_ message: String, back: String, language: String) -> WebResponse {
        html(PageTemplate.page("refused", title: tr("Habits"), language: language, ["message": message, "back": back, "backText": tr("Back")]),
             status: 422)
    }

    /// The board's buttons: a day's cell (toggle), an amount for today (done with a value),
    /// a slip. Back to the board, or the refusal in habitctl's words.
    func boardButton(_ request: WebRequest, now: Date) throws -> WebResponse {
        let form = try changingForm(request, now: now)
        defer { cache.wrote() }
        let action: HabitAction = request.path == "/log" ? .done : request.path == "/slip" ? .slip : .toggle
        do {
            let habit = try find(form["habit"] ?? "")
            if action == .done, (form["value"] ?? "").trimmingSpaces().isEmpty { throw HabitError.invalidValue("") }
            let answer = try runTap(action, habit, form)
            if Self.scriptAsks(request) { return answer.map { Self.said(celebrating: $0, of: habit) } ?? Self.said("") }
        } catch let refusal as HabitError {
            if Self.scriptAsks(request) { return Self.said(refusal.message, status: 422) }
            return refusedPage(refusal.message, back: "/", language: pageLanguage(request))
        }
        // Back to the week it was tapped on.
        let week = form["week"].flatMap(CivilDate.init(parsing:)).map { "/?week=\($0)" } ?? "/"
        return WebResponse(status: 303, headers: [("Location", week)])
    }
}
