import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitImport
import HabitStore
import Posix

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
    func report(_ o: ForeignImportRun.Outcome) {
        for w in o.warnings + o.report.warnings { Output.error(tr("habitctl: warning: %s", w)) }
        for line in o.report.lines(from: o.from, dryRun: dryRun) { Output.line(line) }
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
        _ = try Self.isZip(file)   // unreadable: said before the store is opened
        let ctx = try Context.open(dbPath: root.db)
        options.report(try ForeignImportRun.loop(path: file, ctx.db, policy: options.policy, today: ctx.today, now: ctx.now, dryRun: options.dryRun))
    }

    static func isZip(_ path: String) throws -> Bool {
        do throws(SystemCallError) {
            let fd = try FileDescriptor.open(path, .readOnly)
            defer { fd.close() }
            return try fd.read(count: 4, at: 0) == [0x50, 0x4B, 0x03, 0x04]
        } catch {
            throw CLIError(tr("cannot read %s: %s", path, error.reason))
        }
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
        let env = ProcessEnvironment.atStart
        let folder = dir ?? env["HARSHPATH"] ?? ((env["XDG_CONFIG_HOME"] ?? ((env["HOME"] ?? "") + "/.config")) + "/harsh")
        let habitsPath = folder + "/habits", logPath = folder + "/log"
        let habitsText = String(decoding: try readAll(habitsPath), as: UTF8.self)
        let logText = FileManager.default.fileExists(atPath: logPath) ? String(decoding: try readAll(logPath), as: UTF8.self) : ""
        let ctx = try Context.open(dbPath: root.db)
        options.report(try ForeignImportRun.harsh(habits: habitsText, log: logText, habitsPath: habitsPath, logPath: logPath, from: "harsh (\(folder))",
                                                  ctx.db, policy: options.policy, today: ctx.today, now: ctx.now, dryRun: options.dryRun))
    }
}

func readAll(_ path: String) throws -> [UInt8] {
    do throws(SystemCallError) { return try FileSystem.contents(of: path) } catch {
        throw CLIError(tr("cannot read %s: %s", path, error.reason))
    }
}
