import FoundationEssentials
import HabitCore
import HabitStore

/// The coming reminders as the planner has them from the store: `next`, `show` and the
/// API's `GET reminders`.
public enum NextReminders {
    /// The next `limit` events after `after`, of one habit or every habit not archived.
    public static func events(_ db: HabitDatabase, _ clock: LedgerClock, habitNamed name: String?, after: Date, systemZone: Zone,
                              limit: Int) throws -> [ReminderEvent] {
        // Weekly and monthly targets need the log from the start of the period.
        let day = CivilDate.of(after, in: systemZone, offsets: clock.offsets)
        let from = Ledger.logSpan(for: DateWindow(first: day, last: day), weekStart: clock.weekStart).first
        let snap = try db.snapshot(includeArchived: false, habitNamed: name, from: from, folded: true)
        var planner = Planner(settings: clock.settings, weekStart: clock.weekStart, systemZone: systemZone, offsets: clock.offsets)
        let learned = try Self.learned(db, clock, snap.habits, at: after)
        let lists = snap.habits.map { planner.events(for: $0.planned(learned: learned[$0.id!]), log: snap.log(for: $0), after: after, limit: limit) }
        return Planner.merge(lists, limit: limit)
    }

    /// What `--remind auto` learned for the automatic ones among `habits`, as of `at`'s day.
    public static func learned(_ db: HabitDatabase, _ clock: LedgerClock, _ habits: [Habit], at: Date) throws -> [Int64: AutoReminder.Learned] {
        let zoneOf = { (h: Habit) in clock.offsets.zone(named: h.zone, else: clock.zone) }
        return try db.learnedReminders(for: habits, today: { CivilDate.of(at, in: zoneOf($0), offsets: clock.offsets) },
                                       zone: zoneOf, offsets: clock.offsets)
    }
}

/// One element of `next --json`: at least "habit" and "at" (UTC), as the contract says;
/// `local` is the firing instant on the wall clock of `zone` (the habit's zone).
public struct NextEntry: Encodable {
    public let habit: String
    public let at: String
    public let local: String
    public let date: CivilDate
    public let reminders: [String]
    public let deferred: Bool
    /// 0 for a reminder, k for the k-th nudge after it.
    public let nudge: Int
    public let zone: String

    public init(_ e: ReminderEvent, offsets: ZoneOffsets) {
        habit = e.habitName
        at = ISOInstant.format(e.at)
        zone = e.zone.identifier
        let (d, s) = ZoneResolver.local(e.at, in: e.zone, offsets: offsets)
        let offset = offsets.offset(e.zone, at: Int(e.at.timeIntervalSince1970.rounded(.down)))
        let sign = offset < 0 ? "-" : "+"
        let o = abs(offset) / 60
        local = "\(d)T\(WallTime(minuteOfDay: s / 60)):\(s % 60 < 10 ? "0" : "")\(s % 60)\(sign)\(o / 60 < 10 ? "0" : "")\(o / 60):\(o % 60 < 10 ? "0" : "")\(o % 60)"
        date = e.date
        reminders = e.reminders.map(\.description)
        deferred = e.deferred
        nudge = e.nudge
    }
}
