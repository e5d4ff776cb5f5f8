/// A catalogue's plural rule, from its header's `Plural-Forms: nplurals=3; plural=(…);`: which
/// of its forms a count takes ("1 день, 2 дня, 5 дней"). The formula is gettext's, a C
/// expression over `n`: ?:, ||, &&, ==, !=, <, <=, >, >=, +, -, *, /, %, !, parentheses and
/// whole numbers, read here without libintl (a web page's catalogue is not the process's).
public struct PluralRule: Sendable {
    public let count: Int
    private let formula: Node

    /// The rule of `header` (a catalogue's header, or its Plural-Forms value alone); nil when
    /// it has none or one that does not read as gettext writes them.
    public init?(header: String) {
        let text = header.split(separator: "\n").first { $0.hasPrefix("Plural-Forms:") }.map { String($0.dropFirst("Plural-Forms:".count)) } ?? header
        var nplurals: Int?, plural: String?
        for part in text.split(separator: ";") {
            let kv = part.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces() }
            guard kv.count == 2 else { continue }
            if kv[0] == "nplurals" { nplurals = Int(kv[1]) } else if kv[0] == "plural" { plural = kv[1] }
        }
        guard let nplurals, (1...6).contains(nplurals), let plural else { return nil }
        var parser = Parser(tokens: Self.tokens(plural))
        guard let tokens = parser.tokens, let node = parser.ternary(), parser.at == tokens.count else { return nil }
        count = nplurals
        formula = node
    }

    /// The form `n` takes: 0 …< `count` (a formula's value out of range is the last form).
    public func index(_ n: Int) -> Int {
        let i = formula.value(abs(n))
        return i >= 0 && i < count ? i : count - 1
    }

    indirect enum Node: Sendable {
        case n
        case number(Int)
        case not(Node)
        case binary(String, Node, Node)
        case ternary(Node, Node, Node)

        func value(_ n: Int) -> Int {
            switch self {
            case .n: return n
            case .number(let v): return v
            case .not(let a): return a.value(n) == 0 ? 1 : 0
            case .ternary(let c, let a, let b): return c.value(n) != 0 ? a.value(n) : b.value(n)
            case .binary(let op, let a, let b):
                let x = a.value(n)
                if op == "&&" { return x != 0 && b.value(n) != 0 ? 1 : 0 }
                if op == "||" { return x != 0 || b.value(n) != 0 ? 1 : 0 }
                let y = b.value(n)
                switch op {
                case "==": return x == y ? 1 : 0
                case "!=": return x != y ? 1 : 0
                case "<": return x < y ? 1 : 0
                case "<=": return x <= y ? 1 : 0
                case ">": return x > y ? 1 : 0
                case ">=": return x >= y ? 1 : 0
                case "+": return x &+ y
                case "-": return x &- y
                case "*": return x &* y
                case "/": return y == 0 ? 0 : x / y
                case "%": return y == 0 ? 0 : x % y
                default: return 0
                }
            }
        }
    }

    /// The formula's tokens; nil for a character gettext's grammar has not.
    static func tokens(_ s: String) -> [String]? {
        var out: [String] = []
        var chars = Array(s.unicodeScalars).makeIterator()
        var pending: Unicode.Scalar? = chars.next()
        while let c = pending {
            pending = chars.next()
            switch c {
            case " ", "\t": continue
            case "0"..."9":
                var number = String(c)
                while let d = pending, ("0"..."9").contains(d) { number.unicodeScalars.append(d); pending = chars.next() }
                out.append(number)
            case "n", "?", ":", "(", ")", "+", "-", "*", "/", "%": out.append(String(c))
            case "=", "!", "<", ">", "&", "|":
                if let d = pending, d == "=" || (c == "&" && d == "&") || (c == "|" && d == "|") {
                    out.append(String(c) + String(d))
                    pending = chars.next()
                } else if c == "!" || c == "<" || c == ">" {
                    out.append(String(c))
                } else { return nil }
            default: return nil
            }
        }
        return out
    }

    /// Recursive descent, C's precedence: ?: then || && == != < <= > >= + - * / % ! atoms.
    struct Parser {
        let tokens: [String]?
        var at = 0

        init(tokens: [String]?) { self.tokens = tokens }

        private var next: String? { tokens.flatMap { at < $0.count ? $0[at] : nil } }

        mutating func ternary() -> Node? {
            guard let c = binary(0) else { return nil }
            guard next == "?" else { return c }
            at += 1
            guard let a = ternary(), next == ":" else { return nil }
            at += 1
            guard let b = ternary() else { return nil }
            return .ternary(c, a, b)
        }

        static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", "<=", ">", ">="], ["+", "-"], ["*", "/", "%"]]

        mutating func binary(_ level: Int) -> Node? {
            guard level < Self.levels.count else { return unary() }
            guard var left = binary(level + 1) else { return nil }
            while let op = next, Self.levels[level].contains(op) {
                at += 1
                guard let right = binary(level + 1) else { return nil }
                left = .binary(op, left, right)
            }
            return left
        }

        mutating func unary() -> Node? {
            guard let t = next else { return nil }
            at += 1
            switch t {
            case "!": return unary().map { .not($0) }
            case "n": return .n
            case "(":
                guard let inner = ternary(), next == ")" else { return nil }
                at += 1
                return inner
            default: return Int(t).map { .number($0) }
            }
        }
    }
}
