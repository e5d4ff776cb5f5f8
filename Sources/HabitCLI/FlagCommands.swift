import ArgumentParser
import HabitCore

/// archive, unarchive, pin and unpin: each sets one flag on one habit.
protocol HabitFlagCommand: ParsableCommand {
    var root: HabitCtl { get }
    var name: String { get }
    /// "Archived Read", in the user's language.
    static func done(_ name: String) -> String
    static func set(_ habit: inout Habit)
}

extension HabitFlagCommand {
    func run() throws {
        let ctx = try Context.open(dbPath: root.db)
        var habit = try ctx.db.habit(named: name)
        Self.set(&habit)
        try ctx.db.update(habit)
        Output.line(Self.done(habit.name.forTerminal))
    }
}

struct Archive: HabitFlagCommand {
    static let configuration = CommandConfiguration(commandName: "archive", abstract: tr("Hide a habit and stop its reminders; its history stays."))
    static func done(_ name: String) -> String { tr("Archived %s", name) }
    @ParentCommand var root: HabitCtl
    @Argument(help: ArgumentHelp(tr("The habit."))) var name: String
    static func set(_ h: inout Habit) { h.archived = true }
}

struct Unarchive: HabitFlagCommand {
    static let configuration = CommandConfiguration(commandName: "unarchive", abstract: tr("Bring an archived habit back."))
    static func done(_ name: String) -> String { tr("Unarchived %s", name) }
    @ParentCommand var root: HabitCtl
    @Argument(help: ArgumentHelp(tr("The habit."))) var name: String
    static func set(_ h: inout Habit) { h.archived = false }
}

struct Pin: HabitFlagCommand {
    static let configuration = CommandConfiguration(commandName: "pin", abstract: tr("Show a habit at the top of the board."))
    static func done(_ name: String) -> String { tr("Pinned %s", name) }
    @ParentCommand var root: HabitCtl
    @Argument(help: ArgumentHelp(tr("The habit."))) var name: String
    static func set(_ h: inout Habit) { h.pinned = true }
}

struct Unpin: HabitFlagCommand {
    static let configuration = CommandConfiguration(commandName: "unpin", abstract: tr("Stop pinning a habit to the top."))
    static func done(_ name: String) -> String { tr("Unpinned %s", name) }
    @ParentCommand var root: HabitCtl
    @Argument(help: ArgumentHelp(tr("The habit."))) var name: String
    static func set(_ h: inout Habit) { h.pinned = false }
}
