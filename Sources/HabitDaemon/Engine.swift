import FoundationEssentials
import HabitCore
import HabitStore
import Logging

/// The daemon's brain, without threads or timers: the wiring calls it on one serial queue
/// and arms one wall-clock timer for the instant each call returns. Every entry point takes
/// `now`, so every rule is tested with a controlled clock.
///
/// It plans from the store (Engine+Planning), shows what is due, checking the store again
/// at fire time, and keeps the delivery ledger so that nothing fires twice across restarts
/// and missed reminders are caught up once (Engine+Delivery), celebrates what the user just
/// reached (Engine+Celebrations), and handles the notification's buttons (Engine+Actions).
/// It reads the store through a `StoreView` that re-reads only the habits a change touched.
public final class Engine {
    public let db: HabitDatabase
    let notifier: Notifier
    /// The user's zone; set it and `replan` when /etc/localtime changes.
    public var systemZone: Zone
    /// How late an event may be handled as on time; later ones go through catch-up.
    public var grace: TimeInterval = 120
    /// How far ahead the plan reaches; the engine wakes at least this often to re-plan.
    public var horizon: TimeInterval = 36 * 3600
    /// Milliseconds a notification stays up (0: until acted on; -1: the server's default).
    public var notificationTimeout: Int32 = 0
    /// The notifications' icon: a theme name or an absolute path.
    public var notificationIcon = NotificationIcon.standard
    /// Whether notifications carry buttons (when the server has the `actions` capability).
    public var actionsEnabled = true
    /// Whether goals, milestones and rewards get a notification of their own.
    public var celebrationsEnabled = true
    public var logger = Logger(label: "habitd")
    /// Told the `language` setting whenever a read of the store finds another than last time
    /// (and once at start), before any text is made from that read; habitd installs the
    /// catalogue of that language.
    public var onLanguage: ((String?) -> Void)?
    /// The `language` setting last handed to `onLanguage` (nil inside: not told yet).
    var languageTold: String??
    /// Where zone offsets come from: the system tz database in the daemon.
    public let offsets: ZoneOffsets
    /// Where the daily backups go; nil: none made (tests that do not ask for them).
    public var backups: StoreBackups?
    /// After a failed daily backup, when to try again.
    var backupRetry: Date?

    public internal(set) var plan = ReminderPlan()
    /// The store as last read; nil until `start`, and after `invalidate`.
    var view: StoreView?
    var snoozes: [Int64: Snooze] = [:]
    /// Notifications showing now, by habit.
    public internal(set) var showing: [Int64: (handle: NotificationHandle, event: ReminderEvent)] = [:]
    var plannedAt: Date = .distantPast
    /// Reminders that no notification server took, tried again after `retryDelay`.
    var unshown: [ReminderEvent] = []
    var retryAt: Date?
    var retryDelay: TimeInterval = 30
    /// Each habit's recent log at its last achievement check: only a habit whose log changed
    /// is checked again.
    var checkedLogs: [Int64: LogFingerprint] = [:]
    /// `[hooks]`: the runner (nil: none), the command of each event, and the time limit.
    public var hooks: HookRunner?
    public var hookCommands: [HookEvent.Kind: String] = [:]
    public var hookTimeout: TimeInterval = 10
    /// What the hooks have seen: each habit's day done, its last day looked at, the
    /// milestones recorded, and whether the first look (silent) was made.
    var hookDone: [Int64: CivilDate] = [:]
    var hookDay: [Int64: CivilDate] = [:]
    var milestonesSeen: Set<String> = []
    var hookSince: Date?
    var hooksPrimed = false

    public init(db: HabitDatabase, notifier: Notifier, systemZone: Zone, offsets: ZoneOffsets) {
        self.offsets = offsets
        self.db = db
        self.notifier = notifier
        self.systemZone = systemZone
    }

    /// When the timer should next fire: the soonest event or snooze. Every firing re-plans,
    /// so only an empty plan needs a wake-up of its own, halfway to the horizon.
    public var nextWake: Date? {
        let event = plan.next?.at ?? plannedAt.addingTimeInterval(horizon / 2)
        // Automatic reminders learn again each day.
        let relearn = view?.relearnAt(after: plannedAt, offsets: offsets)
        return [event, snoozes.values.map(\.until).min(), retryAt, relearn, nextBackupAt(after: plannedAt)].compactMap { $0 }.min()
    }

    /// Starting up (and after the clock was set or the zone changed): read the whole store,
    /// catch up what was missed since the last run, then plan.
    @discardableResult
    public func start(now: Date) throws -> Date? {
        var view = try StoreView.load(db, now: now, zone: systemZone, offsets: offsets)
        self.view = view
        tellLanguage(of: view)
        // Catch-up writes only the ledger, so the plan can be made from the same read. On a
        // store habitd never ran on, since today's start: a reminder that fell due before the
        // first start is caught up once like any other (not one of a habit added after it:
        // `StoreView.events`).
        let since = try db.lastAlive() ?? startOfToday(now)
        if since < now {
            let overdue = view.order.flatMap { view.events(for: $0, after: since, until: now.addingTimeInterval(1)) }
            try deliver(overdue, now: now)
        }
        try update(now: now, changed: .everything)
        try db.setLastAlive(now)
        hookStep(now: now)
        backUpIfDue(now: now)
        return nextWake
    }

    /// The instant today began in the system zone (by the local time of day: a day with a
    /// clock change begins an hour off, which catch-up, judging by dates, does not mind).
    func startOfToday(_ now: Date) -> Date {
        now.addingTimeInterval(-Double(ZoneResolver.local(now, in: systemZone, offsets: offsets).secondOfDay))
    }

    /// Re-plans what changed in the store (another process wrote it, a button's write), and
    /// closes notifications of habits that are no longer due (done or skipped elsewhere).
    /// When nothing changed (the daemon's own ledger writes), it costs one small read. A
    /// clock that went back since the last plan plans every habit again.
    @discardableResult
    public func replan(now: Date) throws -> Date? {
        try update(now: now, changed: try refresh(now: now), replanAll: now < plannedAt)
        hookStep(now: now)
        return nextWake
    }

    /// Forgets the store as read: the next step reads it whole (after a config reload).
    public func invalidate() { view = nil }

    /// The timer fired: handle every event and snooze due by `now`, then re-plan.
    @discardableResult
    public func fire(now: Date) throws -> Date? {
        let changed = try refresh(now: now)
        let due = plan.upcoming(limit: .max).filter { $0.at <= now }
        try deliver(due, now: now)
        if let at = retryAt, at <= now { try retryUnshown(now: now) }
        try showSnoozed(now: now)
        try db.setLastAlive(now)
        // Every habit is planned again from `now` (from memory): the horizon moves with the clock.
        try update(now: now, changed: changed, replanAll: true)
        hookStep(now: now)
        backUpIfDue(now: now)
        return nextWake
    }
}
