import ArgumentParser
import HabitCore
import HabitViews
import HabitWrites
import HabitStore

struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "edit", 
        abstract: tr("Change a habit's settings (its history stays)."),
        discussion: tr("Takes every option of 'add'. --remind replaces all reminders; --add-remind and\n--remove-remind change one at a time (--remind-days applies to the times given\nwith it).\n\nExamples:\n  habitctl edit Gym --weekly 4 --add-remind 07:00 --remind-days sat,sun\n  habitctl edit \"Drink water\" --rename Water --color sky\n  habitctl edit Gym --reminders off      (on holiday: the times stay)"))

    @ParentCommand var root: HabitCtl

    @Argument(help: ArgumentHelp(tr("The habit to change.")))
    var name: String

    @Option(help: .input("rename"))
    var rename: String?

    @OptionGroup var options: HabitOptions

    @Option(name: .customLong("add-remind"), help: .input("addRemind"))
    var addRemind: [String] = []

    @Option(name: .customLong("remove-remind"), help: .input("removeRemind"))
    var removeRemind: [String] = []

    @Flag(name: .customLong("new-category"), help: .input("newCategory"))
    var newCategory = false

    @Flag(name: .customLong("no-routine"), help: .input("noRoutine"))
    var noRoutine = false

    @Flag(name: .customLong("no-remind"), help: .input("noRemind"))
    var noRemind = false

    @Option(help: .input("reminders"), completion: .list(["off", "on"]))
    var reminders: String?

    @Flag(name: .customLong("no-end"), help: .input("noEnd"))
    var noEnd = false

    @Flag(name: .customLong("no-zone"), help: .input("noZone"))
    var noZone = false

    @Flag(name: .customLong("no-window"), help: .input("noWindow"))
    var noWindow = false

    @Flag(name: .customLong("no-goal"), help: .input("noGoal"))
    var noGoal = false

    @Flag(name: .customLong("no-category"), help: .input("noCategory"))
    var noCategory = false

    @Flag(name: .customLong("no-reward"), help: .input("noReward"))
    var noReward = false

    @Flag(name: .customLong("no-nudge"), help: .input("noNudge"))
    var noNudge = false

    @Flag(name: .shortAndLong, help: .input("yes"))
    var yes = false

    func run() throws {
        var change = try options.change()
        change.rename = rename
        change.addRemind = addRemind
        change.removeRemind = removeRemind
        change.newCategory = newCategory
        change.noRoutine = noRoutine
        change.noRemind = noRemind
        change.reminders = try reminders.map { try HabitInputTable.input("reminders").chosen($0) }
        change.noEnd = noEnd
        change.noZone = noZone
        change.noWindow = noWindow
        change.noGoal = noGoal
        change.noCategory = noCategory
        change.noReward = noReward
        change.noNudge = noNudge
        change.yes = yes
        let ctx = try Context.open(dbPath: root.db)
        var confirm: ((PastRewrite) throws -> Void)?
        if Terminal.stdinIsTTY { confirm = { r in try Edit.askToRewrite(r) } }
        let ask = NewCategory.ask
        let warn: (PastRewrite) -> Void = { r in Output.error(tr("habitctl: %s", r.summary)) }
        let edited = try HabitWrite.edit(name, change, ctx.db, ctx.ledgerClock, ask: ask, confirm: confirm, warnRewrite: warn)
        let stored = edited.habit
        Output.line(tr("Updated %s: %s", stored.name.forTerminal, HabitSummary.line(stored.forTerminal, members: try ctx.db.members(of: stored).map(\.name.forTerminal))))
        if let c = edited.converted {
            Output.line(tr("Converted from %s to %s (× %s): the goal and every amount logged", c.from.unit.name, c.to.unit.name, formatAmount((c.factor * 10_000).rounded() / 10_000)))
        }
        options.warnIfHardToRead(stored.color, on: ctx.terminal.background.value)
        for line in edited.warnings { Output.error(tr("habitctl: warning: %s", line)) }
        let remindersSet = !options.remind.isEmpty || !addRemind.isEmpty || !options.window.isEmpty || reminders == "on"
        if remindersSet && !stored.plannedReminders.isEmpty && !stored.remindersPaused { ReminderChannel.warnIfUnseen() }
    }

    /// On a terminal, an edit that turns past days from done to missed (or back) asks first.
    static func askToRewrite(_ rewrite: PastRewrite) throws {
        guard Terminal.confirm(rewrite.summary + tr(". Change it?")) else { throw CLIError(tr("not changed")) }
    }
}
