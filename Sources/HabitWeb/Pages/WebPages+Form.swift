import FoundationEssentials
import HabitCore
import HabitStore
import HabitViews
import HabitWrites

/// `/add` and `/habits/ID/edit`: the form, and what posting it does (habitctl's add and edit).
extension WebAPI {
    func addPage(_ request: WebRequest, now: Date) throws -> WebResponse {
        guard signedIn(request, now: now) else { return loginPage(request) }
        let language = pageLanguage(request)
        let categories = try db.categories().map(\.name)
        guard request.method == "POST" else {
            return html(HabitFormPage(values: [:], problem: nil, categories: categories, editing: nil).render(language: language))
        }
        let form = try changingForm(request, now: now)
        defer { cache.wrote() }
        do {
            let change = try HabitForm.change(form)
            let added = try HabitWrite.add(change, db, try clock())
            return saved(added.habit, warnings: added.warnings, colorGiven: change.color != nil, verb: tr("Added %s", added.habit.name), language: language)
        } catch {
            let values = form.values
            return html(HabitFormPage(values: values, problem: try problem(error), categories: categories, editing: nil).render(language: language),
                        status: 422)
        }
    }

    func editPage(_ request: WebRequest, id: String, now: Date) throws -> WebResponse {
        guard signedIn(request, now: now) else { return loginPage(request) }
        let language = pageLanguage(request)
        let categories = try db.categories().map(\.name)
        let habit = try find(id)
        let names = Dictionary(try db.snapshot(includeArchived: true, logs: false).habits.compactMap { h in h.uuid.map { ($0, h.name) } },
                               uniquingKeysWith: { a, _ in a })
        let current = HabitForm.values(of: habit, names: names)
        guard request.method == "POST" else {
            return html(HabitFormPage(values: current, problem: nil, categories: categories, editing: habit.id).render(language: language))
        }
        let form = try changingForm(request, now: now)
        defer { cache.wrote() }
        do {
            let change = try HabitForm.change(form, current: current)
            let edited = try HabitWrite.edit(habit.name, change, db, try clock(), confirm: { rewrite in
                throw HabitForm.Problem(field: nil, message: rewrite.summary + " " + tr("To change them, tick “%s” just below and save again; or change the form.", HabitFormPage.confirmPast), past: true)
            })
            return saved(edited.habit, warnings: edited.warnings, colorGiven: change.color != nil, verb: tr("Updated %s", edited.habit.name), language: language)
        } catch {
            return html(HabitFormPage(values: form.values, problem: try problem(error), categories: categories, editing: habit.id).render(language: language),
                        status: 422)
        }
    }

    /// A refusal as the form shows it; anything else is the server's problem.
    private func problem(_ error: Error) throws -> HabitForm.Problem {
        switch error {
        case let p as HabitForm.Problem: return p
        case let e as HabitError: return HabitForm.Problem(e)
        case let e as StoreError: return HabitForm.Problem(field: "name", message: e.message)
        default: throw error
        }
    }

    /// After a change: to the habit's page, or, when there is something to say (a time that
    /// never reminds, a colour hard to read), a page saying it with the way on.
    private func saved(_ habit: Habit, warnings: [String], colorGiven: Bool, verb: String, language: String) -> WebResponse {
        let lines = warnings + ColorWarning.lines(habit.color, given: colorGiven)
        guard !lines.isEmpty else { return WebResponse(status: 303, headers: [("Location", "/habits/\(habit.id ?? 0)")]) }
        return html(PageTemplate.page("saved", title: verb, language: language, [
            "id": habit.id ?? 0, "warnings": lines.map { tr("Warning: %s", $0) }, "goTo": tr("Go to %s", habit.name),
        ]))
    }
}
