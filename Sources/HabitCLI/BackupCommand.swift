import ArgumentParser
import FoundationEssentials
import GRDB
import HabitCore
import HabitViews
import HabitStore

/// `habitctl backup`: the store's backups, made by habitd once a day or by hand.
struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: tr("Back up the store, list its backups, or restore one."),
        discussion: tr("habitd backs the store up once a day into $XDG_STATE_HOME/habitd/backups (~/.local/state/habitd/backups),\nkeeping what the 'backups' setting says (7 daily, 4 weekly and 12 monthly by default)."),
        subcommands: [BackupNow.self, BackupList.self, BackupRestore.self],
        defaultSubcommand: BackupList.self)

    @ParentCommand var root: HabitCtl

    static func backups(_ root: HabitCtl) -> StoreBackups {
        let env = ProcessEnvironment.atStart
        return StoreBackups(databasePath: DatabaseLocation.resolve(explicit: root.db, environment: env), environment: env)
    }

    /// "habits-20261125-093000.sqlite  Wed 2026-11-25 10:30  14.2 KB", the time in the system zone.
    static func line(_ item: StoreBackups.Item, zone: Zone, offsets: ZoneOffsets) -> String {
        let (day, second) = ZoneResolver.local(item.made, in: zone, offsets: offsets)
        let time = WallTime(minuteOfDay: second / 60)
        return "\(item.name)  \(day.weekday.displayShortName) \(day.displayText) \(time)  \(SyncStatusEntry.bytes(item.size))"
    }
}

struct BackupNow: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "now", abstract: tr("Back the store up now (a consistent copy, even while habitd writes)."))
    @ParentCommand var group: BackupCommand

    func run() throws {
        let ctx = try Context.open(dbPath: group.root.db)
        let item = try BackupCommand.backups(group.root).make(from: ctx.db, now: ctx.now)
        Output.line(tr("Backed up to %1$s (%2$s)", item.path.forTerminal, SyncStatusEntry.bytes(item.size)))
    }
}

struct BackupList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: tr("The store's backups, newest first."))
    @ParentCommand var group: BackupCommand

    func run() throws {
        let backups = BackupCommand.backups(group.root)
        let items = backups.list()
        guard !items.isEmpty else {
            return Output.line(tr("No backups yet. habitd makes one a day; 'habitctl backup now' makes one at once."))
        }
        let env = ProcessEnvironment.atStart
        let offsets = SystemZones.offsets(environment: env)
        let zone = SystemZones.zone(environment: env, known: offsets)
        for item in items { Output.line(BackupCommand.line(item, zone: zone, offsets: offsets)) }
    }
}

struct BackupRestore: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "restore",
        abstract: tr("Restore a backup (a name from 'backup list', or latest); the store as it is is backed up first."),
        discussion: tr("habitd picks the restored store up without a restart. On a terminal it asks first; elsewhere it needs --yes."))
    @ParentCommand var group: BackupCommand

    @Argument(help: ArgumentHelp(tr("The backup's name, or latest."), valueName: "name"))
    var name: String

    @Flag(help: ArgumentHelp(tr("Restore without asking.")))
    var yes = false

    func run() throws {
        let env = ProcessEnvironment.atStart
        let path = DatabaseLocation.resolve(explicit: group.root.db, environment: env)
        let backups = BackupCommand.backups(group.root)
        let item = try backups.find(name)
        let question = tr("Replace %1$s with %2$s? The store as it is now is backed up first", path.forTerminal, item.name)
        if !yes {
            guard Terminal.stdinIsTTY else { throw CLIError(tr("%s: pass --yes to restore", question)) }
            guard Terminal.confirm(question + "?") else { throw CLIError(tr("not restored")) }
        }
        let kept: StoreBackups.Item
        if let ctx = try Self.openUnlessDamaged(group.root.db), let copy = try Self.backUpUnlessDamaged(ctx, backups) {
            kept = copy
            try ctx.db.restore(fromFile: item.path)
        } else {
            // Nothing can read it, so nothing is writing it: kept as it is, then replaced whole.
            kept = try backups.replaceDamaged(databasePath: path, with: item, now: (try? Clock.now(environment: env)) ?? Date())
        }
        Output.line(tr("Restored %1$s; the store as it was is kept as %2$s", item.name, kept.name))
    }

    /// The store opened, or nil when SQLite calls it malformed or its header is garbage (the
    /// user restores a backup of the store at this path: it was one, and is kept as it is).
    static func openUnlessDamaged(_ db: String?) throws -> Context? {
        do { return try Context.open(dbPath: db) } catch StoreError.damaged { return nil } catch StoreError.notHabitdDatabase { return nil }
    }

    /// The store as it is, backed up; nil when a page of it turns out malformed.
    static func backUpUnlessDamaged(_ ctx: Context, _ backups: StoreBackups) throws -> StoreBackups.Item? {
        do { return try backups.make(from: ctx.db, now: ctx.now, tag: "before-restore") }
        catch let e as DatabaseError where e.resultCode == .SQLITE_CORRUPT { return nil }
    }
}
