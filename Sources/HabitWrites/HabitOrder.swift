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

    /// Moves `habit`; returns the line that says where it went.
    @discardableResult
    public static func move(_ habit: Habit, to place: Place, _ db: HabitDatabase) throws -> String {
        // The order as the board shows it now, every habit placed: then the one moved.
        var order = BoardRead.ordered(try db.snapshot(logs: false).habits).filter { $0.id != habit.id }
        let said: String
        switch place {
        case .before(let name):
            let other = try db.habit(named: name)
            guard other.id != habit.id else { throw HabitError.refused(tr("%s cannot go before itself", habit.name)) }
            order.insert(habit, at: order.firstIndex { $0.id == other.id }!)
            said = tr("Moved %1$s before %2$s", habit.name, other.name)
        case .top:
            order.insert(habit, at: 0)
            said = tr("Moved %s to the top", habit.name)
        case .bottom:
            order.append(habit)
            said = tr("Moved %s to the bottom", habit.name)
        }
        var positions: [Int64: Double] = [:]
        for (i, h) in order.enumerated() where h.position != Double(i + 1) { positions[h.id!] = Double(i + 1) }
        try db.setPositions(positions)
        return said + (habit.pinned ? tr(" (it is pinned: pinned habits stay first)") : "")
    }
}
