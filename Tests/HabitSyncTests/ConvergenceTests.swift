import Foundation
import HabitCore
import Testing
import TestSupport
@testable import HabitSync

/// Devices that edit the same habits, with clocks hours apart, exchanging operations late,
/// out of order and more than once, end with the same state: the one that applying every
/// operation once, in clock order, gives.
@Suite struct ConvergenceTests {
    static let habits = ["h-gym", "h-read", "h-water"]
    static let fields = ["name", "color", "reminders"]
    static let days = (0..<5).map { CivilDate(year: 2026, month: 11, day: 20 + $0)! }

    struct Device {
        var clock: HybridClock
        var skew: Int64
        var sequence: Int64 = 0
        var state = ReplicaState()
        var made: [SyncOperation] = []
        /// The latest clock this device has seen from others.
        var seenUpTo: HLC?
    }

    @Test(arguments: 0..<300)
    func replicasConverge(seed: Int) {
        var rng = Rng(state: UInt64(seed) &* 0x9E37_79B9 &+ 7)
        let count = rng.int(3...5)
        var devices = (0..<count).map { i in
            Device(clock: HybridClock(device: "dev\(i)"), skew: Int64(rng.int(-6...6)) * 3_600_000 + Int64(rng.int(0...999)))
        }
        var now: Int64 = 1_795_000_000_000
        for _ in 0..<rng.int(20...120) {
            now += Int64(rng.int(0...90_000))  // several operations may share a millisecond
            let d = rng.int(0...count - 1)
            if rng.chance(0.25) {
                // Receive some of another device's operations: a random subset, shuffled, some twice.
                let from = rng.int(0...count - 1)
                guard from != d, !devices[from].made.isEmpty else { continue }
                var batch = devices[from].made.filter { _ in rng.chance(0.6) }
                batch += batch.filter { _ in rng.chance(0.3) }
                shuffle(&batch, &rng)
                for op in batch {
                    devices[d].clock.observe(op.clock, now: now + devices[d].skew)
                    devices[d].state.apply(op)
                    devices[d].seenUpTo = max(devices[d].seenUpTo ?? op.clock, op.clock)
                }
                continue
            }
            let change: SyncOperation.Change
            let roll = rng.int(0...99)
            if roll < 40 {
                change = .field(name: rng.pick(Self.fields), value: rng.chance(0.1) ? nil : "v\(rng.int(0...9))")
            } else if roll < 95 {
                // done / undo / skip of the same few days: races on one day are common.
                let log: DayLog
                switch rng.int(0...3) {
                case 0: log = DayLog()
                case 1: log = DayLog(completions: [.init(count: 1)])
                case 2: log = DayLog(completions: [.init(count: rng.int(1...3), value: Double(rng.int(1...50)) / 10, note: "n\(rng.int(0...3))")])
                default: log = DayLog(skip: rng.chance(0.5) ? "" : "away")
                }
                change = .day(rng.pick(Self.days), log)
            } else {
                change = .delete
            }
            devices[d].sequence += 1
            let clock = devices[d].clock.tick(now: now + devices[d].skew)
            // Causality: what a device makes comes after all it has seen, whatever the clocks.
            if let seen = devices[d].seenUpTo { #expect(seen < clock, "seed \(seed)") }
            let op = SyncOperation(id: .init(device: "dev\(d)", sequence: devices[d].sequence), clock: clock,
                                   habit: rng.pick(Self.habits), change: change)
            devices[d].state.apply(op)
            devices[d].made.append(op)
        }

        // Everything reaches everyone at last, in any order, some of it twice.
        let all = devices.flatMap(\.made)
        for d in 0..<count {
            var delivery = all + all.filter { _ in rng.chance(0.2) }
            shuffle(&delivery, &rng)
            for op in delivery { devices[d].state.apply(op) }
        }
        var reference = ReplicaState()
        for op in all.sorted(by: { $0.clock < $1.clock }) { reference.apply(op) }
        for d in 0..<count {
            #expect(devices[d].state == reference, "seed \(seed): device \(d) differs")
        }
        // And no clock was ever handed out twice.
        #expect(Set(all.map(\.clock)).count == all.count, "seed \(seed)")
    }

    @Test func aDeleteOutlivesLaterEdits() {
        var a = ReplicaState()
        let del = SyncOperation(id: .init(device: "a", sequence: 1), clock: HLC(millis: 100, counter: 0, device: "a"), habit: "h", change: .delete)
        let edit = SyncOperation(id: .init(device: "b", sequence: 1), clock: HLC(millis: 500, counter: 0, device: "b"), habit: "h",
                                 change: .field(name: "name", value: "Back"))
        let (aEdit, aDelete) = (a.apply(edit), a.apply(del))
        #expect(aEdit && aDelete)
        var b = ReplicaState()
        let (bDelete, bEdit) = (b.apply(del), b.apply(edit))
        #expect(bDelete && !bEdit)
        #expect(a == b && a.habits.isEmpty && a.deleted["h"] != nil)
    }

    @Test func theNewerDayWinsWhicheverComesFirst() {
        let done = SyncOperation(id: .init(device: "a", sequence: 1), clock: HLC(millis: 100, counter: 0, device: "a"), habit: "h",
                                 change: .day(Self.days[0], DayLog(completions: [.init(count: 1)])))
        let undo = SyncOperation(id: .init(device: "b", sequence: 1), clock: HLC(millis: 100, counter: 1, device: "b"), habit: "h",
                                 change: .day(Self.days[0], DayLog()))
        var x = ReplicaState(), y = ReplicaState()
        x.apply(done); x.apply(undo)
        y.apply(undo); y.apply(done)
        #expect(x == y)
        #expect(x.visible["h"]?.days.isEmpty == true)
    }

    func shuffle<T>(_ items: inout [T], _ rng: inout Rng) {
        guard items.count > 1 else { return }
        for i in stride(from: items.count - 1, to: 0, by: -1) { items.swapAt(i, rng.int(0...i)) }
    }
}
