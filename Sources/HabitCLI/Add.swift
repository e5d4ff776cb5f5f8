import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitViews
import HabitWrites
import HabitStore

struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", 
        abstract: tr("Add a habit."),
        discussion: tr("Examples:\n  habitctl add \"Drink water\" --times 3 --remind 09:00 --remind 17:00\n  habitctl add Gym --weekly 3 --remind 18:00 --remind-days mon,wed,fri\n  habitctl add --preset run\n  habitctl add \"No sugar\" --quit --category Health\n  habitctl add Piano --category Music --new-category\n\nA name the catalogue knows suggests what you did not give: Read → 📚, 10 pages, indigo; Run → 🏃, 30 minutes, lime; Water → 💧, 8, teal; Meditate → 🧘, 10 minutes, purple; No sugar → quit, coral; a preset's name → that preset. The Added line says what was taken; --plain takes nothing."))

    @ParentCommand var root: HabitCtl

    @Argument(help: .input("name"))
    var name: String?

    @Option(help: .input("preset"))
    var preset: String?

    @Flag(help: .input("plain"))
    var plain = false

    @Flag(name: .customLong("new-category"), help: .input("newCategory"))
    var newCategory = false

    @OptionGroup var options: HabitOptions

    func run() throws {
        var change = try options.change()
        change.name = name
        change.preset = preset
        change.plain = plain
        change.newCategory = newCategory
        let ctx = try Context.open(dbPath: root.db)
        let added = try HabitWrite.add(change, ctx.db, ctx.ledgerClock, ask: NewCategory.ask)
        let saved = added.habit
        Output.line(tr("Added %s: %s", saved.name, HabitSummary.line(saved, members: try ctx.db.members(of: saved).map(\.name)))
                    + (added.suggested.isEmpty ? "" : tr(" (from the name: %s; --plain for none)", added.suggested.joined(separator: ", "))))
        options.warnIfHardToRead(saved.color, on: ctx.terminal.background.value)
        for line in added.warnings { Output.error(tr("habitctl: warning: %s", line)) }
        if !saved.plannedReminders.isEmpty { ReminderChannel.warnIfUnseen() }
    }
}
