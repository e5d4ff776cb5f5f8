import GRDB

/// Reads inside one read transaction (`HabitDatabase.oneRead`): what they return is of one
/// moment, with no write landing between them (the board's rows and their streaks).
public struct StoreRead {
    let db: Database
}

extension HabitDatabase {
    /// Runs `body`'s reads in one read transaction.
    public func oneRead<T>(_ body: (StoreRead) throws -> T) throws -> T {
        try read { try body(StoreRead(db: $0)) }
    }
}
