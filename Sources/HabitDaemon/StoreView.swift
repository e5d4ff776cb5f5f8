import Foundation
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
    let zone: TimeZone

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

    static func load(_ db: HabitDatabase, now: Date, zone: TimeZone, offsets: ZoneOffsets) throws -> StoreView {
        let since = CivilDate.of(now, in: zone, offsets: offsets).adding(days: -windowDays)
        let snapshot = try db.snapshot(includeArchived: false, from: since, folded: true)
        let weekStart = snapshot.settings.weekStart ?? db.weekStartDefault
        var view = StoreView(settings: snapshot.settings,
                             planner: Planner(settings: snapshot.settings, weekStart: weekStart, systemZone: zone, offsets: offsets),
                             version: snapshot.version, since: since, zone: zone)
        for h in snapshot.habits { view.rules[h.id!] = HabitRules(habit: h, log: snapshot.log(for: h), weekStart: weekStart) }
        view.order = snapshot.habits.map { $0.id! }
        return view
    }

    /// Brings the view up to date with the store, reloading `self` entirely when needed.
    mutating func refresh(_ db: HabitDatabase, now: Date, zone: TimeZone, offsets: ZoneOffsets) throws -> Changed {
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
        guard !changes.habits.isEmpty else { return .nothing }
        let pinnedBefore = changes.habits.map { rules[$0]?.habit.pinned }
        for id in changes.habits { rules[id] = nil }
        for h in read.habits { rules[h.id!] = HabitRules(habit: h, log: read.logs[h.id!] ?? HabitLog(), weekStart: planner.weekStart) }
        version = changes.version
        // Pinned first, then creation (ids grow with creation), as the store orders them:
        // sorted again only when a habit came, went, or was pinned or unpinned.
        if changes.habits.map({ rules[$0]?.habit.pinned }) != pinnedBefore {
            let pinned = Set(rules.filter { $0.value.habit.pinned }.keys)
            order = rules.keys.sorted { a, b in pinned.contains(a) != pinned.contains(b) ? pinned.contains(a) : a < b }
        }
        return .habits(changes.habits)
    }

    /// Plans one habit's events (none for a habit no longer live).
    mutating func events(for id: Int64, after: Date, until: Date) -> [ReminderEvent] {
        guard let r = rules[id] else { return [] }
        return planner.events(for: r.habit, log: r.log, after: after, until: until)
    }
}
