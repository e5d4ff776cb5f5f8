import FoundationEssentials
import HabitCore
import HabitLocale
import HabitStore
import HabitViews
import Posix

/// What every command that touches data needs: the open store, the clock's reading, the
/// system zone, the settings and the resolved week start. Built once per invocation; the
/// core below never reads the clock itself.
struct Context {
    let db: HabitDatabase
    /// Now: the real clock, or `HABITD_NOW` (an ISO-8601 instant) for tests and demos.
    let now: Date
    /// The system zone (honours `TZ`).
    let zone: Zone
    /// The system zone as the user named it (`UTC`, where Foundation says GMT).
    let zoneName: String
    let settings: Settings
    let weekStart: Weekday
    let terminal: Terminal
    /// Offsets from the system tz database, which the user's own clock follows.
    let offsets: ZoneOffsets

    static func open(dbPath: String?) throws -> Context {
        let env = ProcessEnvironment.atStart
        let now = try Clock.now(environment: env)
        let path = DatabaseLocation.resolve(explicit: dbPath, environment: env)
        var db = try HabitDatabase.open(path: path, access: .command, weekStartDefault: WeekStartDefault.from(environment: env)) { line in
            FileDescriptor.standardError.write("habitctl: \(line)\n")
        }
        // A fixed clock stamps the sync journal too.
        if env["HABITD_NOW"].map({ !$0.isEmpty }) ?? false { db.now = { now } }
        OpenedStores.note(db)
        CommandSync.opened(db)
        return try Context(db: db, now: now, environment: env)
    }

    /// The clock the shared views read the ledger with (`BoardRead`).
    var ledgerClock: LedgerClock { LedgerClock(now: now, zone: zone, offsets: offsets, settings: settings, weekStart: weekStart) }

    /// Today in the system zone.
    var today: CivilDate { ledgerClock.today }

    /// Today where the habit lives: its pinned zone, else the system zone.
    func today(for habit: Habit) -> CivilDate { ledgerClock.today(for: habit) }

    /// The minute of the day now in the habit's zone (its window's clock).
    func minuteNow(for habit: Habit) -> Int { ledgerClock.minuteNow(for: habit) }

    func rules(_ habit: Habit, _ snapshot: StoreSnapshot) -> HabitRules {
        HabitRules(habit: habit, log: snapshot.log(for: habit), weekStart: weekStart)
    }

    /// Streaks and milestones of `habits`, each as of `date` or its own today, from their
    /// derived state (no whole history read).
    /// `known`: the logs of `habits` already read, each from its date (see `HabitDatabase.progress`).
    func progress(of habits: [Habit], on date: CivilDate? = nil,
                  known: [Int64: (from: CivilDate, log: HabitLog)] = [:]) throws -> [Int64: HabitProgress] {
        try db.progress(of: habits, weekStart: weekStart, skipsKeepStreak: settings.skipsKeepStreak, known: known) { date ?? today(for: $0) }
    }
}

/// The one place habitctl reads the clock.
enum Clock {
    static func now(environment: [String: String]) throws -> Date {
        guard let fixed = environment["HABITD_NOW"], !fixed.isEmpty else { return Date() }
        guard let date = ISOInstant.parse(fixed) else {
            throw CLIError(tr("HABITD_NOW='%s' is not an ISO-8601 instant such as 2026-03-29T01:30:00Z", fixed))
        }
        return date
    }
}

extension Context {
    /// The context of `db` at `now`: settings read anew, the system zone as configured now
    /// (what a long-running command such as `status --follow` needs at each change).
    /// `offsets`: the tz database as read so far (its parsed zone files), else a fresh reader.
    init(db: HabitDatabase, now: Date, environment env: [String: String], offsets: ZoneOffsets? = nil) throws {
        let settings = try db.settings()
        // `config set language` wins over the environment from here on.
        if let language = settings.language { LocaleSetup.use(language: language) }
        let offsets = offsets ?? SystemZones.offsets(environment: env)
        let system = SystemZones.zone(environment: env, known: offsets)
        self.init(db: db, now: now, zone: system, zoneName: system.identifier, settings: settings,
                  weekStart: settings.weekStart ?? db.weekStartDefault,
                  terminal: Terminal.detect(environment: env, theme: settings.theme), offsets: offsets)
    }

    /// The log the ledger needs over the days `first` through `last` (`Ledger.logSpan`).
    func logSpan(_ first: CivilDate, _ last: CivilDate? = nil) -> DateWindow {
        Ledger.logSpan(for: DateWindow(first: first, last: last ?? first), weekStart: weekStart)
    }
}
