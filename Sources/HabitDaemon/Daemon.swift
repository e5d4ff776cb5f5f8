import Dispatch
import FoundationEssentials
import HabitControl
import HabitCore
import HabitStore
import Logging
import Posix

/// The running daemon: wires the engine to its timer, watchers, control socket and signals.
/// One serial queue owns all of it; every happening (the timer, a store change, a zone
/// change, a clock jump, a notification's button, a control request, a signal) becomes a
/// block on that queue. Nothing polls: between events every thread sleeps.
///
/// `@unchecked Sendable`: all mutable state is touched only on `queue`.
public final class Daemon: @unchecked Sendable {
    public struct Options: Sendable {
        public var databasePath: String
        public var configPath: String
        /// False for the default config path, whose absence means "all defaults".
        public var configMustExist: Bool
        public var environment: [String: String]
        public var version: String
        /// Installs the messages of a language (nil: the environment's); see `Engine.onLanguage`.
        public var useLanguage: (@Sendable (String?) -> Void)?
        /// How late an event may fire and still be on time (`Engine.grace`); nil: two minutes.
        /// A simulated clock scales it, so the machine's own jitter, sped up, is no sleep.
        public var grace: TimeInterval?

        public init(databasePath: String, configPath: String, configMustExist: Bool, environment: [String: String], version: String) {
            self.databasePath = databasePath
            self.configPath = configPath
            self.configMustExist = configMustExist
            self.environment = environment
            self.version = version
        }
    }

    public let queue = DispatchQueue(label: "habitd.engine")
    public private(set) var config: DaemonConfig
    let options: Options
    /// This habitd's hold on its store: no second one starts on it.
    private let storeLock: StoreLock
    /// The store's file as habitd opened it: a different one at the path (deleted, replaced)
    /// is never written into unseen.
    private let storeFile: FileIdentity?
    /// Why habitd stopped on its own (the store deleted); nil for a signal.
    public private(set) var failure: String?
    /// The store's file was replaced: the program should start again on the new one.
    public private(set) var restartRequested = false
    let engine: Engine
    let notifier: Notifier
    let clock: @Sendable () -> Date
    /// The real instant at which `clock` reads a given one: the same instant, but under a
    /// simulated clock (`ClockRate`), where the timer is armed.
    private let realInstant: @Sendable (Date) -> Date
    var logger: Logger
    private let startedAt: Date
    private let systemd: SystemdNotify
    private let timer: DispatchSourceTimer
    private var files: FileChangeWatch?
    /// Nil unless sync is set up.
    private var sync: SyncWatch?
    private var clockWatch: ClockSetWatch?
    private var control: ControlServer?
    private var signals: [DispatchSourceSignal] = []
    /// The configured localtime link's folder and name, split once per config rather than at
    /// every file event.
    private var localtime = (folder: "", name: "")
    /// The last STATUS= sent to systemd; sent again only when it changes.
    private var sentStatus: String?
    /// The deadline the timer is armed for, to log how late it fires.
    private var armedFor: Date?
    /// The system zone as configured (`UTC`, where Foundation says GMT), for the log.
    private var zoneName: String
    /// Whether a notification server has owned the bus name since habitd started.
    private var serverSeen = false
    private let databaseFolder: String
    private let databaseName: String
    /// Set on SIGTERM; the caller's main thread waits for it.
    private let stopped = DispatchSemaphore(value: 0)
    /// Told the config at start and at each reload, and nil at the stop: what habitd runs
    /// beside the engine and does not own (the HTTP API, wired by the executable).
    public var onConfig: (@Sendable (DaemonConfig?) -> Void)?
    /// Told after each burst of commits to the store settles, whoever made them (the HTTP
    /// API's event streams).
    public var onStoreChanged: (@Sendable () -> Void)?
    /// Where the web API is served, for `daemon status` and `habitctl web login`.
    public var webAddress: (@Sendable () -> String?)?
    /// Told after each engine step (habitd gives malloc's free pages back after a burst).
    public var afterStep: (@Sendable () -> Void)?

    /// Reads the config and opens the store; throws a one-line error on bad config or database.
    public init(options: Options, notifier: Notifier, logger: Logger, clock: @escaping @Sendable () -> Date = { Date() },
                realInstant: @escaping @Sendable (Date) -> Date = { $0 }) throws {
        self.options = options
        self.notifier = notifier
        self.clock = clock
        self.realInstant = realInstant
        self.logger = logger
        config = try DaemonConfig.load(path: options.configPath, mustExist: options.configMustExist)
        self.logger.logLevel = config.logLevel
        storeLock = try StoreLock(databasePath: options.databasePath)
        // One connection, not GRDB's DatabasePool: every store access happens on `queue`, one
        // at a time, so the pool's concurrent readers would only add connections and queues.
        var db = try HabitDatabase.open(path: options.databasePath, access: .single, busyTimeout: 30,
                                        weekStartDefault: WeekStartDefault.from(environment: options.environment)) { line in
            logger.notice("\(line)")
        }
        db.now = clock
        storeFile = FileIdentity(path: options.databasePath)
        let offsets = SystemZones.offsets(environment: options.environment)
        let system = SystemZones.zone(localtime: config.localtime, environment: options.environment, known: offsets)
        zoneName = system.identifier
        engine = Engine(db: db, notifier: notifier, systemZone: system, offsets: offsets)
        engine.logger = self.logger
        engine.onLanguage = options.useLanguage
        engine.backups = StoreBackups(databasePath: options.databasePath, environment: options.environment)
        startedAt = clock()
        systemd = SystemdNotify(environment: options.environment)
        timer = DispatchSource.makeTimerSource(queue: queue)
        let url = URL(fileURLWithPath: options.databasePath)
        databaseFolder = url.deletingLastPathComponent().path
        databaseName = url.lastPathComponent
        apply(config)
    }

    /// Plans, starts every watcher, tells systemd it is ready, and blocks until SIGTERM or SIGINT.
    public func run() throws {
        try queue.sync { try start() }
        stopped.wait()
        if let failure { throw StoreGone(message: failure) }
    }

    /// habitd's store was deleted under it.
    public struct StoreGone: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    private func start() throws {
        timer.setEventHandler { [unowned self] in
            let now = self.clock()
            if let armed = self.armedFor {
                self.logger.debug("timer: \((now.timeIntervalSince(armed) * 1000).fixed(1)) ms after its deadline")
            }
            self.armedFor = nil  // fired: whatever comes next is armed again
            self.step("timer") { try self.engine.fire(now: now) }
        }
        timer.resume()
        step("start") { try self.engine.start(now: self.clock()) }

        // A commit writes the -wal file (and a checkpoint the database); the -shm file only
        // follows them, with many small writes of its own. A burst of commits re-plans once,
        // debounce_ms after the last.
        let files = try FileChangeWatch(
            queue: queue, settleMilliseconds: config.debounceMilliseconds,
            classify: { [databaseFolder, databaseName] folder, name in
                guard folder == databaseFolder, name.hasPrefix(databaseName) else { return .reported }
                return name.hasSuffix("-shm") ? .ignored : .settling
            },
            settled: { [unowned self] in
                guard self.storeIsTheSameFile() else { return }
                self.onStoreChanged?()
                self.noticeSyncSetUp()
                // What the API wrote through its own connection goes to the other machines now,
                // not at the next habitctl command (which publishes what it finds, too).
                if self.sync != nil, (try? self.engine.db.hasUnpublished()) == true { self.publish() }
                self.step("re-plan after a store change") { try self.engine.replan(now: self.clock()) }
            },
            changed: { [unowned self] folder, name in self.fileChanged(folder, name) })
        try files.watch(folder: databaseFolder)
        try watchLocaltime(files)
        self.files = files
        try startSync()
        do {
            clockWatch = try ClockSetWatch(queue: queue) { [unowned self] in
                self.logger.notice("the clock was set; planning again")
                self.step("clock set") { try self.engine.start(now: self.clock()) }
            }
        } catch { logger.warning("cannot watch for clock changes: \(error)") }

        let socketPath = config.controlSocket ?? ControlSocketPath.resolve(environment: options.environment)
        control = try ControlServer(path: socketPath, queue: queue) { [unowned self] in self.answer($0) }

        // The program holds these signals blocked from its start (`Processes.holdStopSignals`):
        // one sent before now waits here rather than being lost or ending habitd half set up.
        for sig in [Processes.Signal.hangUp, .terminate, .interrupt] {
            let source = DispatchSource.makeSignalSource(signal: sig.number, queue: queue)
            source.setEventHandler { [unowned self] in
                if sig == .hangUp { self.reload(reason: "SIGHUP") } else { self.stop(signal: sig) }
            }
            source.resume()
            signals.append(source)
        }
        warnIfWideOpen(config)
        onConfig?(config)
        let server = notifier.server()
        logger.notice("habitd \(options.version) started: database \(options.databasePath), control \(socketPath), zone \(zoneName), notifications \(server.map { "\($0.name) \($0.version)" } ?? "unavailable")")
        systemd.send(["READY=1", "MAINPID=\(Processes.id)", "STATUS=" + statusLine()])
    }

    // MARK: - Happenings, all on `queue`

    /// Runs one engine step, re-arms the timer, and keeps going through errors (a locked or
    /// unreadable store is retried in 5 s).
    private func step(_ what: String, _ body: () throws -> Date?) {
        do {
            let cpu = Processes.threadCPUSeconds()
            arm(try body())
            logger.debug("\(what): \(((Processes.threadCPUSeconds() - cpu) * 1000).fixed(2)) ms of CPU")
        } catch {
            logger.error("\(what): \(error); trying again in 5 s")
            arm(clock().addingTimeInterval(5))
        }
        afterStep?()
    }

    private func arm(_ wake: Date?) {
        // Armed already for this instant (most store changes leave the next wake-up alone):
        // re-arming would only wake libdispatch's timer thread.
        if let wake, wake == armedFor { return }
        armedFor = wake
        if let wake {
            let seconds = realInstant(wake).timeIntervalSince1970
            timer.schedule(wallDeadline: DispatchWallTime(secondsSince1970: seconds), leeway: .milliseconds(1))
        } else {
            timer.schedule(wallDeadline: .distantFuture)
        }
        let status = statusLine()
        if status != sentStatus {
            systemd.send(["STATUS=" + status])
            sentStatus = status
        }
        logger.debug("next wake-up \(wake.map { ISOInstant.format($0) } ?? "none")")
    }

    // MARK: - Sync

    /// When sync is set up: publishes what a crash may have left, applies what arrived while
    /// habitd was not running, and watches the journal folder.
    private func startSync() throws {
        guard let files, var watch = try SyncWatch(db: engine.db) else { return }
        try watch.watch(with: files)
        sync = watch
        logger.notice("syncing through \(watch.folder.root) as device \(watch.device)")
        publish()
        receive(reason: "start")
    }

    /// Applies the segments that arrived; the notifications of habits done elsewhere close and
    /// their reminders are dropped by the re-plan.
    private func receive(reason: String) {
        step("sync: \(reason)") {
            let report = try self.engine.db.receiveJournal()
            for line in report.quarantined + report.held { self.logger.warning("sync: \(line)") }
            if report.segments > 0 {
                self.logger.info("sync: \(report.segments) segment(s), \(report.applied) change(s) applied, \(report.changedHabits.count) habit(s) changed")
            }
            return try self.engine.replan(now: self.clock())
        }
    }

    /// Publishes this device's committed operations (after its own writes, and on start).
    private func publish() {
        guard sync != nil else { return }
        do {
            try engine.db.publishJournal()
            if let c = try engine.db.compactJournal() {
                logger.info("sync: snapshot through \(c.through) (\(c.entries) entries, \(c.bytes) bytes); \(c.removed) files it covers removed")
            }
        } catch {
            logger.error("sync: cannot publish: \(error); trying again after the next change")
        }
    }

    /// Sync set up while habitd runs: noticed at the next store change.
    private func noticeSyncSetUp() {
        guard sync == nil, (try? engine.db.syncConfiguration()) ?? nil != nil else { return }
        do { try startSync() } catch { logger.error("sync: \(error)") }
    }

    /// A file other than the store's changed (the store's are `FileChangeWatch`'s bursts).
    private func fileChanged(_ folder: String, _ name: String) {
        if let watch = sync {
            switch watch.classify(folder, name) {
            case .newDevice:
                if let files { try? sync?.watch(with: files) }
                return receive(reason: "a new device")
            case .segment:
                return receive(reason: "segment \(name)")
            case .none:
                break
            }
        }
        if folder == localtime.folder, name == localtime.name {
            let system = SystemZones.zone(localtime: config.localtime, environment: options.environment, known: engine.offsets)
            guard system.identifier != engine.systemZone.identifier else { return }
            logger.notice("the system zone changed from \(zoneName) to \(system.identifier); planning again")
            (engine.systemZone, zoneName) = (system, system.identifier)
            step("re-plan after a zone change") { try self.engine.start(now: self.clock()) }
        }
    }

    private func watchLocaltime(_ files: FileChangeWatch) throws {
        if localtime.folder != databaseFolder { try files.watch(folder: localtime.folder) }
    }


    /// A notification's button: hop here from the notifier's thread.
    public func notificationAction(_ action: NotificationAction, handle: NotificationHandle) {
        let pressed = DispatchTime.now()
        queue.async { [self] in
            guard let habitID = engine.habitID(showing: handle) else { return }
            do {
                guard try engine.record(action, habitID: habitID, now: clock()) else { return }
            } catch {
                logger.error("\(action.label) from the notification could not be written: \(error)")
                return
            }
            let ms = Double(DispatchTime.now().uptimeNanoseconds - pressed.uptimeNanoseconds) / 1e6
            logger.info("\(action.label) from the notification, committed in \(ms.fixed(2)) ms")
            publish()
            step("re-plan after \(action.label)") { try self.engine.replan(now: self.clock()) }
        }
    }

    /// The notification server left the bus.
    public func notificationServerVanished() {
        queue.async { [self] in
            if serverSeen {
                logger.warning("the notification server left the session bus; what it showed is shown again when one returns")
            } else {
                logger.notice("no notification server running yet; reminders go to the one that starts")
            }
            serverSeen = false
            arm(engine.serverVanished(now: clock()))
        }
    }

    /// A notification server took the bus name.
    public func notificationServerAppeared() {
        queue.async { [self] in
            serverSeen = true
            logger.notice("a notification server is on the session bus")
            step("showing reminders again") { try self.engine.serverAppeared(now: self.clock()) }
        }
    }

    /// The session bus went away (false) or habitd connected to one again (true).
    public func sessionBus(connected: Bool) {
        queue.async { [self] in
            if connected {
                logger.notice("connected to the session bus again")
            } else {
                logger.warning("the session bus went away; habitd keeps planning and connects again once it is back")
            }
        }
    }

    /// The server closed a notification.
    public func notificationClosed(_ handle: NotificationHandle) {
        queue.async { [self] in engine.closed(handle) }
    }

    private func answer(_ request: ControlRequest) -> ControlReply {
        switch request.command {
        case .ping:
            return ControlReply(ok: true)
        case .status:
            return ControlReply(ok: true, status: status())
        case .reload:
            if let problem = reload(reason: "habitctl daemon reload") { return .failure(problem) }
            return ControlReply(ok: true, status: status())
        }
    }

    /// Reads the config again; a bad file is reported and the old config kept.
    @discardableResult
    private func reload(reason: String) -> String? {
        let fresh: DaemonConfig
        do { fresh = try DaemonConfig.load(path: options.configPath, mustExist: options.configMustExist) } catch {
            logger.error("\(reason): keeping the old config: \(error)")
            return "keeping the old config: \(error)"
        }
        if fresh.controlSocket != config.controlSocket { logger.warning("control.socket changes take effect at the next start") }
        let oldLocaltime = config.localtime
        config = fresh
        apply(fresh)
        if fresh.localtime != oldLocaltime, let files { try? watchLocaltime(files) }
        files?.settleMilliseconds = fresh.debounceMilliseconds
        let system = SystemZones.zone(localtime: fresh.localtime, environment: options.environment, known: engine.offsets)
        (engine.systemZone, zoneName) = (system, system.identifier)
        logger.notice("\(reason): config reloaded from \(options.configPath)")
        warnIfWideOpen(fresh)
        onConfig?(fresh)
        engine.invalidate()  // the horizon, zone or celebrations may differ: plan everything again
        step("re-plan after reload") { try self.engine.replan(now: self.clock()) }
        return nil
    }

    /// At every start and reload: the API beyond this machine without TLS is said, loudly.
    private func warnIfWideOpen(_ config: DaemonConfig) {
        if config.web.enabled && !config.web.isLoopback && !config.web.isTLS {
            logger.warning("web: listening on \(config.web.host), beyond this machine, without TLS (allow_plain_http): others on the network can read the traffic")
        }
    }

    private func apply(_ config: DaemonConfig) {
        let url = URL(fileURLWithPath: config.localtime)
        localtime = (url.deletingLastPathComponent().path, url.lastPathComponent)
        logger.logLevel = config.logLevel
        engine.logger = logger
        // A simulated clock's grace (HABITD_CLOCK) wins over the config's.
        engine.grace = options.grace ?? TimeInterval(config.graceSeconds)
        engine.horizon = TimeInterval(config.horizonHours) * 3600
        engine.notificationTimeout = Int32(config.notificationTimeoutMilliseconds)
        engine.actionsEnabled = config.actions
        engine.celebrationsEnabled = config.celebrations
        engine.notificationIcon = config.icon
        engine.hookCommands = config.hooks
        engine.hookTimeout = TimeInterval(config.hookTimeoutSeconds)
        if !config.hooks.isEmpty && engine.hooks == nil { engine.hooks = HookRunner(logger: logger) }
    }

    /// Whether the store's path still names the file habitd has open. A deleted store stops
    /// habitd (nothing is written into a deleted file); a replaced one starts it again on the
    /// new file (`restartRequested`).
    private func storeIsTheSameFile() -> Bool {
        let now = FileIdentity(path: options.databasePath)
        guard now != storeFile else { return true }
        if now == nil {
            failure = tr("the store %s was deleted: habitd stops rather than write into a deleted file (start it again to make a new store)", options.databasePath)
            logger.error("\(failure!)")
        } else {
            restartRequested = true
            logger.notice("the store \(options.databasePath) was replaced by another file: starting again on it")
        }
        shutDown()
        return false
    }

    private func stop(signal: Processes.Signal) {
        logger.notice("stopping on \(signal == .terminate ? "SIGTERM" : "SIGINT")")
        shutDown()
    }

    private func shutDown() {
        systemd.send(["STOPPING=1"])
        timer.cancel()
        files?.cancel()
        clockWatch?.cancel()
        control?.cancel()
        onConfig?(nil)
        stopped.signal()
    }

    // MARK: - Status

    func status() -> DaemonStatus {
        let now = clock()
        return DaemonStatus(pid: Processes.id, version: options.version, startedAt: ISOInstant.format(startedAt),
                            uptimeSeconds: Int(now.timeIntervalSince(startedAt)), database: options.databasePath,
                            config: FileManager.default.fileExists(atPath: options.configPath) ? options.configPath : nil,
                            notificationServer: notifier.server(),
                            next: engine.plan.upcoming(limit: 5).map { UpcomingReminder(habit: $0.habitName, at: ISOInstant.format($0.at)) },
                            web: webAddress?())
    }

    /// systemd's STATUS=: the next reminder.
    private func statusLine() -> String {
        guard let next = engine.plan.next else { return "no reminders planned" }
        return "next: \(next.habitName) at \(ISOInstant.format(next.at))"
    }
}
