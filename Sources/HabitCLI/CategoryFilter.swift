import HabitCore
import HabitStore

/// `--category NAME` of the board and `ask`: a category that exists, matched as names are
/// (`Validate.nameKey`); no name admits every habit.
struct CategoryFilter {
    private let key: String?

    /// Refuses a category the store does not have.
    init(_ name: String?, in snapshot: StoreSnapshot) throws {
        key = name.map(Validate.nameKey)
        if let name, !snapshot.categories.contains(where: { Validate.nameKey($0.name) == key }) {
            throw HabitError.unknownCategory(name)
        }
    }

    func admits(_ habit: Habit) -> Bool {
        key.map { Validate.nameKey(habit.category ?? "") == $0 } ?? true
    }
}
