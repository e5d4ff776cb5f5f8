import ArgumentParser
import HabitCore

struct Presets: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "presets", 
        abstract: tr("List ready-made habits for 'habitctl add --preset KEY'."))

    @Option(help: ArgumentHelp(tr("Only this category (fitness, health, social, learning)."), valueName: "name"))
    var category: String?

    @ParentCommand var root: HabitCtl

    @Option(help: ArgumentHelp(tr("Units for the default goals (default: the 'units' setting)."), valueName: "metric|imperial|us"))
    var units: String?

    @Flag(help: ArgumentHelp(tr("Print JSON for scripts.")))
    var json = false

    struct Entry: Encodable {
        let key: String
        let name: String
        let icon: String
        let category: String
        let kind: String
        let goalType: String
        let goal: Double?
        let unit: String?
    }

    func run() throws {
        let system: UnitSystem
        if let units {
            guard let s = UnitSystem(rawValue: units.lowercased()) else {
                throw HabitError.invalidSettingValue(key: "units", value: units, expected: "metric, imperial or us")
            }
            system = s
        } else {
            system = try Context.open(dbPath: root.db).settings.units
        }
        if let category, !PresetCatalog.categories.contains(where: { $0.lowercased() == category.lowercased() }) {
            throw CLIError(tr("No preset category '%1$s': choose %2$s", category,
                              PresetCatalog.categories.map { $0.lowercased() }.joined(separator: ", ")))
        }
        let presets = PresetCatalog.all.filter { category == nil || $0.category.lowercased() == category!.lowercased() }
        let entries = presets.map { p in
            Entry(key: p.key, name: p.name, icon: p.icon, category: p.category, kind: p.kind.rawValue,
                  goalType: p.goalType, goal: p.goal(for: system)?.value, unit: p.goal(for: system)?.unit.name)
        }
        if json { return try Output.json(entries) }
        let keyWidth = presets.map { DisplayWidth.of($0.key) }.max() ?? 0
        for cat in PresetCatalog.categories {
            let inCat = presets.filter { $0.category == cat }
            if inCat.isEmpty { continue }
            Output.line(cat)
            for p in inCat {
                let goal = p.goal(for: system)
                let kind = p.kind == .quit ? tr("quit, ") + (goal.map { tr("at most %s", $0.summary) } ?? tr("not at all"))
                                           : goal?.summary ?? tr("just do it")
                Output.line("  " + DisplayWidth.pad(p.icon, to: 2) + " " + DisplayWidth.pad(p.key, to: keyWidth) + "  " + kind)
            }
        }
    }
}
