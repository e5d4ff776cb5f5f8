import Foundation

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
    /// (Unix seconds) until the next start; `starts[0]` is -infinity.
    struct ZoneDay {
        var starts: [Int]
        var offsets: [Int]
    }

    private struct Key: Hashable {
        let zone: String
        let day: Int
    }

    private var days: [Key: ZoneDay] = [:]

    public init() {}

    /// The instant wall time `time` on local date `date` in `zone` fires at.
    public mutating func instant(of time: WallTime, on date: CivilDate, in zone: TimeZone) -> Date {
        Date(timeIntervalSince1970: Double(seconds(of: time.minuteOfDay * 60, on: date, in: zone)))
    }

    /// Unix seconds for `secondOfDay` on `date` in `zone`, by the rules above.
    public mutating func seconds(of secondOfDay: Int, on date: CivilDate, in zone: TimeZone) -> Int {
        let local = date.dayNumber * 86_400 + secondOfDay
        let day = zoneDay(date, zone)
        var earliest: Int?
        for i in day.offsets.indices {
            let t = local - day.offsets[i]
            let segmentStart = i == 0 ? Int.min : day.starts[i]
            let segmentEnd = i + 1 < day.starts.count ? day.starts[i + 1] : Int.max
            if t >= segmentStart && t < segmentEnd { earliest = min(earliest ?? t, t) }
        }
        if let earliest { return earliest }
        // In a gap: the first transition after which the wall clock has passed `local`.
        for i in 1..<day.starts.count where local - day.offsets[i] < day.starts[i] && local - day.offsets[i - 1] >= day.starts[i] {
            return day.starts[i]
        }
        return local - day.offsets[day.offsets.count - 1]  // unreachable for consistent zone data
    }

    /// The local date and second of day of `instant` in `zone`.
    public static func local(_ instant: Date, in zone: TimeZone) -> (date: CivilDate, secondOfDay: Int) {
        let t = Int(instant.timeIntervalSince1970.rounded(.down))
        let local = t + zone.secondsFromGMT(for: instant)
        let day = local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400)
        return (CivilDate(dayNumber: day), local - day * 86_400)
    }

    /// Offsets and transitions over a window wide enough to hold every instant of the
    /// local date in any zone (offsets lie within ±16 h).
    mutating func zoneDay(_ date: CivilDate, _ zone: TimeZone) -> ZoneDay {
        let key = Key(zone: zone.identifier, day: date.dayNumber)
        if let cached = days[key] { return cached }
        let lo = date.dayNumber * 86_400 - 16 * 3600
        let hi = (date.dayNumber + 1) * 86_400 + 16 * 3600
        var starts = [Int.min]
        var offsets = [offset(zone, lo)]
        for t in transitions(zone, lo, hi) {
            starts.append(t)
            offsets.append(offset(zone, t))
        }
        let day = ZoneDay(starts: starts, offsets: offsets)
        days[key] = day
        return day
    }

    /// Every instant in (lo, hi] where the offset changes, to the second. Splits the range
    /// until each half holds one change; two changes that cancel within hours go unseen (no
    /// zone has them).
    private func transitions(_ zone: TimeZone, _ lo: Int, _ hi: Int) -> [Int] {
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

    private func offset(_ zone: TimeZone, _ t: Int) -> Int {
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))
    }
}
