import GRDB
import HabitCore

extension HabitDatabase {
    /// The board's order (`habitctl move`, the API's move): each habit's position written
    /// alone, onto the habit as the store holds it, all in one transaction (issue 42 part 3).
    /// A habit deleted meanwhile is unknown, and nothing is written.
    public func setPositions(_ positions: [Int64: Double]) throws {
        try writer.write { db in try write(positions: positions, db) }
    }

    /// `arrange` the habits as the store holds them (archived ones too) into their new
    /// positions, and write those, in one transaction: a habit added, renamed or deleted by
    /// another program between the read and the write cannot be lost or misplaced.
    public func reorder(_ arrange: ([Habit]) throws -> [Int64: Double]) throws {
        try writer.write { db in
            try write(positions: try arrange(try Self.fetchHabits(db, includeArchived: true)), db)
        }
    }

    private func write(positions: [Int64: Double], _ db: Database) throws {
        let stored = try Self.fetchHabits(db, includeArchived: true, ids: Set(positions.keys))
        if let gone = positions.keys.first(where: { id in !stored.contains { $0.id == id } }) {
            throw HabitError.unknownHabit("#\(gone)")
        }
        for var h in stored {
            h.position = positions[h.id!]
            try update(db, h, scalingAmountsBy: nil, validating: false)
        }
    }
}
