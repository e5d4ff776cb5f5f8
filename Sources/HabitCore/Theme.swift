/// What habit colours are shown on: a dark or a light background.
public enum Background: String, Sendable, Codable, CaseIterable {
    case dark, light

    /// The background itself: spec 004's dark grey, or white.
    public var color: HabitColor {
        switch self {
        case .dark: return HabitColor.darkBackground
        case .light: return HabitColor.lightBackground
        }
    }

    /// The background a colour with this WCAG luminance is: light when black text reads
    /// better on it than white text does.
    public static func of(luminance: Double) -> Background {
        (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? .light : .dark
    }

    /// xterm's COLORFGBG ("15;0", "0;default;15"): its last field is the background's colour
    /// number; 7 and 9–15 are light, the rest dark. Nil when it says nothing usable.
    public static func of(colorfgbg: String) -> Background? {
        guard let last = colorfgbg.split(separator: ";").last, let n = Int(last), (0...15).contains(n) else { return nil }
        return n == 7 || n >= 9 ? .light : .dark
    }

    /// An OSC 11 answer's colour ("rgb:ffff/ffff/ffff", "rgb:1e/1e/1e"): each channel 1 to
    /// 4 hex digits, scaled to its own width. Nil for anything else.
    public static func of(osc11 reply: String) -> Background? {
        guard let start = reply.firstRange(of: "rgb:") else { return nil }
        let body = reply[start.upperBound...].prefix { $0.isHexDigit || $0 == "/" }
        let parts = body.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var channels: [Int] = []
        for p in parts {
            guard (1...4).contains(p.count), let v = Int(p, radix: 16) else { return nil }
            let max = (1 << (4 * p.count)) - 1
            channels.append((v * 255 + max / 2) / max)
        }
        let hex = channels.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        return of(luminance: HabitColor.hex("#" + hex).luminance)
    }
}

/// `config set theme`: which background habitctl shows colours for; `auto` asks the
/// terminal (then COLORFGBG, then dark).
public enum Theme: String, Sendable, Codable, CaseIterable {
    case dark, light, auto

    /// The background an explicit theme names; nil for auto.
    public var background: Background? {
        switch self {
        case .dark: return .dark
        case .light: return .light
        case .auto: return nil
        }
    }
}

extension HabitColor {
    /// White: a light terminal's or page's background.
    public static let lightBackground = HabitColor.hex("#FFFFFF")

    /// The colour as shown on `background`. The palette is made for a dark background: on a
    /// light one a palette colour is darkened, in steps of 5%, until it reads at WCAG AA. A
    /// colour of the user's own is shown as chosen (`isHardToRead` says when it reads badly).
    public func shown(on background: Background) -> HabitColor {
        guard background == .light, case .palette = self else { return self }
        let (r, g, b) = rgb
        var factor = 1.0
        var shade = self
        while shade.contrast(against: background.color) < Self.minimumContrast && factor > 0.05 {
            factor -= 0.05
            func scale(_ c: Int) -> String { String(Int((Double(c) * factor).rounded()), radix: 16).uppercased().leftPadded(to: 2) }
            shade = .hex("#" + scale(r) + scale(g) + scale(b))
        }
        return shade
    }

    /// WCAG 2's contrast of the colour as shown on `background`.
    public func contrast(on background: Background) -> Double {
        shown(on: background).contrast(against: background.color)
    }

    /// Whether the colour, as shown on `background`, reads below WCAG AA (4.5:1).
    public func isHardToRead(on background: Background) -> Bool {
        contrast(on: background) < Self.minimumContrast
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
