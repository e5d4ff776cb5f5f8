import FoundationEssentials

/// What the daemon does with events whose time has come: pure, given the store's state
/// at fire time. Suppression is checked again here, not only when planning.
public enum FiringPolicy {
    /// The decision for one event at its time: nil when every reminder in it was already
    /// delivered (a restart, or travel west repeating a wall time), `.suppressed` when the
    /// habit is no longer due that date, `.shown` otherwise.
    public static func decide(_ event: ReminderEvent, rules: HabitRules, delivered: Set<DeliveryKey>) -> DeliveryOutcome? {
        let fresh = event.reminders.filter { !delivered.contains(DeliveryKey(habitID: event.habitID, date: event.date, reminder: $0, nudge: event.nudge)) }
        if fresh.isEmpty { return nil }
        return rules.isDue(event.date) ? .shown : .suppressed
    }

    /// Events that should have fired between `since` and `now` but were not delivered (the
    /// daemon was stopped or the machine asleep): per habit, the latest one of the habit's
    /// current local date that is still due is caught up, once, now; every other one is
    /// missed. Nudges are never caught up, nor logged as missed: they were reminders of a
    /// reminder. Returns one outcome per event, soonest first.
    public static func catchUp(_ overdue: [ReminderEvent], now: Date, rules: [Int64: HabitRules],
                               delivered: Set<DeliveryKey>, offsets: ZoneOffsets)
        -> [(event: ReminderEvent, outcome: DeliveryOutcome)] {
        let pending = overdue.filter { e in
            e.nudge == 0 && e.at <= now && e.reminders.contains { !delivered.contains(DeliveryKey(habitID: e.habitID, date: e.date, reminder: $0)) }
        }.sorted(by: ReminderEvent.precedes)
        var caughtUp: [Int64: ReminderEvent] = [:]
        for e in pending.reversed() where caughtUp[e.habitID] == nil {
            let today = ZoneResolver.local(now, in: e.zone, offsets: offsets).date
            if e.date == today, rules[e.habitID]?.isDue(e.date) ?? false { caughtUp[e.habitID] = e }
        }
        return pending.map { e in (e, caughtUp[e.habitID] == e ? .caughtUp : .missed) }
    }

    /// The ledger entries for an outcome: one per reminder time of the event.
    public static func deliveries(_ event: ReminderEvent, _ outcome: DeliveryOutcome, at now: Date) -> [Delivery] {
        deliveries(habitID: event.habitID, date: event.date, reminders: event.reminders, nudge: event.nudge,
                   plannedAt: event.at, outcome, at: now)
    }

    /// The ledger entries for reminder times of a habit's date.
    public static func deliveries(habitID: Int64, date: CivilDate, reminders: [WallTime], nudge: Int = 0, plannedAt: Date,
                                  _ outcome: DeliveryOutcome, at now: Date) -> [Delivery] {
        reminders.map { Delivery(habitID: habitID, date: date, reminder: $0, nudge: nudge, outcome: outcome,
                                 plannedAt: plannedAt, recordedAt: now) }
    }
}
