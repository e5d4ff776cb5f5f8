import FoundationEssentials
import HabitCore
import HabitStore

/// The notification's buttons: Mark done, Skip today, Snooze.
extension Engine {
    /// A button of a showing notification was pressed: write it, then re-plan.
    @discardableResult
    public func handle(_ action: NotificationAction, habitID: Int64, now: Date) throws -> Date? {
        guard try record(action, habitID: habitID, now: now) else { return nextWake }
        return try replan(now: now)
    }

    /// The write half of `handle`: the completion, skip or snooze and its ledger rows, in one
    /// transaction. False when the habit shows no notification (nothing written). The
    /// daemon times the click to this commit, then re-plans.
    public func record(_ action: NotificationAction, habitID: Int64, now: Date) throws -> Bool {
        guard let shown = showing[habitID] else { return false }
        let date = shown.event.date
        func ledger(_ outcome: DeliveryOutcome) -> [Delivery] {
            FiringPolicy.deliveries(habitID: habitID, date: date, reminders: shown.event.reminders, plannedAt: now, outcome, at: now)
        }
        switch action {
        case .markDone:
            // Judged against the rules the plan was made from, inside the write (`CheckIn`).
            let done = Completion(habitID: habitID, date: date, source: .notification, recordedAt: now)
            let rules = view?.rules[habitID]
            if let routine = rules?.habit, routine.routine != nil {
                // A routine has no log of its own: Mark done marks the members still to do.
                try db.record(.routineDone(routine, date: date, source: .notification, at: now, weekStart: rules!.weekStart),
                              deliveries: ledger(.doneFromNotification))
            } else {
                try db.record(rules.map { .checkIn(done, habit: $0.habit, weekStart: $0.weekStart) } ?? .completion(done),
                              deliveries: ledger(.doneFromNotification))
            }
            showing[habitID] = nil
            // Handled: closed by habitd itself, since not every server closes a notification
            // whose action was invoked (mako keeps it on screen; one that did ignores this).
            notifier.close(shown.handle)
        case .skipToday:
            try db.record(.skip(Skip(habitID: habitID, date: date, recordedAt: now)), deliveries: ledger(.skippedFromNotification))
            showing[habitID] = nil
            notifier.close(shown.handle)
        case .snooze:
            let minutes = try db.settings().snoozeMinutes
            let snooze = Snooze(habitID: habitID, date: date, reminders: shown.event.reminders,
                                until: now.addingTimeInterval(Double(minutes) * 60))
            try db.record(.snooze(snooze), deliveries: ledger(.snoozed))  // it stays showing until the snooze replaces it
        }
        return true
    }
}
