import FoundationEssentials
import HabitCore
import HabitStore

/// The habits as a calendar (`habitctl export --ics`, the API's `calendar.ics`): the coming
/// reminders over the next `days` days as 15-minute events at the wall time they fire in the
/// habit's zone, and the days done over the last `days` as all-day events, both as the ledger
/// and the planner have them. UIDs: the habit's UUID with the reminder's date and time, or
/// the done day's date.
public enum CalendarFeed {
    public static let defaultDays = 14
    public static let maxDays = 366

    public static func calendar(_ db: HabitDatabase, _ clock: LedgerClock, days: Int) throws -> ICalendar {
        let span = TimeInterval(days) * 86_400
        let coming = try NextReminders.events(db, clock, habitNamed: nil, after: clock.now, systemZone: clock.zone, limit: 10_000)
            .filter { $0.nudge == 0 && $0.at <= clock.now.addingTimeInterval(span) }
        let today = clock.today
        let window = DateWindow(first: today.adding(days: -days), last: today.adding(days: 1))
        let whole = Ledger.logSpan(for: window, weekStart: clock.weekStart)
        let snap = try db.snapshot(includeArchived: false, from: whole.first, to: whole.last, folded: true)
        let byID = Dictionary(uniqueKeysWithValues: snap.habits.map { ($0.id!, $0) })

        var events: [ICalendar.Event] = []
        var zones: Set<String> = []
        for e in coming {
            guard let h = byID[e.habitID] else { continue }
            let (date, second) = ZoneResolver.local(e.at, in: e.zone, offsets: clock.offsets)
            let wall = e.reminders.first.map { $0.hour.zeroPadded(2) + $0.minute.zeroPadded(2) } ?? "0000"
            zones.insert(e.zone.identifier)
            events.append(ICalendar.Event(uid: "reminder-\(h.uuid ?? String(h.id!))-\(ICalendar.date(e.date))-\(wall)@habitd",
                                          summary: title(h), description: e.deferred ? tr("deferred by quiet hours") : nil,
                                          start: .local(date: date, secondOfDay: second, zone: e.zone.identifier, minutes: 15)))
        }
        for h in snap.habits {
            let rules = HabitRules(habit: h, log: snap.log(for: h), weekStart: clock.weekStart)
            let ledger = Ledger(rules: rules, today: clock.today(for: h), span: DateWindow(first: today.adding(days: -days), last: today),
                                skipsKeepStreak: clock.settings.skipsKeepStreak)
            for day in ledger.days where day.verdict == .done {
                events.append(ICalendar.Event(uid: "done-\(h.uuid ?? String(h.id!))-\(ICalendar.date(day.date))@habitd",
                                              summary: "✓ " + title(h), start: .day(day.date)))
            }
        }
        let first = Int(clock.now.timeIntervalSince1970) - (days + 2) * 86_400
        let last = Int(clock.now.timeIntervalSince1970) + (days + 2) * 86_400
        let described = zones.sorted().filter(clock.offsets.knows).map { name in
            let z = Zone(name)
            return ICalendar.zone(name, from: first, to: last, offset: { clock.offsets.offset(z, at: $0) },
                                  daylight: { clock.offsets.isDaylight(z, at: $0) })
        }
        return ICalendar(name: "habitd", events: events, zones: described, stamp: clock.now)
    }

    static func title(_ h: Habit) -> String { (h.icon.map { $0 + " " } ?? "") + h.name }
}
