import ArgumentParser
import HabitCore
import HabitViews
import HabitWrites

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
        let (habit, day) = try self.day.resolve(ctx, for: .slip)
        let before = try SlipWrite.record(habit, on: day, value: value, note: note, source: .cli, ctx.db, ctx.ledgerClock)
        Output.line("✗ " + (try TrackingReport.line(habit, on: day, ctx: ctx)) + (before.map { tr(" · the streak was %s", $0) } ?? ""))
    }
}
