import FoundationEssentials
import HabitCore

/// habitd.toml read as TOML 1.0, as much of it as a config needs: `key = value` lines, one
/// level of `[section]`, dotted keys (`web.listen = …`), comments, and values that are
/// strings (basic, with TOML's escapes, or literal), whole numbers and booleans. Anything
/// else TOML has (arrays, floats, dates, inline tables, multi-line strings, deeper tables)
/// is refused by name, with its line. Written for habitd because TOMLKit aborted the whole
/// daemon on a seven-byte file (`[= "x"`: an assertion inside toml++, found by the fuzzer)
/// and never frees what it parses.
enum ConfigTOML {
    indirect enum Value: Equatable {
        case string(String)
        case int(Int)
        case bool(Bool)
        case table([Entry])
    }

    struct Entry: Equatable {
        let key: String
        let value: Value
        /// The line that set it (a section: its header's).
        let line: Int
    }

    struct SyntaxError: Error, Equatable {
        let line: Int
        let message: String
    }

    /// The document's entries in order: values, and sections with theirs.
    static func parse(_ text: String) throws(SyntaxError) -> [Entry] {
        var top: [Entry] = []
        var sections: [String: (line: Int, entries: [Entry])] = [:]
        var order: [String] = []
        var current: String?
        // (In Swift "\r\n" is one Character: a CRLF file splits on it as on "\n".)
        for (i, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let n = i + 1
            var s = Substring(raw)
            skipSpace(&s)
            if s.isEmpty || s.first == "#" { continue }
            if s.first == "[" {
                s.removeFirst()
                if s.first == "[" { throw SyntaxError(line: n, message: tr("arrays of tables ([[…]]) are not part of habitd.toml")) }
                skipSpace(&s)
                let path = try keyPath(&s, n)
                skipSpace(&s)
                guard s.first == "]" else { throw SyntaxError(line: n, message: tr("a section header ends with ]")) }
                s.removeFirst()
                try endOfLine(&s, n)
                guard path.count == 1 else { throw SyntaxError(line: n, message: tr("sections inside sections ([%s]) are not part of habitd.toml", path.joined(separator: "."))) }
                let name = path[0]
                if let first = sections[name] { throw SyntaxError(line: n, message: tr("[%1$s] appears twice (first on line %2$s)", name, first.line)) }
                if let value = top.first(where: { $0.key == name }) { throw SyntaxError(line: n, message: tr("'%1$s' is already set on line %2$s", name, value.line)) }
                sections[name] = (n, [])
                order.append(name)
                current = name
                continue
            }
            let path = try keyPath(&s, n)
            skipSpace(&s)
            guard s.first == "=" else { throw SyntaxError(line: n, message: tr("expected = after '%s'", path.joined(separator: "."))) }
            s.removeFirst()
            skipSpace(&s)
            let value = try self.value(&s, n)
            try endOfLine(&s, n)
            // Where it goes: the current section, or a section its dotted key names.
            var section = current
            var key = path[0]
            if path.count == 2 && current == nil {
                section = path[0]
                key = path[1]
                if sections[path[0]] == nil {
                    if let value = top.first(where: { $0.key == path[0] }) { throw SyntaxError(line: n, message: tr("'%1$s' is already set on line %2$s", path[0], value.line)) }
                    sections[path[0]] = (n, [])
                    order.append(path[0])
                }
            } else if path.count > 1 {
                throw SyntaxError(line: n, message: tr("'%s' is too deep for habitd.toml: one section, then the key", path.joined(separator: ".")))
            }
            if let section {
                if let first = sections[section]!.entries.first(where: { $0.key == key }) {
                    throw SyntaxError(line: n, message: tr("'%1$s' is set twice (first on line %2$s)", key, first.line))
                }
                sections[section]!.entries.append(Entry(key: key, value: value, line: n))
            } else {
                if let first = top.first(where: { $0.key == key }) { throw SyntaxError(line: n, message: tr("'%1$s' is set twice (first on line %2$s)", key, first.line)) }
                if let header = sections[key] { throw SyntaxError(line: n, message: tr("'%1$s' is already a section (line %2$s)", key, header.line)) }
                top.append(Entry(key: key, value: value, line: n))
            }
        }
        return top + order.map { Entry(key: $0, value: .table(sections[$0]!.entries), line: sections[$0]!.line) }
    }

    private static func skipSpace(_ s: inout Substring) {
        s = s.drop { $0 == " " || $0 == "\t" }
    }

    /// After a value or a header: spaces, then a comment or nothing.
    private static func endOfLine(_ s: inout Substring, _ n: Int) throws(SyntaxError) {
        skipSpace(&s)
        guard s.isEmpty || s.first == "#" else { throw SyntaxError(line: n, message: tr("unexpected '%s' after the value", String(s.prefix(20)))) }
    }

    /// `key`, `"quoted key"`, `a.b`.
    private static func keyPath(_ s: inout Substring, _ n: Int) throws(SyntaxError) -> [String] {
        var parts: [String] = []
        repeat {
            if !parts.isEmpty { s.removeFirst(); skipSpace(&s) }
            if s.first == "\"" || s.first == "'" {
                guard case .string(let k) = try value(&s, n) else { throw SyntaxError(line: n, message: tr("a key is a name or a quoted string")) }
                parts.append(k)
            } else {
                let bare = s.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
                guard !bare.isEmpty else { throw SyntaxError(line: n, message: tr("expected a key (letters, digits, _ and -) at '%s'", String(s.prefix(20)))) }
                parts.append(String(bare))
                s = s.dropFirst(bare.count)
            }
            skipSpace(&s)
        } while s.first == "."
        return parts
    }

    private static func value(_ s: inout Substring, _ n: Int) throws(SyntaxError) -> Value {
        guard let c = s.first else { throw SyntaxError(line: n, message: tr("a value is missing after =")) }
        if s.hasPrefix("\"\"\"") || s.hasPrefix("'''") { throw SyntaxError(line: n, message: tr("multi-line strings are not part of habitd.toml")) }
        if c == "'" {
            s.removeFirst()
            guard let end = s.firstIndex(of: "'") else { throw SyntaxError(line: n, message: tr("a string is not closed")) }
            let text = String(s[..<end])
            s = s[s.index(after: end)...]
            if let bad = text.unicodeScalars.first(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) {
                throw SyntaxError(line: n, message: tr("a string holds the control character U+%s", bad.value.uppercaseHex(width: 4)))
            }
            return .string(text)
        }
        if c == "\"" {
            s.removeFirst()
            var out = ""
            while true {
                guard let ch = s.first else { throw SyntaxError(line: n, message: tr("a string is not closed")) }
                s.removeFirst()
                if ch == "\"" { return .string(out) }
                if ch == "\\" {
                    guard let e = s.first else { throw SyntaxError(line: n, message: tr("a string is not closed")) }
                    s.removeFirst()
                    switch e {
                    case "b": out += "\u{8}"
                    case "t": out += "\t"
                    case "n": out += "\n"
                    case "f": out += "\u{C}"
                    case "r": out += "\r"
                    case "\"": out += "\""
                    case "\\": out += "\\"
                    case "u", "U":
                        let digits = e == "u" ? 4 : 8
                        let hex = s.prefix(digits)
                        guard hex.count == digits, hex.allSatisfy(\.isHexDigit), let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else {
                            throw SyntaxError(line: n, message: tr("\\%s needs %s hexadecimal digits of a Unicode scalar", String(e), digits))
                        }
                        out.unicodeScalars.append(scalar)
                        s = s.dropFirst(digits)
                    default: throw SyntaxError(line: n, message: tr("unknown escape \\%s in a string", String(e)))
                    }
                    continue
                }
                if let v = ch.unicodeScalars.first?.value, (v < 0x20 && ch != "\t") || v == 0x7F {
                    throw SyntaxError(line: n, message: tr("a string holds the control character U+%s", v.uppercaseHex(width: 4)))
                }
                out.append(ch)
            }
        }
        let word = s.prefix { !($0 == " " || $0 == "\t" || $0 == "#") }
        s = s.dropFirst(word.count)
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        default: break
        }
        // A whole number: an optional sign, digits, single underscores between digits, no leading zero.
        var digits = Substring(word)
        let negative = digits.first == "-"
        if digits.first == "-" || digits.first == "+" { digits.removeFirst() }
        let plain = digits.replacing("_", with: "")
        if !digits.isEmpty, !digits.hasPrefix("_"), !digits.hasSuffix("_"), !digits.contains("__"),
           plain.allSatisfy({ $0.isASCII && $0.isNumber }), !(plain.count > 1 && plain.hasPrefix("0")) {
            guard let v = Int(plain) else { throw SyntaxError(line: n, message: tr("%s is too large a number", String(word))) }
            return .int(negative ? -v : v)
        }
        throw SyntaxError(line: n, message: tr("'%s' is not a value habitd.toml takes: a quoted string, a whole number, true or false", String(word.prefix(30))))
    }
}
