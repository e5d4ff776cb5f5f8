import FoundationEssentials

/// Turns local wall times into instants, by DESIGN.md's rules, on top of Foundation's zone
/// offsets (`secondsFromGMT(for:)`), without `Calendar.nextDate`:
/// - a wall time that exists once fires at that instant;
/// - one that exists twice (clocks go back) fires at the earlier instant;
/// - one that does not exist (clocks go forward) fires at the transition instant, the
///   first instant after the gap.
///
/// It caches what it learns about each (zone, local date), so planning thousands of habits
/// in one zone asks Foundation a handful of questions per day. Not thread-safe: one per planner.
public struct ZoneResolver {
    /// The offsets in force around one local date: `offsets[i]` holds from `starts[i]`
    /// (Unix seconds) until the next start; `starts[0]` is -infinity. Up to three
    /// transitions, stored inline (a 56-hour window never holds more), so copies are free.
    struct ZoneDay {
        private var s1 = Int.max, s2 = Int.max, s3 = Int.max
        private var o0 = 0, o1 = 0, o2 = 0, o3 = 0
        private(set) var count = 1
        /// The window of instants these offsets describe.
        let window: ClosedRange<Int>

        init(initial: Int, transitions: [(at: Int, offset: Int)], window: ClosedRange<Int>) {
            self.window = window
            o0 = initial
            for (i, t) in transitions.prefix(3).enumerated() {
                switch i {
                case 0: (s1, o1) = (t.at, t.offset)
                case 1: (s2, o2) = (t.at, t.offset)
                default: (s3, o3) = (t.at, t.offset)
                }
            }
            count = 1 + min(3, transitions.count)
        }

        func start(_ i: Int) -> Int { i == 0 ? Int.min : i == 1 ? s1 : i == 2 ? s2 : s3 }
        func offset(_ i: Int) -> Int { i == 0 ? o0 : i == 1 ? o1 : i == 2 ? o2 : o3 }
        private func end(_ i: Int) -> Int { i + 1 < count ? start(i + 1) : Int.max }

        /// Unix seconds for `secondOfDay` on this day (`dayNumber`), by the rules above.
        func seconds(of secondOfDay: Int, dayNumber: Int) -> Int {
            let local = dayNumber * 86_400 + secondOfDay
            if count == 1 { return local - o0 }
            var earliest: Int?
            for i in 0..<count {
                let t = local - offset(i)
                if t >= (i == 0 ? Int.min : start(i)) && t < end(i) { earliest = min(earliest ?? t, t) }
            }
            if let earliest { return earliest }
            // In a gap: the first transition after which the wall clock has passed `local`.
            for i in 1..<count where local - offset(i) < start(i) && local - offset(i - 1) >= start(i) {
                return start(i)
            }
            return local - offset(count - 1)  // unreachable for consistent zone data
        }

        /// The offset in force at `t`, when `t` lies in the window.
        func offset(at t: Int) -> Int? {
            guard window.contains(t) else { return nil }
            var i = count - 1
            while i > 0 && t < start(i) { i -= 1 }
            return offset(i)
        }
    }

    private struct Key: Hashable {
        let zone: Int
        let day: Int
    }

    private var zoneKeys: [String: Int] = [:]
    private var days: [Key: ZoneDay] = [:]
    /// Where offsets come from (the system tz database, in the executables).
    public let offsets: ZoneOffsets

    public init(offsets: ZoneOffsets) {
        self.offsets = offsets
    }

    /// A small number standing for `zone` in the cache (hashing the name once, not per day).
    mutating func key(_ zone: Zone) -> Int {
        let id = zone.identifier
        if let k = zoneKeys[id] { return k }
        zoneKeys[id] = zoneKeys.count
        return zoneKeys.count - 1
    }

    /// Unix seconds for `secondOfDay` on `date` in `zone`, by the rules above.
    public mutating func seconds(of secondOfDay: Int, on date: CivilDate, in zone: Zone) -> Int {
        zoneDay(date, zone, key: key(zone)).seconds(of: secondOfDay, dayNumber: date.dayNumber)
    }

    /// The local date and second of day of `instant` in `zone`.
    public static func local(_ instant: Date, in zone: Zone, offsets: ZoneOffsets)
        -> (date: CivilDate, secondOfDay: Int) {
        let t = Int(instant.timeIntervalSince1970.rounded(.down))
        let local = t + offsets.offset(zone, at: t)
        let day = local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400)
        return (CivilDate(dayNumber: day), local - day * 86_400)
    }

    /// Offsets and transitions over a window wide enough to hold every instant of the
    /// local date in any zone (offsets lie within ±16 h).
    mutating func zoneDay(_ date: CivilDate, _ zone: Zone, key zoneKey: Int) -> ZoneDay {
        let key = Key(zone: zoneKey, day: date.dayNumber)
        if let cached = days[key] { return cached }
        let lo = date.dayNumber * 86_400 - 16 * 3600
        let hi = (date.dayNumber + 1) * 86_400 + 16 * 3600
        let day = ZoneDay(initial: offset(zone, lo), transitions: transitions(zone, lo, hi).map { ($0, offset(zone, $0)) },
                          window: lo...hi)
        days[key] = day
        return day
    }

    /// Every instant in (lo, hi] where the offset changes, to the second. Splits the range
    /// until each half holds one change; two changes that cancel within hours go unseen (no
    /// zone has them).
    private func transitions(_ zone: Zone, _ lo: Int, _ hi: Int) -> [Int] {
        let a = offset(zone, lo), b = offset(zone, hi)
        if hi - lo > 6 * 3600 {
            let mid = lo + (hi - lo) / 2
            let m = offset(zone, mid)
            if a == m && m == b { return [] }
            return transitions(zone, lo, mid) + transitions(zone, mid, hi)
        }
        if a == b { return [] }
        var (l, h) = (lo, hi)  // offset(l) == a, offset(h) != a
        while h - l > 1 {
            let mid = l + (h - l) / 2
            if offset(zone, mid) == a { l = mid } else { h = mid }
        }
        return [h] + transitions(zone, h, hi)
    }

    private func offset(_ zone: Zone, _ t: Int) -> Int {
        offsets.offset(zone, at: t)
    }
}
