import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitImport
import HabitViews
import HabitStore

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", 
        abstract: tr("Write everything as JSON (or the completions as CSV, or a calendar)."),
        discussion: tr("The JSON holds every habit with its reminders, completions and skips, the\ncategories and the settings; 'habitctl import' reads it back unchanged.\nCSV columns: habit,date,count,value,note,source,recorded_at,mood.\n--ics: the reminders of the next N days as events at their wall time in the\nhabit's zone, and the days done in the last N days as all-day events; each\nevent keeps its UID from one export to the next. habitd serves the same at\n/api/v1/calendar.ics for a calendar to subscribe to ('habitctl web calendar')."))

    @ParentCommand var root: HabitCtl

    @Flag(help: ArgumentHelp(tr("Completions only, as CSV.")))
    var csv = false

    @Flag(help: ArgumentHelp(tr("An iCalendar file for a calendar app: the coming reminders and the days done.")))
    var ics = false

    @Option(help: ArgumentHelp(tr("With --ics: how many days ahead and back (1–%s; default %s).", CalendarFeed.maxDays, CalendarFeed.defaultDays),
                               valueName: "N"))
    var days: Int?

    @Option(name: .shortAndLong, help: ArgumentHelp(tr("Write to this file instead of stdout."), valueName: "file"))
    var output: String?

    func run() throws {
        if ics && csv { throw CLIError(tr("--ics and --csv cannot go together: choose one")) }
        if days != nil && !ics { throw CLIError(tr("--days goes with --ics")) }
        if let days, !(1...CalendarFeed.maxDays).contains(days) {
            throw CLIError(tr("Invalid --days %s: use 1 to %s", days, CalendarFeed.maxDays))
        }
        let ctx = try Context.open(dbPath: root.db)
        let data: Data
        if ics {
            data = Data(try CalendarFeed.calendar(ctx.db, ctx.ledgerClock, days: days ?? CalendarFeed.defaultDays).text.utf8)
        } else if csv {
            let backup = try ctx.db.export()
            var lines = [CSV.line(["habit", "date", "count", "value", "note", "source", "recorded_at", "mood"])]
            for entry in backup.habits {
                for c in entry.completions {
                    lines.append(CSV.line([entry.habit.name, c.date.description, String(c.count),
                                           c.value.map { formatAmount($0, decimalSeparator: ".") } ?? "", c.note ?? "", c.source.rawValue,
                                           ISOInstant.format(c.recordedAt), c.mood?.word ?? ""]))
                }
            }
            data = Data((lines.joined(separator: "\n") + "\n").utf8)
        } else {
            data = try Output.encoder().encode(try ctx.db.export()) + Data("\n".utf8)
        }
        if let output {
            guard FileManager.default.createFile(atPath: output, contents: data, attributes: [.posixPermissions: 0o600]) else {
                throw CLIError(tr("cannot write %s", output))
            }
        } else {
            Output.data(data)
        }
    }
}
