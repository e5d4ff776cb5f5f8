import FoundationEssentials
import HabitCore

/// The time in a backup's name, `YYYYMMDD-HHMMSS` in UTC: `ISOInstant`'s form without its
/// separators (`20261129-070501` is 2026-11-29T07:05:01Z), written and read through it.
enum BackupStamp {
    static func text(_ date: Date) -> String {
        let digits = ISOInstant.format(date).filter(\.isNumber)
        return String(digits.prefix(8)) + "-" + String(digits.dropFirst(8))
    }

    /// The time `text` names, or nil when it is not one (fifteen characters, real date and time).
    static func date(_ text: Substring) -> Date? {
        let c = Array(text)
        guard c.count == 15, c[8] == "-" else { return nil }
        let t = { (from: Int, count: Int) in String(c[from..<(from + count)]) }
        return ISOInstant.parse("\(t(0, 4))-\(t(4, 2))-\(t(6, 2))T\(t(9, 2)):\(t(11, 2)):\(t(13, 2))Z")
    }
}
