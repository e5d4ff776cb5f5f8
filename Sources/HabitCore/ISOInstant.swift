import FoundationEssentials

/// ISO-8601 instants as the contract writes and reads them, without ICU:
/// `YYYY-MM-DDTHH:MM:SS[.fff](Z|±HH:MM)` in, `YYYY-MM-DDTHH:MM:SSZ` out.
public enum ISOInstant {
    /// nil for anything that is not a complete, valid instant with a zone designator.
    public static func parse(_ text: String) -> Date? {
        let b = Array(text.utf8)
        guard b.count >= 20 else { return nil }
        func num(_ from: Int, _ len: Int) -> Int? {
            guard from + len <= b.count else { return nil }
            var n = 0
            for c in b[from..<from + len] {
                guard c >= 48, c <= 57 else { return nil }
                n = n * 10 + Int(c - 48)
            }
            return n
        }
        guard b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"), b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: "t"),
              b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
              let y = num(0, 4), let mo = num(5, 2), let d = num(8, 2), let h = num(11, 2), let mi = num(14, 2), let s = num(17, 2),
              let date = CivilDate(year: y, month: mo, day: d), h <= 23, mi <= 59, s <= 59 else { return nil }
        var i = 19
        var fraction = 0.0
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            var scale = 0.1
            let start = i
            while i < b.count, b[i] >= 48, b[i] <= 57 {
                fraction += Double(b[i] - 48) * scale
                scale /= 10
                i += 1
            }
            if i == start { return nil }
        }
        guard i < b.count else { return nil }
        var offset = 0
        if b[i] == UInt8(ascii: "Z") || b[i] == UInt8(ascii: "z") {
            i += 1
        } else if b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") {
            guard i + 6 == b.count, b[i + 3] == UInt8(ascii: ":"), let oh = num(i + 1, 2), let om = num(i + 4, 2),
                  oh <= 23, om <= 59 else { return nil }
            offset = (oh * 3600 + om * 60) * (b[i] == UInt8(ascii: "-") ? -1 : 1)
            i += 6
        } else {
            return nil
        }
        guard i == b.count else { return nil }
        let seconds = date.dayNumber * 86_400 + h * 3600 + mi * 60 + s - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// `2026-03-29T01:00:00Z` (whole seconds, rounded down).
    public static func format(_ date: Date) -> String {
        let (day, secs) = split(date)
        return "\(CivilDate(dayNumber: day))T\(two(secs / 3600)):\(two(secs / 60 % 60)):\(two(secs % 60))Z"
    }

    static func split(_ date: Date) -> (day: Int, second: Int) {
        let t = Int(date.timeIntervalSince1970.rounded(.down))
        return (floorDiv(t, 86_400), floorMod(t, 86_400))
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
    static func floorMod(_ a: Int, _ b: Int) -> Int { a - floorDiv(a, b) * b }
    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
