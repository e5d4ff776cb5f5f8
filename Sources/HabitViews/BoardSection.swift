import HabitCore

/// A heading of the board and the rows under it. Spec 001's order: **Pinned** first (absent
/// when nothing is pinned), then each category under its name, in the order the categories
/// were made, then the habits without one ("No category", a heading only when some other
/// section is there).
public struct BoardSection {
    public let heading: String?
    public let rows: [BoardRow]
    /// Whether a pinned habit's name carries 📌: on the flat board; under Pinned it is said once.
    public let marksPins: Bool

    public static var pinned: String { tr("Pinned") }
    public static var uncategorized: String { tr("No category") }

    /// The rows as one list, as `--flat` shows them.
    public static func flat(_ rows: [BoardRow]) -> [BoardSection] {
        rows.isEmpty ? [] : [BoardSection(heading: nil, rows: nested(rows), marksPins: true)]
    }

    /// Each routine's members under it, in its order (a member whose routine is not on the
    /// board stays where it is).
    public static func nested(_ rows: [BoardRow]) -> [BoardRow] {
        let routines = rows.filter { $0.habit.routine != nil }
        guard !routines.isEmpty else { return rows }
        let byUUID = Dictionary(rows.compactMap { r in r.habit.uuid.map { ($0, r) } }, uniquingKeysWith: { a, _ in a })
        let nestedUUIDs = Set(routines.flatMap { $0.habit.routine!.members }.filter { byUUID[$0] != nil })
        var out: [BoardRow] = []
        for row in rows where !nestedUUIDs.contains(row.habit.uuid ?? "") {
            out.append(row)
            for uuid in row.habit.routine?.members ?? [] {
                guard var member = byUUID[uuid] else { continue }
                member.underRoutine = BoardRow.RoutineHead(row.habit)
                out.append(member)
            }
        }
        return out
    }

    /// The rows by section; `categories`: every category's name, in the order they were made.
    /// A routine's members go where it goes.
    public static func grouped(_ rows: [BoardRow], categories: [String]) -> [BoardSection] {
        // One pass, each row read where its routine puts it (not copying that habit: a
        // board's rows are big, and filtering them once per category cost more than drawing).
        var pinned: [BoardRow] = [], byCategory: [String: [BoardRow]] = [:], none: [BoardRow] = []
        let known = Set(categories)
        for row in nested(rows) {
            let isPinned = row.underRoutine?.pinned ?? row.habit.pinned
            let category = row.underRoutine != nil ? row.underRoutine?.category : row.habit.category
            if isPinned { pinned.append(row) }
            else if let category, known.contains(category) { byCategory[category, default: []].append(row) }
            else { none.append(row) }
        }
        var sections: [BoardSection] = []
        if !pinned.isEmpty { sections.append(BoardSection(heading: Self.pinned, rows: pinned, marksPins: false)) }
        for name in categories {
            if let inIt = byCategory.removeValue(forKey: name) { sections.append(BoardSection(heading: name, rows: inIt, marksPins: false)) }
        }
        if !none.isEmpty {
            sections.append(BoardSection(heading: sections.isEmpty ? nil : Self.uncategorized, rows: none, marksPins: false))
        }
        return sections
    }
}
