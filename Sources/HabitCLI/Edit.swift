import ArgumentParser
import HabitCore

struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "edit", 
        abstract: tr("Change a habit's settings (its history stays)."),
        discussion: tr("Takes every option of 'add'. --remind replaces all reminders; --add-remind and\n--remove-remind change one at a time (--remind-days applies to the times given\nwith it).\n\nExamples:\n  habitctl edit Gym --weekly 4 --add-remind 07:00 --remind-days sat,sun\n  habitctl edit \"Drink water\" --rename Water --color sky\n  habitctl edit Gym --reminders off      (on holiday: the times stay)"))

    @ParentCommand var root: HabitCtl

    @Argument(help: ArgumentHelp(tr("The habit to change.")))
    var name: String

    @Option(help: ArgumentHelp(tr("A new name."), valueName: "name"))
    var rename: String?

    @OptionGroup var options: HabitOptions

    @Option(name: .customLong("add-remind"), help: ArgumentHelp(tr("Add a reminder."), valueName: "HH:MM"))
    var addRemind: [String] = []

    @Option(name: .customLong("remove-remind"), help: ArgumentHelp(tr("Remove the reminder at this time."), valueName: "HH:MM"))
    var removeRemind: [String] = []

    @Flag(name: .customLong("new-category"), help: ArgumentHelp(tr("Create the --category if there is none of that name (on a terminal, add asks).")))
    var newCategory = false

    @Flag(name: .customLong("no-routine"), help: ArgumentHelp(tr("Make a routine an ordinary habit again (its members stay as they are).")))
    var noRoutine = false

    @Flag(name: .customLong("no-remind"), help: ArgumentHelp(tr("Remove all reminders.")))
    var noRemind = false

    @Option(help: ArgumentHelp(tr("Pause the reminders, keeping their times (off), or resume them (on)."), valueName: "off|on"))
    var reminders: RemindersSwitch?

    @Flag(name: .customLong("no-end"), help: ArgumentHelp(tr("Remove the end date.")))
    var noEnd = false

    @Flag(name: .customLong("no-zone"), help: ArgumentHelp(tr("Follow the system zone again.")))
    var noZone = false

    @Flag(name: .customLong("no-window"), help: ArgumentHelp(tr("Belong to no part of the day.")))
    var noWindow = false

    @Flag(name: .customLong("no-goal"), help: ArgumentHelp(tr("Remove the goal ('just do it').")))
    var noGoal = false

    @Flag(name: .customLong("no-category"), help: ArgumentHelp(tr("Remove the category.")))
    var noCategory = false

    @Flag(name: .customLong("no-reward"), help: ArgumentHelp(tr("Remove the reward.")))
    var noReward = false

    @Flag(name: .customLong("no-nudge"), help: ArgumentHelp(tr("Stop nudging.")))
    var noNudge = false

    @Flag(name: .shortAndLong, help: ArgumentHelp(tr("Do not ask when the edit changes past days' verdicts.")))
    var yes = false

    func run() throws {
        let ctx = try Context.open(dbPath: root.db)
        var habit = try ctx.db.habit(named: name)
        let original = habit
        try refuseContradictions()
        if let rename { habit.name = try Validate.name(rename) }
        let goalBefore = habit.goal
        try options.apply(to: &habit, replaceReminders: true)
        // A unit of the same kind (km to miles, kg to lb, litres to cups) converts the goal, unless
        // one is given, and every logged amount.
        var factor: Double?
        if options.unit != nil, let old = goalBefore, let new = habit.goal, old.unit != new.unit,
           let f = UnitConversion.factor(from: old.unit, to: new.unit, system: ctx.settings.units) {
            factor = f
            if options.goal == nil { habit.goal = Goal(value: (old.value * f * 100).rounded() / 100, unit: new.unit, period: new.period) }
        }
        if options.remindDays != nil && options.remind.isEmpty && addRemind.isEmpty { throw HabitError.remindDaysWithoutRemind }
        if noRemind {
            habit.reminders = []
            habit.remindAuto = false
        }
        if let reminders { habit.remindersPaused = reminders == .off }
        for text in removeRemind {
            let t = try WallTime.parse(text)
            guard habit.reminders.contains(where: { $0.time == t }) else { throw HabitError.unknownReminder(t) }
            habit.reminders.removeAll { $0.time == t }
        }
        let days = try options.remindDays.map { d throws(HabitError) in try WeekdaySet.parse(d) }
        for text in addRemind {
            let r = Reminder(time: try WallTime.parse(text), days: days)
            if habit.reminders.contains(where: { $0.time == r.time }) { throw HabitError.duplicateReminder(r.time) }
            habit.reminders.append(r)
        }
        if noEnd { habit.endDate = nil }
        if noZone { habit.zone = nil }
        if noWindow { habit.windows = [] }
        if noGoal { habit.goal = nil }
        if noCategory { habit.category = nil }
        if noReward { habit.reward = nil }
        if noNudge { habit.nudge = nil }
        if let r = try options.routineGiven(for: habit, ctx.db) { habit.routine = r }
        if noRoutine { habit.routine = nil }
        if habit.nudge != nil && habit.plannedReminders.isEmpty && !noNudge {
            throw HabitError.conflictingOptions(tr("Nudges follow a reminder: without reminders, also give --no-nudge"))
        }
        try confirmPastRewrite(original, habit, ctx, scalingAmountsBy: factor)
        let create = try options.category != nil && habit.category.map { try NewCategory.creates($0, given: newCategory, ctx) } ?? false
        try ctx.db.update(habit, scalingAmountsBy: factor, createCategory: create)
        let stored = try ctx.db.habit(named: habit.name)  // the category as stored
        Output.line(tr("Updated %s: %s", stored.name.forTerminal, HabitSummary.line(stored.forTerminal, members: try ctx.db.members(of: stored).map(\.name.forTerminal))))
        if let factor, let old = goalBefore, let new = stored.goal {
            Output.line(tr("Converted from %s to %s (× %s): the goal and every amount logged", old.unit.name, new.unit.name, formatAmount((factor * 10_000).rounded() / 10_000)))
        }
        options.warnIfHardToRead(habit.color, on: ctx.terminal.background.value)
        // Paused, the Updated line says so; why a time could never fire is news when they resume.
        for reason in habit.remindersPaused ? [] : ReminderReach.neverFiring(habit, settings: ctx.settings,
                                                                               now: (ctx.today(for: habit), ctx.minuteNow(for: habit))) {
            Output.error(tr("habitctl: warning: never reminds: %s", reason))
        }
        let remindersSet = !options.remind.isEmpty || !addRemind.isEmpty || !options.window.isEmpty || reminders == .on
        if remindersSet && !stored.plannedReminders.isEmpty && !stored.remindersPaused { ReminderChannel.warnIfUnseen() }
    }

    /// Options that undo each other, or set what another removes: one line, nothing written.
    func refuseContradictions() throws {
        let pairs: [(Bool, String)] = [
            (noRemind && (!options.remind.isEmpty || !addRemind.isEmpty), tr("--no-remind removes every reminder; drop it or --remind/--add-remind")),
            (noGoal && (options.goal != nil || options.unit != nil), tr("--no-goal removes the goal; drop it or --goal/--unit")),
            (noEnd && options.end != nil, tr("--no-end removes the end date; drop it or --end")),
            (noZone && options.zone != nil, tr("--no-zone follows the system zone; drop it or --zone")),
            (noWindow && !options.window.isEmpty, tr("--no-window removes every window; drop it or --window")),
            (noCategory && options.category != nil, tr("--no-category removes the category; drop it or --category")),
            (noReward && (options.reward != nil || options.rewardEvery != nil), tr("--no-reward removes the reward; drop it or --reward/--reward-every")),
            (noNudge && (options.nudgeEvery != nil || options.nudgeTimes != nil), tr("--no-nudge stops nudges; drop it or --nudge-every/--nudge-times")),
        ]
        if let (_, message) = pairs.first(where: { $0.0 }) { throw HabitError.conflictingOptions(message) }
    }

    /// A goal, kind, schedule or term that turns past days from done to missed (or back) says
    /// so first: on a terminal it asks; elsewhere it needs --yes. Silent when nothing changes.
    /// `factor`: a unit converted, every amount scales with the goal (and judges the same).
    private func confirmPastRewrite(_ old: Habit, _ new: Habit, _ ctx: Context, scalingAmountsBy factor: Double?) throws {
        guard HabitRules(habit: old, log: HabitLog(), weekStart: ctx.weekStart).foldInputs(skipsKeepStreak: true)
                != HabitRules(habit: new, log: HabitLog(), weekStart: ctx.weekStart).foldInputs(skipsKeepStreak: true) else { return }
        let snap = try ctx.db.snapshot(habitNamed: old.name)
        var completions = snap.completions[old.id!] ?? []
        if let factor { for i in completions.indices { completions[i].value = completions[i].value.map { $0 * factor } } }
        var scaledOld = old
        if let factor, let g = old.goal { scaledOld.goal = Goal(value: g.value * factor, unit: new.goal?.unit ?? g.unit, period: g.period) }
        let rewrite = PastRewrite.of(scaledOld, new, completions: completions, skips: snap.skips[old.id!] ?? [],
                                     today: ctx.today(for: new), weekStart: ctx.weekStart, skipsKeepStreak: ctx.settings.skipsKeepStreak)
        guard rewrite.changesAnything else { return }
        if yes { return Output.error(tr("habitctl: %s", rewrite.summary)) }
        guard Terminal.stdinIsTTY else {
            throw CLIError(tr("%s: pass --yes to change it", rewrite.summary))
        }
        guard Terminal.confirm(rewrite.summary + tr(". Change it?")) else { throw CLIError(tr("not changed")) }
    }
}

/// `edit --reminders off|on`.
enum RemindersSwitch: String, ExpressibleByArgument, CaseIterable {
    case off, on
}
