import GRDB
import HabitCore

/// What a notification's button writes besides its ledger rows.
public enum ButtonWrite: Sendable {
    case completion(Completion)
    case skip(Skip)
    case snooze(Snooze)
}

extension HabitDatabase {
    /// A button's write and the ledger rows saying so, in one transaction (one commit, so one
    /// sync to disk on the click's path; and never one without the other).
    public func record(_ write: ButtonWrite, deliveries: [Delivery]) throws {
        try writer.write { db in
            switch write {
            case .completion(let c): _ = try Self.insert(c, db)
            case .skip(let s): _ = try Self.insert(s, db)
            case .snooze(let s): try Self.upsert(s, db)
            }
            try Self.upsert(deliveries, db)
        }
    }
}
