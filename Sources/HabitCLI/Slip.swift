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
        guard habit.kind == .quit else {
            throw CLIError(tr("%s is a habit to build: a missed day needs no record ('habitctl undo' takes back a completion)", habit.name))
        }
        let limit = habit.goal?.value ?? 0
        guard let amount = value ?? (habit.goal == nil ? 1 : nil) else {
            throw CLIError(tr("%s allows up to %s: say how much with --value", habit.name, habit.goal!.summaryWithPeriod))
        }
        // A week's or month's limit is passed by what the period already holds plus this.
        let already = try periodSoFar(habit, day, ctx)
        guard already + amount > limit else {
            let held = already > 0 ? tr(" (%s so far)", formatAmount(already)) : ""
            throw CLIError(tr("%1$s is within %2$s's limit of %3$s%4$s: record it with 'habitctl done --value'",
                              formatAmount(amount), habit.name, habit.goal.map(\.summaryWithPeriod) ?? "0", held))
        }
        let before = try streakBefore(habit, day, ctx)
        try ctx.db.record(Completion(habitID: habit.id!, date: day, value: amount, note: note, source: .cli, recordedAt: ctx.now))
        Output.line("✗ " + (try TrackingReport.line(habit, on: day, ctx: ctx)) + (before.map { tr(" · the streak was %s", $0) } ?? ""))
    }

    /// What a week's or month's limit already holds through `day`; 0 for other limits.
    func periodSoFar(_ habit: Habit, _ day: CivilDate, _ ctx: Context) throws -> Double {
        guard let g = habit.goal, g.period.spansDays else { return 0 }
        let snap = try ctx.db.snapshot(habitNamed: habit.name, from: day.startOfMonth.adding(days: -7), to: day)
        guard let h = snap.habits.first else { return 0 }
        return ctx.rules(h, snap).periodAmount(containing: day, through: day)
    }

    /// The streak as it stood before this day ("9 days"), nil when there was none.
    func streakBefore(_ habit: Habit, _ day: CivilDate, _ ctx: Context) throws -> String? {
        guard let unit = HabitRules(habit: habit, log: HabitLog(), weekStart: ctx.weekStart).streakUnit,
              let run = try ctx.progress(of: [habit], on: day)[habit.id!]?.fold.run, run > 0 else { return nil }
        return unit.count(run)
    }
}
