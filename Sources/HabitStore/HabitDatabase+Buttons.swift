import FoundationEssentials
import GRDB
import HabitCore

/// What a notification's button writes besides its ledger rows.
public enum ButtonWrite: Sendable {
    case completion(Completion)
    /// Mark done: a completion unless the day is already done (`CheckIn`), judged in the
    /// same transaction, so a `habitctl done` just before the click adds nothing twice.
    case checkIn(Completion, habit: Habit, weekStart: Weekday)
    /// Mark done on a routine: each member not done that day gets what its day still needs.
    case routineDone(Habit, date: CivilDate, source: CompletionSource, at: Date, weekStart: Weekday)
    case skip(Skip)
    case snooze(Snooze)
}

extension HabitDatabase {
    /// A button's write and the ledger rows saying so, in one transaction (one commit, so one
    /// sync to disk on the click's path; and never one without the other).
    public func record(_ write: ButtonWrite, deliveries: [Delivery]) throws {
        try writer.write { db in
            let fs = try foldSettings(db)
            switch write {
            case .completion(let c): _ = try Self.insert(c, db, fs)
            case .checkIn(let c, let habit, let weekStart):
                _ = try Self.checkIn(c, habit: habit, weekStart: weekStart, db, fs)
            case .routineDone(let routine, let date, let source, let at, let weekStart):
                _ = try Self.checkInMembers(of: routine, on: date, source: source, at: at, weekStart: weekStart, db, fs)
            case .skip(let s): _ = try Self.insert(s, db, fs)
            case .snooze(let s): try Self.upsert(s, db)
            }
            try Self.upsert(deliveries, db)
        }
    }
}
