import Foundation
import HabitCore
import HabitStore
import Logging

/// The daemon's brain, without threads or timers: the wiring calls it on one serial queue
/// and arms one wall-clock timer for the instant each call returns. Every entry point takes
/// `now`, so every rule is tested with a controlled clock.
///
/// It plans from the store, shows what is due (checking the store again at fire time),
/// keeps the delivery ledger so that nothing fires twice across restarts, catches up
/// missed reminders once, and handles the notification's buttons.
public final class Engine {
    public let db: HabitDatabase
    let notifier: Notifier
    /// The user's zone; set it and `replan` when /etc/localtime changes.
    public var systemZone: TimeZone
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

    public private(set) var plan = ReminderPlan()
    private var snoozes: [Int64: Snooze] = [:]
    /// The rules of the last plan (each habit and the week start): what a button's write is judged by.
    private var plannedRules: [Int64: HabitRules] = [:]
    /// Notifications showing now, by habit.
    public private(set) var showing: [Int64: (handle: NotificationHandle, event: ReminderEvent)] = [:]
    private var plannedAt: Date = .distantPast
    /// Reminders that no notification server took, tried again after `retryDelay`.
    private var unshown: [ReminderEvent] = []
    private var retryAt: Date?
    private var retryDelay: TimeInterval = 30
    /// Each habit's recent log at its last achievement check: only a habit whose log changed
    /// is checked again (that check reads its whole history).
    private var checkedLogs: [Int64: LogFingerprint] = [:]

    /// Where zone offsets come from: the system tz database in the daemon.
    public let offsets: ZoneOffsets

    public init(db: HabitDatabase, notifier: Notifier, systemZone: TimeZone, offsets: ZoneOffsets = FoundationZoneOffsets()) {
        self.offsets = offsets
        self.db = db
        self.notifier = notifier
        self.systemZone = systemZone
    }

    /// When the timer should next fire: the soonest event or snooze. Every firing re-plans,
    /// so only an empty plan needs a wake-up of its own, halfway to the horizon.
    public var nextWake: Date? {
        let event = plan.next?.at ?? plannedAt.addingTimeInterval(horizon / 2)
        return [event, snoozes.values.map(\.until).min(), retryAt].compactMap { $0 }.min()
    }

    /// Starting up: catch up what was missed since the last run, then plan.
    @discardableResult
    public func start(now: Date) throws -> Date? {
        // Catch-up writes only the ledger, so the plan can be made from the same read.
        let state = try State.load(db, now: now, zone: systemZone, offsets: offsets)
        if let since = try db.lastAlive(), since < now {
            var planner = state.planner
            let overdue = state.snapshot.habits.flatMap {
                planner.events(for: $0, log: state.log($0), after: since, until: now.addingTimeInterval(1))
            }
            try deliver(overdue, now: now, state: state)
        }
        replan(now: now, state: state, snoozes: try db.snoozes())
        try db.setLastAlive(now)
        return nextWake
    }

    /// Re-plans every habit from the store (another process wrote it, the zone changed, the
    /// clock jumped, the config was reloaded), and closes notifications of habits that are
    /// no longer due (done or skipped elsewhere).
    @discardableResult
    public func replan(now: Date) throws -> Date? {
        replan(now: now, state: try State.load(db, now: now, zone: systemZone, offsets: offsets), snoozes: try db.snoozes())
        return nextWake
    }

    /// Re-plans from a read already made (`fire` and `start` write only the ledger and
    /// snoozes before they re-plan, so their read still holds).
    private func replan(now: Date, state: State, snoozes: [Snooze]) {
        var planner = state.planner
        var fresh = ReminderPlan()
        for h in state.snapshot.habits {
            fresh.replace(habitID: h.id!, with: planner.events(for: h, log: state.log(h), after: now,
                                                               until: now.addingTimeInterval(horizon)))
        }
        plan = fresh
        plannedAt = now
        plannedRules = state.rules
        celebrate(now: now, state: state)
        self.snoozes = Dictionary(uniqueKeysWithValues: snoozes.map { ($0.habitID, $0) })
        for (id, shown) in showing where !(state.rules[id]?.isDue(shown.event.date) ?? false) {
            notifier.close(shown.handle)
            showing[id] = nil
        }
    }

    /// The timer fired: handle every event and snooze due by `now`, then re-plan.
    @discardableResult
    public func fire(now: Date) throws -> Date? {
        let state = try State.load(db, now: now, zone: systemZone, offsets: offsets)
        let due = plan.upcoming(limit: .max).filter { $0.at <= now }
        try deliver(due, now: now, state: state)
        if let at = retryAt, at <= now { try retryUnshown(now: now, state: state) }
        for snooze in snoozes.values where snooze.until <= now {
            try db.removeSnooze(habitID: snooze.habitID)
            guard let habit = state.habit(snooze.habitID), let rules = state.rules[snooze.habitID], rules.isDue(snooze.date) else { continue }
            let event = ReminderEvent(habitID: snooze.habitID, habitName: habit.name, reminders: snooze.reminders, date: snooze.date,
                                      at: snooze.until, deferred: false, zone: systemZone)
            if show(event, habit: habit, rules: rules, settings: state.snapshot.settings) {
                logger.info("shown again after a snooze: \(habit.name) (\(snooze.date))")
                try db.record(FiringPolicy.deliveries(event, .shown, at: now))
            } else {
                remember(unshown: event, now: now)
            }
        }
        try db.setLastAlive(now)
        replan(now: now, state: state, snoozes: try db.snoozes())
        return nextWake
    }

    /// The habit whose showing notification this is.
    public func habitID(showing handle: NotificationHandle) -> Int64? {
        showing.first { $0.value.handle == handle }?.key
    }

    /// The server closed a notification (dismissed, expired, or closed by us): forget it, so a
    /// snooze or the next reminder shows a new one.
    public func closed(_ handle: NotificationHandle) {
        if let id = habitID(showing: handle) { showing[id] = nil }
    }

    /// The notification server went away, and what it showed with it: those reminders are
    /// shown again, if still due the same day, once a server takes them.
    @discardableResult
    public func serverVanished(now: Date) -> Date? {
        for shown in showing.values { remember(unshown: shown.event, now: now) }
        showing = [:]
        return nextWake
    }

    /// A notification server appeared: show what no server took, now rather than at the next retry.
    @discardableResult
    public func serverAppeared(now: Date) throws -> Date? {
        guard !unshown.isEmpty else { return nextWake }
        retryDelay = 30
        try retryUnshown(now: now, state: State.load(db, now: now, zone: systemZone, offsets: offsets))
        return nextWake
    }

    /// A button of a showing notification was pressed: write it, then re-plan.
    @discardableResult
    public func handle(_ action: NotificationAction, habitID: Int64, now: Date) throws -> Date? {
        guard try record(action, habitID: habitID, now: now) else { return nextWake }
        return try replan(now: now)
    }

    /// The write half of `handle`: the completion, skip or snooze and its ledger rows, in one
    /// transaction. False when the habit shows no notification (nothing written). The
    /// daemon times the click to this commit, then re-plans.
    public func record(_ action: NotificationAction, habitID: Int64, now: Date) throws -> Bool {
        guard let shown = showing[habitID] else { return false }
        let date = shown.event.date
        func ledger(_ outcome: DeliveryOutcome) -> [Delivery] {
            FiringPolicy.deliveries(habitID: habitID, date: date, reminders: shown.event.reminders, plannedAt: now, outcome, at: now)
        }
        switch action {
        case .markDone:
            let done = Completion(habitID: habitID, date: date, source: .notification, recordedAt: now)
            try db.record(plannedRules[habitID].map { .checkIn(done, habit: $0.habit, weekStart: $0.weekStart) } ?? .completion(done),
                          deliveries: ledger(.doneFromNotification))
            showing[habitID] = nil
        case .skipToday:
            try db.record(.skip(Skip(habitID: habitID, date: date, recordedAt: now)), deliveries: ledger(.skippedFromNotification))
            showing[habitID] = nil
        case .snooze:
            let minutes = try db.settings().snoozeMinutes
            let snooze = Snooze(habitID: habitID, date: date, reminders: shown.event.reminders,
                                until: now.addingTimeInterval(Double(minutes) * 60))
            try db.record(.snooze(snooze), deliveries: ledger(.snoozed))  // it stays showing until the snooze replaces it
        }
        return true
    }

    // MARK: - Celebrating

    /// Celebrates what the user just did: a goal, milestone or reward that became live
    /// through a change to today's log, in one notification per re-plan (several merge).
    /// What was reached in the past is recorded as seen, silently: everything live at a
    /// habit's first check in this process (imported history, reached while habitd was not
    /// running or celebrations were off), and what a backdated change made live. Only habits
    /// whose log changed since their last check are checked; recording first makes each
    /// achievement count once, across restarts and undo-redo.
    private func celebrate(now: Date, state: State) {
        guard celebrationsEnabled else { return }
        var fresh: [(habitID: Int64, date: CivilDate, achievement: Achievement)] = []
        for h in state.snapshot.habits {
            let rules = state.rules[h.id!]!
            let fingerprint = LogFingerprint(rules.log)
            let previous = checkedLogs[h.id!]
            guard previous != fingerprint else { continue }
            do {
                let today = CivilDate.of(now, in: h.zone.flatMap(TimeZone.init(identifier:)) ?? systemZone, offsets: offsets)
                // The recent log says whether anything can be live today; only then are the
                // streaks read (at start-up that spares every habit not done today).
                guard rules.mayHaveLiveAchievements(on: today) else {
                    checkedLogs[h.id!] = fingerprint
                    continue
                }
                let new = try db.newAchievements(of: rules, today: today, skipsKeepStreak: state.snapshot.settings.skipsKeepStreak,
                                                 at: now)
                checkedLogs[h.id!] = fingerprint
                let justDone = previous.map { $0.tallies[today] != fingerprint.tallies[today] } ?? false
                for a in new {
                    if justDone { fresh.append((h.id!, today, a)) } else { logger.info("recorded as seen: \(a.title) (\(a.key))") }
                }
            } catch {
                logger.warning("could not check the achievements of \(h.name): \(error)")
            }
        }
        guard let text = CelebrationText.merged(fresh.map(\.achievement)), let first = fresh.first else { return }
        let n = ReminderNotification(habitID: first.habitID, date: first.date, reminders: [], summary: text.summary,
                                     body: text.body, actions: [], replaces: nil, timeout: -1, icon: notificationIcon)
        do {
            _ = try notifier.show(n)
            logger.info("celebrated: \(text.summary) (\(fresh.map(\.achievement.key).joined(separator: ", ")))")
        } catch {
            logger.warning("no notification server took the celebration \(text.summary): \(error)")
        }
    }

    // MARK: - Delivering

    /// On-time events are decided one by one; late ones (the machine slept, the daemon was
    /// stopped) go through catch-up: once per habit, the same day, if still due.
    private func deliver(_ events: [ReminderEvent], now: Date, state: State) throws {
        let ledger3Days = try db.deliveries(from: CivilDate.of(now, in: systemZone, offsets: offsets).adding(days: -3))
        let delivered = Set(ledger3Days.map(\.key))
        let outcomes = Dictionary(ledger3Days.map { ($0.key, $0.outcome) }) { _, later in later }
        // Show first, write the ledger after, in one transaction: the notifications are what
        // is late if anything is.
        var ledger: [Delivery] = []
        for event in events where now.timeIntervalSince(event.at) <= grace {
            if event.nudge > 0 && userAnswered(event, delivered: outcomes) { continue }
            guard let habit = state.habit(event.habitID), let rules = state.rules[event.habitID],
                  let outcome = FiringPolicy.decide(event, rules: rules, delivered: delivered) else { continue }
            if outcome == .shown && !show(event, habit: habit, rules: rules, settings: state.snapshot.settings) {
                remember(unshown: event, now: now)
                continue
            }
            log(event, outcome)
            ledger += FiringPolicy.deliveries(event, outcome, at: now)
        }
        let late = events.filter { now.timeIntervalSince($0.at) > grace }
        for (event, outcome) in FiringPolicy.catchUp(late, now: now, rules: state.rules, delivered: delivered, offsets: offsets) {
            var recorded = outcome
            if outcome == .caughtUp, let habit = state.habit(event.habitID), let rules = state.rules[event.habitID],
               !show(event, habit: habit, rules: rules, settings: state.snapshot.settings) { recorded = .missed }
            log(event, recorded)
            ledger += FiringPolicy.deliveries(event, recorded, at: now)
        }
        try db.record(ledger)
    }

    /// Whether the reminder a nudge follows was answered (snoozed, or a snooze is pending):
    /// then the nudge is not shown, nor logged. Done and skipped need no check here: the
    /// habit is no longer due, so the nudge is suppressed like any reminder.
    private func userAnswered(_ nudge: ReminderEvent, delivered: [DeliveryKey: DeliveryOutcome]) -> Bool {
        if snoozes[nudge.habitID] != nil { return true }
        return nudge.reminders.contains { delivered[DeliveryKey(habitID: nudge.habitID, date: nudge.date, reminder: $0)] == .snoozed }
    }

    /// A reminder no server took: try again later (30 s, doubling to 10 min) while still due.
    private func remember(unshown event: ReminderEvent, now: Date) {
        unshown.removeAll { $0.habitID == event.habitID }
        unshown.append(event)
        guard retryAt == nil else { return }   // one retry for everything pending
        retryAt = now.addingTimeInterval(retryDelay)
        retryDelay = min(retryDelay * 2, 600)
    }

    private func retryUnshown(now: Date, state: State) throws {
        let pending = unshown
        unshown = []
        retryAt = nil
        for event in pending {
            guard let habit = state.habit(event.habitID), let rules = state.rules[event.habitID], rules.isDue(event.date),
                  CivilDate.of(now, in: event.zone, offsets: offsets) == event.date else { continue }
            if show(event, habit: habit, rules: rules, settings: state.snapshot.settings) {
                log(event, .shown)
                try db.record(FiringPolicy.deliveries(event, .shown, at: now))
            } else {
                remember(unshown: event, now: now)
            }
        }
        if unshown.isEmpty { retryDelay = 30 }
    }

    private func log(_ event: ReminderEvent, _ outcome: DeliveryOutcome) {
        logger.info("\(outcome.rawValue): \(event.habitName) (\(event.date) \(event.reminders.map(\.description).joined(separator: ",")))")
    }

    /// Shows one reminder, replacing the habit's notification if one is showing. The streak
    /// comes from the habit's derived state (the plan's read holds recent weeks only); if
    /// that read fails, the notification goes out without it.
    private func show(_ event: ReminderEvent, habit: Habit, rules: HabitRules, settings: Settings) -> Bool {
        let streaks = (try? db.progress(of: habit, through: event.date, weekStart: rules.weekStart,
                                        skipsKeepStreak: settings.skipsKeepStreak))?.fold.streaks
        var n = ReminderText.notification(for: event, habit: habit, rules: rules, streaks: streaks,
                                          supportsActions: actionsEnabled && notifier.supportsActions,
                                          replaces: showing[event.habitID]?.handle, timeout: notificationTimeout)
        n.icon = notificationIcon
        do {
            showing[event.habitID] = (try notifier.show(n), event)
            return true
        } catch {
            logger.warning("no notification server took the reminder for \(event.habitName): \(error)")
            return false
        }
    }
}

/// The store as one read saw it, with the rules of each habit.
struct State {
    let snapshot: StoreSnapshot
    let rules: [Int64: HabitRules]
    let planner: Planner

    static func load(_ db: HabitDatabase, now: Date, zone: TimeZone, offsets: ZoneOffsets) throws -> State {
        let snapshot = try db.snapshot(includeArchived: false, from: CivilDate.of(now, in: zone, offsets: offsets).adding(days: -40), folded: true)
        let weekStart = snapshot.settings.weekStart ?? db.weekStartDefault
        var rules: [Int64: HabitRules] = [:]
        for h in snapshot.habits { rules[h.id!] = HabitRules(habit: h, log: snapshot.log(for: h), weekStart: weekStart) }
        return State(snapshot: snapshot, rules: rules,
                     planner: Planner(settings: snapshot.settings, weekStart: weekStart, systemZone: zone, offsets: offsets))
    }

    func habit(_ id: Int64) -> Habit? { rules[id]?.habit }

    /// A habit's recent log, as folded once by `load`.
    func log(_ habit: Habit) -> HabitLog { rules[habit.id!]!.log }
}
