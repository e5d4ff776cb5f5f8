/// What text may be stored, and how text already stored is shown on a terminal.
///
/// Refused everywhere: C0 controls (tab and newline only in multi-line fields), DEL, C1
/// controls, and the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069),
/// which make text display as other text. In names (habits, categories) every other
/// invisible format character is refused too, so that a name cannot look like another:
/// only a zero-width joiner or tag inside an emoji sequence (👩‍💻, 🏴󠁧󠁢󠁳󠁣󠁴󠁿) and a zero-width non-joiner
/// after a letter of a non-Latin script (Persian, Indic) are kept.
public enum TextSafety {
    public enum Field: Sendable {
        /// One line of text: names, units, rewards, settings.
        case line
        /// Descriptions and notes: tab and newline allowed.
        case multiline
        /// Habit and category names: one line, and no invisible format characters.
        case name
    }

    /// The first character that may not be stored in `field`.
    public struct Unsafe: Equatable, Sendable {
        /// "ESC (U+001B)", "U+202E RIGHT-TO-LEFT OVERRIDE".
        public let name: String
        /// 1-based, counted in characters as the user sees them.
        public let position: Int
        public let kind: Kind
        public enum Kind: Sendable { case control, directionOverride, invisible }
    }

    public static func firstUnsafe(in text: String, field: Field) -> Unsafe? {
        for (index, character) in text.enumerated() {
            for scalar in character.unicodeScalars {
                guard let kind = problem(scalar, in: character, field: field) else { continue }
                return Unsafe(name: describe(scalar), position: index + 1, kind: kind)
            }
        }
        return nil
    }

    /// `text` with every character that must not reach a terminal raw written as a visible
    /// escape: `\e` for ESC, `\t`, `\n`, `\r`, `\x07`-style for other C0/C1 controls and DEL,
    /// `<U+202E>` for direction overrides and isolates. Newlines stay when `keepNewlines`.
    public static func visible(_ text: String, keepNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0) }) else { return text }
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            guard needsEscape(s) else { out.append(s); continue }
            if keepNewlines && s == "\n" { out.append(s); continue }
            let escaped: String
            switch s.value {
            case 0x1B: escaped = "\\e"
            case 0x09: escaped = "\\t"
            case 0x0A: escaped = "\\n"
            case 0x0D: escaped = "\\r"
            case 0x00...0x1F, 0x7F...0x9F: escaped = "\\x" + hex(s.value, digits: 2)
            default: escaped = "<U+" + hex(s.value, digits: 4) + ">"
            }
            out.append(contentsOf: escaped.unicodeScalars)
        }
        return String(out)
    }

    /// Whether the scalar is a control or a direction override/isolate: what `visible` escapes.
    public static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        isControl(s) || isDirectionOverride(s)
    }

    static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value)
    }

    static func isDirectionOverride(_ s: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value)
    }

    private static func problem(_ s: Unicode.Scalar, in character: Character, field: Field) -> Unsafe.Kind? {
        if isControl(s) {
            return field == .multiline && (s == "\n" || s == "\t") ? nil : .control
        }
        if isDirectionOverride(s) { return .directionOverride }
        guard field == .name, s.properties.generalCategory == .format || isInvisibleSeparator(s) else { return nil }
        if s.value == 0x200D || (0xE0020...0xE007F).contains(s.value) { return isEmojiSequence(character) ? nil : .invisible }
        if s.value == 0x200C { return followsNonLatinLetter(s, in: character) ? nil : .invisible }
        return .invisible
    }

    /// Invisible characters that Unicode does not class as format characters.
    private static func isInvisibleSeparator(_ s: Unicode.Scalar) -> Bool {
        [0x115F, 0x1160, 0x3164, 0xFFA0, 0x2028, 0x2029].contains(s.value)
    }

    private static func isEmojiSequence(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return first.properties.isEmojiPresentation
            || (first.properties.isEmoji && character.unicodeScalars.contains("\u{FE0F}"))
    }

    /// A ZWNJ joins the character before it (grapheme extension): that character must begin
    /// with a letter of a non-Latin script (Persian, Devanagari…), where ZWNJ changes shaping.
    private static func followsNonLatinLetter(_ zwnj: Unicode.Scalar, in character: Character) -> Bool {
        guard let first = character.unicodeScalars.first, first != zwnj else { return false }
        return first.properties.isAlphabetic && first.value > 0x024F
    }

    private static func describe(_ s: Unicode.Scalar) -> String {
        let code = "U+" + hex(s.value, digits: 4)
        if s.value < 0x20 { return "\(c0Names[Int(s.value)]) (\(code))" }
        if s.value == 0x7F { return "DEL (\(code))" }
        if (0x80...0x9F).contains(s.value) { return "a C1 control (\(code))" }
        return s.properties.name.map { "\(code) \($0)" } ?? code
    }

    private static let c0Names = ["NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "TAB", "LF", "VT", "FF",
                                  "CR", "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM",
                                  "SUB", "ESC", "FS", "GS", "RS", "US"]

    private static func hex(_ v: UInt32, digits: Int) -> String {
        let h = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - h.count)) + h
    }
}
