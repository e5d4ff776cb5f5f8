/// A POSIX TZ rule such as `CET-1CEST,M3.5.0,M10.5.0/3` or `<+1030>-10:30<+11>-11,M10.1.0,M4.1.0`:
/// a standard offset and, optionally, a daylight offset with the rules for switching.
/// (POSIX offsets count west of UTC; these fields count east.)
public struct PosixTZ: Sendable, Equatable {
    public let standard: Int
    public let daylight: Int?
    let start: Rule?
    let end: Rule?

    /// When a change happens: a day of the year and a local time of that day.
    enum Rule: Sendable, Equatable {
        /// Month m, week w (1–5, 5 = last), weekday d (0 = Sunday), at `time` seconds.
        case monthWeekDay(m: Int, w: Int, d: Int, time: Int)
        /// Julian day 1–365, February 29 never counted.
        case julian(Int, time: Int)
        /// Zero-based day 0–365, February 29 counted.
        case zeroBased(Int, time: Int)
    }

    public init?(_ text: String) {
        var s = Substring(text)
        guard Self.name(&s), let std = Self.offset(&s) else { return nil }
        standard = -std
        if s.isEmpty {
            daylight = nil
            start = nil
            end = nil
            return
        }
        guard Self.name(&s) else { return nil }
        if let dst = Self.offset(&s) { daylight = -dst } else { daylight = standard + 3600 }
        guard s.first == ",", case _ = s.removeFirst(), let a = Self.rule(&s), s.first == ",", case _ = s.removeFirst(),
              let b = Self.rule(&s), s.isEmpty else { return nil }
        start = a
        end = b
    }

    /// Seconds east of UTC at Unix second `t`.
    public func offset(at t: Int) -> Int {
        guard let daylight, isDaylight(at: t) else { return standard }
        return daylight
    }

    /// Whether daylight time is in force at Unix second `t`.
    public func isDaylight(at t: Int) -> Bool {
        guard let daylight, let start, let end else { return false }
        // Any instant has a year (found by the fuzzer: one before year 1 had no January 1st);
        // rules repeat, so years outside 1...9999 take the nearest one's.
        let day = ((Double(t) + Double(standard)) / 86_400).rounded(.down)
        let year = min(9999, max(1, CivilDate(dayNumber: Int(max(-4e6, min(4e6, day)))).year))
        // Changes happen on local clocks: the start on standard time, the end on daylight time.
        let dstStart = Self.instant(start, year: year) - standard
        let dstEnd = Self.instant(end, year: year) - daylight
        let inDST = dstStart < dstEnd ? (t >= dstStart && t < dstEnd) : (t < dstEnd || t >= dstStart)
        return inDST
    }

    /// Local seconds since the epoch of a rule's moment in `year`.
    static func instant(_ rule: Rule, year: Int) -> Int {
        switch rule {
        case let .monthWeekDay(m, w, d, time):
            let first = CivilDate(year: year, month: m, day: 1)!
            var day = first.adding(days: (d - first.weekday.rawValue % 7 + 7) % 7)
            for _ in 1..<w where day.adding(days: 7).month == m { day = day.adding(days: 7) }
            return day.dayNumber * 86_400 + time
        case let .julian(n, time):
            // Day n of a 365-day year: after February, a leap year's extra day is skipped.
            let jan1 = CivilDate(year: year, month: 1, day: 1)!
            let leapShift = CivilDate.isLeap(year) && n > 59 ? 1 : 0
            return (jan1.dayNumber + n - 1 + leapShift) * 86_400 + time
        case let .zeroBased(n, time):
            return (CivilDate(year: year, month: 1, day: 1)!.dayNumber + n) * 86_400 + time
        }
    }

    // MARK: - Parsing

    private static func name(_ s: inout Substring) -> Bool {
        if s.first == "<" {
            guard let close = s.firstIndex(of: ">") else { return false }
            s = s[s.index(after: close)...]
            return true
        }
        let letters = s.prefix { $0.isLetter }
        guard letters.count >= 3 else { return false }
        s = s.dropFirst(letters.count)
        return true
    }

    /// `[+-]hh[:mm[:ss]]` as seconds, in the string's own sign convention.
    private static func offset(_ s: inout Substring) -> Int? {
        var sign = 1
        if s.first == "+" || s.first == "-" { sign = s.removeFirst() == "-" ? -1 : 1 }
        guard let t = clock(&s) else { return nil }
        return sign * t
    }

    private static func clock(_ s: inout Substring) -> Int? {
        var parts: [Int] = []
        repeat {
            if !parts.isEmpty { s.removeFirst() }
            let digits = s.prefix { $0.isASCII && $0.isNumber }
            // Hours go to 167 at most (RFC 8536); more digits than 3 is no clock (found by the
            // fuzzer: a long run of digits overflowed the seconds).
            guard !digits.isEmpty, digits.count <= 3, let n = Int(digits) else { return nil }
            parts.append(n)
            s = s.dropFirst(digits.count)
        } while s.first == ":" && parts.count < 3
        return parts[0] * 3600 + (parts.count > 1 ? parts[1] * 60 : 0) + (parts.count > 2 ? parts[2] : 0)
    }

    private static func rule(_ s: inout Substring) -> Rule? {
        func number() -> Int? {
            let digits = s.prefix { $0.isASCII && $0.isNumber }
            guard let n = Int(digits) else { return nil }
            s = s.dropFirst(digits.count)
            return n
        }
        func time() -> Int? {
            guard s.first == "/" else { return 7200 }
            s.removeFirst()
            return offset(&s)   // may be negative or past 24 h (RFC 8536 extension)
        }
        if s.first == "M" {
            s.removeFirst()
            guard let m = number(), s.first == ".", case _ = s.removeFirst(), let w = number(),
                  s.first == ".", case _ = s.removeFirst(), let d = number(), (1...12).contains(m), (1...5).contains(w),
                  (0...6).contains(d), let t = time() else { return nil }
            return .monthWeekDay(m: m, w: w, d: d, time: t)
        }
        if s.first == "J" {
            s.removeFirst()
            guard let n = number(), (1...365).contains(n), let t = time() else { return nil }
            return .julian(n, time: t)
        }
        guard let n = number(), (0...365).contains(n), let t = time() else { return nil }
        return .zeroBased(n, time: t)
    }
}
