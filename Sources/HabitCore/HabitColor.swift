import FoundationEssentials
import func Glibc.pow

/// The eight-colour palette of seed 000, assigned in turn to new habits.
public enum Palette {
    public static let colors: [(name: String, hex: String)] = [
        ("coral", "#FF6B6B"), ("amber", "#FFAB5E"), ("lime", "#7ED687"), ("teal", "#4ECDC4"),
        ("sky", "#74B9FF"), ("indigo", "#7C7AE8"), ("purple", "#B388EB"), ("pink", "#FF8FB1"),
    ]
    public static var names: [String] { colors.map(\.name) }

    /// Colour names people use (spec 004 writes blue, green, cyan, red…), as CSS defines them:
    /// each stands for the palette colour nearest in hue.
    public static let common: [String: String] = [
        "red": "#FF0000", "orange": "#FFA500", "yellow": "#FFFF00", "green": "#008000",
        "cyan": "#00FFFF", "blue": "#0000FF", "violet": "#EE82EE", "magenta": "#FF00FF",
    ]

    /// The palette colour whose hue is nearest `color`'s, around the colour wheel.
    public static func nearest(toHueOf color: HabitColor) -> String {
        func distance(_ a: Double, _ b: Double) -> Double { let d = abs(a - b); return min(d, 360 - d) }
        return colors.min { distance(HabitColor.hex($0.hex).hue, color.hue) < distance(HabitColor.hex($1.hex).hue, color.hue) }!.name
    }

    /// The colour a new habit gets when the user names none: `count % 8`.
    public static func automatic(habitCount: Int) -> HabitColor {
        .palette(colors[((habitCount % 8) + 8) % 8].name)
    }
}

/// A habit's colour: a palette name or any `#RRGGBB`.
public enum HabitColor: Hashable, Sendable {
    case palette(String)
    case hex(String)

    /// `coral`, `Sky`, `#4ecdc4`, `4ECDC4`, and the common names of `Palette.common` (`blue`).
    public static func parse(_ text: String) throws(HabitError) -> HabitColor {
        // What the store holds is a palette name as is: no trimming or case folding for it.
        if Palette.colors.contains(where: { $0.name == text }) { return .palette(text) }
        let t = text.trimmingSpaces()
        let lower = t.asciiLowercased
        if let entry = Palette.colors.first(where: { $0.name == lower }) { return .palette(entry.name) }
        if let common = Palette.common[lower] { return .palette(Palette.nearest(toHueOf: HabitColor.hex(common))) }
        var hex = t
        if hex.hasPrefix("#") { hex.removeFirst() }
        // ASCII hex digits only: Character.isHexDigit also takes the fullwidth ones (ＦＦ).
        guard hex.utf8.count == 6, hex.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }) else {
            throw .invalidColor(text)
        }
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

    /// The hue angle in degrees (0 red, 120 green, 240 blue); 0 for a grey.
    public var hue: Double {
        let (r, g, b) = (Double(rgb.r) / 255, Double(rgb.g) / 255, Double(rgb.b) / 255)
        let hi = max(r, g, b), lo = min(r, g, b), d = hi - lo
        guard d > 0 else { return 0 }
        let h: Double
        if hi == r { h = (g - b) / d } else if hi == g { h = (b - r) / d + 2 } else { h = (r - g) / d + 4 }
        return (h * 60 + 360).truncatingRemainder(dividingBy: 360)
    }

    /// WCAG 2's relative luminance (0 black … 1 white).
    public var luminance: Double {
        func channel(_ c: Int) -> Double {
            let v = Double(c) / 255
            return v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(rgb.r) + 0.7152 * channel(rgb.g) + 0.0722 * channel(rgb.b)
    }

    /// WCAG 2's contrast ratio against `background`, 1 to 21; 4.5 is AA for text.
    public func contrast(against background: HabitColor) -> Double {
        let (a, b) = (luminance, background.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Spec 004's dark background, which every palette colour reads well on.
    public static let darkBackground = HabitColor.hex("#1A1A1A")
    public static let minimumContrast = 4.5
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
