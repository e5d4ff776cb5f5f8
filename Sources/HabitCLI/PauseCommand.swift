import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitViews
import HabitWrites
import HabitStore

/// Which habits a pause or a resume is for: names, `--all` active habits, or those of a
/// category; exactly one of the three.
struct PauseTargets: ParsableArguments {
    @Argument(help: ArgumentHelp(tr("The habits.")))
    var names: [String] = []

    @Flag(help: ArgumentHelp(tr("Every habit that is not archived.")))
    var all = false

    @Option(help: ArgumentHelp(tr("The habits of a category."), valueName: "name"))
    var category: String?

    func habits(_ ctx: Context) throws -> [Habit] {
        let ways = [!names.isEmpty, all, category != nil].filter { $0 }.count
        guard ways == 1 else { throw CLIError(tr("Name the habits, or give --all or --category (one of them)")) }
        if !names.isEmpty {
            var seen = Set<Int64>()
            return try names.map { try ctx.db.habit(named: $0) }.filter { seen.insert($0.id!).inserted }
        }
        let snapshot = try ctx.db.snapshot(includeArchived: false, logs: false)
        let filter = try CategoryFilter(category, in: snapshot)
        let habits = snapshot.habits.filter(filter.admits)
        if habits.isEmpty {
            throw CLIError(category.map { tr("No habits in %s to pause", $0) } ?? tr("No habits to pause: add one with 'habitctl add'"))
        }
        return habits
    }
}

/// `habitctl pause`: a holiday or a rest, for some habits or all of them.
struct PauseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "pause",
        abstract: tr("Pause habits for a while (a holiday): no reminders, and streaks neither break nor grow."),
        discussion: tr("The days from --from (default today) to --to (default: until 'habitctl resume') ask nothing; a week's\nor month's target shrinks to the days left. A range may lie in the future or the past.\n\nExamples:\n  habitctl pause --all --from 2026-12-24 --to 2027-01-01 --note Holiday\n  habitctl pause Gym Run --from 2026-12-01\n  habitctl pause --list"))

    @ParentCommand var root: HabitCtl
    @OptionGroup var targets: PauseTargets

    @Option(help: ArgumentHelp(tr("The first paused day (default: today)."), valueName: "YYYY-MM-DD"))
    var from: String?

    @Option(help: ArgumentHelp(tr("The last paused day (default: until resumed)."), valueName: "YYYY-MM-DD"))
    var to: String?

    @Option(help: ArgumentHelp(tr("Why (shown with the pause)."), valueName: "text"))
    var note: String?

    @Flag(help: ArgumentHelp(tr("List the pauses running or planned, and say nothing else.")))
    var list = false

    func run() throws {
        if list {
            guard targets.names.isEmpty, !targets.all, targets.category == nil, from == nil, to == nil, note == nil else {
                throw CLIError(tr("--list takes nothing else"))
            }
            return try PauseList.print(try Context.open(dbPath: root.db))
        }
        let ctx = try Context.open(dbPath: root.db)
        let changed = try PauseWrite.pause(try targets.habits(ctx), from: from, to: to, note: note, ctx.db, ctx.ledgerClock)
        for (habit, p) in changed {
            Output.line(tr("Paused %1$s %2$s", habit.name.forTerminal, PauseList.span(p)))
        }
    }
}
/// `habitctl resume`: the pause running today ends yesterday; planned ones are cancelled.
struct ResumeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "resume",
        abstract: tr("End a pause early: due again from today; pauses planned for later are cancelled."))

    @ParentCommand var root: HabitCtl
    @Argument(help: ArgumentHelp(tr("The habits.")))
    var names: [String] = []
    @Flag(help: ArgumentHelp(tr("Every paused habit.")))
    var all = false

    func run() throws {
        guard names.isEmpty != !all else { throw CLIError(tr("Name the habits, or give --all (one of them)")) }
        let ctx = try Context.open(dbPath: root.db)
        let habits = all ? try ctx.db.snapshot(logs: false).habits.filter { !$0.pauses.isEmpty }
                         : try names.map { try ctx.db.habit(named: $0) }
        let changed = try PauseWrite.resume(habits, skipUnpaused: all, ctx.db, ctx.ledgerClock)
        for r in changed {
            let (habit, ended, cancelled) = (r.habit, r.ended, r.cancelled)
            var line = tr("Resumed %s: due again from today", habit.name.forTerminal)
            if ended == nil, !cancelled.isEmpty { line = tr("Resumed %s", habit.name.forTerminal) }
            for p in cancelled { line += tr("; cancelled the pause %s", PauseList.span(p)) }
            Output.line(line)
        }
    }
}
