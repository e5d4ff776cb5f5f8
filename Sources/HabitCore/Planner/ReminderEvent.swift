import FoundationEssentials

/// One planned notification: a habit, the reminder time(s) it comes from, the local date
/// it belongs to, and the instant it fires.
public struct ReminderEvent: Hashable, Sendable {
    public let habitID: Int64
    public let habitName: String
    /// The reminder wall times that fire together at `at` (usually one; more when they
    /// land on one instant, e.g. both inside a DST gap or both deferred to quiet hours' end).
    public let reminders: [WallTime]
    /// The habit's local date the reminder belongs to.
    public let date: CivilDate
    public let at: Date
    /// Moved to the end of quiet hours (true only when every merged reminder was).
    public let deferred: Bool
    /// The zone the wall times and `date` are in: the habit's pinned zone or the system's.
    public let zone: Zone
    /// 0 for a reminder; k for the k-th nudge after it (the habit's `Nudge`).
    public let nudge: Int

    public init(habitID: Int64, habitName: String, reminders: [WallTime], date: CivilDate, at: Date, deferred: Bool,
                zone: Zone, nudge: Int = 0) {
        self.habitID = habitID
        self.habitName = habitName
        self.reminders = reminders
        self.date = date
        self.at = at
        self.deferred = deferred
        self.zone = zone
        self.nudge = nudge
    }

    /// Soonest first; at one instant, by habit name in code point order (which UTF-8 byte
    /// order equals), so that every implementation agrees on the order.
    public static func precedes(_ a: ReminderEvent, _ b: ReminderEvent) -> Bool {
        if a.at != b.at { return a.at < b.at }
        return a.habitName.utf8.lexicographicallyPrecedes(b.habitName.utf8)
    }
}
