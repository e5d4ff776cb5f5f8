// habitd's copy of GRDB: the regular expressions of the inflection rules, matched by a small
// backtracking matcher of our own instead of NSRegularExpression (swift-corelibs
// Foundation's) or the standard library's `Regex` (whose parser alone is 0.6 MB of the
// program). It knows the part of the syntax the rules use: literals, `.`, `[…]` and `[^…]`,
// `\b`, `\w`, `\Z`, `^`, `$`, groups `(…)` and `(?:…)`, `|`, `?`, `*`, `+`, and `(?i)`.
// It matches Characters, leftmost first and greedy, as NSRegularExpression does;
// habitd's InflectionPatternTests hold it to NSRegularExpression on GRDB's English rules.

struct InflectionPattern: Sendable {
    indirect enum Node: Sendable {
        case literal(Character)
        case any
        case set([ClosedRange<Character>], negated: Bool)
        case word
        case wordBoundary
        case start
        case end
        /// A group's alternatives; its number when it captures.
        case group(Int?, [[Node]])
        case repeated(Node, min: Int, max: Int?)
        case caseInsensitive
    }

    let nodes: [Node]
    let groupCount: Int
    let caseInsensitive: Bool

    init(_ pattern: String, caseInsensitive: Bool) {
        var parser = Parser(chars: Array(pattern))
        let alternatives = parser.alternatives()
        precondition(parser.index == parser.chars.count, "unsupported inflection pattern: \(pattern)")
        nodes = [.group(nil, alternatives)]
        groupCount = parser.groups
        self.caseInsensitive = caseInsensitive
    }

    /// The first match: its range and its groups' ranges (nil for a group that took no part).
    func firstMatch(in text: [Character], from start: Int = 0) -> (range: Range<Int>, groups: [Range<Int>?])? {
        for s in start...text.count {
            var state = State(groups: Array(repeating: nil, count: groupCount + 1), caseInsensitive: caseInsensitive)
            var found: (end: Int, groups: [Range<Int>?])?
            if match(nodes[...], text, s, &state, { i, st in found = (i, st.groups); return true }), var found {
                found.groups[0] = s..<found.end
                return (s..<found.end, found.groups)
            }
        }
        return nil
    }

    /// `text` with every match replaced by `template`, whose `$N` is the Nth group's text.
    func replacingMatches(in text: String, with template: String) -> String {
        let chars = Array(text)
        var out = ""
        var position = 0
        while position <= chars.count, let m = firstMatch(in: chars, from: position) {
            out += String(chars[position..<m.range.lowerBound]) + Self.expand(template, m.groups, chars)
            if m.range.isEmpty {
                if m.range.upperBound < chars.count { out.append(chars[m.range.upperBound]) }
                position = m.range.upperBound + 1
            } else {
                position = m.range.upperBound
            }
        }
        if position < chars.count { out += String(chars[position...]) }
        return out
    }

    static func expand(_ template: String, _ groups: [Range<Int>?], _ text: [Character]) -> String {
        var out = ""
        var rest = Substring(template)
        while let c = rest.popFirst() {
            if c == "\\", let next = rest.popFirst() {
                out.append(next)
            } else if c == "$", let digit = rest.first?.wholeNumberValue {
                rest.removeFirst()
                if digit < groups.count, let range = groups[digit] { out += String(text[range]) }
            } else {
                out.append(c)
            }
        }
        return out
    }

    struct State {
        var groups: [Range<Int>?]
        var caseInsensitive: Bool
    }

    private static func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    private func equal(_ a: Character, _ b: Character, _ state: State) -> Bool {
        a == b || (state.caseInsensitive && a.lowercased() == b.lowercased())
    }

    /// Matches `nodes` at `i`, then calls `next` with where it ended; true when `next` accepts.
    private func match(_ nodes: ArraySlice<Node>, _ text: [Character], _ i: Int, _ state: inout State,
                       _ next: (Int, State) -> Bool) -> Bool {
        guard let node = nodes.first else { return next(i, state) }
        let rest = nodes.dropFirst()
        func single(_ ok: Bool) -> Bool {
            guard ok else { return false }
            var s = state
            return match(rest, text, i + 1, &s, next)
        }
        switch node {
        case .literal(let c):
            return single(i < text.count && equal(text[i], c, state))
        case .any:
            return single(i < text.count && text[i] != "\n")
        case .set(let set, let negated):
            guard i < text.count else { return false }
            let c = text[i]
            let inSet = set.contains { $0.contains(c) }
                || (state.caseInsensitive && set.contains { $0.contains(Character(c.lowercased())) || $0.contains(Character(c.uppercased())) })
            return single(inSet != negated)
        case .word:
            return single(i < text.count && Self.isWord(text[i]))
        case .wordBoundary:
            let before = i > 0 && Self.isWord(text[i - 1]), after = i < text.count && Self.isWord(text[i])
            guard before != after else { return false }
            return match(rest, text, i, &state, next)
        case .start:
            guard i == 0 else { return false }
            return match(rest, text, i, &state, next)
        case .end:
            // At the end, or before a line break that ends the text.
            guard i == text.count || (i == text.count - 1 && text[i] == "\n") else { return false }
            return match(rest, text, i, &state, next)
        case .caseInsensitive:
            state.caseInsensitive = true
            return match(rest, text, i, &state, next)
        case .group(let number, let alternatives):
            for alternative in alternatives {
                var s = state
                if match(alternative[...], text, i, &s, { end, st in
                    var st = st
                    if let number { st.groups[number] = i..<end }
                    return match(rest, text, end, &st, next)
                }) { return true }
            }
            return false
        case .repeated(let inner, let min, let max):
            return repeatMatch(inner, min, max, count: 0, rest, text, i, state, next)
        }
    }

    /// Greedy repetition: as many as will go, then fewer.
    private func repeatMatch(_ inner: Node, _ min: Int, _ max: Int?, count: Int, _ rest: ArraySlice<Node>,
                             _ text: [Character], _ i: Int, _ state: State, _ next: (Int, State) -> Bool) -> Bool {
        if max.map({ count < $0 }) ?? true {
            var s = state
            if match([inner][...], text, i, &s, { end, st in
                end > i && repeatMatch(inner, min, max, count: count + 1, rest, text, end, st, next)
            }) { return true }
        }
        guard count >= min else { return false }
        var s = state
        return match(rest, text, i, &s, next)
    }

    private struct Parser {
        let chars: [Character]
        var index = 0
        var groups = 0

        mutating func alternatives() -> [[Node]] {
            var all = [sequence()]
            while index < chars.count, chars[index] == "|" {
                index += 1
                all.append(sequence())
            }
            return all
        }

        mutating func sequence() -> [Node] {
            var nodes: [Node] = []
            while index < chars.count, chars[index] != "|", chars[index] != ")" {
                var node = atom()
                if index < chars.count {
                    switch chars[index] {
                    case "?": node = .repeated(node, min: 0, max: 1); index += 1
                    case "*": node = .repeated(node, min: 0, max: nil); index += 1
                    case "+": node = .repeated(node, min: 1, max: nil); index += 1
                    default: break
                    }
                }
                nodes.append(node)
            }
            return nodes
        }

        mutating func atom() -> Node {
            let c = chars[index]
            index += 1
            switch c {
            case "(":
                if chars[index...].starts(with: ["?", "i", ")"]) {
                    index += 3
                    return .caseInsensitive
                }
                var number: Int?
                if chars[index...].starts(with: ["?", ":"]) {
                    index += 2
                } else {
                    groups += 1
                    number = groups
                }
                let inner = alternatives()
                precondition(index < chars.count && chars[index] == ")", "unbalanced inflection pattern")
                index += 1
                return .group(number, inner)
            case "[":
                let negated = chars[index] == "^"
                if negated { index += 1 }
                var set: [ClosedRange<Character>] = []
                while chars[index] != "]" {
                    if chars[index] == "\\" { index += 1 }
                    let low = chars[index]
                    index += 1
                    if chars[index] == "-", chars[index + 1] != "]" {
                        set.append(low...chars[index + 1])
                        index += 2
                    } else {
                        set.append(low...low)
                    }
                }
                index += 1
                return .set(set, negated: negated)
            case "\\":
                let e = chars[index]
                index += 1
                switch e {
                case "b": return .wordBoundary
                case "w": return .word
                case "Z": return .end
                default: return .literal(e)
                }
            case "^": return .start
            case "$": return .end
            case ".": return .any
            default: return .literal(c)
            }
        }
    }
}
