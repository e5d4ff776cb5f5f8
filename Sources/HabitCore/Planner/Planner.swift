import FoundationEssentials

/// When each reminder fires next: DESIGN.md's time semantics, pure. Given a habit, its log,
/// the settings, the system zone and "now", it lists the habit's next events. One habit is
/// planned at a time, so a change to one habit re-plans only it; `merge` combines habits.
public struct Planner {
    public let settings: Settings
    public let weekStart: Weekday
    /// The user's zone: floating habits' days and wall times, and quiet hours, live in it.
    public let systemZone: Zone
    /// How many days without any event a search goes on for before it gives up.
    public static let searchDays = 400

    private var resolver: ZoneResolver
    /// The local date of the last `after` asked about, per zone key: every habit of a
    /// re-plan asks it for the same instant.
    private var afterDates: [Int: (after: Date, date: CivilDate)] = [:]
    private var pinnedZones: [String: Zone] = [:]

    public init(settings: Settings, weekStart: Weekday, systemZone: Zone, offsets: ZoneOffsets) {
        resolver = ZoneResolver(offsets: offsets)
        self.settings = settings
        self.weekStart = weekStart
        self.systemZone = systemZone
    }

    /// The habit's events strictly after `after` (and before `until`, if given), soonest
    /// first, at most `limit`. Looks ahead as far as it takes, until 400 days pass without
    /// an event.
    public mutating func events(for habit: Habit, log: HabitLog, after: Date, until: Date? = nil,
                                limit: Int = .max) -> [ReminderEvent] {
        guard let id = habit.id, !habit.archived, !habit.remindersPaused, !habit.plannedReminders.isEmpty, limit > 0 else { return [] }
        if case .irregular = habit.schedule { return [] }
        var zone = systemZone
        if let pinned = habit.zone { zone = pinnedZone(pinned) }
        let zoneKey = resolver.key(zone)
        let sameZone = zoneKey == resolver.key(systemZone)
        // How far outside its own local day an event can fire. In the user's zone: only a gap
        // that crosses midnight moves one past it (deferral stays within the user's day).
        // Pinned elsewhere: the days differ by up to 26 h, and a deferral adds up to a day.
        let slack = sameZone ? 3 * 3600 : 50 * 3600
        let rules = HabitRules(habit: habit, log: log, weekStart: weekStart)
        // A reminder fires on its own date or, deferred, within a day after; zones differ by
        // at most 26 h: two days back covers every event that can still be ahead.
        let afterDate: CivilDate
        if let memo = afterDates[zoneKey], memo.after == after { afterDate = memo.date } else {
            afterDate = ZoneResolver.local(after, in: zone, offsets: resolver.offsets).date
            afterDates[zoneKey] = (after, afterDate)
        }
        var day = max(afterDate.adding(days: -2), habit.startDate)
        var giveUp = day.adding(days: Self.searchDays + 2)
        let afterSeconds = after.timeIntervalSince1970
        let untilSeconds = until?.timeIntervalSince1970 ?? .infinity
        var out: [ReminderEvent] = []
        var extraDays: Int?  // once `limit` is reached: days still to plan before stopping
        while day <= giveUp, extraDays.map({ $0 > 0 }) ?? true {
            if let end = habit.endDate, day > end { break }
            let zoneDay = resolver.zoneDay(day, zone, key: zoneKey)
            if TimeInterval(zoneDay.seconds(of: 0, dayNumber: day.dayNumber) - (sameZone ? 0 : slack)) >= untilSeconds { break }
            // Skip a day whose every event would come before `after` anyway.
            let latest = zoneDay.seconds(of: 86_400, dayNumber: day.dayNumber) + slack
            var found: [ReminderEvent] = []
            if TimeInterval(latest) > afterSeconds {
                found = dayEvents(habit, id: id, rules: rules, day: day, zone: zone, zoneDay: zoneDay, sameZone: sameZone,
                                  window: (afterSeconds, untilSeconds))
            }
            if !found.isEmpty {
                out.append(contentsOf: found)
                giveUp = day.adding(days: Self.searchDays)
            }
            // A deferred event can land after the next day's first ones (pinned zones):
            // plan two more days before cutting at `limit`. Counted as the user will see
            // them: events that meet at one instant merge into one (two dates' reminders
            // deferred to the end of the same quiet night), so they count once.
            if let left = extraDays { extraDays = left - 1 } else if out.count >= limit, Self.instants(out) >= limit { extraDays = 2 }
            day = day.adding(days: 1)
        }
        // Days come in order, so the list usually is too; deferrals and pinned zones can
        // swap neighbours.
        if zip(out, out.dropFirst()).contains(where: { ReminderEvent.precedes($1, $0) }) {
            out.sort(by: ReminderEvent.precedes)
        }
        out = Self.mergingSameInstant(out)
        if out.count > limit { out.removeLast(out.count - limit) }
        return out
    }

    /// How many distinct instants the events fall on: what `mergingSameInstant` leaves.
    static func instants(_ events: [ReminderEvent]) -> Int {
        Set(events.map(\.at)).count
    }

    /// One habit fires at most once per instant, even when reminders of two of its dates
    /// meet there (a pinned zone's two dates deferred to the end of one quiet night): the
    /// merged event keeps the earlier date, every time, and is deferred only if all were.
    static func mergingSameInstant(_ sorted: [ReminderEvent]) -> [ReminderEvent] {
        guard zip(sorted, sorted.dropFirst()).contains(where: { $0.at == $1.at }) else { return sorted }
        var merged: [ReminderEvent] = []
        for e in sorted {
            if let last = merged.last, last.at == e.at {
                merged[merged.count - 1] = ReminderEvent(
                    habitID: e.habitID, habitName: e.habitName, reminders: Array(Set(last.reminders + e.reminders)).sorted(),
                    date: min(last.date, e.date), at: e.at, deferred: last.deferred && e.deferred, zone: e.zone,
                    nudge: min(last.nudge, e.nudge))
            } else {
                merged.append(e)
            }
        }
        return merged
    }

    /// The events of one local date that fire in (after, until), merged by instant, with
    /// their nudges (before the next event and the end of the reminder's window). Empty when
    /// the habit is not due.
    mutating func dayEvents(_ habit: Habit, id: Int64, rules: HabitRules, day: CivilDate, zone: Zone,
                            zoneDay: ZoneResolver.ZoneDay, sameZone: Bool,
                            window: (after: TimeInterval, until: TimeInterval)) -> [ReminderEvent] {
        guard rules.isDue(day) else { return [] }
        var merged: [(at: Int, times: [WallTime], deferred: Bool)] = []
        for reminder in habit.plannedReminders where reminder.applies(on: day.weekday) {
            let planned = zoneDay.seconds(of: reminder.time.minuteOfDay * 60, dayNumber: day.dayNumber)
            guard let (fire, deferred) = quietAdjusted(planned, known: sameZone ? zoneDay : nil) else { continue }
            if let i = merged.firstIndex(where: { $0.at == fire }) {
                merged[i].times.append(reminder.time)
                merged[i].deferred = merged[i].deferred && deferred
            } else {
                merged.append((fire, [reminder.time], deferred))
            }
        }
        merged.sort { $0.at < $1.at }
        func inWindow(_ t: Int) -> Bool { TimeInterval(t) > window.after && TimeInterval(t) < window.until }
        var out: [ReminderEvent] = []
        for (i, m) in merged.enumerated() {
            func event(_ t: Int, deferred: Bool, nudge: Int) -> ReminderEvent {
                ReminderEvent(habitID: id, habitName: habit.name, reminders: m.times.sorted(), date: day,
                              at: Date(timeIntervalSince1970: Double(t)), deferred: deferred, zone: zone, nudge: nudge)
            }
            if inWindow(m.at) { out.append(event(m.at, deferred: m.deferred, nudge: 0)) }
            guard let nudge = habit.nudge else { continue }
            var next = i + 1 < merged.count ? merged[i + 1].at : Int.max
            // Nudges stay inside the window the reminder belongs to.
            if let first = m.times.min(), let w = habit.window(containing: first.minuteOfDay) {
                next = min(next, zoneDay.seconds(of: w.end * 60, dayNumber: day.dayNumber))
            }
            for (k, t) in nudges(after: m.at, nudge, before: next, day: day, zone: zone, zoneDay: sameZone ? zoneDay : nil) where inWindow(t) {
                out.append(event(t, deferred: false, nudge: k))
            }
        }
        return out
    }

    /// The nudges after a reminder event at `t`: every N minutes, at most M, each strictly
    /// before the habit's next reminder event that day (`before`) and on the same local
    /// date; one inside quiet hours is dropped, never deferred (a later one may still come).
    mutating func nudges(after t: Int, _ nudge: Nudge, before next: Int, day: CivilDate, zone: Zone,
                         zoneDay known: ZoneResolver.ZoneDay?) -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        for k in 1...nudge.times {
            let at = t + k * nudge.everyMinutes * 60
            if at >= next || ZoneResolver.local(Date(timeIntervalSince1970: Double(at)), in: zone, offsets: resolver.offsets).date != day {
                break
            }
            guard let (q, deferred) = quietAdjusted(at, known: known), q == at, !deferred else { continue }
            out.append((k, at))
        }
        return out
    }

    /// Applies quiet hours (the user's wall clock) to an instant: unchanged outside them;
    /// inside, deferred to their end that same day, or nil when skipped (policy `skip`, or
    /// a quiet night that outlasts the day). `known`: the system zone's offsets around `t`,
    /// when the caller has them.
    mutating func quietAdjusted(_ t: Int, known: ZoneResolver.ZoneDay? = nil) -> (Int, Bool)? {
        guard let quiet = settings.quietHours else { return (t, false) }
        let offset = known?.offset(at: t) ?? resolver.offsets.offset(systemZone, at: t)
        let local = t + offset
        let dayNumber = local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400)
        let minute = WallTime(minuteOfDay: (local - dayNumber * 86_400) / 60)
        guard quiet.contains(minute) else { return (t, false) }
        if settings.quietPolicy == .skip { return nil }
        if quiet.start > quiet.end && minute >= quiet.start { return nil }  // ends tomorrow
        return (resolver.seconds(of: quiet.end.minuteOfDay * 60, on: CivilDate(dayNumber: dayNumber), in: systemZone), true)
    }

    private mutating func pinnedZone(_ identifier: String) -> Zone {
        if let z = pinnedZones[identifier] { return z }
        let z = resolver.offsets.zone(named: identifier, else: systemZone)
        pinnedZones[identifier] = z
        return z
    }

    /// The `limit` soonest events across habits' own lists (each already sorted).
    public static func merge(_ lists: [[ReminderEvent]], limit: Int = .max) -> [ReminderEvent] {
        var all = lists.flatMap { $0 }
        all.sort(by: ReminderEvent.precedes)
        return Array(all.prefix(limit))
    }
}
