/// A name written right to left (Hebrew, Arabic, …) between Unicode's first-strong isolate
/// and its pop (U+2068 … U+2069). A terminal that lays out bidirectional text (VTE, Konsole,
/// mlterm) then orders the name on its own, and the spaces, bars and figures after it stay
/// left to right in their columns instead of joining the name's run. Both are zero width
/// (`DisplayWidth`), and the terminal guard lets them through only as balanced pairs, which
/// only this makes: stored text can never hold them.
enum BidiIsolate {
    static let open: Unicode.Scalar = "\u{2068}"
    static let close: Unicode.Scalar = "\u{2069}"

    static func wrap(_ text: String) -> String {
        text.unicodeScalars.contains(where: isRightToLeft) ? "\u{2068}" + text + "\u{2069}" : text
    }

    /// Letters of the right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan,
    /// Mandaic and their presentation forms, and the historic ones of the SMP's RTL blocks.
    static func isRightToLeft(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return s.properties.isAlphabetic
        default:
            return false
        }
    }

    /// Whether every isolate among `scalars` opens before it closes and is closed: then they
    /// are ours.
    static func balanced(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        var depth = 0
        for s in scalars {
            if s == open { depth += 1 } else if s == close { depth -= 1; if depth < 0 { return false } }
        }
        return depth == 0
    }
}
