import FoundationEssentials
import HabitCore
import HabitStore

/// The store as the daemon last read it: every live habit with its rules over a recent log
/// (from `since`), the settings, a planner for them, and the store version read with them.
///
/// `refresh` asks the store what changed since that version and re-reads only those
/// habits, so a `habitctl done` costs the daemon one habit's read, whatever the number of
/// habits or the length of their history. A change to everything (a setting, a category,
/// a replacing import), another system zone, or a window grown past `maxWindowDays` (a
/// daemon running for weeks) reloads it all.
struct StoreView {
    /// Live habits by id, and their ids in the store's order (pinned first, then creation).
    private(set) var rules: [Int64: HabitRules] = [:]
    private(set) var order: [Int64] = []
    private(set) var settings: Settings
    private(set) var planner: Planner
    private(set) var version: Int64
    /// The first date of the logs read: 40 days before the day of the last full load.
    let since: CivilDate
    let zone: Zone
    /// What `--remind auto` learned for each automatic habit, and the day it was learned on
    /// (learned again on the first refresh of each new day).
    private(set) var learned: [Int64: AutoReminder.Learned] = [:]
    private(set) var learnedOn: CivilDate?

    /// How much history the logs hold: enough for any week or month the plan and the
    /// achievements look at, and for a monthly habit's period around today.
    static let windowDays = 40
    static let maxWindowDays = 80

    /// What a refresh re-read.
    enum Changed: Equatable {
        case nothing
        case habits(Set<Int64>)
        case everything
    }

    static func load(_ db: HabitDatabase, now: Date, zone: Zone, offsets: ZoneOffsets) throws -> StoreView {
        let since = CivilDate.of(now, in: zone, offsets: offsets).adding(days: -windowDays)
        let snapshot = try db.snapshot(includeArchived: false, from: since, folded: true)
        let weekStart = snapshot.settings.weekStart ?? db.weekStartDefault
        var view = StoreView(settings: snapshot.settings,
                             planner: Planner(settings: snapshot.settings, weekStart: weekStart, systemZone: zone, offsets: offsets),
                             version: snapshot.version, since: since, zone: zone)
        for h in snapshot.habits { view.rules[h.id!] = HabitRules(habit: h, log: snapshot.log(for: h), weekStart: weekStart) }
        view.order = snapshot.habits.map { $0.id! }
        try view.learn(db, snapshot.habits, now: now, offsets: offsets)
        return view
    }

    /// Learns the automatic habits' times among `habits` as of `now`'s day.
    private mutating func learn(_ db: HabitDatabase, _ habits: [Habit], now: Date, offsets: ZoneOffsets) throws {
        let zone = self.zone
        let zoneOf = { (h: Habit) in offsets.zone(named: h.zone, else: zone) }
        let fresh = try db.learnedReminders(for: habits, today: { CivilDate.of(now, in: zoneOf($0), offsets: offsets) },
                                            zone: zoneOf, offsets: offsets)
        for h in habits { learned[h.id!] = fresh[h.id!] }
        learnedOn = CivilDate.of(now, in: zone, offsets: offsets)
    }

    /// When to learn again: an hour into the next local day, while any habit is automatic.
    func relearnAt(after now: Date, offsets: ZoneOffsets) -> Date? {
        guard !learned.isEmpty else { return nil }
        let second = ZoneResolver.local(now, in: zone, offsets: offsets).secondOfDay
        return now.addingTimeInterval(Double(86_400 - second + 3600))
    }

    /// Brings the view up to date with the store, reloading `self` entirely when needed.
    mutating func refresh(_ db: HabitDatabase, now: Date, zone: Zone, offsets: ZoneOffsets) throws -> Changed {
        let today = CivilDate.of(now, in: zone, offsets: offsets)
        var read: ChangedHabits?
        if zone.identifier == self.zone.identifier, today.dayNumber - since.dayNumber <= Self.maxWindowDays {
            read = try db.changedHabits(since: version, logsFrom: since)
        }
        guard let read, !read.changes.everything else {
            self = try Self.load(db, now: now, zone: zone, offsets: offsets)
            return .everything
        }
        let changes = read.changes
        // A new day: the automatic habits learn again from the day that ended, and are planned anew.
        var relearned: Set<Int64> = []
        if learnedOn != today, !learned.isEmpty {
            let auto = learned.keys.compactMap { rules[$0]?.habit }
            try learn(db, auto, now: now, offsets: offsets)
            relearned = Set(auto.map { $0.id! })
        }
        guard !changes.habits.isEmpty else { return relearned.isEmpty ? .nothing : .habits(relearned) }
        let pinnedBefore = changes.habits.map { rules[$0]?.habit.pinned }
        for id in changes.habits { rules[id] = nil }
        for h in read.habits { rules[h.id!] = HabitRules(habit: h, log: read.logs[h.id!] ?? HabitLog(), weekStart: planner.weekStart) }
        for id in changes.habits where rules[id] == nil { learned[id] = nil }
        try learn(db, read.habits, now: now, offsets: offsets)
        version = changes.version
        // Pinned first, then creation (ids grow with creation), as the store orders them:
        // sorted again only when a habit came, went, or was pinned or unpinned.
        if changes.habits.map({ rules[$0]?.habit.pinned }) != pinnedBefore {
            let pinned = Set(rules.filter { $0.value.habit.pinned }.keys)
            order = rules.keys.sorted { a, b in pinned.contains(a) != pinned.contains(b) ? pinned.contains(a) : a < b }
        }
        return .habits(changes.habits.union(relearned))
    }

    /// Plans one habit's events (none for a habit no longer live).
    /// Not one for a reminder time that passed before the habit existed (added at 10:00 with
    /// a reminder at 09:00: neither the 09:00 nor its nudges, there being nothing to nudge).
    mutating func events(for id: Int64, after: Date, until: Date) -> [ReminderEvent] {
        guard let r = rules[id] else { return [] }
        let every = Double((r.habit.nudge?.everyMinutes ?? 0) * 60)
        return planner.events(for: r.habit.planned(learned: learned[id]), log: r.log, after: after, until: until)
            .filter { $0.at.addingTimeInterval(-Double($0.nudge) * every) >= r.habit.createdAt }
    }
}
