import FoundationEssentials
import HabitCore

/// The time in a backup's name, `YYYYMMDD-HHMMSS` in UTC, written and read without a
/// `DateFormatter` (issue 45): `20261129-070501` is 2026-11-29 07:05:01 UTC.
enum BackupStamp {
    static func text(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let (days, rest) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let dayNumber = rest < 0 ? days - 1 : days
        let second = rest < 0 ? rest + 86_400 : rest
        let day = CivilDate(dayNumber: dayNumber)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return String(day.year) + two(day.month) + two(day.day) + "-" + two(second / 3600) + two(second / 60 % 60) + two(second % 60)
    }

    /// The time `text` names, or nil when it is not one (fifteen characters, real date and time).
    static func date(_ text: Substring) -> Date? {
        let chars = Array(text.utf8)
        guard chars.count == 15, chars[8] == UInt8(ascii: "-"),
              chars.enumerated().allSatisfy({ $0.offset == 8 || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0.element) }) else { return nil }
        func number(_ from: Int, _ count: Int) -> Int { chars[from..<(from + count)].reduce(0) { $0 * 10 + Int($1 - 48) } }
        let (hour, minute, second) = (number(9, 2), number(11, 2), number(13, 2))
        guard let day = CivilDate(year: number(0, 4), month: number(4, 2), day: number(6, 2)),
              hour < 24, minute < 60, second < 60 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(day.dayNumber * 86_400 + hour * 3600 + minute * 60 + second))
    }
}
