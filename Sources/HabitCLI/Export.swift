import ArgumentParser
import Foundation
import HabitCore
import HabitImport

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", 
        abstract: tr("Write everything as JSON (or the completions as CSV)."),
        discussion: tr("The JSON holds every habit with its reminders, completions and skips, the\ncategories and the settings; 'habitctl import' reads it back unchanged.\nCSV columns: habit,date,count,value,note,source,recorded_at,mood."))

    @ParentCommand var root: HabitCtl

    @Flag(help: ArgumentHelp(tr("Completions only, as CSV.")))
    var csv = false

    @Option(name: .shortAndLong, help: ArgumentHelp(tr("Write to this file instead of stdout."), valueName: "file"))
    var output: String?

    func run() throws {
        let ctx = try Context.open(dbPath: root.db)
        let backup = try ctx.db.export()
        let data: Data
        if csv {
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
            data = try Output.encoder().encode(backup) + Data("\n".utf8)
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
