/// JSON literals written by hand, for output that must be one line in a fixed key order
/// (a status bar's object, a journal segment's operation), which JSONEncoder does not give.
public enum JSONLiteral {
    /// A string literal: quotes, backslashes and control characters escaped (and U+2028 and
    /// U+2029, which some JSON readers take for line ends).
    public static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}":
                out += "\\u" + UInt16(scalar.value).paddedHex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `{"k":v,...}`, keys in the given order; the values are literals already.
    public static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    /// A number that reads back as the same Double: whole numbers without a fraction.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
