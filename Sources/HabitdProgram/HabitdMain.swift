import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitDaemon
import HabitLocale
import HabitNotify
import HabitStore
import HabitWeb
import Logging
import Posix

/// habitd: the reminder daemon, in the foreground (systemd runs it the same way).
struct Habitd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "habitd",
        abstract: tr("Raises a desktop notification when a habit's reminder is due; Mark done records it."),
        discussion: tr("Runs in the foreground until SIGTERM or SIGINT; SIGHUP reloads the config.\nControl it with `habitctl daemon status|reload|ping`."),
        version: "0.1.0")

    @Option(help: ArgumentHelp(tr("The database (default: $HABITD_DB, else $XDG_DATA_HOME/habitd/habits.sqlite)."), valueName: "PATH"))
    var db: String?

    @Option(help: ArgumentHelp(tr("The config file (default: $XDG_CONFIG_HOME/habitd/habitd.toml; missing means defaults)."), valueName: "PATH"))
    var config: String?

    @Flag(help: ArgumentHelp(tr("Print the HTTP API's document (OpenAPI 3.1) and exit.")))
    var openapi = false

    func run() throws {
        if openapi { return print(OpenAPIDocument.text) }
        // Before any thread starts (GLib's, the web's, libdispatch's), so that every one of
        // them leaves SIGTERM, SIGINT and SIGHUP to the daemon's signal sources.
        Processes.holdStopSignals()
        let env = ProcessInfo.processInfo.environment
        let configHome = env["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? ((env["HOME"] ?? Processes.homeDirectory) + "/.config")
        var options = Daemon.Options(
            databasePath: URL(fileURLWithPath: DatabaseLocation.resolve(explicit: db, environment: env)).standardizedFileURL.path,
            configPath: config ?? configHome + "/habitd/habitd.toml",
            configMustExist: config != nil, environment: env, version: Self.configuration.version)
        options.useLanguage = { LocaleSetup.use(language: $0) }
        LoggingSystem.bootstrap { _ in JournalLogHandler(level: .info) }
        // Two malloc arenas, not up to sixteen (the engine's queue, the notifier's GLib loop,
        // the web's event loop and queues), blocks of 512 KiB and more in pages of their own
        // (above the web's answers, below the sync snapshot's growing buffers; kept from
        // rising), and the arenas' free pages given back after each burst of work: see
        // Posix's `Memory` and docs/reliability.md ("Memory").
        Memory.limitArenas(to: 2)
        Memory.mapAllocations(ofAtLeast: 512 << 10)
        let trim = MemoryTrim()
        let notifier: LibnotifyNotifier
        do { notifier = try LibnotifyNotifier() } catch {
            FileDescriptor.standardError.write("habitd: \(error)\n")
            throw ExitCode.failure
        }
        // The soak test's fast clock (HABITD_CLOCK, see ClockRate); the real one otherwise.
        var rate: ClockRate?
        if let text = env["HABITD_CLOCK"], !text.isEmpty {
            guard let parsed = ClockRate.parse(text) else {
                FileDescriptor.standardError.write("habitd: \(tr("HABITD_CLOCK='%s' is not START,ANCHOR,RATE[,GRACE] (an ISO-8601 instant, a Unix time, a speed-up, seconds)", text))\n")
                throw ExitCode.failure
            }
            rate = parsed
            options.grace = parsed.onTimeGrace
        }
        let fixedRate = rate
        let now: @Sendable () -> Date = { fixedRate.map { $0.simulated(atReal: Date()) } ?? Date() }
        let realInstant: @Sendable (Date) -> Date = { at in fixedRate.map { $0.real(atSimulated: at) } ?? at }
        let daemon: Daemon
        do {
            daemon = try Daemon(options: options, notifier: notifier, logger: Logger(label: "habitd"), clock: now,
                                realInstant: realInstant)
        } catch {
            FileDescriptor.standardError.write("habitd: \(error)\n")
            throw ExitCode.failure
        }
        // The HTTP API beside the engine, on a connection of its own: it writes as habitctl
        // does, and the engine notices its writes as it notices habitctl's.
        let webLog = Logger(label: "habitd")
        let web = WebService(databasePath: options.databasePath, environment: env, weekStartDefault: WeekStartDefault.from(environment: env),
                             localtime: daemon.config.localtime, languages: CatalogDirectory.languages(environment: env), now: now,
                             answered: trim.noteWork) { webLog.notice("\($0)") }
        daemon.afterStep = trim.noteWork
        daemon.onStoreChanged = { web.storeChanged() }
        daemon.webAddress = { web.address }
        daemon.onConfig = { config in
            guard let config else { return web.stop() }
            let tls = config.web.certificate.flatMap { c in config.web.key.map { (certificate: c, key: $0) } }
            web.apply(config.web.enabled ? WebService.Listen(host: config.web.host, port: config.web.port, tls: tls) : nil, localtime: config.localtime)
        }
        notifier.onAction = { handle, action in daemon.notificationAction(action, handle: handle) }
        notifier.onClosed = { handle in daemon.notificationClosed(handle) }
        notifier.onServerVanished = { daemon.notificationServerVanished() }
        notifier.onServerAppeared = { daemon.notificationServerAppeared() }
        notifier.onBus = { daemon.sessionBus(connected: $0) }
        notifier.start()
        do { try daemon.run() } catch {
            FileDescriptor.standardError.write("habitd: \(error)\n")
            throw ExitCode.failure
        }
        if daemon.restartRequested {
            // The store's file was replaced: this same program, from the start, on the new file.
            do throws(SystemCallError) { try Processes.startAgain() } catch {
                FileDescriptor.standardError.write("habitd: cannot start again on the replaced store: \(error.reason)\n")
            }
            throw ExitCode.failure
        }
    }
}

/// habitd's entry point, as a library: the `habitd` program and the packaged multi-call
/// program (`habit`, installed as habitctl with habitd a link to it) both start here.
public enum HabitdMain {
    public static func run() -> Never {
        LocaleSetup.start(environment: ProcessInfo.processInfo.environment)
        // Every failure is one line on stderr: usage errors too (no usage dump), and a bad config names its line.
        do {
            var command = try Habitd.parseAsRoot()
            try command.run()
            Processes.exit(0)
        } catch let code as ExitCode {
            Processes.exit(code.rawValue)
        } catch {
            let code = Habitd.exitCode(for: error)
            if code == .success {
                print(ParserText.help(Habitd.fullMessage(for: error)))   // --help, --version
                Processes.exit(0)
            }
            let line = ParserText.error(Habitd.message(for: error).split(separator: "\n").first.map(String.init) ?? "failed")
            FileDescriptor.standardError.write("habitd: \(line)\n")
            Processes.exit(code.rawValue)
        }
    }
}
