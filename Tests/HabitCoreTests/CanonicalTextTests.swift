import Foundation
import HabitCore
import Testing

/// The standard library's normalisation (`canonicallyComposed`, `withoutDiacritics`)
/// against Foundation's (ICU's), which it replaces, so that leaving ICU changes no name.
struct CanonicalTextTests {
    /// Every assigned scalar of the Basic Multilingual Plane, alone, behind a letter and
    /// before an acute accent. (Beyond it Foundation is no oracle: it composes U+20041 and
    /// U+0301 to "Á", as if it read the scalar's low 16 bits; the standard library leaves
    /// them apart, as Unicode says, which the last lines check.)
    @Test func compositionAgreesWithFoundationOnEveryScalar() {
        var disagree: [String] = []
        for value in 0...0xFFFF {
            guard let s = Unicode.Scalar(value), s.properties.generalCategory != .unassigned else { continue }
            for text in ["\(s)", "a\(s)", "\(s)\u{301}"] where text.canonicallyComposed != text.precomposedStringWithCanonicalMapping {
                disagree.append(String(value, radix: 16))
            }
        }
        #expect(disagree.isEmpty, "U+\(disagree.prefix(10))")
        #expect("Cafe\u{301}".canonicallyComposed == "Café")
        #expect("Cafe\u{301}".canonicallyComposed.unicodeScalars.count == 4)
        #expect("\u{1F00}\u{301}".canonicallyComposed == "\u{1F04}")
        #expect("\u{20041}\u{301}".canonicallyComposed.unicodeScalars.map(\.value) == [0x20041, 0x301])
    }

    /// Foundation's diacritic-insensitive folding drops the marks a letter decomposes to;
    /// so does ours, for every letter and mark of the scripts habit names are written in.
    /// (Greek's spacing accents, symbols and not letters, are left out: Foundation strips
    /// U+0385 to U+00A8 but keeps U+1FCD whole, which no rule of Unicode's explains.)
    @Test func diacriticsAgreeWithFoundationOnLettersOfEuropeanScripts() {
        var disagree: [String] = []
        let ranges = [0x20...0x24F, 0x300...0x36F, 0x370...0x3FF, 0x400...0x52F, 0x1E00...0x1FFF]
        for value in ranges.joined() {
            guard let s = Unicode.Scalar(value), s.properties.isAlphabetic || s.properties.generalCategory == .nonspacingMark
            else { continue }
            let text = "\(s)x"
            let theirs = text.folding(options: .diacriticInsensitive, locale: Locale(identifier: "en_US_POSIX"))
            if text.withoutDiacritics != theirs { disagree.append(String(value, radix: 16)) }
        }
        #expect(disagree.isEmpty, "U+\(disagree.prefix(10))")
        #expect("Crème brûlée".withoutDiacritics == "Creme brulee")
        #expect("Ångström".withoutDiacritics == "Angstrom")
        // A mark goes after any character, and stays only where it starts the text.
        for text in ["\u{301}\u{301}x", "1\u{301}", " \u{308}a\u{300}", "ø\u{301}", "\u{5D0}\u{301}"] {
            #expect(text.withoutDiacritics == text.folding(options: .diacriticInsensitive, locale: Locale(identifier: "en_US_POSIX")))
        }
    }
}
