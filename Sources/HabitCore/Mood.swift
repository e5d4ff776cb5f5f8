/// How a check-in felt (spec 004's memo `moodTag`): five steps, stored as 1 (awful) to 5
/// (great).
public enum Mood: Int, Hashable, Sendable, CaseIterable, Comparable {
    case awful = 1, bad, okay, good, great

    /// Its word: "great", "okay".
    public var word: String {
        switch self {
        case .awful: return "awful"
        case .bad: return "bad"
        case .okay: return "okay"
        case .good: return "good"
        case .great: return "great"
        }
    }

    /// Its word in the user's language (`word` is what `--mood` takes and exports carry).
    public var displayWord: String {
        switch self {
        case .awful: return tr("awful")
        case .bad: return tr("bad")
        case .okay: return tr("okay")
        case .good: return tr("good")
        case .great: return tr("great")
        }
    }

    /// A face for it, beside the word where a terminal shows them.
    public var face: String {
        switch self {
        case .awful: return "😞"
        case .bad: return "🙁"
        case .okay: return "😐"
        case .good: return "🙂"
        case .great: return "😄"
        }
    }

    /// A word (any letter case; English, or the user's language: "gut"), or a digit 1–5.
    public static func parse(_ text: String) throws(HabitError) -> Mood {
        let t = text.trimmingSpaces().lowercased()
        if let n = Int(t), let m = Mood(rawValue: n) { return m }
        if let m = allCases.first(where: { $0.word == t || $0.displayWord.lowercased() == t }) { return m }
        throw .invalidSettingValue(key: "--mood", value: text, expected: "great, good, okay, bad, awful, or 5 to 1")
    }

    public static func < (a: Mood, b: Mood) -> Bool { a.rawValue < b.rawValue }
}

/// In JSON (exports, `history --json`) a mood is its word, as spec 004's `moodTag`; a number
/// 1–5 reads too.
extension Mood: Codable {
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let n = try? c.decode(Int.self), let m = Mood(rawValue: n) { self = m; return }
        let text = try c.decode(String.self)
        do { self = try Mood.parse(text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(word)
    }
}
