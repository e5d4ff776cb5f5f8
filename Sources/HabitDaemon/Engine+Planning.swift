import FoundationEssentials
import HabitCore
import HabitStore

/// Planning: keeping the `StoreView` and the plan in step with the store.
extension Engine {
    /// The view brought up to date: what changed since it was read (everything when there
    /// was none).
    func refresh(now: Date) throws -> StoreView.Changed {
        guard view != nil else {
            view = try StoreView.load(db, now: now, zone: systemZone, offsets: offsets)
            tellLanguage(of: view!)
            return .everything
        }
        let changed = try view!.refresh(db, now: now, zone: systemZone, offsets: offsets)  // in place: no copy of the view
        if changed == .everything { tellLanguage(of: view!) }
        return changed
    }

    /// Hands a changed `language` setting to `onLanguage` (a setting change reloads the view).
    func tellLanguage(of view: StoreView) {
        let language = view.settings.language
        guard languageTold != .some(language) else { return }
        languageTold = .some(language)
        onLanguage?(language)
    }

    /// After the view changed: plans the changed habits again (every habit when `replanAll`
    /// or everything changed), celebrates what they reached, re-reads the snoozes, and closes
    /// notifications of habits no longer due.
    func update(now: Date, changed: StoreView.Changed, replanAll: Bool = false) throws {
        guard var view else { return }
        self.view = nil  // mutated below (the planner's caches) without a copy
        defer { self.view = view }
        let until = now.addingTimeInterval(horizon)
        switch (changed, replanAll) {
        case (.everything, _), (_, true):
            var fresh = ReminderPlan()
            for id in view.order { fresh.replace(habitID: id, with: view.events(for: id, after: now, until: until)) }
            plan = fresh
            plannedAt = now
        case (.habits(let ids), false):
            for id in ids { plan.replace(habitID: id, with: view.events(for: id, after: now, until: until)) }
        case (.nothing, false):
            return
        }
        switch changed {
        case .everything:
            checkedLogs = checkedLogs.filter { view.rules[$0.key] != nil }
            celebrate(view.order, now: now, view: view)
        case .habits(let ids):
            for id in ids where view.rules[id] == nil { checkedLogs[id] = nil }
            celebrate(view.order.filter(ids.contains), now: now, view: view)
        case .nothing:
            break
        }
        snoozes = Dictionary(uniqueKeysWithValues: try db.snoozes().map { ($0.habitID, $0) })
        for (id, shown) in showing where !(view.rules[id]?.isDue(shown.event.date) ?? false) {
            notifier.close(shown.handle)
            showing[id] = nil
        }
    }
}
