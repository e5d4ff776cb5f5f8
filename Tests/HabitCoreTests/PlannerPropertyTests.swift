import Foundation
import Testing
@testable import HabitCore

/// The planner's invariants over many random habits, logs, zones and settings: events come
/// sorted, strictly after "now", only on due days, never inside quiet hours when deferring,
/// and a habit never fires twice at one instant.
@Suite struct PlannerPropertyTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct Rng {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func chance(_ p: Double) -> Bool { Double(next() % 10_000) / 10_000 < p }
        mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
    }

    static let zones = ["Europe/Berlin", "America/Santiago", "Australia/Lord_Howe", "Antarctica/Troll", "America/New_York",
                        "Asia/Tokyo", "Pacific/Chatham", "Asia/Kolkata", "America/St_Johns", "UTC"]

    @Test(arguments: 0..<40)
    func invariantsHold(_ seed: Int) {
        var rng = Rng(state: UInt64(seed) &* 7919 &+ 1)
        let system = TimeZone(identifier: rng.pick(Self.zones))!
        var settings = Settings(weekStart: rng.pick([.monday, .sunday, .saturday]))
        if rng.chance(0.6) {
            let a = rng.int(0...1439), b = rng.int(0...1439)
            if a != b { settings.quietHours = QuietHours(start: WallTime(minuteOfDay: a), end: WallTime(minuteOfDay: b)) }
            settings.quietPolicy = rng.chance(0.5) ? .defer : .skip
        }
        // 2026-11-22 plus up to two years, often next to a DST change (late March / October).
        let base = 1_795_305_600 + rng.int(0...730) * 86_400 + rng.int(0...86_399)
        let after = Date(timeIntervalSince1970: Double(base))
        let today = CivilDate.of(after, in: system)
        var planner = Planner(settings: settings, weekStart: settings.weekStart ?? .monday, systemZone: system)
        var lists: [[ReminderEvent]] = []
        var rulesByID: [Int64: HabitRules] = [:]
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
            let completions = (0..<rng.int(0...8)).map { _ in
                Completion(habitID: h.id!, date: today.adding(days: rng.int(-30...5)), count: rng.int(1...3),
                           value: rng.chance(0.3) ? Double(rng.int(0...6)) : nil, recordedAt: after)
            }
            let skips = (0..<rng.int(0...2)).map { _ in Skip(habitID: h.id!, date: today.adding(days: rng.int(-3...6)), recordedAt: after) }
            let log = HabitLog(habit: h, completions: completions, skips: skips)
            let rules = HabitRules(habit: h, log: log, weekStart: planner.weekStart)
            rulesByID[h.id!] = rules
            lists.append(planner.events(for: h, log: log, after: after, limit: 30))
        }
        let events = Planner.merge(lists, limit: 100)
        #expect(zip(events, events.dropFirst()).allSatisfy { !ReminderEvent.precedes($1, $0) }, "sorted")
        #expect(events.allSatisfy { $0.at > after }, "strictly after now")
        #expect(events.allSatisfy { rulesByID[$0.habitID]!.isDue($0.date) }, "only due days")
        var pairs = Set<String>()
        #expect(events.allSatisfy { pairs.insert("\($0.habitID)@\($0.at.timeIntervalSince1970)").inserted }, "once per instant")
        if let quiet = settings.quietHours, settings.quietPolicy == .defer {
            for e in events {
                let minute = WallTime(minuteOfDay: ZoneResolver.local(e.at, in: system).secondOfDay / 60)
                #expect(!quiet.contains(minute), "\(e.habitName) at \(ISOInstant.format(e.at)) inside quiet hours \(quiet)")
            }
        }
        // Each reminder at most once per local date.
        var perDate = Set<String>()
        for e in events { for r in e.reminders { #expect(perDate.insert("\(e.habitID) \(e.date) \(r)").inserted) } }
    }
}
