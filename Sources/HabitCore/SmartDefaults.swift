import FoundationEssentials

/// What a new habit's name suggests (spec 004 §5.3): "Read" → 📚, pages, blue; "Run" → 🏃,
/// minutes, green; "Water" → 💧, count, cyan; "Meditate" → 🧘, minutes, purple; "No sugar" →
/// a quit habit, goal 0, red. Names are matched case- and accent-insensitively, by whole
/// words: first the spec's words as the whole name, then a preset's name as the whole name,
/// then the spec's words anywhere in the name ("Morning run", "Read before bed").
public struct Suggestion: Hashable, Sendable {
    public var icon: String?
    public var goal: Goal?
    public var color: HabitColor?
    public var kind: HabitKind?
    public var category: String?
    /// Where it came from: a spec keyword or a preset's name.
    public let source: String
}

public enum SmartDefaults {
    /// The spec's table. Goal amounts are ours (the spec names only units): a start worth
    /// changing, said in the Added line.
    struct Entry {
        let words: [[String]]
        let suggestion: Suggestion
    }

    static let table: [Entry] = [
        Entry(words: [["read"], ["reading"]],
              suggestion: Suggestion(icon: "📚", goal: Goal(value: 10, unit: .pages), color: try? HabitColor.parse("blue"), source: "read")),
        Entry(words: [["run"], ["running"], ["jog"], ["jogging"]],
              suggestion: Suggestion(icon: "🏃", goal: Goal(value: 30, unit: .minutes), color: try? HabitColor.parse("green"), source: "run")),
        Entry(words: [["water"], ["hydrate"]],
              suggestion: Suggestion(icon: "💧", goal: Goal(value: 8, unit: .count), color: try? HabitColor.parse("cyan"), source: "water")),
        Entry(words: [["meditate"], ["meditation"]],
              suggestion: Suggestion(icon: "🧘", goal: Goal(value: 10, unit: .minutes), color: try? HabitColor.parse("purple"), source: "meditate")),
        Entry(words: [["no", "sugar"], ["quit", "sugar"], ["sugar", "free"]],
              suggestion: Suggestion(color: try? HabitColor.parse("red"), kind: .quit, source: "no sugar")),
    ]

    /// The suggestion for `name` in the user's unit system; nil when nothing matches.
    public static func suggestion(for name: String, units: UnitSystem) -> Suggestion? {
        let words = Self.words(name)
        guard !words.isEmpty else { return nil }
        if let e = table.first(where: { $0.words.contains(words) }) { return e.suggestion }
        if let p = PresetCatalog.all.first(where: { Self.words($0.name) == words }) {
            return Suggestion(icon: p.icon, goal: p.goal(for: units), kind: p.kind, category: p.category, source: "the preset \(p.name)")
        }
        return table.first { e in e.words.contains { contains(words, $0) } }?.suggestion
    }

    /// The name's words, lowercased and without accents: letters and digits only.
    static func words(_ text: String) -> [String] {
        text.withoutDiacritics.lowercased()
            .split { !($0.isLetter || $0.isNumber) }
            .map(String.init)
    }

    private static func contains(_ words: [String], _ phrase: [String]) -> Bool {
        guard phrase.count <= words.count else { return false }
        return (0...(words.count - phrase.count)).contains { Array(words[$0..<($0 + phrase.count)]) == phrase }
    }
}
