import ArgumentParser
import HabitCore
import HabitWrites
import HabitStore

/// archive, unarchive, pin and unpin: each sets one switch of one habit, the action table's
/// (`HabitAction.switchSet`), through the store's own write, and says it in the table's words.
protocol HabitFlagCommand: ParsableCommand {
    var root: HabitCtl { get }
    var name: String { get }
    static var action: HabitAction { get }
}

extension HabitFlagCommand {
    func run() throws {
        let ctx = try Context.open(dbPath: root.db)
        let (flag, on) = Self.action.switchSet!
        let habit = try ctx.db.set(flag, to: on, of: try ctx.db.habit(named: name))
        Output.line(Self.action.said(habit.name.forTerminal)!)
    }
}

struct Archive: HabitFlagCommand {
    static let configuration = CommandConfiguration(commandName: "archive", abstract: tr("Hide a habit and stop its reminders; its history stays."))
    static let action = HabitAction.archive
    @ParentCommand var root: HabitCtl
    @Argument(help: ArgumentHelp(tr("The habit."))) var name: String
}

struct Unarchive: HabitFlagCommand {
    static let configuration = CommandConfiguration(commandName: "unarchive", abstract: tr("Bring an archived habit back."))
    static let action = HabitAction.unarchive
    @ParentCommand var root: HabitCtl
    @Argument(help: ArgumentHelp(tr("The habit."))) var name: String
}

struct Pin: HabitFlagCommand {
    static let configuration = CommandConfiguration(commandName: "pin", abstract: tr("Show a habit at the top of the board."))
    static let action = HabitAction.pin
    @ParentCommand var root: HabitCtl
    @Argument(help: ArgumentHelp(tr("The habit."))) var name: String
}

struct Unpin: HabitFlagCommand {
    static let configuration = CommandConfiguration(commandName: "unpin", abstract: tr("Stop pinning a habit to the top."))
    static let action = HabitAction.unpin
    @ParentCommand var root: HabitCtl
    @Argument(help: ArgumentHelp(tr("The habit."))) var name: String
}
