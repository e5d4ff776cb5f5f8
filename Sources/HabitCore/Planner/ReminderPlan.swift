import FoundationEssentials

/// Every habit's planned events, kept per habit so that a change to one habit re-plans
/// only it: `replace` one habit's list with the planner's new answer, then read `next`.
/// `next` is kept up to date on every change; only replacing the habit that holds it
/// costs a scan of the habits' first events.
public struct ReminderPlan: Sendable {
    private var byHabit: [Int64: [ReminderEvent]] = [:]
    /// The soonest planned event: what the timer is armed for.
    public private(set) var next: ReminderEvent?

    public init() {}

    /// Sets one habit's events (soonest first, as `Planner.events` returns them).
    public mutating func replace(habitID: Int64, with events: [ReminderEvent]) {
        byHabit[habitID] = events.isEmpty ? nil : events
        if let current = next, current.habitID == habitID {
            rescan()
        } else if let first = events.first, next.map({ ReminderEvent.precedes(first, $0) }) ?? true {
            next = first
        }
    }

    /// The `limit` soonest events across habits.
    public func upcoming(limit: Int) -> [ReminderEvent] { Planner.merge(Array(byHabit.values), limit: limit) }

    private mutating func rescan() {
        var best: ReminderEvent?
        for events in byHabit.values {
            let first = events[0]
            if best.map({ ReminderEvent.precedes(first, $0) }) ?? true { best = first }
        }
        next = best
    }
}
