import FoundationEssentials
import Posix
import HabitCore

/// A pull reader of JSON from a file descriptor, 64 KiB at a time: `import` reads exports of
/// any length in bounded memory. The caller walks the structure it expects (`object`,
/// `array`, `string`, …); anything else is an error naming the byte offset.
final class JSONStream {
    struct SyntaxError: Error, CustomStringConvertible {
        let description: String
    }

    // Unchecked exclusivity: every byte goes through these, and the dynamic checks of a
    // class's stored properties took a third of an import's time. No access to them overlaps.
    private let fd: FileDescriptor
    @exclusivity(unchecked) private var buffer = [UInt8](repeating: 0, count: 65536)
    @exclusivity(unchecked) private var position = 0
    @exclusivity(unchecked) private var end = 0
    /// Bytes consumed before `buffer`'s start, for error messages.
    @exclusivity(unchecked) private var consumed = 0
    /// The bytes of the value being captured (`capture`).
    @exclusivity(unchecked) private var recording: [UInt8]?

    init(fd: FileDescriptor) {
        self.fd = fd
    }

    // MARK: - Structure

    /// Walks an object: `body` gets each key and must read its value.
    func object(_ body: (String) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        if try peek() == UInt8(ascii: "}") { return advance() }
        while true {
            let key = try string()
            try expect(UInt8(ascii: ":"))
            try body(key)
            switch try next() {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "}"): return
            case let c: throw error("expected ',' or '}'", c)
            }
        }
    }

    /// Walks an array: `body` gets each element's index and must read it.
    func array(_ body: (Int) throws -> Void) throws {
        try expect(UInt8(ascii: "["))
        if try peek() == UInt8(ascii: "]") { return advance() }
        var index = 0
        while true {
            try body(index)
            index += 1
            switch try next() {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "]"): return
            case let c: throw error("expected ',' or ']'", c)
            }
        }
    }

    /// The end of the input, after the top-level value.
    func finish() throws {
        if let c = try peek() { throw error("unexpected data after the end", c) }
    }

    // MARK: - Values

    /// Consumes `null` if it comes next.
    func null() throws -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    func bool() throws -> Bool {
        if try peek() == UInt8(ascii: "t") { try literal("true"); return true }
        try literal("false")
        return false
    }

    func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        // Fast path: the whole string in the buffer, without escapes.
        if recording == nil, let close = plainStringEnd() {
            let text = buffer.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[position..<close]), as: UTF8.self) }
            position = close + 1
            return text
        }
        var bytes: [UInt8] = []
        while true {
            let c = try byte()
            switch c {
            case UInt8(ascii: "\""):
                return String(decoding: bytes, as: UTF8.self)
            case UInt8(ascii: "\\"):
                let e = try byte()
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(e)
                case UInt8(ascii: "b"): bytes.append(0x08)
                case UInt8(ascii: "f"): bytes.append(0x0C)
                case UInt8(ascii: "n"): bytes.append(0x0A)
                case UInt8(ascii: "r"): bytes.append(0x0D)
                case UInt8(ascii: "t"): bytes.append(0x09)
                case UInt8(ascii: "u"): bytes.append(contentsOf: String(try unicodeEscape()).utf8)
                default: throw error("invalid escape in a string", e)
                }
            case 0..<0x20:
                throw error("a control character inside a string", c)
            default:
                bytes.append(c)
            }
        }
    }

    func number() throws -> Double {
        let text = try numberText()
        guard let n = Double(text) else { throw SyntaxError(description: "'\(text)' is not a number") }
        return n
    }

    func int() throws -> Int {
        let text = try numberText()
        guard let n = Int(text) else { throw SyntaxError(description: "'\(text)' is not a whole number") }
        return n
    }

    /// The deepest nesting `skip` (and so `capture`) goes through; deeper input is refused
    /// rather than walked, so no document can exhaust the stack or the memory.
    static let maxDepth = 64

    /// Skips one value of any kind, iteratively: a stack of the brackets still open, never
    /// one call per level (200,000 `[` once took habitd's stack).
    func skip() throws {
        var open: [UInt8] = []   // the closing bracket each open container waits for
        while true {
            // One value starts here.
            switch try peek() {
            case UInt8(ascii: "{"):
                advance()
                if try peek() == UInt8(ascii: "}") { advance(); break }
                try push(UInt8(ascii: "}"), &open)
                _ = try string()
                try expect(UInt8(ascii: ":"))
                continue
            case UInt8(ascii: "["):
                advance()
                if try peek() == UInt8(ascii: "]") { advance(); break }
                try push(UInt8(ascii: "]"), &open)
                continue
            case UInt8(ascii: "\""): _ = try string()
            case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
            case UInt8(ascii: "n"): _ = try null()
            default: _ = try number()
            }
            // A value ended: close the containers it ends, or go on to their next element.
            while let closer = open.last {
                let c = try next()
                if c == closer { open.removeLast(); continue }
                guard c == UInt8(ascii: ",") else { throw error("expected ',' or '\(Character(Unicode.Scalar(closer)))'", c) }
                if closer == UInt8(ascii: "}") {
                    _ = try string()
                    try expect(UInt8(ascii: ":"))
                }
                break
            }
            if open.isEmpty { return }
        }
    }

    private func push(_ closer: UInt8, _ open: inout [UInt8]) throws {
        guard open.count < Self.maxDepth else {
            throw SyntaxError(description: "nested deeper than \(Self.maxDepth) levels at byte \(consumed + position)")
        }
        open.append(closer)
    }

    /// The raw bytes of the next value (to hand a small object to `JSONDecoder`).
    func capture() throws -> Data {
        _ = try peek()
        recording = []
        defer { recording = nil }
        try skip()
        return Data(recording!)
    }

    // MARK: - Bytes

    /// Where the string starting at `position` ends, if its closing quote is in the buffer
    /// with no escape or control character before it.
    private func plainStringEnd() -> Int? {
        buffer.withUnsafeBufferPointer { p in
            var i = position
            while i < end {
                let c = p[i]
                if c == UInt8(ascii: "\"") { return i }
                if c == UInt8(ascii: "\\") || c < 0x20 { return nil }
                i += 1
            }
            return nil
        }
    }

    private func numberText() throws -> String {
        guard let first = try peek(), first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            throw error("expected a value", try peek())
        }
        var bytes: [UInt8] = []
        while let c = try peekRaw(), c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
                || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) {
            bytes.append(c)
            advance()
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func unicodeEscape() throws -> Character {
        let high = try hex4()
        if (0xD800..<0xDC00).contains(high) {
            guard try byte() == UInt8(ascii: "\\"), try byte() == UInt8(ascii: "u") else {
                throw SyntaxError(description: "a lone surrogate in a \\u escape")
            }
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw SyntaxError(description: "a lone surrogate in a \\u escape") }
            return Character(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!)
        }
        guard let scalar = Unicode.Scalar(high) else { throw SyntaxError(description: "a lone surrogate in a \\u escape") }
        return Character(scalar)
    }

    private func hex4() throws -> UInt32 {
        var n: UInt32 = 0
        for _ in 0..<4 {
            let c = try byte()
            guard let d = Character(Unicode.Scalar(c)).hexDigitValue else { throw error("invalid \\u escape", c) }
            n = n * 16 + UInt32(d)
        }
        return n
    }

    private func literal(_ word: String) throws {
        for expected in word.utf8 {
            let c = try byte()
            guard c == expected else { throw error("expected '\(word)'", c) }
        }
    }

    private func expect(_ wanted: UInt8) throws {
        let c = try next()
        guard c == wanted else { throw error("expected '\(Character(Unicode.Scalar(wanted)))'", c) }
    }

    /// The next byte that is not white space, consumed.
    private func next() throws -> UInt8 {
        guard let c = try peek() else { throw SyntaxError(description: "the file ends in the middle of the JSON") }
        advance()
        return c
    }

    /// The next byte that is not white space, not consumed (white space is).
    private func peek() throws -> UInt8? {
        while let c = try peekRaw() {
            guard c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 else { return c }
            advance()
        }
        return nil
    }

    /// The next byte, consumed (inside strings: white space counts).
    private func byte() throws -> UInt8 {
        guard let c = try peekRaw() else { throw SyntaxError(description: "the file ends in the middle of the JSON") }
        advance()
        return c
    }

    private func peekRaw() throws -> UInt8? {
        if position == end {
            consumed += end
            position = 0
            do throws(SystemCallError) { end = try fd.read(into: &buffer) } catch {
                throw SyntaxError(description: "cannot read: \(error.reason)")
            }
            if end == 0 { return nil }
        }
        return buffer[position]
    }

    private func advance() {
        recording?.append(buffer[position])
        position += 1
    }

    private func error(_ what: String, _ found: UInt8?) -> SyntaxError {
        let shown = found.map { $0 >= 0x20 && $0 < 0x7F ? "'\(Character(Unicode.Scalar($0)))'" : "byte 0x" + $0.uppercaseHex(width: 2) } ?? "the end"
        return SyntaxError(description: "\(what), found \(shown) at byte \(consumed + position)")
    }
}
