import ArgumentParser
import HabitCore
import HabitViews

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
        // The order as the board shows it now, every habit placed: then the one moved.
        var order = BoardRead.ordered(try ctx.db.snapshot(logs: false).habits).filter { $0.id != habit.id }
        let said: String
        if let before {
            let other = try ctx.db.habit(named: before)
            guard other.id != habit.id else { throw CLIError(tr("%s cannot go before itself", habit.name)) }
            order.insert(habit, at: order.firstIndex { $0.id == other.id }!)
            said = tr("Moved %1$s before %2$s", habit.name.forTerminal, other.name.forTerminal)
        } else if top {
            order.insert(habit, at: 0)
            said = tr("Moved %s to the top", habit.name.forTerminal)
        } else {
            order.append(habit)
            said = tr("Moved %s to the bottom", habit.name.forTerminal)
        }
        var changed: [Habit] = []
        for (i, var h) in order.enumerated() where h.position != Double(i + 1) {
            h.position = Double(i + 1)
            changed.append(h)
        }
        try ctx.db.update(changed)
        Output.line(said + (habit.pinned ? tr(" (it is pinned: pinned habits stay first)") : ""))
    }
}
