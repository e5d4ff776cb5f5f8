import ArgumentParser
import HabitCore
import HabitStore

struct CategoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "category",
        abstract: tr("Add, rename, remove and list categories."),
        subcommands: [CategoryList.self, CategoryAdd.self, CategoryRename.self, CategoryRemove.self],
        defaultSubcommand: CategoryList.self)

    @ParentCommand var root: HabitCtl
}

struct CategoryList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: tr("List categories with their habit counts."))
    @ParentCommand var group: CategoryCommand
    @Flag(help: ArgumentHelp(tr("Print JSON for scripts."))) var json = false

    struct Entry: Encodable {
        let name: String
        let habits: Int
    }

    func run() throws {
        let ctx = try Context.open(dbPath: group.root.db)
        let snap = try ctx.db.snapshot(from: ctx.today, to: ctx.today)
        let entries = snap.categories.map { c in
            Entry(name: c.name.forTerminal, habits: snap.habits.filter { $0.category == c.name }.count)
        }
        if json { return try Output.json(entries) }
        // Empty states: a sentence saying what to do, never a table of zeros.
        if entries.isEmpty { return Output.line(tr("No categories yet. Add one with 'habitctl category add NAME'.")) }
        if entries.allSatisfy({ $0.habits == 0 }) {
            return Output.line(tr("No habit has a category yet (there are %s): 'habitctl edit NAME --category %s' puts one in.",
                                  entries.map(\.name).joined(separator: ", "), entries[0].name))
        }
        let width = entries.map { DisplayWidth.of($0.name) }.max() ?? 0
        for e in entries { Output.line(DisplayWidth.pad(e.name, to: width) + "  " + trn("%s habit", "%s habits", e.habits, e.habits)) }
    }
}

struct CategoryAdd: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: tr("Add a category."))
    @ParentCommand var group: CategoryCommand
    @Argument(help: ArgumentHelp(tr("Its name."))) var name: String

    func run() throws {
        let name = try Validate.categoryName(name)
        let ctx = try Context.open(dbPath: group.root.db)
        let c = try ctx.db.addCategory(name)
        Output.line(tr("Added category %s", c.name))
    }
}

struct CategoryRename: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rename", abstract: tr("Rename a category."))
    @ParentCommand var group: CategoryCommand
    @Argument(help: ArgumentHelp(tr("Its name."))) var name: String
    @Argument(help: ArgumentHelp(tr("The new name."))) var newName: String

    func run() throws {
        let newName = try Validate.categoryName(newName)
        let ctx = try Context.open(dbPath: group.root.db)
        try ctx.db.renameCategory(name, to: newName)
        Output.line(tr("Renamed category %s to %s", name.forTerminal, newName.forTerminal))
    }
}

struct CategoryRemove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: tr("Remove a category; its habits stay, uncategorised."),
        discussion: tr("A category that still has habits asks first on a terminal; elsewhere it needs --yes."))
    @ParentCommand var group: CategoryCommand
    @Argument(help: ArgumentHelp(tr("Its name."))) var name: String
    @Flag(name: [.short, .long], help: ArgumentHelp(tr("Do not ask."))) var yes = false

    func run() throws {
        let ctx = try Context.open(dbPath: group.root.db)
        let key = Validate.nameKey(name)
        guard let stored = try ctx.db.categories().first(where: { Validate.nameKey($0.name) == key })?.name else {
            throw HabitError.unknownCategory(name)
        }
        let members = try ctx.db.snapshot(logs: false).habits.filter { $0.category.map(Validate.nameKey) == key }.map(\.name.forTerminal)
        let list = members.joined(separator: ", ")
        if !members.isEmpty && !yes {
            let question = trn("%1$s holds %2$s habit (%3$s); it becomes uncategorised", "%1$s holds %2$s habits (%3$s); they become uncategorised",
                               members.count, stored.forTerminal, members.count, list)
            guard Terminal.stdinIsTTY else { throw CLIError(tr("%s: pass --yes to remove it", question)) }
            guard Terminal.confirm(question + tr(". Remove it?")) else { throw CLIError(tr("not removed")) }
        }
        try ctx.db.removeCategory(stored)
        Output.line(members.isEmpty ? tr("Removed category %s", stored.forTerminal)
                                    : tr("Removed category %1$s; uncategorised now: %2$s", stored.forTerminal, list))
    }
}
