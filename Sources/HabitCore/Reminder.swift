/// A reminder: a local wall time, optionally only on some weekdays.
public struct Reminder: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var time: WallTime
    /// nil: every day the habit is due.
    public var days: WeekdaySet?

    public init(time: WallTime, days: WeekdaySet? = nil) {
        self.time = time
        self.days = days
    }

    public func applies(on weekday: Weekday) -> Bool { days?.contains(weekday) ?? true }

    public static func < (a: Reminder, b: Reminder) -> Bool { a.time < b.time }

    /// "07:30" or "07:30 (mon,wed)".
    public var description: String {
        guard let days, days != .all else { return time.description }
        return "\(time) (\(days))"
    }
}
