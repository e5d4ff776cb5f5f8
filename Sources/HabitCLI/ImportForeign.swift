import ArgumentParser
import Foundation
import HabitCore
import HabitImport
import HabitStore

/// What `import loop` and `import harsh` share: how a name clash is settled, the dry run, and
/// the report.
struct ForeignImportOptions: ParsableArguments {
    @Option(name: .customLong("merge-into"), help: ArgumentHelp(tr("Add the history of the imported habit called NAME to the existing habit of that name (repeatable)."),
        valueName: "NAME"))
    var mergeInto: [String] = []

    @Flag(help: ArgumentHelp(tr("Import a habit whose name is taken as 'Name (Loop)' / 'Name (harsh)' instead.")))
    var rename = false

    @Flag(help: ArgumentHelp(tr("Say what would be imported, and write nothing.")))
    var dryRun = false

    var policy: NameClashPolicy { NameClashPolicy(mergeInto: mergeInto, rename: rename) }

    /// One warning line each, then the summary: created, updated, unchanged, entries.
    func report(_ r: ForeignImportReport, from app: String, warnings: [String]) {
        for w in warnings { Output.error(tr("habitctl: warning: %s", w)) }
        if r.future > 0 { Output.error(tr("habitctl: warning: %s entries dated after today were left out", r.future)) }
        for line in r.renamed { Output.line(tr("Renamed: %s", line)) }
        Output.line(dryRun
            ? tr("Would import from %s: %s habits created, %s updated, %s unchanged; %s completions, %s skips (dry run: nothing written)",
                 app, r.created.count, r.updated.count, r.unchanged, r.completions, r.skips)
            : tr("Imported from %s: %s habits created, %s updated, %s unchanged; %s completions, %s skips",
                 app, r.created.count, r.updated.count, r.unchanged, r.completions, r.skips))
        // What the file held beside what was written: every entry is accounted for.
        Output.line(tr("  read: %1$s habits, %2$s completions, %3$s skips", r.readHabits, r.readCompletions, r.readSkips)
                    + (r.alreadyHere > 0 ? tr("; %s on days already recorded here, which keep what they have", r.alreadyHere) : "")
                    + (r.future > 0 ? tr("; %s dated after today", r.future) : ""))
        if !r.created.isEmpty { Output.line(tr("  created: %s", r.created.joined(separator: ", "))) }
        if !r.updated.isEmpty { Output.line(tr("  updated: %s", r.updated.joined(separator: ", "))) }
    }
}

struct ImportLoop: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "loop",
        abstract: tr("Bring habits and history from Loop Habit Tracker."),
        discussion: tr("FILE is Loop's database backup (Settings › Export full backup, a .db file) or its CSV\nexport (a .zip). Importing the same file again changes nothing; a newer one adds only\nwhat is new. A habit whose name is taken here is refused unless --merge-into or --rename\nsays what to do."))

    @ParentCommand var root: HabitCtl

    @Argument(help: ArgumentHelp(tr("Loop's .db backup or its CSV .zip.")))
    var file: String

    @OptionGroup var options: ForeignImportOptions

    func run() throws {
        let rows: [(row: LoopHabitRow, entries: [LoopEntryRow])]
        let what: String
        if try Self.isZip(file) {
            let data = try readAll(file)
            rows = try LoopCSVReader(archive: ZipArchive(data: data, label: file)).read()
            what = "Loop (CSV export)"
        } else {
            let contents = try LoopBackupReader(path: file).read()
            rows = contents.habits
            what = "Loop (backup, schema \(contents.schemaVersion))"
        }
        let ctx = try Context.open(dbPath: root.db)
        var warnings: [String] = []
        let report = try ctx.db.importForeign(origin: "loop", originName: "Loop", policy: options.policy, today: ctx.today,
                                              now: ctx.now, dryRun: options.dryRun) { session in
            let occurrences = LoopMapping.occurrences(rows.map(\.row))
            for (n, item) in rows.enumerated() {
                let label = "Loop habit \(n + 1) (\"\(TextSafety.visible(item.row.name))\")"
                let (habit, lines) = LoopMapping.habit(item.row, entries: item.entries, label: label, today: ctx.today, now: ctx.now,
                                                       occurrence: occurrences[n])
                warnings += lines.map { "\(label): \($0)" }
                try session.add(habit)
            }
        }
        options.report(report, from: what, warnings: warnings)
    }

    static func isZip(_ path: String) throws -> Bool {
        guard let h = FileHandle(forReadingAtPath: path) else {
            throw CLIError(tr("cannot read %s: %s", path, String(cString: strerror(errno))))
        }
        defer { try? h.close() }
        return h.readData(ofLength: 4) == Data([0x50, 0x4B, 0x03, 0x04])
    }
}

struct ImportHarsh: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "harsh",
        abstract: tr("Bring habits and history from harsh."),
        discussion: tr("DIR holds harsh's 'habits' and 'log' files (default ~/.config/harsh, or $HARSHPATH).\nHeadings become categories; 'y' is done (with its amount), 's' a skip, 'n' nothing."))

    @ParentCommand var root: HabitCtl

    @Argument(help: ArgumentHelp(tr("harsh's folder (default: $HARSHPATH or ~/.config/harsh).")))
    var dir: String?

    @OptionGroup var options: ForeignImportOptions

    func run() throws {
        let env = ProcessInfo.processInfo.environment
        let folder = dir ?? env["HARSHPATH"] ?? ((env["XDG_CONFIG_HOME"] ?? ((env["HOME"] ?? "") + "/.config")) + "/harsh")
        let habitsPath = folder + "/habits", logPath = folder + "/log"
        let habitsText = String(decoding: try readAll(habitsPath), as: UTF8.self)
        let logText = FileManager.default.fileExists(atPath: logPath) ? String(decoding: try readAll(logPath), as: UTF8.self) : ""
        let ctx = try Context.open(dbPath: root.db)
        let parsed = try HarshFiles.parse(habits: habitsText, log: logText, today: ctx.today, now: ctx.now,
                                          habitsPath: habitsPath, logPath: logPath)
        let report = try ctx.db.importForeign(origin: "harsh", originName: "harsh", policy: options.policy, today: ctx.today,
                                              now: ctx.now, dryRun: options.dryRun) { session in
            for c in parsed.categories { try session.category(c) }
            for h in parsed.habits { try session.add(h) }
        }
        options.report(report, from: "harsh (\(folder))", warnings: parsed.warnings)
    }
}

/// The whole file, or one clear line saying why not.
func readAll(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
        throw CLIError(tr("cannot read %s: %s", path, String(cString: strerror(errno))))
    }
    return [UInt8](data)
}
