import GRDB
import HabitCore

extension HabitDatabase {
    /// The board's order (`habitctl move`, the API's move): each habit's position written
    /// alone, onto the habit as the store holds it, all in one transaction (issue 42 part 3).
    /// A habit deleted meanwhile is unknown, and nothing is written.
    public func setPositions(_ positions: [Int64: Double]) throws {
        try writer.write { db in
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
}
