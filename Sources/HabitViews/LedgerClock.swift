import FoundationEssentials
import HabitCore

/// What every face of the ledger needs to say "today": the clock's reading, the system
/// zone, the tz database as read, and the settings with their week start. Built once per
/// command or request; the core below never reads the clock itself.
public struct LedgerClock: Sendable {
    public let now: Date
    public let zone: Zone
    public let offsets: ZoneOffsets
    public let settings: Settings
    public let weekStart: Weekday

    public init(now: Date, zone: Zone, offsets: ZoneOffsets, settings: Settings, weekStart: Weekday) {
        self.now = now
        self.zone = zone
        self.offsets = offsets
        self.settings = settings
        self.weekStart = weekStart
    }

    /// Today in the system zone.
    public var today: CivilDate { CivilDate.of(now, in: zone, offsets: offsets) }

    /// Today where the habit lives: its pinned zone, else the system zone.
    public func today(for habit: Habit) -> CivilDate {
        CivilDate.of(now, in: offsets.zone(named: habit.zone, else: zone), offsets: offsets)
    }

    /// The minute of the day now in the habit's zone (its window's clock).
    public func minuteNow(for habit: Habit) -> Int {
        ZoneResolver.local(now, in: offsets.zone(named: habit.zone, else: zone), offsets: offsets).secondOfDay / 60
    }
}
