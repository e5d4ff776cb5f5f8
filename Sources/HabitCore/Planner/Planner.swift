import Foundation

/// When each reminder fires next: DESIGN.md's time semantics, pure. Given a habit, its log,
/// the settings, the system zone and "now", it lists the habit's next events. One habit is
/// planned at a time, so a change to one habit re-plans only it; `merge` combines habits.
public struct Planner {
    public let settings: Settings
    public let weekStart: Weekday
    /// The user's zone: floating habits' days and wall times, and quiet hours, live in it.
    public let systemZone: TimeZone
    /// How many days without any event a search goes on for before it gives up.
    public static let searchDays = 400

    private var resolver = ZoneResolver()

    public init(settings: Settings, weekStart: Weekday, systemZone: TimeZone) {
        self.settings = settings
        self.weekStart = weekStart
        self.systemZone = systemZone
    }

    /// The habit's events strictly after `after` (and before `until`, if given), soonest
    /// first, at most `limit`. Looks ahead as far as it takes, until 400 days pass without
    /// an event.
    public mutating func events(for habit: Habit, log: HabitLog, after: Date, until: Date? = nil,
                                limit: Int = .max) -> [ReminderEvent] {
        guard let id = habit.id, !habit.archived, !habit.reminders.isEmpty, limit > 0 else { return [] }
        if case .irregular = habit.schedule { return [] }
        let zone = habit.zone.flatMap(TimeZone.init(identifier:)) ?? systemZone
        let rules = HabitRules(habit: habit, log: log, weekStart: weekStart)
        // A reminder fires on its own date or, deferred, within a day after; zones differ by
        // at most 26 h: two days back covers every event that can still be ahead.
        var day = max(ZoneResolver.local(after, in: zone).date.adding(days: -2), habit.startDate)
        var giveUp = day.adding(days: Self.searchDays + 2)
        func inWindow(_ e: ReminderEvent) -> Bool { e.at > after && (until.map { e.at < $0 } ?? true) }
        var out: [ReminderEvent] = []
        var extraDays: Int?  // once `limit` is reached: days still to plan before stopping
        while day <= giveUp, extraDays.map({ $0 > 0 }) ?? true {
            if let end = habit.endDate, day > end { break }
            if let until, Double(resolver.seconds(of: 0, on: day, in: zone) - 26 * 3600) > until.timeIntervalSince1970 { break }
            let found = dayEvents(habit, id: id, rules: rules, day: day, zone: zone).filter(inWindow)
            if !found.isEmpty {
                out.append(contentsOf: found)
                giveUp = day.adding(days: Self.searchDays)
            }
            // A deferred event can land after the next day's first ones (pinned zones):
            // plan two more days before cutting at `limit`.
            if let left = extraDays { extraDays = left - 1 } else if out.count >= limit { extraDays = 2 }
            day = day.adding(days: 1)
        }
        out.sort(by: ReminderEvent.precedes)
        return Array(out.prefix(limit))
    }

    /// The events of one local date, merged by instant. Empty when the habit is not due.
    mutating func dayEvents(_ habit: Habit, id: Int64, rules: HabitRules, day: CivilDate, zone: TimeZone) -> [ReminderEvent] {
        guard rules.isDue(day) else { return [] }
        var byInstant: [Int: (times: [WallTime], deferred: Bool)] = [:]
        for reminder in habit.reminders where reminder.applies(on: day.weekday) {
            let planned = resolver.seconds(of: reminder.time.minuteOfDay * 60, on: day, in: zone)
            guard let (fire, deferred) = quietAdjusted(planned) else { continue }
            var entry = byInstant[fire] ?? ([], true)
            entry.times.append(reminder.time)
            entry.deferred = entry.deferred && deferred
            byInstant[fire] = entry
        }
        return byInstant.map { t, e in
            ReminderEvent(habitID: id, habitName: habit.name, reminders: e.times.sorted(), date: day,
                          at: Date(timeIntervalSince1970: Double(t)), deferred: e.deferred, zone: zone)
        }
    }

    /// Applies quiet hours (the user's wall clock) to an instant: unchanged outside them;
    /// inside, deferred to their end that same day, or nil when skipped (policy `skip`, or
    /// a quiet night that outlasts the day).
    mutating func quietAdjusted(_ t: Int) -> (Int, Bool)? {
        guard let quiet = settings.quietHours else { return (t, false) }
        let (date, second) = ZoneResolver.local(Date(timeIntervalSince1970: Double(t)), in: systemZone)
        let minute = WallTime(minuteOfDay: second / 60)
        guard quiet.contains(minute) else { return (t, false) }
        if settings.quietPolicy == .skip { return nil }
        if quiet.start > quiet.end && minute >= quiet.start { return nil }  // ends tomorrow
        return (resolver.seconds(of: quiet.end.minuteOfDay * 60, on: date, in: systemZone), true)
    }

    /// The `limit` soonest events across habits' own lists (each already sorted).
    public static func merge(_ lists: [[ReminderEvent]], limit: Int = .max) -> [ReminderEvent] {
        var all = lists.flatMap { $0 }
        all.sort(by: ReminderEvent.precedes)
        return Array(all.prefix(limit))
    }
}
