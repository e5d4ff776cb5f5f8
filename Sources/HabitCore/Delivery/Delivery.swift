import Foundation

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

/// One entry of the ledger: a habit's reminder time on one of its local dates.
public struct Delivery: Hashable, Sendable {
    public var habitID: Int64
    public var date: CivilDate
    public var reminder: WallTime
    public var outcome: DeliveryOutcome
    /// When it was planned to fire.
    public var plannedAt: Date
    public var recordedAt: Date

    public init(habitID: Int64, date: CivilDate, reminder: WallTime, outcome: DeliveryOutcome, plannedAt: Date, recordedAt: Date) {
        self.habitID = habitID
        self.date = date
        self.reminder = reminder
        self.outcome = outcome
        self.plannedAt = plannedAt
        self.recordedAt = recordedAt
    }

    public var key: DeliveryKey { DeliveryKey(habitID: habitID, date: date, reminder: reminder) }
}

/// A reminder on a date: what "at most once per local date" counts.
public struct DeliveryKey: Hashable, Sendable {
    public let habitID: Int64
    public let date: CivilDate
    public let reminder: WallTime

    public init(habitID: Int64, date: CivilDate, reminder: WallTime) {
        self.habitID = habitID
        self.date = date
        self.reminder = reminder
    }
}
