import FoundationEssentials
import HabitCore
import HabitStore
import Logging

/// Delivering: deciding each due event against the ledger, showing it, retrying what no
/// notification server took, and following the server coming and going.
extension Engine {
    /// On-time events are decided one by one; late ones (the machine slept, the daemon was
    /// stopped) go through catch-up: once per habit, the same day, if still due.
    func deliver(_ events: [ReminderEvent], now: Date) throws {
        guard let view, !events.isEmpty else { return }
        let ledger3Days = try db.deliveries(from: CivilDate.of(now, in: systemZone, offsets: offsets).adding(days: -3))
        let delivered = Set(ledger3Days.map(\.key))
        let outcomes = Dictionary(ledger3Days.map { ($0.key, $0.outcome) }) { _, later in later }
        // Show first, write the ledger after, in one transaction: the notifications are what
        // is late if anything is.
        var ledger: [Delivery] = []
        for event in events where now.timeIntervalSince(event.at) <= grace {
            if event.nudge > 0 && userAnswered(event, delivered: outcomes) { continue }
            guard let rules = view.rules[event.habitID],
                  let outcome = FiringPolicy.decide(event, rules: rules, delivered: delivered) else { continue }
            if outcome == .shown && !show(event, rules: rules, settings: view.settings) {
                remember(unshown: event, now: now)
                continue
            }
            log(event, outcome)
            if outcome == .shown { hookReminder(event, uuid: rules.habit.uuid, now: now) }
            ledger += FiringPolicy.deliveries(event, outcome, at: now)
        }
        let late = events.filter { now.timeIntervalSince($0.at) > grace }
        for (event, outcome) in FiringPolicy.catchUp(late, now: now, rules: view.rules, delivered: delivered, offsets: offsets) {
            var recorded = outcome
            if outcome == .caughtUp, let rules = view.rules[event.habitID], !show(event, rules: rules, settings: view.settings) {
                recorded = .missed
            }
            log(event, recorded)
            if recorded == .caughtUp { hookReminder(event, uuid: view.rules[event.habitID]?.habit.uuid, now: now) }
            ledger += FiringPolicy.deliveries(event, recorded, at: now)
        }
        try db.record(ledger)
    }

    /// Shows again each reminder whose snooze ended, if its day is still due.
    func showSnoozed(now: Date) throws {
        for snooze in snoozes.values where snooze.until <= now {
            try db.removeSnooze(habitID: snooze.habitID)
            guard let view, let rules = view.rules[snooze.habitID], rules.isDue(snooze.date) else { continue }
            let event = ReminderEvent(habitID: snooze.habitID, habitName: rules.habit.name, reminders: snooze.reminders,
                                      date: snooze.date, at: snooze.until, deferred: false, zone: systemZone)
            if show(event, rules: rules, settings: view.settings) {
                logger.info("shown again after a snooze: \(rules.habit.name) (\(snooze.date))")
                try db.record(FiringPolicy.deliveries(event, .shown, at: now))
            } else {
                remember(unshown: event, now: now)
            }
        }
    }

    /// Whether the reminder a nudge follows was answered (snoozed, or a snooze is pending):
    /// then the nudge is not shown, nor logged. Done and skipped need no check here: the
    /// habit is no longer due, so the nudge is suppressed like any reminder.
    private func userAnswered(_ nudge: ReminderEvent, delivered: [DeliveryKey: DeliveryOutcome]) -> Bool {
        if snoozes[nudge.habitID] != nil { return true }
        return nudge.reminders.contains { delivered[DeliveryKey(habitID: nudge.habitID, date: nudge.date, reminder: $0)] == .snoozed }
    }

    /// A reminder no server took: try again later (30 s, doubling to 10 min) while still due.
    func remember(unshown event: ReminderEvent, now: Date) {
        unshown.removeAll { $0.habitID == event.habitID }
        unshown.append(event)
        guard retryAt == nil else { return }   // one retry for everything pending
        retryAt = now.addingTimeInterval(retryDelay)
        retryDelay = min(retryDelay * 2, 600)
    }

    func retryUnshown(now: Date) throws {
        let pending = unshown
        unshown = []
        retryAt = nil
        for event in pending {
            guard let view, let rules = view.rules[event.habitID], rules.isDue(event.date),
                  CivilDate.of(now, in: event.zone, offsets: offsets) == event.date else { continue }
            if show(event, rules: rules, settings: view.settings) {
                log(event, .shown)
                try db.record(FiringPolicy.deliveries(event, .shown, at: now))
            } else {
                remember(unshown: event, now: now)
            }
        }
        if unshown.isEmpty { retryDelay = 30 }
    }

    /// The notification server went away, and what it showed with it: those reminders are
    /// shown again, if still due the same day, once a server takes them.
    @discardableResult
    public func serverVanished(now: Date) -> Date? {
        for shown in showing.values { remember(unshown: shown.event, now: now) }
        showing = [:]
        return nextWake
    }

    /// A notification server appeared: show what no server took, now rather than at the next retry.
    @discardableResult
    public func serverAppeared(now: Date) throws -> Date? {
        guard !unshown.isEmpty else { return nextWake }
        retryDelay = 30
        try update(now: now, changed: try refresh(now: now))
        try retryUnshown(now: now)
        return nextWake
    }

    /// The habit whose showing notification this is.
    public func habitID(showing handle: NotificationHandle) -> Int64? {
        showing.first { $0.value.handle == handle }?.key
    }

    /// The server closed a notification (dismissed, expired, or closed by us): forget it, so a
    /// snooze or the next reminder shows a new one.
    public func closed(_ handle: NotificationHandle) {
        if let id = habitID(showing: handle) { showing[id] = nil }
    }

    private func log(_ event: ReminderEvent, _ outcome: DeliveryOutcome) {
        logger.info("\(outcome.rawValue): \(event.habitName) (\(event.date) \(event.reminders.map(\.description).joined(separator: ",")))")
    }

    /// A routine's members not yet done on `date`, by name (nil for an ordinary habit, or
    /// when the read fails: the body goes out without the list).
    private func routineLeft(_ habit: Habit, on date: CivilDate) -> [String]? {
        let weekStart = view?.rules[habit.id ?? -1]?.weekStart ?? db.weekStartDefault
        let span = Ledger.logSpan(for: DateWindow(first: date, last: date), weekStart: weekStart)
        guard habit.routine != nil, let members = try? db.members(of: habit), let logs = try? db.logs(of: members, over: span) else { return nil }
        return members.filter { !HabitRules(habit: $0, log: logs[$0.id!] ?? HabitLog(), weekStart: weekStart).isDone(date) }.map(\.name)
    }

    /// Shows one reminder, replacing the habit's notification if one is showing. The streak
    /// comes from the habit's derived state (the view holds recent weeks only); if that read
    /// fails, the notification goes out without it.
    private func show(_ event: ReminderEvent, rules: HabitRules, settings: Settings) -> Bool {
        let streaks = (try? db.progress(of: rules.habit, through: event.date, weekStart: rules.weekStart,
                                        skipsKeepStreak: settings.skipsKeepStreak))?.fold.streaks
        var n = ReminderText.notification(for: event, habit: rules.habit, rules: rules, streaks: streaks, left: routineLeft(rules.habit, on: event.date),
                                          supportsActions: actionsEnabled && notifier.supportsActions,
                                          replaces: showing[event.habitID]?.handle, timeout: notificationTimeout)
        n.icon = notificationIcon
        n.sound = settings.sound(for: rules.habit)
        do {
            showing[event.habitID] = (try notifier.show(n), event)
            return true
        } catch {
            logger.warning("no notification server took the reminder for \(event.habitName): \(error)")
            return false
        }
    }
}
