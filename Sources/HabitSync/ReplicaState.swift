import HabitCore

/// What the operations seen so far say, folded so that neither the order they arrive in nor
/// repeats change the result: every device that has seen the same operations holds the same
/// state. Per habit, each field and each day holds the value of its newest operation (by
/// HLC); a delete is a tombstone that wins over every edit, earlier or later.
public struct ReplicaState: Equatable, Sendable {
    /// A value and the clock of the operation that set it.
    public struct Stamped<Value: Hashable & Sendable>: Hashable, Sendable {
        public let clock: HLC
        public let value: Value
    }

    public struct HabitState: Equatable, Sendable {
        public var fields: [String: Stamped<String?>] = [:]
        public var days: [CivilDate: Stamped<DayLog>] = [:]
    }

    /// Live habits by UUID.
    public private(set) var habits: [String: HabitState] = [:]
    /// Deleted habits, with the clock of their first delete seen.
    public private(set) var deleted: [String: HLC] = [:]
    /// Every operation applied, to tell repeats.
    public private(set) var seen: Set<SyncOperation.ID> = []

    public init() {}

    /// Applies `op`; true when a reader would see a difference (false for a repeat, an edit
    /// of a deleted habit, or one older than what the field or day holds).
    @discardableResult
    public mutating func apply(_ op: SyncOperation) -> Bool {
        guard seen.insert(op.id).inserted else { return false }
        if let tombstone = deleted[op.habit] {
            if case .delete = op.change, op.clock < tombstone { deleted[op.habit] = op.clock }
            return false
        }
        switch op.change {
        case .delete:
            deleted[op.habit] = op.clock
            habits[op.habit] = nil
            return true
        case .field(let name, let value):
            if let held = habits[op.habit]?.fields[name], !(held.clock < op.clock) { return false }
            habits[op.habit, default: HabitState()].fields[name] = Stamped(clock: op.clock, value: value)
            return true
        case .day(let date, let log):
            if let held = habits[op.habit]?.days[date], !(held.clock < op.clock) { return false }
            habits[op.habit, default: HabitState()].days[date] = Stamped(clock: op.clock, value: log)
            return true
        }
    }

    /// What a reader sees, without the clocks: each live habit's fields and its non-empty days.
    public var visible: [String: (fields: [String: String], days: [CivilDate: DayLog])] {
        habits.mapValues { h in
            (h.fields.compactMapValues { $0.value }, h.days.mapValues(\.value).filter { !$0.value.isEmpty })
        }
    }
}
