import ArgumentParser
import HabitCore

/// `habitctl slip`: a quit habit's day over its limit, in words that say so.
struct Slip: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "slip",
        abstract: tr("Record a slip of a quit habit (today unless --date): the day fails, the streak ends."),
        discussion: tr("Without a limit any amount is a slip (default 1); with one (--goal on a quit habit),\ngive the amount, over the limit: habitctl slip Water --value 10."))

    @ParentCommand var root: HabitCtl
    @OptionGroup var day: HabitDay

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("The amount (required when the habit has a limit)."), valueName: "amount"))
    var value: String?

    @Option(help: ArgumentHelp(tr("A short note."), valueName: "text"))
    var note: String?

    func run() throws {
        let value = try value.map { v throws(HabitError) in try Validate.value(v) }
        let note = try Validate.note(note)
        let ctx = try Context.open(dbPath: root.db)
        let (habit, day) = try self.day.resolve(ctx, future: false)
        if habit.archived { throw HabitError.archived(habit.name) }
        try RoutineDone.refuse(habit, "slip")
        guard habit.kind == .quit else {
            throw CLIError(tr("%s is a habit to build: a missed day needs no record ('habitctl undo' takes back a completion)", habit.name))
        }
        guard let amount = value ?? (habit.goal == nil ? 1 : nil) else {
            throw CLIError(tr("%s allows up to %s: say how much with --value", habit.name, habit.goal!.summaryWithPeriod))
        }
        let before = try streakBefore(habit, day, ctx)
        // The day's (or its week's or month's) amount so far plus this must pass the limit:
        // decided where it is written.
        let completion = Completion(habitID: habit.id!, date: day, value: amount, note: note, source: .cli, recordedAt: ctx.now)
        if case .withinLimit(let already) = try ctx.db.recordSlip(completion, habit: habit, weekStart: ctx.weekStart) {
            let held = already > 0 ? tr(" (%s so far)", formatAmount(already)) : ""
            throw CLIError(tr("%1$s is within %2$s's limit of %3$s%4$s: record it with 'habitctl done --value'",
                              formatAmount(amount), habit.name, habit.goal.map(\.summaryWithPeriod) ?? "0", held))
        }
        Output.line("✗ " + (try TrackingReport.line(habit, on: day, ctx: ctx)) + (before.map { tr(" · the streak was %s", $0) } ?? ""))
    }

    /// The streak as it stood before this day ("9 days"), nil when there was none.
    func streakBefore(_ habit: Habit, _ day: CivilDate, _ ctx: Context) throws -> String? {
        guard let unit = HabitRules(habit: habit, log: HabitLog(), weekStart: ctx.weekStart).streakUnit,
              let run = try ctx.progress(of: [habit], on: day)[habit.id!]?.fold.run, run > 0 else { return nil }
        return unit.count(run)
    }
}
