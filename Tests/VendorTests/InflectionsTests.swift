import Foundation
@testable import GRDB
import Testing

/// Vendor/GRDB.swift's inflections, whose regular expressions the standard library's `Regex`
/// matches (`InflectionPattern`) instead of NSRegularExpression: GRDB's own inflection tests
/// (InflectionsTests.json is GRDB's, from Rails' inflector tests, MIT licence), and the
/// matcher against NSRegularExpression on every rule of GRDB's English inflections.
struct InflectionsTests {
    struct Cases: Decodable {
        let SingularToPlural: [String: String]
    }

    static let cases: [String: String] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("InflectionsTests.json")
        return try! JSONDecoder().decode(Cases.self, from: Data(contentsOf: file)).SingularToPlural
    }()

    @Test func pluralizesAndSingularizesGRDBsCases() {
        for (singular, plural) in Self.cases {
            #expect(singular.pluralized == plural, "\(singular)")
            #expect(plural.singularized == singular, "\(plural)")
            #expect(plural.pluralized == plural, "\(plural)")
            #expect(singular.capitalized.pluralized == plural.capitalized, "\(singular)")
            #expect(("prefixed" + singular.capitalized).pluralized == "prefixed" + plural.capitalized, "\(singular)")
            #expect((singular + "123").pluralized == plural + "123", "\(singular)")
        }
        #expect("".pluralized == "")
        #expect("plurals".pluralized == "plurals")
    }

    @Test func theLastWord() {
        func lastWord(_ string: String) -> String { String(string.suffix(from: Inflections.startIndexOfLastWord(string))) }
        for (text, word) in [("", ""), (" ", " "), ("_", "_"), ("player", "player"), (" Player", "Player"), ("_PLAYER", "PLAYER"),
                             ("player Score", "Score"), ("player_score", "score"), ("playerScore", "Score"),
                             ("BestPlayerScore", "Score"), ("PLAYER_SCORE1", "SCORE1"), ("playerScore1", "Score1")] {
            #expect(lastWord(text) == word, "\(text)")
        }
    }

    /// Every pattern GRDB's English rules use (and those `irregularSuffix` and
    /// `uncountableWords` make), on every word of the cases in three letter cases: the same
    /// match, the same groups and the same replacement as NSRegularExpression.
    @Test func theMatcherAgreesWithNSRegularExpression() throws {
        var patterns: [(String, Bool)] = []
        let english = try String(contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Vendor/GRDB.swift/GRDB/Utils/Inflections+English.swift").path, encoding: .utf8)
        for line in english.split(separator: "\n") {
            guard let open = line.firstRange(of: "inflections.plural(\"") ?? line.firstRange(of: "inflections.singular(\"") else { continue }
            let rest = line[open.upperBound...]
            let pattern = String(rest[..<rest.firstRange(of: "\", \"")!.lowerBound]).replacingOccurrences(of: "\\\\", with: "\\")
            patterns.append((pattern, true))
        }
        #expect(patterns.count > 40)
        for (s, p) in [("child", "children"), ("person", "people")] {
            patterns.append(("(\(s.first!))\(s.dropFirst())$", true))
            patterns.append(("\(p.first!.uppercased())(?i)\(p.dropFirst())$", false))
        }
        patterns += [("\\bsheep\\Z", true), ("\\bors\\Z", true), ("\\b\\w+$", false), ("_[^_]+$", false), ("[^A-Z][A-Z]+[a-z1-9]+$", false)]
        let words = Self.cases.flatMap { [$0.key, $0.value] }.flatMap { [$0, $0.capitalized, $0.uppercased(), "prefixed" + $0.capitalized, $0 + "123"] }
        var disagree: [String] = []
        for (pattern, caseInsensitive) in patterns {
            let theirs = try NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
            let ours = InflectionPattern(pattern, caseInsensitive: caseInsensitive)
            for word in words {
                let range = NSRange(word.startIndex..., in: word)
                let template = "<$1|$2>"
                let expected = theirs.stringByReplacingMatches(in: word, range: range, withTemplate: template)
                let got = ours.replacingMatches(in: word, with: template)
                let matched = theirs.firstMatch(in: word, range: range) != nil
                if got != expected || matched != (ours.firstMatch(in: word) != nil) {
                    disagree.append("\(pattern) on \(word): \(got) against \(expected)")
                }
            }
        }
        #expect(disagree.isEmpty, "\(disagree.prefix(5))")
    }
}
