/// Dates as the user's LC_TIME writes them ("19.11.2026" under de_DE, "19/11/26" under es_ES),
/// from the locale's `D_FMT` pattern that the programs hand to the catalogue. ISO 8601 where
/// the locale is C, POSIX or C.UTF-8 or not installed, and for a pattern with directives
/// other than the numeric ones below; files, JSON and what commands accept stay ISO.
public enum DateText {
    /// `pattern` with %d, %e, %m, %y, %Y, %C, %F, %D and %%, or nil when it holds another.
    public static func format(_ d: CivilDate, _ pattern: String) -> String? {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        func four(_ n: Int) -> String { String(repeating: "0", count: max(0, 4 - String(n).count)) + String(n) }
        var out = ""
        var chars = pattern.makeIterator()
        while let c = chars.next() {
            guard c == "%" else { out.append(c); continue }
            switch chars.next() {
            case "d": out += two(d.day)
            case "e": out += d.day < 10 ? " \(d.day)" : String(d.day)
            case "m": out += two(d.month)
            case "y": out += two(d.year % 100)
            case "Y": out += four(d.year)
            case "C": out += two(d.year / 100)
            case "F": out += d.description
            case "D": out += "\(two(d.month))/\(two(d.day))/\(two(d.year % 100))"
            case "%": out += "%"
            default: return nil
            }
        }
        return out
    }
}

extension CivilDate {
    /// The date for people to read, in the user's LC_TIME (`DateText`).
    public var displayText: String {
        MessageCatalog.current.dateFormat.flatMap { DateText.format(self, $0) } ?? description
    }
}
