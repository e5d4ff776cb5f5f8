import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitViews
import HabitStore
import HabitSync

/// `habitctl sync`: share habits between machines through a folder a sync engine carries.
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: tr("Share your habits with your other machines through a synced folder (Syncthing)."),
        discussion: tr("Each machine writes its own changes as a journal into FOLDER/habitd/<device>/ and\nreads the others'. Share FOLDER with Syncthing (or anything that copies files);\nnever share the database file itself."),
        subcommands: [SyncSetup.self, SyncStatusCommand.self, SyncNow.self, SyncCompact.self, SyncLeave.self],
        defaultSubcommand: SyncStatusCommand.self)

    @ParentCommand var root: HabitCtl
}

struct SyncSetup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "setup",
        abstract: tr("Start syncing through FOLDER, or join the machines already syncing there."),
        discussion: tr("Everything in this database is published, and everything already in FOLDER merged in (habits with the same name stay two; see 'habitctl merge')."))
    @ParentCommand var group: SyncCommand
    @Argument(help: ArgumentHelp(tr("The synced folder (for example ~/Sync)."), valueName: "folder"), completion: .directory)
    var folder: String

    func run() throws {
        let ctx = try Context.open(dbPath: group.root.db)
        let report = try ctx.db.syncSetup(folder: folder)
        for line in report.quarantined + report.held { Output.error(tr("habitctl: %s", line)) }
        guard let (device, journal) = try ctx.db.syncConfiguration() else { throw StoreError.notSyncing }
        let peers = try ctx.db.syncStatus()?.peers.count ?? 0
        Output.line(tr("Syncing through %s as device %s", journal.root, device))
        Output.line(peers == 0 ? tr("No other device there yet: this one starts the journal.")
                               : "Joined \(peers) other device\(peers == 1 ? "" : "s"): \(report.applied) change\(report.applied == 1 ? "" : "s") merged, \(report.changedHabits.count) habit\(report.changedHabits.count == 1 ? "" : "s") updated.")
    }
}

struct SyncStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "status", abstract: tr("This device, the devices seen, and anything quarantined."))
    @ParentCommand var group: SyncCommand
    @Flag(help: ArgumentHelp(tr("Print JSON for scripts."))) var json = false

    func run() throws {
        let ctx = try Context.open(dbPath: group.root.db)
        guard let status = try ctx.db.syncStatus() else {
            // For a script, not being set up is a state (as the API's GET sync says it).
            if json { return try Output.json(SyncNotSetUp()) }
            throw StoreError.notSyncing
        }
        let entry = SyncStatusEntry(status, now: ctx.now)
        if json { return try Output.json(entry) }
        for line in entry.lines(status) { Output.line(line.forTerminal) }
    }
}

struct SyncNow: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "now", abstract: tr("Apply what the other devices published, and publish this one's changes."))
    @ParentCommand var group: SyncCommand

    func run() throws {
        let ctx = try Context.open(dbPath: group.root.db)
        // Context.open has applied what had arrived; this pass reports it and anything since.
        let report = try ctx.db.receiveJournal()
        for line in report.quarantined + report.held { Output.error(tr("habitctl: %s", line)) }
        let published = try ctx.db.publishJournal()
        let changes = trn("%s change", "%s changes", report.applied, report.applied)
        let segments = trn("%s segment", "%s segments", report.segments, report.segments)
        Output.line(report.snapshots == 0
            ? tr("Applied %1$s from %2$s; published %3$s.", changes, segments, published)
            : trn("Applied %1$s from %2$s and %3$s snapshot; published %4$s.", "Applied %1$s from %2$s and %3$s snapshots; published %4$s.",
                  report.snapshots, changes, segments, report.snapshots, published))
        // Nothing new in this pass (habitd, or an earlier command, applied it already): say
        // what the store holds from each device, so "0 changes" never reads as "nothing came".
        guard report.segments == 0 && report.snapshots == 0, let status = try ctx.db.syncStatus() else { return }
        for p in status.peers {
            let age = p.lastClock.map { Int64(ctx.now.timeIntervalSince(Date(timeIntervalSince1970: Double($0.millis) / 1000)).rounded(.down)) }
            Output.line(tr("  already here from %1$s: through operation #%2$s", p.device, p.lastSequence)
                        + (age.map { tr(" (made %s ago)", SyncStatusEntry.age($0)) } ?? ""))
        }
    }
}

struct SyncCompact: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compact",
        abstract: tr("Write a snapshot of this device's journal now and remove the segments it covers."),
        discussion: tr("habitctl and habitd do this on their own once 64 segments, or more than twice the last snapshot's size, have piled up."))
    @ParentCommand var group: SyncCommand

    func run() throws {
        let ctx = try Context.open(dbPath: group.root.db)
        guard try ctx.db.syncConfiguration() != nil else { throw StoreError.notSyncing }
        _ = try ctx.db.publishJournal()
        guard let c = try ctx.db.compactJournal(force: true) else {
            return Output.line(tr("Nothing to compact: no segment of this device's is left outside its snapshot."))
        }
        Output.line(tr("Snapshot through operation #%1$s: %2$s, %3$s; %4$s.", c.through, trn("%s entry", "%s entries", c.entries, c.entries),
                       SyncStatusEntry.bytes(c.bytes), trn("removed %s file it covers", "removed %s files it covers", c.removed, c.removed)))
    }
}

struct SyncLeave: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "leave", abstract: tr("Stop syncing; this database keeps everything."))
    @ParentCommand var group: SyncCommand

    func run() throws {
        let ctx = try Context.open(dbPath: group.root.db)
        _ = try ctx.db.publishJournal()
        let folder = try ctx.db.syncLeave()
        Output.line(tr("Stopped syncing through %s. Your habits stay here; what this device published stays in the folder for the others.", folder))
    }
}
