// habitd's copy of GRDB: the regular expressions of the inflection rules, matched with the
// standard library's `Regex` instead of NSRegularExpression (swift-corelibs Foundation's),
// as NSRegularExpression matched them: by Unicode scalar, with simple word boundaries, and
// `$N` in a template standing for the Nth group. habitd's VendorTests hold it to
// NSRegularExpression on GRDB's English rules.

/// `@unchecked Sendable`: a compiled `Regex` is not changed after it is made.
struct InflectionPattern: @unchecked Sendable {
    let regex: Regex<AnyRegexOutput>

    init(_ pattern: String, caseInsensitive: Bool) {
        let regex = try! Regex(pattern).matchingSemantics(.unicodeScalar).wordBoundaryKind(.simple)
        self.regex = caseInsensitive ? regex.ignoresCase() : regex
    }

    /// The first match's range, nil when there is none.
    func firstMatch(in text: String) -> Range<String.Index>? {
        text.firstMatch(of: regex)?.range
    }

    /// `text` with every match replaced by `template`, whose `$N` is the Nth group's text
    /// (empty when the group took no part) and `\` escapes the next character.
    func replacingMatches(in text: String, with template: String) -> String {
        text.replacing(regex) { match in
            var out = ""
            var rest = Substring(template)
            while let c = rest.popFirst() {
                if c == "\\", let next = rest.popFirst() {
                    out.append(next)
                } else if c == "$", let digit = rest.first?.wholeNumberValue {
                    rest.removeFirst()
                    if digit < match.output.count, let group = match.output[digit].substring { out += group }
                } else {
                    out.append(c)
                }
            }
            return out
        }
    }
}
