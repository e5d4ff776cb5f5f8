import ArgumentParser
import HabitCore
import HabitViews
import HabitWrites
import HabitStore

/// The habit and day every tracking command takes.
struct HabitDay: ParsableArguments {
    @Argument(help: ArgumentHelp(tr("The habit.")))
    var name: String

    @Option(help: ArgumentHelp(tr("The local date (default: today in the habit's zone)."), valueName: "YYYY-MM-DD"))
    var date: String?

    /// The habit, and the day asked for or its today, as `action` may name it (its `dayRule`:
    /// a day to come or not, inside the habit's term or anywhere).
    func resolve(_ ctx: Context, for action: HabitAction) throws -> (Habit, CivilDate) {
        let habit = try ctx.db.habit(named: name)
        return (habit, try ActionRun.day(date, for: action, of: habit, ctx.ledgerClock))
    }
}

struct Done: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "done", 
        abstract: tr("Record a completion (today unless --date; never a future day)."),
        discussion: tr("Examples:\n  habitctl done Gym\n  habitctl done \"Drink water\" --count 2\n  habitctl done Run --value 5.2 --note \"felt great\" --mood great\n  habitctl done Read --date 2026-11-20"))

    @ParentCommand var root: HabitCtl
    @OptionGroup var day: HabitDay

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("How many times."), valueName: "N"))
    var count: Int = 1

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("An amount in the goal's unit (default: the goal)."), valueName: "amount"))
    var value: String?

    @Option(help: ArgumentHelp(tr("A short note."), valueName: "text"))
    var note: String?

    @Option(help: ArgumentHelp(tr("How it went: great, good, okay, bad, awful (or 5 to 1)."), valueName: "mood"),
            completion: .list(Mood.allCases.reversed().map(\.word)))
    var mood: String?

    func run() throws {
        let count = try Validate.count(count)
        let value = try value.map { v throws(HabitError) in try Validate.value(v) }
        var note = try Validate.note(note)
        var mood = try mood.map { m throws(HabitError) in try Mood.parse(m) }
        let ctx = try Context.open(dbPath: root.db)
        let (habit, day) = try self.day.resolve(ctx, for: .done)
        if habit.routine != nil { return try RoutineDone.run(habit, on: day, ctx) }
        var completion = Completion(habitID: habit.id!, date: day, count: count, value: value, note: note, mood: mood,
                                    source: .cli, recordedAt: ctx.now)
        // --ask-note: on a terminal, and only when something will be stored.
        if habit.askNote, note == nil, mood == nil, MemoPrompt.canAsk,
           try ctx.db.wouldCheckIn(completion, habit: habit, weekStart: ctx.weekStart) {
            (note, mood) = MemoPrompt.ask(for: habit.name)
            completion.note = note
            completion.mood = mood
        }
        let routine = try RoutineDone.state(of: habit, on: day, ctx)
        guard let stored = try ctx.db.checkIn(completion, habit: habit, weekStart: ctx.weekStart) else {
            let when = day == ctx.today(for: habit) ? tr("today") : tr("on %s", day.displayText)
            // Already done: a memo given goes on that day's record instead.
            if note != nil || mood != nil, try ctx.db.attachMemo(habitID: habit.id!, on: day, note: note, mood: mood) != nil {
                return Output.line(tr("%1$s: already done %2$s; the note and mood are kept with that day", habit.name.forTerminal, when))
            }
            return Output.line(habit.kind == .quit ? tr("%1$s: already checked in %2$s", habit.name.forTerminal, when)
                                                     : tr("%1$s: already done %2$s", habit.name.forTerminal, when))
        }
        let report = try TrackingReport.report(habit, on: day, ctx: ctx, added: stored)
        Output.line(report.mark + " " + report.text)
        try RoutineDone.sayIfCompleted(routine, on: day, ctx)
    }
}

struct Toggle: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "toggle",
        abstract: tr("Done ↔ nothing, like a tap (today unless --date): what a status-bar click runs."),
        discussion: tr("Not done: records what the day still needs, taking back a no said that day. Done: removes the day's\ncompletions. With 'config set toggle-says-no on' a habit to build cycles done → no → nothing instead."))

    @ParentCommand var root: HabitCtl
    @OptionGroup var day: HabitDay

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("How many a day not done gets (default: what it still needs)."), valueName: "N"))
    var count: Int?

    func run() throws {
        let ctx = try Context.open(dbPath: root.db)
        let (habit, day) = try self.day.resolve(ctx, for: .toggle)
        switch try ctx.db.toggle(habit: habit, on: day, weekStart: ctx.weekStart, source: .cli, at: ctx.now, adding: count) {
        case .done(let stored): Output.line("✓ " + (try TrackingReport.line(habit, on: day, ctx: ctx, added: stored)))
        case .declined: Output.line("✗ " + (try TrackingReport.line(habit, on: day, ctx: ctx)))
        case .undone: Output.line("↶ " + (try TrackingReport.line(habit, on: day, ctx: ctx)))
        }
    }
}

struct Undo: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "undo", abstract: tr("Remove the last completion of a day (today unless --date)."))

    @ParentCommand var root: HabitCtl
    @OptionGroup var day: HabitDay

    func run() throws {
        let ctx = try Context.open(dbPath: root.db)
        let (habit, day) = try self.day.resolve(ctx, for: .undo)
        try ActionRun.write(.undo, habit, on: day, ActionInput(), source: .cli, ctx.db, ctx.ledgerClock)
        Output.line("↶ " + (try TrackingReport.line(habit, on: day, ctx: ctx)))
    }
}

struct SkipDay: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "skip",
        abstract: tr("Skip a day on purpose: no reminders, and the streak neither breaks nor grows."),
        discussion: tr("Any day may be skipped, including future ones (a holiday). 'habitctl unskip' takes it back."))

    @ParentCommand var root: HabitCtl
    @OptionGroup var day: HabitDay

    @Option(help: ArgumentHelp(tr("Why."), valueName: "text"))
    var note: String?

    func run() throws {
        let note = try Validate.note(note)
        let ctx = try Context.open(dbPath: root.db)
        let (habit, day) = try self.day.resolve(ctx, for: .skip)
        try ActionRun.write(.skip, habit, on: day, ActionInput(note: note), source: .cli, ctx.db, ctx.ledgerClock)
        Output.line(tr("Skipped %s on %s", habit.name.forTerminal, day.displayText))
    }
}

struct Unskip: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "unskip", abstract: tr("Take back a skip."))

    @ParentCommand var root: HabitCtl
    @OptionGroup var day: HabitDay

    func run() throws {
        let ctx = try Context.open(dbPath: root.db)
        let (habit, day) = try self.day.resolve(ctx, for: .unskip)
        try ActionRun.write(.unskip, habit, on: day, ActionInput(), source: .cli, ctx.db, ctx.ledgerClock)
        Output.line(tr("Unskipped %s on %s", habit.name.forTerminal, day.displayText))
    }
}
