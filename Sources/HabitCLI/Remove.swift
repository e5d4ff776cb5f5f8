import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitWrites
import HabitStore

struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: tr("Delete a habit and all its history."),
        discussion: tr("Asks for confirmation on a terminal; without one it refuses unless --yes is given."))

    @ParentCommand var root: HabitCtl

    @Argument(help: ArgumentHelp(tr("The habit to delete.")))
    var name: String

    @Flag(name: .shortAndLong, help: ArgumentHelp(tr("Do not ask.")))
    var yes = false

    func run() throws {
        let ctx = try Context.open(dbPath: root.db)
        let habit = try ctx.db.habit(named: name)
        if !yes {
            guard Terminal.stdinIsTTY else {
                throw CLIError(tr("refusing to delete '%s' without confirmation: pass --yes", habit.name))
            }
            let n = try ctx.db.snapshot(habitNamed: habit.name).completions[habit.id!]?.count ?? 0
            guard Terminal.confirm(tr("Delete habit '%s' and all its history (%s completions)?", habit.name.forTerminal, n)) else {
                throw CLIError(tr("not deleted"))
            }
        }
        try ctx.db.delete(habitNamed: habit.name)
        Output.line(HabitAction.delete.said(habit.name.forTerminal)!)
    }
}
