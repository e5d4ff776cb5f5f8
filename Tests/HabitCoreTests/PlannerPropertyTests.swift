import Foundation
import Testing
@testable import HabitCore
import TestSupport

/// The planner's invariants over many random habits, logs, zones and settings: events come
/// sorted, strictly after "now", only on due days, never inside quiet hours when deferring,
/// and a habit never fires twice at one instant.
@Suite struct PlannerPropertyTests {
    static let zones = ["Europe/Berlin", "America/Santiago", "Australia/Lord_Howe", "Antarctica/Troll", "America/New_York",
                        "Asia/Tokyo", "Pacific/Chatham", "Asia/Kolkata", "America/St_Johns", "UTC"]

    /// A random world: the user's zone, settings, "now", and six habits with their logs.
    struct World {
        var planner: Planner
        let system: Zone
        let settings: Settings
        let after: Date
        let habits: [(habit: Habit, log: HabitLog)]
    }

    /// `nudges`: give some habits nudges too (a different random sequence than without).
    static func world(_ seed: Int, nudges: Bool = false) -> World {
        var rng = Rng(state: UInt64(seed) &* 7919 &+ 1)
        let system = Zone(rng.pick(Self.zones))
        var settings = Settings(weekStart: rng.pick([.monday, .sunday, .saturday]))
        if rng.chance(0.6) {
            let a = rng.int(0...1439), b = rng.int(0...1439)
            if a != b { settings.quietHours = QuietHours(start: WallTime(minuteOfDay: a), end: WallTime(minuteOfDay: b)) }
            settings.quietPolicy = rng.chance(0.5) ? .defer : .skip
        }
        // 2026-11-22 plus up to two years, often next to a DST change (late March / October).
        let base = 1_795_305_600 + rng.int(0...730) * 86_400 + rng.int(0...86_399)
        let after = Date(timeIntervalSince1970: Double(base))
        let today = CivilDate.of(after, in: system, offsets: FoundationZoneOffsets())
        var habits: [(Habit, HabitLog)] = []
        for i in 0..<6 {
            let schedule: Schedule = rng.pick([.daily, .weekdays(WeekdaySet(mask: rng.int(1...127))), .everyNDays(rng.int(1...9)),
                                               .perWeek(rng.int(1...7)), .perMonth(rng.int(1...31)), .irregular])
            var h = Habit(id: Int64(i + 1), name: "H\(i)", color: .palette("sky"), schedule: schedule,
                          timesPerDay: schedule.isDayKind ? rng.int(1...3) : 1,
                          reminders: (0..<rng.int(1...4)).map { _ in
                              Reminder(time: WallTime(minuteOfDay: rng.chance(0.4) ? rng.int(0...240) : rng.int(0...1439)),
                                       days: rng.chance(0.2) ? WeekdaySet(mask: rng.int(1...127)) : nil)
                          },
                          startDate: today.adding(days: -rng.int(-3...40)), createdAt: after)
            var seen = Set<WallTime>()
            h.reminders = h.reminders.filter { seen.insert($0.time).inserted }
            if rng.chance(0.3) { h.zone = rng.pick(Self.zones) }
            if rng.chance(0.3) { h.kind = .quit }
            if rng.chance(0.2) { h.goal = Goal(value: Double(rng.int(1...5)), unit: .km) }
            if nudges, rng.chance(0.2) { h.nudge = Nudge(everyMinutes: rng.pick([20, 45, 90]), times: rng.int(1...3)) }
            let completions = (0..<rng.int(0...8)).map { _ in
                Completion(habitID: h.id!, date: today.adding(days: rng.int(-30...5)), count: rng.int(1...3),
                           value: rng.chance(0.3) ? Double(rng.int(0...6)) : nil, recordedAt: after)
            }
            let skips = (0..<rng.int(0...2)).map { _ in Skip(habitID: h.id!, date: today.adding(days: rng.int(-3...6)), recordedAt: after) }
            habits.append((h, HabitLog(habit: h, completions: completions, skips: skips)))
        }
        return World(planner: Planner(settings: settings, weekStart: settings.weekStart ?? .monday, systemZone: system, offsets: FoundationZoneOffsets()),
                     system: system, settings: settings, after: after, habits: habits)
    }

    @Test(arguments: 0..<40)
    func invariantsHold(_ seed: Int) {
        var w = Self.world(seed)
        let (system, settings, after) = (w.system, w.settings, w.after)
        var lists: [[ReminderEvent]] = []
        var rulesByID: [Int64: HabitRules] = [:]
        for (h, log) in w.habits {
            rulesByID[h.id!] = HabitRules(habit: h, log: log, weekStart: w.planner.weekStart)
            lists.append(w.planner.events(for: h, log: log, after: after, limit: 30))
        }
        let events = Planner.merge(lists, limit: 100)
        #expect(zip(events, events.dropFirst()).allSatisfy { !ReminderEvent.precedes($1, $0) }, "sorted")
        #expect(events.allSatisfy { $0.at > after }, "strictly after now")
        #expect(events.allSatisfy { rulesByID[$0.habitID]!.isDue($0.date) }, "only due days")
        var pairs = Set<String>()
        #expect(events.allSatisfy { pairs.insert("\($0.habitID)@\($0.at.timeIntervalSince1970)").inserted }, "once per instant")
        if let quiet = settings.quietHours, settings.quietPolicy == .defer {
            for e in events {
                let minute = WallTime(minuteOfDay: ZoneResolver.local(e.at, in: system, offsets: FoundationZoneOffsets()).secondOfDay / 60)
                #expect(!quiet.contains(minute), "\(e.habitName) at \(ISOInstant.format(e.at)) inside quiet hours \(quiet)")
            }
        }
        // Each reminder at most once per local date (its nudges repeat it on purpose).
        var perDate = Set<String>()
        for e in events where e.nudge == 0 { for r in e.reminders { #expect(perDate.insert("\(e.habitID) \(e.date) \(r)").inserted) } }
    }

    /// `next --count N` lists the earliest N: the first N of `--count M` for any M > N, and of
    /// the listing up to the M-th event's instant (`--until`), whatever deferrals, pinned
    /// zones, nudges and same-instant merges do. Half the worlds are crowded the way that
    /// once broke it: long quiet nights deferring several reminders of pinned habits, some
    /// of two dates, to one instant.
    @Test(arguments: 0..<300)
    func countIsAPrefixOfEveryLongerListing(_ seed: Int) {
        var w = seed % 2 == 0 ? Self.world(seed, nudges: true) : Self.crowdedWorld(seed)
        func listing(limit: Int, until: Date? = nil) -> [String] {
            let lists = w.habits.map { w.planner.events(for: $0.habit, log: $0.log, after: w.after, until: until, limit: limit) }
            return Planner.merge(lists, limit: limit).map { "\($0.habitName) \(ISOInstant.format($0.at)) \($0.reminders) +\($0.nudge)" }
        }
        let long = listing(limit: 40)
        for n in [1, 2, 3, 5, 8, 12, 15, 20, 30] {
            let short = listing(limit: n)
            #expect(short == Array(long.prefix(n)), "seed \(seed): --count \(n) is not the first \(n) of --count 40")
        }
        guard long.count == 40 else { return }
        let lastAt = Planner.merge(w.habits.map { w.planner.events(for: $0.habit, log: $0.log, after: w.after, limit: 40) }, limit: 40).last!.at
        let untilListing = listing(limit: .max, until: lastAt.addingTimeInterval(1))
        #expect(Array(untilListing.prefix(40)) == long, "seed \(seed): --count 40 is not the first 40 of the --until listing")
    }

    /// Two or three habits, most pinned to zones far from the user's, with two or three
    /// reminders around midnight, under quiet hours of 8 to 16 hours that mostly defer.
    static func crowdedWorld(_ seed: Int) -> World {
        var rng = Rng(state: UInt64(seed) &* 104_729 &+ 17)
        let zones = Self.zones + ["Pacific/Auckland", "Pacific/Guadalcanal", "Europe/Dublin", "Pacific/Kiritimati", "America/Los_Angeles"]
        let system = Zone(rng.pick(zones))
        let start = rng.int(0...1439)
        var settings = Settings(weekStart: .monday)
        settings.quietHours = QuietHours(start: WallTime(minuteOfDay: start), end: WallTime(minuteOfDay: (start + rng.int(480...960)) % 1440))
        settings.quietPolicy = rng.chance(0.8) ? .defer : .skip
        let after = Date(timeIntervalSince1970: Double(1_795_305_600 + rng.int(0...730) * 86_400 + rng.int(0...86_399)))
        let today = CivilDate.of(after, in: system, offsets: FoundationZoneOffsets())
        var habits: [(Habit, HabitLog)] = []
        for i in 0..<rng.int(2...3) {
            let schedule: Schedule = rng.pick([.daily, .daily, .everyNDays(rng.int(2...5)), .weekdays(WeekdaySet(mask: rng.int(1...127)))])
            var times = Set<Int>()
            for _ in 0..<rng.int(2...3) { times.insert((rng.pick([0, 1380, 1350, 30, 720]) + rng.int(0...45)) % 1440) }
            var h = Habit(id: Int64(i + 1), name: "C\(i)", color: .palette("sky"), schedule: schedule,
                          timesPerDay: rng.int(1...3), reminders: times.sorted().map { Reminder(time: WallTime(minuteOfDay: $0)) },
                          startDate: today.adding(days: -rng.int(0...30)), createdAt: after)
            if rng.chance(0.8) { h.zone = rng.pick(zones) }
            habits.append((h, HabitLog(habit: h, completions: [])))
        }
        return World(planner: Planner(settings: settings, weekStart: .monday, systemZone: system, offsets: FoundationZoneOffsets()),
                     system: system, settings: settings, after: after, habits: habits)
    }

    /// The case seen in the wild: Auckland, quiet 01:30–13:59 deferring, one habit pinned to
    /// Guadalcanal and one to Dublin whose 22:45 and next day's 00:00 defer to one instant.
    @Test func theCountIsAppliedAfterMerging() throws {
        let system = Zone("Pacific/Auckland")
        var settings = Settings(weekStart: .monday)
        settings.quietHours = try QuietHours.parse("01:30-13:59")
        settings.quietPolicy = .defer
        let after = ISOInstant.parse("2026-02-13T11:59:00Z")!
        let h0 = Habit(id: 1, name: "h0", color: .palette("sky"), schedule: .everyNDays(5), reminders: [Reminder(time: try WallTime.parse("00:30"))],
                       startDate: CivilDate(parsing: "2026-01-16")!, createdAt: after)
        var h1 = Habit(id: 2, name: "h1", color: .palette("sky"), schedule: .daily, timesPerDay: 3,
                       reminders: [Reminder(time: try WallTime.parse("00:00")), Reminder(time: try WallTime.parse("22:45"))],
                       startDate: CivilDate(parsing: "2026-01-24")!, createdAt: after)
        var g = h0
        g.zone = "Pacific/Guadalcanal"
        h1.zone = "Europe/Dublin"
        var planner = Planner(settings: settings, weekStart: .monday, systemZone: system, offsets: FoundationZoneOffsets())
        func listing(_ n: Int) -> [String] {
            Planner.merge([g, h1].map { planner.events(for: $0, log: HabitLog(), after: after, limit: n) }, limit: n)
                .map { "\($0.habitName) \(ISOInstant.format($0.at))" }
        }
        let fifteen = listing(15)
        #expect(fifteen.contains("h1 2026-02-24T00:59:00Z"), "\(fifteen)")
        #expect(fifteen == Array(listing(40).prefix(15)))
    }
}
