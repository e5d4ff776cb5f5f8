import ArgumentParser
import HabitCore
import HabitViews
import HabitWrites
import HabitStore

/// `habitctl move`: the user's order of habits (seed 000's sortOrder), which the board, `ask`
/// and the status tooltip follow, and which syncs (each habit's `position`).
struct MoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "move",
        abstract: tr("Put a habit where you want it: before another, at the top or at the bottom."),
        discussion: tr("The board, ask and the status bar's tooltip follow this order (pinned habits stay first).\nExamples:\n  habitctl move Gym --top\n  habitctl move Read --before Gym"))

    @ParentCommand var root: HabitCtl
    @Argument(help: ArgumentHelp(tr("The habit.")))
    var name: String
    @Option(help: ArgumentHelp(tr("Put it just before this habit."), valueName: "name"))
    var before: String?
    @Flag(help: ArgumentHelp(tr("Put it first.")))
    var top = false
    @Flag(help: ArgumentHelp(tr("Put it last.")))
    var bottom = false

    func run() throws {
        guard [before != nil, top, bottom].filter({ $0 }).count == 1 else { throw CLIError(tr("Give one of --before NAME, --top or --bottom")) }
        let ctx = try Context.open(dbPath: root.db)
        let habit = try ctx.db.habit(named: name)
        let place: HabitOrder.Place = before.map { .before($0) } ?? (top ? .top : .bottom)
        Output.line(try HabitOrder.move(habit, to: place, ctx.db).forTerminal)
    }
}
