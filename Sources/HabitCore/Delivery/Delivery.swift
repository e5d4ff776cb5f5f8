import FoundationEssentials

/// What became of one reminder on one local date. The daemon's ledger: it makes firing
/// idempotent across restarts (a reminder fires at most once per local date) and tells
/// missed reminders from delivered ones.
public enum DeliveryOutcome: String, Sendable, Codable, CaseIterable {
    /// A notification was shown.
    case shown
    /// Not shown: the habit was done, skipped or its target met by the time it fired.
    case suppressed
    /// Not shown on time (daemon stopped, machine asleep), too late to catch up.
    case missed
    /// Shown late, once, because it was missed earlier the same day and still due.
    case caughtUp = "caught_up"
    /// Shown, then snoozed by the user.
    case snoozed
    /// Shown, then marked done from the notification.
    case doneFromNotification = "done_from_notification"
    /// Shown, then "Skip today" from the notification.
    case skippedFromNotification = "skipped_from_notification"
}

/// One entry of the ledger: a habit's reminder time (or one of its nudges) on one of its
/// local dates.
public struct Delivery: Hashable, Sendable {
    public var habitID: Int64
    public var date: CivilDate
    public var reminder: WallTime
    /// 0 for the reminder itself, k for its k-th nudge.
    public var nudge: Int
    public var outcome: DeliveryOutcome
    /// When it was planned to fire.
    public var plannedAt: Date
    public var recordedAt: Date

    public init(habitID: Int64, date: CivilDate, reminder: WallTime, nudge: Int = 0, outcome: DeliveryOutcome,
                plannedAt: Date, recordedAt: Date) {
        self.habitID = habitID
        self.date = date
        self.reminder = reminder
        self.nudge = nudge
        self.outcome = outcome
        self.plannedAt = plannedAt
        self.recordedAt = recordedAt
    }

    public var key: DeliveryKey { DeliveryKey(habitID: habitID, date: date, reminder: reminder, nudge: nudge) }
}

/// A reminder (or one of its nudges) on a date: what "at most once per local date" counts.
public struct DeliveryKey: Hashable, Sendable {
    public let habitID: Int64
    public let date: CivilDate
    public let reminder: WallTime
    public let nudge: Int

    public init(habitID: Int64, date: CivilDate, reminder: WallTime, nudge: Int = 0) {
        self.habitID = habitID
        self.date = date
        self.reminder = reminder
        self.nudge = nudge
    }

    /// The ledger's text for the reminder column: "09:00", or "09:00+2" for its second nudge.
    public var reminderText: String { nudge == 0 ? reminder.description : "\(reminder)+\(nudge)" }

    /// Reads `reminderText` back; nil for anything else.
    public static func parse(reminderText text: String) -> (WallTime, Int)? {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let time = try? WallTime.parse(String(parts[0])) else { return nil }
        guard parts.count == 2 else { return (time, 0) }
        guard let k = Int(parts[1]), k > 0 else { return nil }
        return (time, k)
    }
}
