/// A JSON document read without a type to decode it into (a sync line, a habit's fields), as
/// Foundation's `JSONSerialization` read it, without Foundation (issue 45): the same texts
/// read (a trailing comma too), and `canonicalText` written as it wrote them.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number, as its canonical text (`canonicalNumber`: `8.0` is `8`, `1e-7` is `1e-07`).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Why a text is not JSON, and where (a byte offset).
    public struct Malformed: Error, Equatable, Sendable {
        public let offset: Int
        public let reason: String
    }

    /// Reads one JSON value (RFC 8259, and a comma before a closing bracket or brace, as
    /// `JSONSerialization` took it; a bare number, string or literal too); nothing but white
    /// space may follow it. Nesting is limited to 512 levels, as `JSONSerialization`'s.
    public init(parsing text: some StringProtocol) throws(Malformed) {
        var reader = JSONReader(bytes: Array(text.utf8))
        self = try reader.document()
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }

    public var string: String? { if case .string(let s) = self { return s } else { return nil } }
    public var bool: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    public var array: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }
    public var object: [String: JSONValue]? { if case .object(let o) = self { return o } else { return nil } }
    public var isNull: Bool { self == .null }
    /// A number's value as a Double (the nearest one).
    public var double: Double? { if case .number(let n) = self { return Double(n) } else { return nil } }
    /// A number that is a whole one within Int64's range, exactly; nil for 2.5 or 1e30.
    public var int64: Int64? {
        guard case .number(let n) = self else { return nil }
        if let whole = Int64(n) { return whole }
        return Double(n).flatMap { Int64(exactly: $0) }
    }
    public var int: Int? { int64.flatMap { Int(exactly: $0) } }
}

extension JSONValue {
    /// The value as `JSONSerialization` wrote it with `.sortedKeys`, `.fragmentsAllowed` and
    /// `.withoutEscapingSlashes`: keys sorted, no spaces, equal values equal text.
    public var canonicalText: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n
        case .string(let s): Self.writeString(s, to: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (i, key) in fields.keys.sorted(by: Self.keyOrder).enumerated() {
                if i > 0 { out += "," }
                Self.writeString(key, to: &out)
                out += ":"
                fields[key]!.write(to: &out)
            }
            out += "}"
        }
    }

    /// `JSONSerialization`'s order of keys (`.sortedKeys`: Foundation's `compare` with
    /// `.caseInsensitive`, `.numeric` and `.forcedOrdering`), for keys of ASCII: letters
    /// without case, runs of digits by value, punctuation before digits before letters in
    /// Unicode's collation order; ties broken lowercase first, then shorter digit runs.
    /// Other scalars follow by value (no key of ours has one).
    public static func keyOrder(_ a: String, _ b: String) -> Bool {
        let (x, y) = (collationKey(a), collationKey(b))
        if x.primary != y.primary { return x.primary.lexicographicallyPrecedes(y.primary) }
        if x.tie != y.tie { return x.tie.lexicographicallyPrecedes(y.tie) }
        return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }

    /// ASCII punctuation in the order of Unicode's collation (DUCET), space first.
    private static let punctuation = Array(" _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars)

    private static func collationKey(_ key: String) -> (primary: [UInt64], tie: [UInt64]) {
        var primary: [UInt64] = [], tie: [UInt64] = []
        let scalars = Array(key.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if ("0"..."9").contains(c) {
                var value: UInt64 = 0, length: UInt64 = 0
                while i < scalars.count, ("0"..."9").contains(scalars[i]) {
                    value = value &* 10 &+ UInt64(scalars[i].value - 48)
                    length += 1
                    i += 1
                }
                primary += [1 << 40, value]
                tie.append(length)
                continue
            }
            if let p = punctuation.firstIndex(of: c) {
                primary.append(UInt64(p))
                tie.append(0)
            } else if ("a"..."z").contains(c) || ("A"..."Z").contains(c) {
                primary.append(2 << 40 | UInt64(c.value | 0x20))
                tie.append(("A"..."Z").contains(c) ? 1 : 0)
            } else {
                primary.append(3 << 40 | UInt64(c.value))
                tie.append(0)
            }
            i += 1
        }
        return (primary, tie)
    }

    /// A number as `JSONSerialization` wrote it: a whole number written whole (within Int64 or
    /// UInt64) as it is; any other it read as a Double when the Double's shortest text has the
    /// same decimal value (`8.0`, `1E2` and `0.000001` are written `8`, `100` and `1e-06`: a
    /// whole one up to 2^53 without a point, others as Swift writes a Double), and as a decimal
    /// of the text's own digits when not (`9007199254740993.0` stays `9007199254740993`).
    public static func canonicalNumber(_ text: String) -> String {
        if let whole = Int64(text) { return String(whole) }
        if let whole = UInt64(text) { return String(whole) }
        guard let value = Double(text), value.isFinite, let exact = DecimalDigits(text) else { return text }
        guard DecimalDigits("\(value)") == exact else { return exact.plain }
        if value == 0 { return value.sign == .minus ? "-0" : "0" }
        if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 { return String(Int64(value)) }
        return "\(value)"
    }

    /// Quotes, backslashes and control characters escaped (the short forms where JSON has them);
    /// everything else as it is, slashes too.
    static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case _ where scalar.value < 0x20:
                out += "\\u" + UInt16(scalar.value).paddedHex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

/// The parser behind `JSONValue(parsing:)`, over the text's UTF-8 bytes.
private struct JSONReader {
    let bytes: [UInt8]
    var at = 0
    var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func document() throws(JSONValue.Malformed) -> JSONValue {
        let value = try self.value()
        skipSpace()
        guard at == bytes.count else { throw fail("text after the value") }
        return value
    }

    func fail(_ reason: String) -> JSONValue.Malformed { JSONValue.Malformed(offset: at, reason: reason) }

    mutating func skipSpace() {
        while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
    }

    mutating func value() throws(JSONValue.Malformed) -> JSONValue {
        skipSpace()
        guard at < bytes.count else { throw fail("the text ends where a value should be") }
        switch bytes[at] {
        case UInt8(ascii: "{"): return try nested { (r: inout JSONReader) throws(JSONValue.Malformed) in try r.object() }
        case UInt8(ascii: "["): return try nested { (r: inout JSONReader) throws(JSONValue.Malformed) in try r.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(JSONValue.canonicalNumber(try number()))
        default: throw fail("not a JSON value")
        }
    }

    mutating func nested(_ body: (inout JSONReader) throws(JSONValue.Malformed) -> JSONValue) throws(JSONValue.Malformed) -> JSONValue {
        depth += 1
        guard depth <= 512 else { throw fail("nested too deeply") }
        defer { depth -= 1 }
        return try body(&self)
    }

    mutating func literal(_ word: StaticString) throws(JSONValue.Malformed) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard at + expected.count <= bytes.count, bytes[at..<(at + expected.count)].elementsEqual(expected) else {
            throw fail("not a JSON value")
        }
        at += expected.count
    }

    mutating func object() throws(JSONValue.Malformed) -> JSONValue {
        at += 1
        var fields: [String: JSONValue] = [:]
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object(fields) }
        while true {
            skipSpace()
            if !fields.isEmpty, at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object(fields) }
            guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw fail("an object's key is not a string") }
            let key = try string()
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { throw fail("no colon after an object's key") }
            at += 1
            fields[key] = try value()
            skipSpace()
            guard at < bytes.count else { throw fail("the text ends inside an object") }
            if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
            guard bytes[at] == UInt8(ascii: "}") else { throw fail("no comma or brace after an object's value") }
            at += 1
            return .object(fields)
        }
    }

    mutating func array() throws(JSONValue.Malformed) -> JSONValue {
        at += 1
        var items: [JSONValue] = []
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return .array(items) }
        while true {
            skipSpace()
            if !items.isEmpty, at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return .array(items) }
            items.append(try value())
            skipSpace()
            guard at < bytes.count else { throw fail("the text ends inside an array") }
            if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
            guard bytes[at] == UInt8(ascii: "]") else { throw fail("no comma or bracket after an array's item") }
            at += 1
            return .array(items)
        }
    }

    /// A number as RFC 8259 spells it: `-`? (`0` | digits) (`.` digits)? ([eE] [+-]? digits)?
    mutating func number() throws(JSONValue.Malformed) -> String {
        let start = at
        func digits(_ r: inout JSONReader) -> Int {
            let from = r.at
            while r.at < r.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(r.bytes[r.at]) { r.at += 1 }
            return r.at - from
        }
        if bytes[at] == UInt8(ascii: "-") { at += 1 }
        let whole = at
        guard digits(&self) > 0 else { throw fail("a number without digits") }
        if bytes[whole] == UInt8(ascii: "0"), at - whole > 1 { throw fail("a number with a leading zero") }
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            at += 1
            guard digits(&self) > 0 else { throw fail("a number without digits after its point") }
        }
        if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
            at += 1
            if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
            guard digits(&self) > 0 else { throw fail("a number without digits in its exponent") }
        }
        return String(decoding: bytes[start..<at], as: UTF8.self)
    }

    /// A string literal; escapes read, `\u` pairs joined into one scalar, a lone surrogate refused.
    mutating func string() throws(JSONValue.Malformed) -> String {
        at += 1
        var scalars = String.UnicodeScalarView()
        var run = at
        func flush(_ r: JSONReader, _ upTo: Int) throws(JSONValue.Malformed) {
            guard run < upTo else { return }
            let piece = r.bytes[run..<upTo]
            guard let text = String(validating: piece, as: UTF8.self) else { throw r.fail("a string that is not UTF-8") }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard at < bytes.count else { throw fail("the text ends inside a string") }
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") {
                try flush(self, at)
                at += 1
                return String(scalars)
            }
            guard byte >= 0x20 else { throw fail("a control character inside a string") }
            guard byte == UInt8(ascii: "\\") else { at += 1; continue }
            try flush(self, at)
            at += 1
            guard at < bytes.count else { throw fail("the text ends inside a string") }
            let escape = bytes[at]
            at += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                let unit = try hex4()
                var value = UInt32(unit)
                if (0xD800...0xDBFF).contains(unit) {
                    guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") else {
                        throw fail("a lone surrogate in a string")
                    }
                    at += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw fail("a lone surrogate in a string") }
                    value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(value) else { throw fail("a lone surrogate in a string") }
                scalars.append(scalar)
            default: throw fail("an unknown escape in a string")
            }
            run = at
        }
    }

    mutating func hex4() throws(JSONValue.Malformed) -> UInt16 {
        guard at + 4 <= bytes.count, bytes[at..<(at + 4)].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
              let unit = UInt16(String(decoding: bytes[at..<(at + 4)], as: UTF8.self), radix: 16) else {
            throw fail("a \\u escape without four hex digits")
        }
        at += 4
        return unit
    }
}

/// A decimal number's value as sign, significant digits and a power of ten: equal values,
/// equal `DecimalDigits` (`2.50`, `25e-1` and `2.5` alike).
struct DecimalDigits: Equatable {
    var negative: Bool
    var digits: [UInt8]
    var exponent: Int

    /// Reads `-`? digits (`.` digits)? ([eE] [+-]? digits)?; nil for anything else.
    init?(_ text: String) {
        var bytes = Array(text.utf8)[...]
        negative = bytes.first == UInt8(ascii: "-")
        if negative || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        var mantissa: [UInt8] = [], fraction = 0, seenPoint = false
        while let b = bytes.first, b != UInt8(ascii: "e"), b != UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if b == UInt8(ascii: "."), !seenPoint { seenPoint = true; continue }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) else { return nil }
            mantissa.append(b - UInt8(ascii: "0"))
            if seenPoint { fraction += 1 }
        }
        var power = 0
        if !bytes.isEmpty {
            guard let p = Int(String(decoding: bytes.dropFirst(), as: UTF8.self)) else { return nil }
            power = p
        }
        guard !mantissa.isEmpty else { return nil }
        while mantissa.first == 0 { mantissa.removeFirst() }
        exponent = power - fraction
        while mantissa.last == 0 { mantissa.removeLast(); exponent += 1 }
        digits = mantissa
        if digits.isEmpty { negative = false; exponent = 0 }
    }

    /// The value without an exponent (`-0.0025`, `9007199254740993`), as a decimal is written.
    var plain: String {
        var text = digits.map { String($0) }.joined()
        if text.isEmpty { return "0" }
        if exponent >= 0 {
            text += String(repeating: "0", count: exponent)
        } else if text.count > -exponent {
            text.insert(".", at: text.index(text.endIndex, offsetBy: exponent))
        } else {
            text = "0." + String(repeating: "0", count: -exponent - text.count) + text
        }
        return (negative ? "-" : "") + text
    }
}
