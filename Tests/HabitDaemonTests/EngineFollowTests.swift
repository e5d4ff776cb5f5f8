import Foundation
import HabitCore
import HabitStore
import Logging
import Testing
@testable import HabitDaemon
import TestSupport

/// The engine follows the store through its change counter: a write to one habit makes it
/// re-read and re-plan that habit only, and what it then holds and plans equals a whole
/// read and a whole plan made at the same instant.
@Suite struct EngineFollowTests {
    let utc = Zone("UTC")
    let start = CivilDate(parsing: "2026-10-01")!
    let t0 = ISOInstant.parse("2026-11-22T05:00:00Z")!

    func randomHabit(_ rng: inout Rng, name: String) -> Habit {
        var h = Habit(name: name, color: .palette("sky"), startDate: start, createdAt: Date(timeIntervalSince1970: 0))
        randomReminders(&rng, &h)
        h.schedule = rng.pick([.daily, .everyNDays(2), .perWeek(3), .perMonth(10), .daily])
        return h
    }

    func randomReminders(_ rng: inout Rng, _ h: inout Habit) {
        let times = Set((0..<rng.int(0...3)).map { _ in String(format: "%02d:%02d", rng.int(5...22), rng.pick([0, 15, 30])) })
        h.reminders = times.sorted().map { Reminder(time: try! WallTime.parse($0)) }
    }

    /// Every planned event in `(after, through)`, as text.
    func events(_ plan: [ReminderEvent], after: Date, through: Date) -> [String] {
        plan.filter { $0.at > after && $0.at < through }
            .map { "\($0.habitID) \($0.date) \($0.reminders.map(\.description)) \(ISOInstant.format($0.at)) nudge \($0.nudge)" }.sorted()
    }

    @Test func followingChangesEqualsAWholeReadAndPlan() throws {
        for seed in 1...120 {
            var rng = Rng(state: UInt64(seed))
            let db = try HabitDatabase.inMemory()
            var ids = try (0..<4).map { try db.insert(randomHabit(&rng, name: "H\($0)")).id! }
            let engine = Engine(db: db, notifier: RecordingNotifier(), systemZone: utc, offsets: FoundationZoneOffsets())
            engine.logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
            try engine.start(now: t0)
            var now = t0
            var ops: [String] = []
            for step in 0..<10 {
                let id = rng.pick(ids)
                let today = CivilDate.of(now, in: utc, offsets: FoundationZoneOffsets())
                var expected: StoreView.Changed = .habits([id])
                switch rng.int(0...9) {
                case 0, 1:
                    try db.record(Completion(habitID: id, date: today.adding(days: -rng.int(0...2)), recordedAt: now))
                    ops.append("done \(id)")
                case 2:
                    if try db.undoLastCompletion(habitID: id, on: today) == nil { expected = .nothing }  // nothing written
                    ops.append("undo \(id)")
                case 3:
                    if try !db.record(Skip(habitID: id, date: today, recordedAt: now)) { expected = .nothing }
                    ops.append("skip \(id)")
                case 4:
                    var h = try db.snapshot(logs: false).habits.first { $0.id == id }!
                    randomReminders(&rng, &h)
                    if rng.int(0...3) == 0 { h.archived.toggle() }
                    try db.update(h)
                    ops.append("edit \(id) reminders \(h.reminders.map(\.time.description)) archived \(h.archived)")
                case 5:
                    try db.save(Snooze(habitID: id, date: today, reminders: [], until: now.addingTimeInterval(600)))
                    ops.append("snooze \(id)")
                case 6:
                    let name = try db.snapshot(logs: false).habits.first { $0.id == id }!.name
                    try db.delete(habitNamed: name)
                    ids.removeAll { $0 == id }
                    ids.append(try db.insert(randomHabit(&rng, name: "N\(seed)-\(step)")).id!)
                    expected = .habits([id, ids.last!])
                    ops.append("delete \(id), add \(ids.last!)")
                case 7:
                    try db.setSetting(.quietHours, to: rng.pick(["22:00-07:00", "12:00-13:00", nil]))
                    expected = .everything
                    ops.append("quiet hours")
                default:
                    expected = .nothing
                    ops.append("nothing")
                }
                now = now.addingTimeInterval(Double(rng.int(0...120)) * 60)
                // What a refresh now re-reads: the habits written, nothing else.
                var probe = engine.view!
                let changed = try probe.refresh(db, now: now, zone: utc, offsets: engine.offsets)
                #expect(changed == expected, "seed \(seed) after \(ops.joined(separator: "; "))")
                try engine.replan(now: now)

                let whole = try StoreView.load(db, now: now, zone: utc, offsets: engine.offsets)
                let held = engine.view!
                #expect(held.order == whole.order, "seed \(seed) after \(ops.joined(separator: "; "))")
                for id in whole.order {
                    let same = held.rules[id]?.habit == whole.rules[id]!.habit
                        && held.rules[id]?.log.tallies.filter { $0.key >= whole.since } == whole.rules[id]!.log.tallies
                        && held.rules[id]?.log.skips.filter { $0 >= whole.since } == whole.rules[id]!.log.skips
                    #expect(same, "seed \(seed), habit \(id), after \(ops.joined(separator: "; "))")
                }
                var fresh = whole
                let planned = whole.order.flatMap { fresh.events(for: $0, after: now, until: now.addingTimeInterval(engine.horizon)) }
                let reach = engine.plannedAt.addingTimeInterval(engine.horizon)
                #expect(events(engine.plan.upcoming(limit: .max), after: now, through: reach) == events(planned, after: now, through: reach),
                        "seed \(seed) after \(ops.joined(separator: "; "))")
            }
        }
    }
}
