/// A calendar date with no time and no zone: what a completion belongs to.
///
/// Stored and printed as `YYYY-MM-DD`. Arithmetic is done on the proleptic Gregorian
/// day number (days since 1970-01-01), so no `Calendar` or clock is involved.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int
    /// Days since 1970-01-01 (negative before it): kept, since comparing, hashing and
    /// adding days all use it.
    public let dayNumber: Int

    /// Creates a date, or returns nil when it does not exist (2026-02-30, month 13…).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              day >= 1, day <= CivilDate.daysIn(month: month, year: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
        self.dayNumber = CivilDate.dayNumber(year: year, month: month, day: day)
    }

    /// The date `dayNumber` days after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    public init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
        self.dayNumber = dayNumber
    }

    /// Hinnant's `days_from_civil`.
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let iso = ((dayNumber + 3) % 7 + 7) % 7 + 1  // 1 = Monday … 7 = Sunday
        return Weekday(isoNumber: iso)!
    }

    public func adding(days: Int) -> CivilDate { CivilDate(dayNumber: dayNumber + days) }

    public func days(since other: CivilDate) -> Int { dayNumber - other.dayNumber }

    /// The first day of this date's month.
    public var startOfMonth: CivilDate { CivilDate(year: year, month: month, day: 1)! }

    public var daysInMonth: Int { CivilDate.daysIn(month: month, year: year) }

    /// The first day of the week containing this date, for weeks starting on `weekStart`.
    public func startOfWeek(_ weekStart: Weekday) -> CivilDate {
        let back = (weekday.isoNumber - weekStart.isoNumber + 7) % 7
        return adding(days: -back)
    }

    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public static func < (a: CivilDate, b: CivilDate) -> Bool { a.dayNumber < b.dayNumber }
    public static func == (a: CivilDate, b: CivilDate) -> Bool { a.dayNumber == b.dayNumber }
    public func hash(into hasher: inout Hasher) { hasher.combine(dayNumber) }
    /// A dictionary keyed by date hashes through this: the day number and the table's seed
    /// mixed by one multiplication (Fibonacci hashing), the product's high half folded into
    /// its low one (where a table takes its bucket), rather than SipHash (an `Int` key's
    /// one-shot hash, about 90 instructions; a board looks a day up some 9,000 times). Hash
    /// flooding, what SipHash guards against, needs keys an attacker can pick by the
    /// thousand; these are the days of the user's own log. The seed is each table's own, so
    /// two tables still lay the same days out differently (copying one into the other stays
    /// linear). Both this and `hash(into:)` hash `dayNumber` alone, what `==` compares.
    public func _rawHashValue(seed: Int) -> Int {
        let mixed = UInt64(bitPattern: Int64(dayNumber ^ seed)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 32))
    }

    public var description: String {
        // Written digit by digit into the string's own ten bytes (a small string, no
        // allocation): dates are spelt for every read's SQL and every fold's inputs.
        if (0...9999).contains(year), (1...12).contains(month), (1...31).contains(day) {
            return String(unsafeUninitializedCapacity: 10) { bytes in
                func put(_ n: Int, at start: Int, width: Int) {
                    var n = n
                    for i in stride(from: start + width - 1, through: start, by: -1) {
                        bytes[i] = UInt8(ascii: "0") + UInt8(n % 10)
                        n /= 10
                    }
                }
                put(year, at: 0, width: 4)
                bytes[4] = UInt8(ascii: "-")
                put(month, at: 5, width: 2)
                bytes[7] = UInt8(ascii: "-")
                put(day, at: 8, width: 2)
                return 10
            }
        }
        func pad(_ n: Int, _ w: Int) -> String {
            let s = String(n)
            return String(repeating: "0", count: max(0, w - s.count)) + s
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}

extension CivilDate {
    /// Parses exactly `YYYY-MM-DD`; nil for anything else or for a date that does not exist.
    /// Works on UTF-8 bytes: the store parses one of these per row.
    public init?(parsing text: String) {
        var text = text
        guard let date = text.withUTF8({ CivilDate(utf8: $0[...]) }) else { return nil }
        self = date
    }

    /// Parses exactly `YYYY-MM-DD` from UTF-8 bytes.
    public init?(utf8 b: Slice<UnsafeBufferPointer<UInt8>>) {
        guard b.count == 10 else { return nil }
        let s = b.startIndex
        guard b[s + 4] == UInt8(ascii: "-"), b[s + 7] == UInt8(ascii: "-") else { return nil }
        func digits(_ range: Range<Int>) -> Int? {
            var n = 0
            for i in range {
                let c = b[s + i]
                guard c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") else { return nil }
                n = n * 10 + Int(c - UInt8(ascii: "0"))
            }
            return n
        }
        guard let y = digits(0..<4), let m = digits(5..<7), let d = digits(8..<10) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// Parses `YYYY-MM-DD` dates joined by `separator`; nil when any piece is not a date.
    /// An empty text is an empty list.
    public static func list(parsing text: String, separator: UInt8 = UInt8(ascii: ",")) -> [CivilDate]? {
        var text = text
        return text.withUTF8 { b in
            var dates: [CivilDate] = []
            guard b.count > 0 else { return dates }
            var start = 0
            while true {
                var end = start
                while end < b.count, b[end] != separator { end += 1 }
                guard let date = CivilDate(utf8: b[start..<end]) else { return nil }
                dates.append(date)
                if end == b.count { return dates }
                start = end + 1
            }
        }
    }
}

extension CivilDate: Codable {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = CivilDate(parsing: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "not a YYYY-MM-DD date: \(text)"))
        }
        self = date
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
