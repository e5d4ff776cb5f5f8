import Foundation
import HabitCore
import Testing

/// Our trimming against Foundation's, scalar by scalar: the two must agree on every scalar
/// of the Basic Multilingual Plane and beyond, so that leaving Foundation changes no text.
struct TrimmingTests {
    /// Every Unicode scalar, in both positions (start and end), around a word.
    static let scalars = (0...0x10FFFF).compactMap { Unicode.Scalar($0) }

    @Test func spacesAreWhatFoundationCallsWhitespace() {
        var disagree: [String] = []
        for s in Self.scalars {
            let text = "\(s)\(s)a b\u{301}\(s)"
            if text.trimmingSpaces() != text.trimmingCharacters(in: .whitespaces) { disagree.append(String(s.value, radix: 16)) }
        }
        #expect(disagree.isEmpty, "U+\(disagree.prefix(10))")
    }

    @Test func spacesAndLinesAreWhatFoundationCallsWhitespaceAndNewlines() {
        var disagree: [String] = []
        for s in Self.scalars {
            let text = "\(s)\u{9}a\n\(s)b\(s)"
            if text.trimmingSpacesAndLines() != text.trimmingCharacters(in: .whitespacesAndNewlines) { disagree.append(String(s.value, radix: 16)) }
        }
        #expect(disagree.isEmpty, "U+\(disagree.prefix(10))")
    }

    @Test func edges() {
        #expect("".trimmingSpaces() == "")
        #expect(" \t ".trimmingSpaces() == "")
        #expect("\u{3000}Lesen\u{A0}".trimmingSpaces() == "Lesen")
        #expect(" a\n".trimmingSpaces() == "a\n")
        #expect(" a\n".trimmingSpacesAndLines() == "a")
        #expect(" \u{301}x ".trimmingSpaces() == "\u{301}x")
        #expect("[x]".trimming { $0 == "[" || $0 == "]" } == "x")
        #expect("  a  b ".dropFirst().trimmingSpaces() == "a  b")
    }
}
