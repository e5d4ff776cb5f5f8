import FoundationEssentials
import HabitCore

/// One published piece of a device's journal, `<sequence>.ops`, as bytes: a header line
/// (format, device, first and last sequence), one JSON object per operation, and a footer
/// with the operation count and a CRC-32 of everything before it. Segments come from other
/// machines, so `decode` treats them as untrusted input: bounded sizes, every field checked,
/// text held to the rules of typed input; anything off and the whole segment is refused.
public struct Segment: Equatable, Sendable {
    public let device: String
    public let operations: [SyncOperation]

    public static let format = "habitd-ops 1"
    public static let maxBytes = 16 << 20
    public static let maxLineBytes = 64 << 10
    public static let maxTextBytes = 4096

    public init(device: String, operations: [SyncOperation]) {
        self.device = device
        self.operations = operations
    }

    public var first: Int64 { operations.first?.id.sequence ?? 0 }
    public var last: Int64 { operations.last?.id.sequence ?? 0 }

    public struct Refused: Error, Equatable, Sendable {
        /// 1-based line, 0 for the whole file.
        public let line: Int
        public let reason: String

        public init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }
    }

    // MARK: - Writing

    public func encoded() -> Data {
        Self.encoded(device: device, first: first, last: last, lines: operations.map(Self.line))
    }

    /// A segment's bytes from operations already written as `line`s (the journal keeps them so).
    public static func encoded(device: String, first: Int64, last: Int64, lines: [String]) -> Data {
        framed(header: "\(format) \(device) \(first) \(last)", lines: lines)
    }

    /// One operation as its line of a segment: a JSON object.
    public static func line(_ op: SyncOperation) -> String {
        var fields: [(String, String)] = [("seq", "\(op.id.sequence)"), ("hlc", JSONLiteral.string(op.clock.description)),
                                          ("habit", JSONLiteral.string(op.habit))]
        switch op.change {
        case .field(let name, let value):
            fields += [("field", JSONLiteral.string(name)), ("value", value.map(JSONLiteral.string) ?? "null")]
        case .day(let date, let log):
            fields.append(("day", JSONLiteral.string(date.description)))
            fields += log.jsonFields
        case .delete:
            fields.append(("delete", "true"))
        }
        return JSONLiteral.object(fields)
    }

    // MARK: - Reading

    public static func decode(_ data: Data) throws(Refused) -> Segment {
        let (header, lines) = try frame(data, format: format)
        let device = header.device
        guard header.fields.count == 2, let first = Int64(header.fields[0]), let last = Int64(header.fields[1]) else {
            throw Refused(line: 1, reason: "bad header")
        }
        var operations: [SyncOperation] = []
        var previous: Int64 = first - 1
        for (i, line) in lines.enumerated() {
            let op = try operation(String(line), device: device, line: i + 2)
            guard op.id.sequence == previous + 1 else { throw Refused(line: i + 2, reason: "sequence \(op.id.sequence) after \(previous)") }
            previous = op.id.sequence
            operations.append(op)
        }
        if !operations.isEmpty, previous != last { throw Refused(line: 1, reason: "the header says \(first) to \(last), the operations end at \(previous)") }
        return Segment(device: device, operations: operations)
    }

    /// The framing segments and snapshots share: a header line `<format> <device> <fields…>`,
    /// lines, and a footer `end <count> <crc32>` over everything before it. Returns the header's
    /// device and its other fields, and the lines between (each within `maxLineBytes`).
    static func frame(_ data: Data, format: String, maxBytes: Int = maxBytes) throws(Refused)
        -> (header: (device: String, fields: [String]), lines: [Substring]) {
        guard data.count <= maxBytes else { throw Refused(line: 0, reason: "larger than \(maxBytes >> 20) MiB") }
        guard let footerStart = data.dropLast().lastIndex(of: 0x0A).map({ $0 + 1 }), data.last == 0x0A else {
            throw Refused(line: 0, reason: "incomplete (no footer)")
        }
        let body = data[data.startIndex..<footerStart]
        let footer = String(decoding: data[footerStart..<(data.endIndex - 1)], as: UTF8.self).split(separator: " ")
        guard footer.count == 3, footer[0] == "end", let count = Int(footer[1]) else {
            throw Refused(line: 0, reason: "incomplete (no footer)")
        }
        guard footer[2] == CRC32.hex(body) else { throw Refused(line: 0, reason: "checksum mismatch") }
        guard let text = String(validating: body, as: UTF8.self) else { throw Refused(line: 0, reason: "not UTF-8") }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let header = lines.first.map { $0.split(separator: " ") } ?? []
        let formatWords = format.split(separator: " ").count
        guard header.count > formatWords, header.prefix(formatWords).joined(separator: " ") == format else {
            throw Refused(line: 1, reason: "not a \(format) \(format == Self.format ? "segment" : "snapshot")")
        }
        let device = String(header[formatWords])
        guard DeviceID.isValid(device) else { throw Refused(line: 1, reason: "bad header") }
        guard lines.count - 1 == count else { throw Refused(line: 0, reason: "\(lines.count - 1) lines, the footer says \(count)") }
        let content = Array(lines.dropFirst())
        for (i, line) in content.enumerated() where line.utf8.count > maxLineBytes {
            throw Refused(line: i + 2, reason: "line too long")
        }
        return ((device, header.dropFirst(formatWords + 1).map(String.init)), content)
    }

    /// Framed bytes: the header, the lines, the footer.
    static func framed(header: String, lines: [String]) -> Data {
        var text = header + "\n"
        for line in lines { text += line + "\n" }
        let body = Data(text.utf8)
        return body + Data("end \(lines.count) \(CRC32.hex(body))\n".utf8)
    }

    static func operation(_ line: String, device: String, line number: Int) throws(Refused) -> SyncOperation {
        func refuse(_ reason: String) -> Refused { Refused(line: number, reason: reason) }
        guard let object = (try? JSONValue(parsing: line))?.object else { throw refuse("not a JSON object") }
        guard let seq = object["seq"]?.int64,
              let hlcText = object["hlc"]?.string, let clock = HLC(hlcText), clock.device == device else {
            throw refuse("bad seq or hlc")
        }
        guard let habit = object["habit"]?.string, DeviceID.isValid(habit) else { throw refuse("bad habit id") }
        let change: SyncOperation.Change
        if let name = object["field"]?.string {
            try checkText(name, .line, refuse)
            let value = object["value"]?.string
            if let given = object["value"], !given.isNull, value == nil { throw refuse("field value is not text") }
            if let value { try checkText(value, .multiline, refuse) }
            change = .field(name: name, value: value)
        } else if let dayText = object["day"]?.string {
            guard let date = CivilDate(parsing: dayText) else { throw refuse("bad day") }
            change = .day(date, try dayLog(object, refuse))
        } else if object["delete"]?.bool == true {
            change = .delete
        } else {
            throw refuse("unknown operation")
        }
        return SyncOperation(id: .init(device: device, sequence: seq), clock: clock, habit: habit, change: change)
    }

    /// The day fields of a line's object (`done`, `skip`, `skip_at`, `no`, `no_at`), checked.
    fileprivate static func dayLog(_ object: [String: JSONValue], _ refuse: (String) -> Refused) throws(Refused) -> DayLog {
        guard let items = object["done"]?.array, items.count <= 1000 else { throw refuse("bad completions") }
        let done = items.compactMap(\.array)
        guard done.count == items.count else { throw refuse("bad completions") }
        var entries: [DayLog.Entry] = []
        for e in done {
            // Five elements, a sixth (the mood, or null) when one was said, a seventh when a memo came later; more are a newer build's.
            guard e.count >= 5, let count = e[0].int, (1...1000).contains(count) else { throw refuse("bad completion") }
            let value = e[1].double
            if let value, !value.isFinite { throw refuse("bad amount") }
            let note = e[2].string
            if let note { try checkText(note, .multiline, refuse) }
            guard let source = e[3].string, !source.isEmpty, source.utf8.count <= 32,
                  let at = e[4].int64 else { throw refuse("bad completion") }
            try checkText(source, .line, refuse)
            var mood: Int?
            if e.count > 5, let m = e[5].double {
                guard let whole = Int(exactly: m), (1...5).contains(whole) else { throw refuse("bad mood") }
                mood = whole
            }
            let memoAt = e.count > 6 ? e[6].int64 : nil
            entries.append(DayLog.Entry(count: count, value: value, note: note, source: source, at: at, mood: mood, memoAt: memoAt))
        }
        let skip = object["skip"]?.string
        if let skip { try checkText(skip, .multiline, refuse) }
        let skipAt = object["skip_at"]?.int64 ?? 0
        let no = object["no"]?.string
        if let no { try checkText(no, .multiline, refuse) }
        let noAt = object["no_at"]?.int64 ?? 0
        return DayLog(completions: entries, skip: skip, skipAt: skipAt, no: no, noAt: noAt)
    }

    private static func checkText(_ text: String, _ field: TextSafety.Field, _ refuse: (String) -> Refused) throws(Refused) {
        guard text.utf8.count <= maxTextBytes else { throw refuse("text longer than \(maxTextBytes) bytes") }
        if let bad = TextSafety.firstUnsafe(in: text, field: field) { throw refuse("text holds \(bad.name)") }
    }
}

extension DayLog {
    /// The day's fields of a segment line, in order.
    var jsonFields: [(String, String)] {
        let entries = completions.map { e in
            "[\(e.count),\(e.value.map { JSONLiteral.number($0) } ?? "null"),\(e.note.map(JSONLiteral.string) ?? "null"),"
                + "\(JSONLiteral.string(e.source)),\(e.at)"
                + (e.memoAt.map { ",\(e.mood.map(String.init) ?? "null"),\($0)" } ?? e.mood.map { ",\($0)" } ?? "") + "]"
        }
        var fields = [("done", "[" + entries.joined(separator: ",") + "]"), ("skip", skip.map(JSONLiteral.string) ?? "null")]
        if skip != nil { fields.append(("skip_at", "\(skipAt)")) }
        if let no { fields += [("no", JSONLiteral.string(no)), ("no_at", "\(noAt)")] }
        return fields
    }

    /// The log as canonical text (the JSON its segment line carries): equal logs, equal text.
    public var text: String { JSONLiteral.object(jsonFields) }

    /// Reads `text` back; nil for anything else.
    public init?(text: String) {
        guard let object = (try? JSONValue(parsing: text))?.object,
              let log = try? Segment.dayLog(object, { Segment.Refused(line: 0, reason: $0) }) else { return nil }
        self = log
    }
}
