import FoundationEssentials
import HabitCore
import HabitStore
import HabitViews

/// The board, one habit's detail, stats, the coming reminders, the export and sync: what
/// `list`, `show --json`, `stats --json`, `next --json`, `export` and `sync status --json`
/// print, read by the same views.
extension WebAPI {
    /// `GET board`: the sections, each habit's week and where today stands.
    func board(_ request: WebRequest) throws -> WebResponse {
        let clock = try clock()
        let read = try BoardRead(db, clock, includeArchived: false, wholeSpan: false)
        return .json(BoardData(read, today: clock.today, weekStart: clock.weekStart))
    }

    /// `GET habits/{habit}/detail?weeks=N`: `show --json` (default 26 weeks, 1–104).
    func detail(_ key: String, _ request: WebRequest) throws -> WebResponse {
        let weeks = try intQuery(request, "weeks") ?? 26
        let habit = try find(key)
        return .json(try HabitDetailRead(db, clock(), habitNamed: habit.name, weeks: weeks).entry)
    }

    /// `GET stats?habit=&category=&from=&to=&last=`: `stats --json`.
    func stats(_ request: WebRequest) throws -> WebResponse {
        let clock = try clock()
        let q = request.query
        let window = try StatsWindow.resolve(from: q["from"], to: q["to"], last: q["last"], today: clock.today)
        let name = try q["habit"].map { try find($0).name }
        return .json(try StatsRead(db, clock, habitNamed: name, category: q["category"], window: window).report.json)
    }

    /// `GET reminders?habit=&count=N`: `next --json` from now (default 10, 1–1000).
    func reminders(_ request: WebRequest) throws -> WebResponse {
        let clock = try clock()
        let count = try intQuery(request, "count") ?? 10
        guard (1...1000).contains(count) else { throw HabitError.refused(tr("Invalid --count %s: use 1 to %s", count, 1000)) }
        let name = try request.query["habit"].map { try find($0).name }
        let events = try NextReminders.events(db, clock, habitNamed: name, after: clock.now, systemZone: clock.zone, limit: count)
        return .json(events.map { NextEntry($0, offsets: clock.offsets) })
    }

    /// `GET export`: `habitctl export` (everything, as JSON `import` reads back).
    func export() throws -> WebResponse {
        var response = WebResponse.json(try db.export())
        response.headers.append(("Content-Disposition", "attachment; filename=\"habits-export.json\""))
        return response
    }

    /// `GET calendar.ics`: `habitctl export --ics` (`days`: 1–366, default 14).
    func calendar(_ request: WebRequest) throws -> WebResponse {
        var days = CalendarFeed.defaultDays
        if let text = request.query["days"] {
            guard let n = Int(text), (1...CalendarFeed.maxDays).contains(n) else {
                throw Problem.badRequest(tr("Invalid --days %s: use 1 to %s", text, CalendarFeed.maxDays))
            }
            days = n
        }
        let text = try CalendarFeed.calendar(db, try clock(), days: days).text
        return WebResponse(status: 200, headers: [("Content-Type", "text/calendar; charset=utf-8"),
                                                  ("Content-Disposition", "inline; filename=\"habitd.ics\"")], body: Array(text.utf8))
    }

    /// `GET sync`: `habitctl sync status --json`; `set_up` false before `sync setup`.
    func sync() throws -> WebResponse {
        guard let status = try db.syncStatus() else { return .json(SyncNotSetUp()) }
        return .json(SyncStatusEntry(status, now: try clock().now))
    }

    /// A true/false query parameter (absent: false), or a 400 naming it.
    func boolQuery(_ request: WebRequest, _ name: String) throws -> Bool {
        switch request.query[name] {
        case nil, "false": return false
        case "true": return true
        case let text?: throw Problem.badRequest(tr("'%1$s' takes true or false, not '%2$s'", name, text))
        }
    }

    /// An integer query parameter, or a 400 naming it.
    func intQuery(_ request: WebRequest, _ name: String) throws -> Int? {
        guard let text = request.query[name] else { return nil }
        guard let n = Int(text) else { throw Problem.badRequest(tr("'%1$s' takes a whole number, not '%2$s'", name, text)) }
        return n
    }
}
