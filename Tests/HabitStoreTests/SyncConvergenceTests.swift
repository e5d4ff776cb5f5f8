import Foundation
import HabitCore
import HabitSync
import TestSupport
import Testing
@testable import HabitStore

/// A wall clock a test sets (each simulated device has one, skewed from the others).
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Date
    init(_ start: Date) { value = start }
    var now: Date { lock.withLock { value } }
    func advance(_ seconds: Double) { lock.withLock { value += seconds } }
}

/// One simulated machine: its own database and its own copy of the synced folder, which a
/// test fills by copying the other machines' segments in (late, out of order, twice).
struct Machine {
    let name: String
    let dir: TempDir
    let clock: TestClock
    var db: HabitDatabase
    var folder: String { dir.file("Sync") }

    init(_ name: String, skew: Double, base: Date) throws {
        self.name = name
        dir = TempDir()
        clock = TestClock(base + skew)
        db = try HabitDatabase.open(path: dir.file("habits.sqlite"))
        let clock = self.clock
        db.now = { clock.now }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    var device: String { (try? db.syncConfiguration())??.device ?? "" }

    /// Segment files this machine published, by path relative to the folder.
    func ownSegments() throws -> [String] { try ownFiles().filter { $0.hasSuffix(".ops") } }

    /// Segments and snapshots this machine has in its own directory now.
    func ownFiles() throws -> [String] {
        let d = device
        return try FileManager.default.contentsOfDirectory(atPath: folder + "/habitd/" + d)
            .filter { $0.hasSuffix(".ops") || $0.hasSuffix(".snap") }.sorted().map { "habitd/\(d)/\($0)" }
    }

    /// What a sync engine does, part of the time: some of `other`'s files arrive (in any
    /// order), and, with `deletions`, the files `other` removed go here too.
    func sync(from other: Machine, fraction: Double, deletions: Bool, _ rng: inout Rng) throws {
        for file in try other.ownFiles().shuffled(using: &rng) where rng.chance(fraction) { try receive(file, from: other) }
        guard deletions else { return }
        let dir = folder + "/habitd/" + other.device
        let theirs = Set(try other.ownFiles())
        for name in (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [] where !theirs.contains("habitd/\(other.device)/\(name)") {
            try FileManager.default.removeItem(atPath: dir + "/" + name)
        }
    }

    /// Copies `relative` from `other`'s folder into this one, as a sync engine would.
    func receive(_ relative: String, from other: Machine) throws {
        let target = folder + "/" + relative
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if FileManager.default.fileExists(atPath: target) { return }
        try FileManager.default.copyItem(atPath: other.folder + "/" + relative, toPath: target)
    }

    func exportText() throws -> String {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .prettyPrinted]
        e.dateEncodingStrategy = .secondsSince1970
        var backup = try db.export()
        backup.settings = [:]
        return String(decoding: try e.encode(backup), as: UTF8.self)
    }
}

@Suite struct SyncConvergenceTests {
    static let base = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18
    static let names = ["Read", "Run", "Gym", "Tea"]
    static let days = (0..<4).map { CivilDate(year: 2026, month: 11, day: 16)!.adding(days: $0) }

    /// 3-5 machines with clocks hours apart make random changes (same names on two machines,
    /// edits of one field on two, done/undo races on one day, deletes with late edits);
    /// segments travel late, shuffled and repeated; machines compact their journals now and then
    /// and their removals reach the others late or not before the next snapshot. In the end
    /// every machine's export is the same, a machine joining last from the folders gets it
    /// too, and it is what applying every operation once, newest per field and day, gives.
    @Test(arguments: 0..<40) func everyMachineEndsTheSame(seed: Int) throws {
        var rng = Rng(state: UInt64(seed) &* 7919 &+ 17)
        var machines: [Machine] = []
        for i in 0..<rng.int(3...5) {
            machines.append(try Machine("m\(i)", skew: Double(rng.int(-6 * 3600...6 * 3600)), base: Self.base))
        }
        // Each starts with a habit or two of its own, then joins.
        for m in machines {
            for _ in 0..<rng.int(0...2) { try? add(m, rng.pick(Self.names), &rng) }
            _ = try m.db.syncSetup(folder: m.folder, device: m.name + "-" + String(seed))
        }
        // Every operation published, kept here: compaction removes segments from the folders.
        var published: [SyncOperation.ID: SyncOperation] = [:]
        func collect(_ m: Machine) throws {
            for file in try m.ownSegments() {
                for op in try Segment.decode(FileManager.default.contents(atPath: m.folder + "/" + file)!).operations { published[op.id] = op }
            }
        }
        for m in machines { try collect(m) }
        for _ in 0..<rng.int(20...45) {
            let m = machines[rng.int(0...machines.count - 1)]
            m.clock.advance(Double(rng.int(1...300)))
            try change(m, &rng)
            try m.db.publishJournal()
            try collect(m)
            if rng.chance(0.2) { try m.db.compactJournal(force: true) }
            if rng.chance(0.4) {
                // Some of another machine's files arrive, in any order; its removals may follow.
                let other = machines[rng.int(0...machines.count - 1)]
                if other.name != m.name {
                    try m.sync(from: other, fraction: 0.6, deletions: rng.chance(0.5), &rng)
                    _ = try m.db.receiveJournal()
                }
            }
        }
        for m in machines {
            for other in machines where other.name != m.name { try m.sync(from: other, fraction: 1, deletions: true, &rng) }
            _ = try m.db.receiveJournal()
            let again = try m.db.receiveJournal()
            #expect(again.segments == 0 && again.snapshots == 0)
        }
        // A machine that joins last, with nothing of its own, from what the folders hold now.
        let late = try Machine("late", skew: 0, base: Self.base + 86_400)
        for other in machines {
            for file in try other.ownFiles() { try late.receive(file, from: other) }
        }
        _ = try late.db.syncSetup(folder: late.folder, device: "late-\(seed)")
        machines.append(late)
        let exports = try machines.map { try $0.exportText() }
        for (m, text) in zip(machines, exports).dropFirst() {
            let diff = zip(text.split(separator: "\n"), exports[0].split(separator: "\n")).enumerated().first { $0.element.0 != $0.element.1 }
            #expect(text == exports[0], "seed \(seed): \(m.name) differs from \(machines[0].name) at line \(diff?.offset ?? -1): \(diff.map { "\($0.element.0) vs \($0.element.1)" } ?? "length")")
        }
        // Every operation once, in HLC order, through the pure fold.
        var replica = ReplicaState()
        for op in published.values.sorted(by: { $0.clock < $1.clock }) { replica.apply(op) }
        let backup = try machines[0].db.export()
        let visible = replica.visible
        #expect(Set(backup.habits.compactMap(\.habit.uuid)) == Set(visible.keys.filter { HabitFields.habit(from: visible[$0]!.fields, uuid: $0) != nil }))
        for entry in backup.habits {
            let days = visible[entry.habit.uuid!]?.days ?? [:]
            let counts = Dictionary(grouping: entry.completions, by: \.date).mapValues { $0.map(\.count).reduce(0, +) }
            #expect(counts == days.mapValues { $0.completions.map(\.count).reduce(0, +) }.filter { $0.value > 0 }, "seed \(seed)")
            #expect(Set(entry.skips.map(\.date)) == Set(days.filter { $0.value.skip != nil }.keys), "seed \(seed)")
            var expected = HabitFields.habit(from: visible[entry.habit.uuid!]!.fields, uuid: entry.habit.uuid!)
            expected?.name = entry.habit.name  // shown names may carry a number; checked below
            #expect(expected == entry.habit, "seed \(seed)")
        }
        #expect(Set(backup.habits.map { Validate.nameKey($0.habit.name) }).count == backup.habits.count)
    }

    private func add(_ m: Machine, _ name: String, _ rng: inout Rng) throws {
        try m.db.insert(Habit(name: name, color: .palette(rng.pick(["teal", "coral", "blue"])), timesPerDay: rng.int(1...2),
                              startDate: Self.days[0], createdAt: m.clock.now))
    }

    private func change(_ m: Machine, _ rng: inout Rng) throws {
        let habits = try m.db.snapshot().habits
        guard let h = habits.isEmpty ? nil : rng.pick(habits), rng.chance(0.9) else {
            try? add(m, rng.pick(Self.names), &rng)
            return
        }
        let day = rng.pick(Self.days)
        switch rng.int(0...7) {
        case 0, 1:
            try m.db.record(Completion(habitID: h.id!, date: day, count: 1, source: .cli, recordedAt: m.clock.now))
        case 2:
            _ = try m.db.undoLastCompletion(habitID: h.id!, on: day)
        case 3:
            try m.db.record(Skip(habitID: h.id!, date: day, note: rng.chance(0.5) ? "away" : nil, recordedAt: m.clock.now))
        case 4:
            var edited = h
            edited.color = .palette(rng.pick(["teal", "coral", "blue", "green"]))
            try m.db.update(edited)
        case 5:
            var edited = h
            edited.name = rng.pick(Self.names)
            try? m.db.update(edited)  // refused when the name is taken here
        case 6:
            var edited = h
            edited.goal = Goal(value: Double(rng.int(1...30)), unit: .minutes)
            try m.db.update(edited)
        default:
            if rng.chance(0.4) { try m.db.delete(habitNamed: h.name) }
        }
    }
}

extension Array {
    func shuffled(using rng: inout Rng) -> [Element] {
        var copy = self
        for i in stride(from: copy.count - 1, to: 0, by: -1) { copy.swapAt(i, rng.int(0...i)) }
        return copy
    }
}
