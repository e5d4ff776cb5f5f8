import FoundationEssentials
import HabitCore
import HabitStore
import HabitViews
import HabitWrites

/// `/stats`, `/settings`, `/sync`, `/tokens` and `/archived`: the pages beyond the board.
extension WebAPI {
    func managePage(_ request: WebRequest, now: Date) throws -> WebResponse? {
        let routes = ["/stats", "/stats.svg", "/settings", "/sync", "/tokens", "/tokens/revoke", "/archived"]
        guard routes.contains(request.path) else { return nil }
        guard signedIn(request, now: now) else { return loginPage(request) }
        let language = pageLanguage(request)
        switch (request.method, request.path) {
        case ("GET", "/stats"), ("HEAD", "/stats"), ("GET", "/stats.svg"), ("HEAD", "/stats.svg"):
            let clock = try clock()
            let last = StatsPage.windows.contains(request.query["last"] ?? "") ? request.query["last"]! : StatsWindow.defaultLast
            let habitID = request.query["habit"].flatMap { $0.isEmpty ? nil : $0 }
            let habit = try habitID.map { try find($0) }
            let window = try StatsWindow.resolve(from: nil, to: nil, last: last, today: clock.today)
            let read = try StatsRead(db, clock, habitNamed: habit?.name, category: nil, window: window)
            let title = habit?.name ?? tr("All habits")
            if request.path == "/stats.svg" {
                let line = habit?.chart == .line
                let svg = StatsSVG(read.report, title: title, habitColor: habit?.color ?? .palette("sky"),
                                   background: request.query["theme"] == "dark" ? .dark : .light, line: line).document()
                return WebResponse(status: 200, headers: [("Content-Type", "image/svg+xml")], body: Array(svg.utf8))
            }
            let habits = try db.snapshot(includeArchived: false, logs: false).habits
            return html(StatsPage.render(read.report, title: title, last: last, habitID: habit.map { "\($0.id ?? 0)" }, habits: habits, language: language))
        case ("GET", "/archived"), ("HEAD", "/archived"):
            let archived = BoardRead.ordered(try db.snapshot(includeArchived: true, logs: false).habits.filter(\.archived))
            return html(ArchivedPage.render(archived, tracked: try db.daysTracked(of: archived), language: language))
        case ("GET", "/settings"), ("HEAD", "/settings"):
            return html(SettingsPage.render(try SettingEntry.all(db, try clock()), typed: nil, problem: nil, saved: request.query["saved"] != nil,
                                            languages: languages, language: language))
        case ("POST", "/settings"):
            return try saveSettings(request, now: now, language: language)
        case ("GET", "/sync"), ("HEAD", "/sync"):
            let status = try db.syncStatus()
            return html(AccessPages.sync(status.map { SyncStatusEntry($0, now: now).lines($0) }, language: language))
        case ("GET", "/tokens"), ("HEAD", "/tokens"):
            let clock = try clock()
            return html(AccessPages.tokens(try db.webTokens(), made: nil, problem: nil, current: session(request, now: now), zone: clock.zone,
                                           offsets: clock.offsets, language: language))
        case ("POST", "/tokens"), ("POST", "/tokens/revoke"):
            let form = try changingForm(request, now: now)
            let clock = try clock()
            let current = session(request, now: now)
            if request.path == "/tokens/revoke" {
                let name = form["name"] ?? ""
                // First the page that says what a revoke ends; its button confirms.
                guard form["confirm"] == "1" else {
                    guard let token = try db.webTokens().first(where: { $0.name.lowercased() == name.lowercased() }) else {
                        throw StoreError.unknownToken(name: name)
                    }
                    return html(AccessPages.revoke(token.name, isThisBrowser: token.name == current, language: language))
                }
                try db.revokeWebToken(name: name)
                return WebResponse(status: 303, headers: [("Location", "/tokens")])
            }
            let name = (form["name"] ?? "").trimmingSpaces()
            do {
                let secret = try db.createWebToken(name: name, readOnly: form["read_only"] != nil, at: now)
                return html(AccessPages.tokens(try db.webTokens(), made: (name, secret), problem: nil, current: current, zone: clock.zone,
                                               offsets: clock.offsets, language: language))
            } catch let e as StoreError {
                return html(AccessPages.tokens(try db.webTokens(), made: nil, problem: e.message, current: current, zone: clock.zone,
                                               offsets: clock.offsets, language: language), status: 422)
            }
        default:
            return nil
        }
    }

    /// The session of the browser asking (its cookie's token), nil for a token in a header.
    private func session(_ request: WebRequest, now: Date) -> String? {
        guard let (token, viaCookie) = try? guards.token(request, db: db, now: now), viaCookie else { return nil }
        return token.name
    }

    /// The settings form: every changed value checked first (`SettingWrite.check`), then all
    /// written, or none with the first refusal under its field. Emptied: back to the default.
    private func saveSettings(_ request: WebRequest, now: Date, language: String) throws -> WebResponse {
        let form = try changingForm(request, now: now)
        defer { cache.wrote() }
        let entries = try SettingEntry.all(db, try clock())
        var changes: [(SettingKey, String?)] = []
        for e in entries {
            guard let key = SettingKey(rawValue: e.key), let typed = form[e.key]?.trimmingSpaces() else { continue }
            if typed.isEmpty {
                if !e.isDefault { changes.append((key, nil)) }
            } else if e.isDefault || typed != e.value {
                do { _ = try SettingWrite.check(e.key, typed, languages: languages) } catch let refusal as HabitError {
                    return html(SettingsPage.render(entries, typed: form.values, problem: (e.key, refusal.message), saved: false,
                                                    languages: languages, language: language), status: 422)
                }
                changes.append((key, typed))
            }
        }
        for (key, value) in changes { try db.setSetting(key, to: value) }
        return WebResponse(status: 303, headers: [("Location", "/settings?saved=1")])
    }
}
