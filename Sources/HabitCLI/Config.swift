import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitLocale
import HabitStore
import HabitViews
import HabitWrites

struct Config: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "config", 
        abstract: tr("Read and change settings."),
        discussion: tr("Settings:") + "\n"
            + SettingKey.allCases.map { "  \(DisplayWidth.pad($0.rawValue, to: 18))\($0.expected): \($0.help)" }.joined(separator: "\n")
            + "\n\n" + tr("Examples:") + """

              habitctl config set quiet-hours 22:00-07:00
              habitctl config set quiet-policy skip
              habitctl config get week-start
            """,
        subcommands: [ConfigList.self, ConfigGet.self, ConfigSet.self, ConfigUnset.self],
        defaultSubcommand: ConfigList.self)

    @ParentCommand var root: HabitCtl
}

struct ConfigList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: tr("Show every setting and its value."))
    @ParentCommand var group: Config
    @Flag(help: ArgumentHelp(tr("Print JSON for scripts."))) var json = false

    func run() throws {
        let ctx = try Context.open(dbPath: group.root.db)
        let entries = try SettingEntry.all(ctx.db, ctx.ledgerClock)
        if json { return try Output.json(entries) }
        for e in entries {
            Output.line(DisplayWidth.pad(e.key, to: 18) + e.value + (e.isDefault ? ctx.terminal.dim(tr("  (default)")) : ""))
        }
    }
}

struct ConfigGet: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "get", abstract: tr("Print one setting's value."))
    @ParentCommand var group: Config
    @Argument(help: ArgumentHelp(tr("The setting."))) var key: String

    func run() throws {
        let key = try SettingKey.parse(key)
        let ctx = try Context.open(dbPath: group.root.db)
        Output.line(key.value(in: ctx.settings, defaultWeekStart: ctx.weekStart))
    }
}

struct ConfigSet: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: tr("Change a setting."))
    @ParentCommand var group: Config
    @Argument(help: ArgumentHelp(tr("The setting."))) var key: String
    @Argument(help: ArgumentHelp(tr("Its new value."))) var value: String

    func run() throws {
        let languages = CatalogDirectory.languages(environment: ProcessEnvironment.atStart)
        let (key, _) = try SettingWrite.check(key, value, languages: languages)   // refused before the store is opened
        let ctx = try Context.open(dbPath: group.root.db)
        let shown = try SettingWrite.set(key.rawValue, to: value, ctx.db, languages: languages, weekStart: ctx.weekStart)
        Output.line("\(key.rawValue) = \(shown)")
    }
}

struct ConfigUnset: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "unset", abstract: tr("Return a setting to its default."))
    @ParentCommand var group: Config
    @Argument(help: ArgumentHelp(tr("The setting."))) var key: String

    func run() throws {
        let key = try SettingKey.parse(key)
        let ctx = try Context.open(dbPath: group.root.db)
        try ctx.db.setSetting(key, to: nil)
        let fresh = try ctx.db.settings()
        let localeDefault = WeekStartDefault.from(environment: ProcessEnvironment.atStart)
        Output.line(tr("%s = %s (default)", key.rawValue, key.value(in: fresh, defaultWeekStart: localeDefault)))
    }
}
