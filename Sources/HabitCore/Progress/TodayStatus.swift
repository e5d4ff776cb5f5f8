import FoundationEssentials

/// Where today stands across the active habits, each on its own today: what a status bar
/// shows ("3/5", the habits still due with their reminders, done / pending / overdue), and
/// the next instant it can change without a write to the store.
public struct TodayStatus: Equatable, Sendable {
    public enum Mood: String, Sendable {
        /// Nothing due is left (also when nothing was due).
        case done
        /// Something is due and no reminder for it has fired yet.
        case pending
        /// A habit still due has had a reminder (or a nudge) of today's really shown: the
        /// daemon's delivery log says so. A planned time gone by that never fired (habitd not
        /// running, or the habit made after it) is not one.
        case overdue
    }

    /// A habit still due today.
    public struct Open: Equatable, Sendable {
        public let habit: Habit
        public let status: DayStatus
        /// When the latest of today's reminders that really fired was planned for (the
        /// delivery log's shown, caught up or snoozed reminders).
        public let reminded: Date?
        /// Today's next reminder still to come.
        public let next: Date?
    }

    /// Habits done today, among `due`.
    public let done: Int
    /// Habits asked for today: done, or still due.
    public let due: Int
    /// The habits still due, in the order given.
    public let open: [Open]
    /// The next instant the status changes by the clock alone: a reminder of an open habit
    /// fires, or a day begins in one of the habits' zones.
    public let nextChange: Date

    public var mood: Mood {
        if open.isEmpty { return .done }
        return open.contains { $0.reminded != nil } ? .overdue : .pending
    }

    /// `logs`: each habit's log around its today (from the start of its week and month, as the
    /// planner needs). `planner` supplies the settings, the week start and the system zone.
    /// `fired`: the daemon's delivery log from yesterday on (what really fired).
    public static func at(_ now: Date, habits: [(habit: Habit, log: HabitLog)], fired: [Delivery], planner: inout Planner,
                          offsets: ZoneOffsets) -> TodayStatus {
        var shown: [Int64: [Delivery]] = [:]
        for d in fired where [.shown, .caughtUp, .snoozed].contains(d.outcome) && d.plannedAt <= now { shown[d.habitID, default: []].append(d) }
        var resolver = ZoneResolver(offsets: offsets)
        var zones: [String: Zone] = [planner.systemZone.identifier: planner.systemZone]
        var nextChange = Date.distantFuture
        var done = 0, due = 0
        var open: [Open] = []
        // Today's reminders lie within a day and a half either side of now, whatever the zone.
        let (from, until) = (now.addingTimeInterval(-36 * 3600), now.addingTimeInterval(36 * 3600))
        for (habit, log) in habits where !habit.archived {
            let zone = offsets.zone(named: habit.zone, else: planner.systemZone)
            zones[zone.identifier] = zone
            let today = ZoneResolver.local(now, in: zone, offsets: offsets).date
            let status = HabitRules(habit: habit, log: log, weekStart: planner.weekStart).status(on: today)
            switch status {
            case .done:
                done += 1
                due += 1
            case .due:
                due += 1
                let events = planner.events(for: habit, log: log, after: from, until: until).filter { $0.date == today }
                let reminded = (shown[habit.id ?? -1] ?? []).filter { $0.date == today }.map(\.plannedAt).max()
                let next = events.first { $0.at > now }?.at
                if let next { nextChange = min(nextChange, next) }
                open.append(Open(habit: habit, status: status, reminded: reminded, next: next))
            default:
                break
            }
        }
        for zone in zones.values {
            let today = ZoneResolver.local(now, in: zone, offsets: offsets).date
            let midnight = Date(timeIntervalSince1970: TimeInterval(resolver.seconds(of: 0, on: today.adding(days: 1), in: zone)))
            nextChange = min(nextChange, midnight)
        }
        return TodayStatus(done: done, due: due, open: open, nextChange: nextChange)
    }
}
