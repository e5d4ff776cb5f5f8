import ArgumentParser
import HabitCore

/// `habitctl fail`: an explicit "no" for a build habit's day, kept apart from a day nobody
/// answered.
struct Fail: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fail",
        abstract: tr("Say no for a day, on purpose (today unless --date): ✗ in every view, apart from a day nobody answered."),
        discussion: tr("The day fails and the streak ends, as a missed day does. 'habitctl undo' or 'habitctl toggle' takes the no back."))

    @ParentCommand var root: HabitCtl
    @OptionGroup var day: HabitDay

    @Option(help: ArgumentHelp(tr("A short note."), valueName: "text"))
    var note: String?

    func run() throws {
        let note = try Validate.note(note)
        let ctx = try Context.open(dbPath: root.db)
        let (habit, day) = try self.day.resolve(ctx, future: false)
        if habit.archived { throw HabitError.archived(habit.name) }
        try RoutineDone.refuse(habit, "fail")
        guard habit.kind == .build else {
            throw CLIError(tr("%s is a habit to quit: a day over the limit is a slip ('habitctl slip %s')", habit.name, habit.name))
        }
        if let p = habit.pause(on: day) {
            throw CLIError(tr("%1$s is paused on %2$s (%3$s): nothing is asked that day", habit.name, day.displayText, PauseList.span(p)))
        }
        let decline = Decline(habitID: habit.id!, date: day, note: note, recordedAt: ctx.now)
        switch try ctx.db.record(decline: decline, habit: habit, weekStart: ctx.weekStart) {
        case .done:
            throw CLIError(tr("%1$s is done on %2$s: 'habitctl undo %1$s' first, or 'habitctl toggle %1$s' to say no", habit.name, day.displayText))
        case .already:
            throw CLIError(tr("%1$s already says no on %2$s", habit.name, day.displayText))
        case .recorded:
            Output.line("✗ " + (try TrackingReport.line(habit, on: day, ctx: ctx)))
        }
    }
}
