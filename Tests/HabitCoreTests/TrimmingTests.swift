import Foundation
import HabitCore
import Testing

/// Our trimming against Foundation's, scalar by scalar: the two must agree on every scalar
/// of the Basic Multilingual Plane and beyond, so that leaving Foundation changes no text.
struct TrimmingTests {
    /// Every Unicode scalar, in both positions (start and end), around a word.
    static let scalars = (0...0x10FFFF).compactMap { Unicode.Scalar($0) }

    /// One of our trimmings and the Foundation character set it stands for.
    enum Kind: String, CaseIterable, Sendable {
        case spaces, spacesAndLines
        func ours(_ text: String) -> String { self == .spaces ? text.trimmingSpaces() : text.trimmingSpacesAndLines() }
        var foundations: CharacterSet { self == .spaces ? .whitespaces : .whitespacesAndNewlines }
    }

    @Test(arguments: Kind.allCases)
    func agreesWithFoundationOnEveryScalar(_ kind: Kind) {
        var disagree: [String] = []
        for s in Self.scalars {
            // The scalar twice at the start and once at the end, a tab and a line break
            // behind it, and a combining mark it may attach to.
            let text = "\(s)\(s)\u{9}a\n\(s)b\u{301}\(s)"
            if kind.ours(text) != text.trimmingCharacters(in: kind.foundations) { disagree.append(String(s.value, radix: 16)) }
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

/// `paddedHex` against `String(format:)`, which it replaces.
@Suite struct PaddedHexTests {
    @Test func paddedLikePrintf() {
        for v: UInt32 in [0, 1, 0xff, 0x1234, 0xdead_beef, .max] { #expect(v.paddedHex == String(format: "%08x", v)) }
        for v: UInt8 in [0, 7, 0xa0, .max] { #expect(v.paddedHex == String(format: "%02x", v)) }
    }
}

/// `isASCIIAlphanumeric` and `isLetterOrMark` against the `CharacterSet`s they replace.
@Suite struct ScalarClassesTests {
    @Test func alphanumericsAsFoundationHadThem() {
        for v in 0..<128 {
            let s = Unicode.Scalar(UInt8(v))
            #expect(s.isASCIIAlphanumeric == CharacterSet.alphanumerics.contains(s), "\(v)")
        }
    }

    /// Foundation's table is older than Swift's Unicode: it misses letters of Unicode 9.0 and
    /// later (Tangut, whole blocks of 15.1–17.0), which count here. Every letter it has, we have;
    /// on what Unicode 8.0 assigned, the two agree exactly.
    @Test func lettersAsFoundationHadThem() {
        let missing = TrimmingTests.scalars.filter { CharacterSet.letters.contains($0) && !$0.isLetterOrMark }
        #expect(missing.isEmpty, "U+\(missing.prefix(10).map { String($0.value, radix: 16) })")
        let old = TrimmingTests.scalars.filter { s in s.properties.age.map { $0.major <= 8 } ?? true }
        let disagree = old.filter { $0.isLetterOrMark != CharacterSet.letters.contains($0) }
        #expect(disagree.isEmpty, "U+\(disagree.prefix(10).map { String($0.value, radix: 16) })")
    }
}
