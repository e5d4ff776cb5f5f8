import ArgumentParser
import Foundation
import HabitCore

struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", 
        abstract: tr("Add a habit."),
        discussion: tr("Examples:\n  habitctl add \"Drink water\" --times 3 --remind 09:00 --remind 13:00 --remind 17:00\n  habitctl add Gym --weekly 3 --remind 18:00 --remind-days mon,wed,fri\n  habitctl add --preset run\n  habitctl add \"No sugar\" --quit --category Health\n  habitctl add Piano --category Music --new-category\n\nA name the catalogue knows suggests what you did not give (spec 004): Read → 📚, 10 pages, indigo; Run → 🏃, 30 minutes, lime; Water → 💧, 8, teal; Meditate → 🧘, 10 minutes, purple; No sugar → quit, coral; a preset's name → that preset. The Added line says what was taken; --plain takes nothing."))

    @ParentCommand var root: HabitCtl

    @Argument(help: ArgumentHelp(tr("The habit's name (1–60 characters, unique in any letter case).")))
    var name: String?

    @Option(help: ArgumentHelp(tr("Start from a preset (see 'habitctl presets'); other options override it."), valueName: "preset"))
    var preset: String?

    @Flag(help: ArgumentHelp(tr("Take nothing from the name: no suggested icon, goal, colour or kind.")))
    var plain = false

    @Flag(name: .customLong("new-category"), help: ArgumentHelp(tr("Create the --category if there is none of that name (on a terminal, add asks).")))
    var newCategory = false

    @OptionGroup var options: HabitOptions

    func run() throws {
        let preset = try self.preset.map { p throws(HabitError) in try PresetCatalog.find(p) }
        guard let rawName = name ?? preset?.name else { throw HabitError.emptyName }
        let name = try Validate.name(rawName)
        if options.remindDays != nil && options.remind.isEmpty { throw HabitError.remindDaysWithoutRemind }
        let ctx = try Context.open(dbPath: root.db)
        let count = try ctx.db.snapshot(from: ctx.today, to: ctx.today).habits.count
        var habit = Habit(name: name, color: Palette.automatic(habitCount: count), startDate: ctx.today, createdAt: ctx.now)
        var suggested: [String] = []
        if let preset {
            habit.icon = preset.icon
            habit.category = preset.category
            habit.kind = preset.kind
            habit.goal = preset.goal(for: ctx.settings.units)
        } else if !plain, options.routine == nil, let s = SmartDefaults.suggestion(for: name, units: ctx.settings.units) {
            suggested = options.applySuggestion(s, to: &habit, categories: try ctx.db.categories().map(\.name))
        }
        try options.apply(to: &habit, replaceReminders: true)
        if let r = try options.routineGiven(for: habit, ctx.db) { habit.routine = r }
        if options.zone != nil && options.start == nil { habit.startDate = ctx.today(for: habit) }
        if habit.nudge != nil && habit.plannedReminders.isEmpty {
            throw HabitError.conflictingOptions(tr("Nudges follow a reminder: add --remind HH:MM"))
        }
        let create = try habit.category.map { try NewCategory.creates($0, given: newCategory, ctx) } ?? false
        let saved = try ctx.db.insert(habit, createCategory: create)
        Output.line(tr("Added %s: %s", saved.name, HabitSummary.line(saved, members: try ctx.db.members(of: saved).map(\.name)))
                    + (suggested.isEmpty ? "" : tr(" (from the name: %s; --plain for none)", suggested.joined(separator: ", "))))
        options.warnIfHardToRead(saved.color, on: ctx.terminal.background.value)
        for reason in ReminderReach.neverFiring(saved, settings: ctx.settings, now: (ctx.today(for: saved), ctx.minuteNow(for: saved))) {
            Output.error(tr("habitctl: warning: never reminds: %s", reason))
        }
        if let g = saved.goal, g.value == 0, saved.kind == .build {
            Output.error(tr("habitctl: warning: Zero goal means any progress counts"))
        }
        if !saved.plannedReminders.isEmpty { ReminderChannel.warnIfUnseen() }
    }

}
