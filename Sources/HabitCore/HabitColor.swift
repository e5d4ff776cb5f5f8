import Foundation

/// The eight-colour palette of seed 000, assigned in turn to new habits.
public enum Palette {
    public static let colors: [(name: String, hex: String)] = [
        ("coral", "#FF6B6B"), ("amber", "#FFAB5E"), ("lime", "#7ED687"), ("teal", "#4ECDC4"),
        ("sky", "#74B9FF"), ("indigo", "#7C7AE8"), ("purple", "#B388EB"), ("pink", "#FF8FB1"),
    ]
    public static var names: [String] { colors.map(\.name) }

    /// The colour a new habit gets when the user names none: `count % 8`.
    public static func automatic(habitCount: Int) -> HabitColor {
        .palette(colors[((habitCount % 8) + 8) % 8].name)
    }
}

/// A habit's colour: a palette name or any `#RRGGBB`.
public enum HabitColor: Hashable, Sendable {
    case palette(String)
    case hex(String)

    /// `coral`, `Sky`, `#4ecdc4`, `4ECDC4`.
    public static func parse(_ text: String) throws(HabitError) -> HabitColor {
        // What the store holds is a palette name as is: no trimming or case folding for it.
        if Palette.colors.contains(where: { $0.name == text }) { return .palette(text) }
        let t = text.trimmingCharacters(in: .whitespaces)
        let lower = t.lowercased()
        if let entry = Palette.colors.first(where: { $0.name == lower }) { return .palette(entry.name) }
        var hex = t
        if hex.hasPrefix("#") { hex.removeFirst() }
        guard hex.count == 6, hex.allSatisfy(\.isHexDigit) else { throw .invalidColor(text) }
        return .hex("#" + hex.uppercased())
    }

    /// The stored form: the palette name, or `#RRGGBB`.
    public var storage: String {
        switch self {
        case .palette(let n): return n
        case .hex(let h): return h
        }
    }

    public var hex: String {
        switch self {
        case .palette(let n): return Palette.colors.first { $0.name == n }?.hex ?? "#FFFFFF"
        case .hex(let h): return h
        }
    }

    public var rgb: (r: Int, g: Int, b: Int) {
        let v = Int(hex.dropFirst(), radix: 16) ?? 0xFFFFFF
        return ((v >> 16) & 0xFF, (v >> 8) & 0xFF, v & 0xFF)
    }
}

extension HabitColor: Codable {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { self = try HabitColor.parse(text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(storage)
    }
}
