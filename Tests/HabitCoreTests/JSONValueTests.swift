import Foundation
import HabitCore
import TestSupport
import Testing

/// `JSONValue` against Foundation's `JSONSerialization`, which it replaces: the same documents
/// read, the same refused, and the same canonical text written (sorted keys, no escaped
/// slashes), so that a habit's fields and a sync line keep their text (issue 45).
struct JSONValueTests {
    /// What JSONSerialization writes for `text`, read with fragments allowed; nil if it refuses.
    static func foundations(_ text: String) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]),
              let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    static let numbers = [
        "1e14", "1e17", "9007199254740992", "9007199254740993.0", "999999999999999.5", "-9007199254740992.0",
        "0", "-0", "8", "8.0", "-7", "100", "1E2", "4.0e0", "2.5", "0.1", "3.14159", "0.30000000000000004",
        "1.0000000000000002", "1e20", "1.5e-7", "-0.0", "1e300", "123456789012345678", "12345678901234567890",
        "9007199254740993", "1e15", "1e16", "999999999999999", "1795949890.123456", "1795949890", "-2.5e-3",
        "0.000001", "1e-7", "12.000", "5e0", "1234567.25", "9007199254740993.5", "0.10000000000000001", "2.50", "25e-1",
        "100000.000000000000001", "-0.00250", "1e-320", "0.0", "-0", "1.5E+3",
    ]

    @Test(arguments: numbers)
    func numbersAreWrittenAsFoundationWroteThem(_ text: String) throws {
        #expect(try JSONValue(parsing: text).canonicalText == Self.foundations(text))
    }

    @Test func everyScalarInAStringIsWrittenAsFoundationWroteIt() throws {
        var disagree: [String] = []
        for value in Array(0...0x3000) + [0xD7FF, 0xE000, 0xFEFF, 0xFFFD, 0xFFFF, 0x1F600, 0x10FFFF] {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = JSONValue.string("a\(scalar)/\"\\").canonicalText
            if text != Self.foundations(text) || (try? JSONValue(parsing: text)) != .string("a\(scalar)/\"\\") {
                disagree.append(String(value, radix: 16))
            }
        }
        #expect(disagree.isEmpty, "U+\(disagree.prefix(10))")
    }

    @Test func documentsReadAndWrittenAsFoundationDid() throws {
        var rng = Rng(state: 45)
        for _ in 0..<2000 {
            let text = Self.document(depth: 0, &rng)
            let ours = try JSONValue(parsing: text)
            #expect(ours.canonicalText == Self.foundations(text), "\(text)")
            #expect(try JSONValue(parsing: ours.canonicalText).canonicalText == Self.foundations(ours.canonicalText))
        }
    }

    static let malformed = [
        "", " ", "[,]", "[1,,]", "{,}", "01", "-", "1.", ".5", "1e", "+1", "[", "]", "{\"a\"}", "{a:1}", "nul", "tru",
        "\"abc", "\"\\x\"", "\"\\u12\"", "\"\\u+123\"", "\"\\ud800\"", "\"\\udc00x\"", "\"a\u{1}b\"", "[1 2]", "{\"a\":1 \"b\":2}",
        "1 2", "[]]", "NaN", "Infinity", "'a'", "\"\\u00g0\"",
        String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
    ]

    @Test(arguments: malformed)
    func whatFoundationRefusesIsRefused(_ text: String) {
        #expect(Self.foundations(text) == nil, "the oracle refuses it")
        #expect(throws: JSONValue.Malformed.self) { try JSONValue(parsing: text) }
    }

    @Test func aCommaBeforeTheEndIsTakenAsFoundationTookIt() throws {
        for text in ["[1,]", "{\"a\":1,}", "[[],{},]"] {
            #expect(try JSONValue(parsing: text).canonicalText == Self.foundations(text))
        }
    }

    @Test func accessors() throws {
        let value = try JSONValue(parsing: #"{"seq": 12, "at": 8.0, "amount": 2.5, "big": 1e30, "s": "x", "ok": true, "n": null, "a": [1]}"#)
        #expect(value["seq"]?.int64 == 12 && value["at"]?.int64 == 8 && value["amount"]?.int64 == nil && value["big"]?.int64 == nil)
        #expect(value["amount"]?.double == 2.5 && value["s"]?.string == "x" && value["s"]?.double == nil)
        #expect(value["ok"]?.bool == true && value["n"]?.isNull == true && value["missing"] == nil)
        #expect(value["a"]?.array == [.number("1")] && value["a"]?["x"] == nil)
        #expect(try JSONValue(parsing: "\"\\ud83d\\ude00\"") == .string("😀"))
    }

    /// A key of ASCII letters, digits and punctuation, as our keys are (`skip_at`, `remindAt`).
    static func key(_ rng: inout Rng) -> String {
        let pieces = ["a", "A", "b", "Z", "z", "skip", "_at", "At", "remind", "ers", "1", "2", "10", "01", " ", "-", ".", "$", "/", "e"]
        return (0..<Int.random(in: 1...3, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    /// A random JSON document: objects and arrays up to four deep, strings with escapes and
    /// non-ASCII, numbers whole and not, spaced out or not.
    static func document(depth: Int, _ rng: inout Rng) -> String {
        let space = ["", " ", "\n  ", "\t"].randomElement(using: &rng)!
        switch Int.random(in: depth < 4 ? 0...7 : 2...7, using: &rng) {
        case 0:
            let n = Int.random(in: 0...4, using: &rng)
            let keys = (0..<n).map { _ in key(&rng) }
            return "{" + space + keys.map { "\"\($0)\"" + space + ":" + space + document(depth: depth + 1, &rng) }.joined(separator: "," + space) + "}"
        case 1:
            let n = Int.random(in: 0...4, using: &rng)
            return "[" + (0..<n).map { _ in space + document(depth: depth + 1, &rng) }.joined(separator: ",") + space + "]"
        case 2: return ["true", "false", "null"].randomElement(using: &rng)!
        case 3: return numbers.randomElement(using: &rng)!
        case 4: return String(Int.random(in: -100_000...100_000, using: &rng))
        case 5: return "\(Double.random(in: -1000...1000, using: &rng))"
        default:
            let pieces = ["Read", "\\n", "\\\"", "\\\\", "\\/", "ä", "日本", "\\u00e9", "\\ud83d\\ude00", "😀", " ", "\\t", "\\u0001", "\\u2028"]
            return "\"" + (0..<Int.random(in: 0...4, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined() + "\""
        }
    }
}

