import ArgumentParser
import HabitCore
import HabitStore
import FoundationEssentials

/// `habitctl snooze NAME [MINUTES]`: remind me again in a while. Writes the snooze to the
/// store, where habitd (watching the file) picks it up; a snooze survives restarts.
struct SnoozeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "snooze",
        abstract: tr("Remind again about a habit due today, in MINUTES (default: the snooze-minutes setting)."),
        discussion: tr("Examples:\n  habitctl snooze Read          (the configured snooze, 10 minutes unless set)\n  habitctl snooze Read 30"))

    @ParentCommand var root: HabitCtl

    @Argument(help: ArgumentHelp(tr("The habit.")))
    var name: String

    @Argument(help: ArgumentHelp(tr("How long, 1 to 1440 minutes."), valueName: "minutes"))
    var minutes: Int?

    func run() throws {
        if let minutes, !(1...1440).contains(minutes) {
            throw CLIError(tr("Invalid snooze '%s': use a whole number of minutes from 1 to 1440", minutes))
        }
        let ctx = try Context.open(dbPath: root.db)
        let habit = try ctx.db.habit(named: name)
        if habit.archived { throw HabitError.archived(habit.name) }
        let today = ctx.today(for: habit)
        let snapshot = try ctx.db.snapshot(includeArchived: false, from: today.adding(days: -40))
        guard ctx.rules(habit, snapshot).isDue(today) else {
            throw CLIError(tr("Nothing to snooze: %s is not due today (done, skipped or not scheduled)", habit.name))
        }
        let wait = minutes ?? ctx.settings.snoozeMinutes
        let until = ctx.now.addingTimeInterval(Double(wait) * 60)
        try ctx.db.save(Snooze(habitID: habit.id!, date: today, reminders: [], until: until))
        let (_, second) = ZoneResolver.local(until, in: ctx.zone, offsets: ctx.offsets)
        Output.line(tr("Snoozed %s for %s min: habitd reminds you again at %s", habit.name.forTerminal, wait, WallTime(minuteOfDay: second / 60)))
    }
}
