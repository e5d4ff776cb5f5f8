import Foundation
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
                let rules = try Self.dayRules(db, habit: habit, date: c.date, weekStart: weekStart)
                if case .record(let count) = CheckIn.decide(rules, on: c.date, count: c.count, value: c.value) {
                    var stored = c
                    stored.count = count
                    _ = try Self.insert(stored, db, fs)
                }
            case .routineDone(let routine, let date, let source, let at, let weekStart):
                for member in try Self.members(db, of: routine.routine ?? Routine(members: [])) where !member.archived {
                    let c = Completion(habitID: member.id!, date: date, count: member.timesPerDay, source: source, recordedAt: at)
                    let rules = try Self.dayRules(db, habit: member, date: date, weekStart: weekStart)
                    if case .record(let count) = CheckIn.decide(rules, on: date, count: c.count, value: nil) {
                        var stored = c
                        stored.count = count
                        _ = try Self.insert(stored, db, fs)
                    }
                }
            case .skip(let s): _ = try Self.insert(s, db, fs)
            case .snooze(let s): try Self.upsert(s, db)
            }
            try Self.upsert(deliveries, db)
        }
    }
}
