import HabitCore
import FoundationEssentials

/// RFC 4180 CSV: fields quoted when they hold a comma, quote or line break.
public enum CSV {
    public static func line(_ fields: [String]) -> String {
        fields.map { f in
            f.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
                ? "\"" + f.replacing("\"", with: "\"\"") + "\"" : f
        }.joined(separator: ",")
    }

    /// The longest field read (a note, a name): past it the document is refused, so one
    /// field cannot take the memory an import has.
    public static let maxField = 1 << 20

    /// Parses a whole document into rows of fields.
    public static func parse(_ text: String) throws -> [[String]] {
        var rows: [[String]] = []
        try parse(Array(text.utf8)) { rows.append($0) }
        return rows
    }

    /// Parses UTF-8 `bytes`, handing `row` each row as it ends (blank lines are passed
    /// over): one pass over the bytes, nothing held but the row being read.
    public static func parse(_ bytes: [UInt8], row: ([String]) throws -> Void) throws {
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var i = 0
        func endField() throws {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
        }
        func endRow() throws {
            try endField()
            if !(fields.count == 1 && fields[0].isEmpty) { try row(fields) }
            fields.removeAll(keepingCapacity: true)
        }
        while i < bytes.count {
            let c = bytes[i]
            if quoted {
                if c == quote {
                    if i + 1 < bytes.count && bytes[i + 1] == quote { field.append(quote); i += 1 } else { quoted = false }
                } else { field.append(c) }
            } else if c == quote && field.isEmpty {
                quoted = true
            } else if c == comma {
                try endField()
            } else if c == lf || c == cr {
                if c == cr && i + 1 < bytes.count && bytes[i + 1] == lf { i += 1 }
                try endRow()
            } else {
                field.append(c)
            }
            if field.count > maxField {
                throw HabitError.invalidImport(tr("a CSV field is longer than %s MiB: refused", maxField >> 20))
            }
            i += 1
        }
        if quoted { throw HabitError.invalidImport(tr("CSV ends inside a quoted field")) }
        if !field.isEmpty || !fields.isEmpty { try endRow() }
    }
}
