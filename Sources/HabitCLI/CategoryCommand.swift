import ArgumentParser
import HabitCore

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
    static let configuration = CommandConfiguration(commandName: "rm", abstract: tr("Remove a category; its habits stay, uncategorised."))
    @ParentCommand var group: CategoryCommand
    @Argument(help: ArgumentHelp(tr("Its name."))) var name: String

    func run() throws {
        let ctx = try Context.open(dbPath: group.root.db)
        try ctx.db.removeCategory(name)
        Output.line(tr("Removed category %s", name.forTerminal))
    }
}
