import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitImport
import HabitStore
import Posix

/// `import FILE` reads habitd's own export (the default); `import loop` and `import harsh`
/// bring history from those apps.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "import",
        abstract: tr("Read an export back, or bring history from Loop or harsh (all of it or nothing)."),
        subcommands: [ImportBackup.self, ImportLoop.self, ImportHarsh.self], defaultSubcommand: ImportBackup.self)
}

struct ImportBackup: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "backup",
        abstract: tr("Read habitctl's export back (the default: 'import FILE')."),
        discussion: tr("JSON from 'habitctl export' adds its habits, categories and settings; a habit whose\nname already exists is an error unless --replace empties the database first.\nWith --csv, the file holds completions (habit,date,count,value,note,source,recorded_at[,mood])\nfor habits that already exist."))

    @ParentCommand var root: HabitCtl

    @Argument(help: ArgumentHelp(tr("The file ('-' for stdin).")))
    var file: String

    @Flag(help: ArgumentHelp(tr("Replace everything in the database with the file's contents.")))
    var replace = false

    @Flag(help: ArgumentHelp(tr("The file is completions as CSV.")))
    var csv = false

    func run() throws {
        if replace && csv { throw CLIError(tr("--replace applies to JSON imports")) }
        let fd: FileDescriptor
        do throws(SystemCallError) { fd = file == "-" ? .standardInput : try FileDescriptor.open(file, .readOnly) } catch {
            throw CLIError(tr("cannot read %s: %s", file, error.reason))
        }
        defer { if fd != .standardInput { fd.close() } }
        if csv { return try importCSV(Data(fd.readToEnd())) }
        // Streamed: read and written as it goes, in one transaction (memory stays bounded).
        let ctx = try Context.open(dbPath: root.db)
        let counts: BackupImportCount
        do {
            counts = try ctx.db.importBackup(replace: replace) { session in try BackupReader(fd: fd, into: session).read() }
        } catch let e as BackupReader.Located {
            throw HabitError.invalidImport(e.text)
        }
        Output.line(tr("Imported %s habits with %s completions", counts.habits, counts.completions))
    }

    func importCSV(_ data: Data) throws {
        let rows = try CSV.parse(String(decoding: data, as: UTF8.self))
        guard let header = rows.first, header.prefix(2) == ["habit", "date"] else {
            throw HabitError.invalidImport(tr("the CSV must start with the header habit,date,count,value,note,source,recorded_at"))
        }
        let ctx = try Context.open(dbPath: root.db)
        let habits = try ctx.db.snapshot(from: ctx.today, to: ctx.today).habits
        var completions: [Completion] = []
        for (i, row) in rows.dropFirst().enumerated() {
            let field = { (n: Int) in n < row.count ? row[n] : "" }
            let line = i + 2
            guard let h = habits.first(where: { Validate.nameKey($0.name) == Validate.nameKey(field(0)) }) else {
                throw HabitError.invalidImport(tr("line %1$s: %2$s", line, HabitError.unknownHabit(field(0)).message))
            }
            do {
                completions.append(try Self.completion(row: row, habit: h, ctx: ctx))
            } catch let e as HabitError {
                throw HabitError.invalidImport(tr("line %1$s: %2$s", line, e.message))
            }
        }
        try ctx.db.record(completions)
        Output.line(tr("Imported %s completions", completions.count))
    }

    /// One CSV row as a completion; untyped throws keeps the caller's catch simple.
    static func completion(row: [String], habit h: Habit, ctx: Context) throws -> Completion {
        let field = { (n: Int) in n < row.count ? row[n] : "" }
        let date = try Validate.pastOrToday(field(1), today: ctx.today(for: h))
        let count = field(2).isEmpty ? 1 : try Validate.count(field(2))
        let value = field(3).isEmpty ? nil : try Validate.value(field(3))
        let note = try Validate.note(field(4))   // refuses control characters, naming the field
        let source = CompletionSource(rawValue: field(5)) ?? .import
        let at = field(6).isEmpty ? ctx.now : (ISOInstant.parse(field(6)) ?? ctx.now)
        let mood = field(7).isEmpty ? nil : try Mood.parse(field(7))
        return Completion(habitID: h.id!, date: date, count: count, value: value, note: note, mood: mood, source: source, recordedAt: at)
    }
}
