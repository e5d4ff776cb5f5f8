import HabitCore

/// A heading of the board and the rows under it. Spec 001's order: **Pinned** first (absent
/// when nothing is pinned), then each category under its name, in the order the categories
/// were made, then the habits without one ("No category", a heading only when some other
/// section is there).
struct BoardSection {
    let heading: String?
    let rows: [BoardRow]
    /// Whether a pinned habit's name carries 📌: on the flat board; under Pinned it is said once.
    let marksPins: Bool

    static var pinned: String { tr("Pinned") }
    static var uncategorized: String { tr("No category") }

    /// The rows as one list, as `--flat` shows them.
    static func flat(_ rows: [BoardRow]) -> [BoardSection] {
        rows.isEmpty ? [] : [BoardSection(heading: nil, rows: rows, marksPins: true)]
    }

    /// The rows by section; `categories`: every category's name, in the order they were made.
    static func grouped(_ rows: [BoardRow], categories: [String]) -> [BoardSection] {
        var sections: [BoardSection] = []
        let pinned = rows.filter(\.habit.pinned)
        if !pinned.isEmpty { sections.append(BoardSection(heading: Self.pinned, rows: pinned, marksPins: false)) }
        let rest = rows.filter { !$0.habit.pinned }
        for name in categories {
            let inIt = rest.filter { $0.habit.category == name }
            if !inIt.isEmpty { sections.append(BoardSection(heading: name, rows: inIt, marksPins: false)) }
        }
        let known = Set(categories)
        let none = rest.filter { $0.habit.category.map { !known.contains($0) } ?? true }
        if !none.isEmpty {
            sections.append(BoardSection(heading: sections.isEmpty ? nil : Self.uncategorized, rows: none, marksPins: false))
        }
        return sections
    }
}
