import HabitCore
import HabitStore
import HabitViews

/// The user's order of habits (`habitctl move`, the API's `POST habits/{habit}/move`): one
/// habit put before another, at the top or at the bottom, every habit then numbered in the
/// board's order (pinned habits stay first).
public enum HabitOrder {
    public enum Place: Sendable {
        case before(String), top, bottom
    }

    /// Moves `habit`; returns the line that says where it went. The order is read and
    /// written in one transaction (`HabitDatabase.reorder`).
    @discardableResult
    public static func move(_ habit: Habit, to place: Place, _ db: HabitDatabase) throws -> String {
        var said = ""
        try db.reorder { habits in
            // The order as the board shows it now, every habit placed: then the one moved.
            guard let moved = habits.first(where: { $0.id == habit.id }) else { throw HabitError.unknownHabit(habit.name) }
            var order = BoardRead.ordered(habits).filter { $0.id != moved.id }
            switch place {
            case .before(let name):
                let key = Validate.lookupKey(name)
                guard let at = order.firstIndex(where: { Validate.nameKey($0.name) == key }) else {
                    if Validate.nameKey(moved.name) == key { throw HabitError.refused(tr("%s cannot go before itself", moved.name)) }
                    throw HabitError.unknownHabit(name)
                }
                said = tr("Moved %1$s before %2$s", moved.name, order[at].name)
                order.insert(moved, at: at)
            case .top:
                order.insert(moved, at: 0)
                said = tr("Moved %s to the top", moved.name)
            case .bottom:
                order.append(moved)
                said = tr("Moved %s to the bottom", moved.name)
            }
            said += moved.pinned ? tr(" (it is pinned: pinned habits stay first)") : ""
            var positions: [Int64: Double] = [:]
            for (i, h) in order.enumerated() where h.position != Double(i + 1) { positions[h.id!] = Double(i + 1) }
            return positions
        }
        return said
    }
}
