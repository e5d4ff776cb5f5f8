import ArgumentParser
import HabitCore
import HabitViews
import HabitWrites

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
        let (habit, day) = try self.day.resolve(ctx, for: .fail)
        try DeclineWrite.record(habit, on: day, note: note, ctx.db, ctx.ledgerClock)
        Output.line("✗ " + (try TrackingReport.line(habit, on: day, ctx: ctx)))
    }
}
