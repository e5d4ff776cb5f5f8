import HabitCore

/// `done` of a routine: each member not yet done that day is done (what its day still needs,
/// in one transaction, as Mark done does), each said in its own line, then the routine's own.
enum RoutineDone {
    static func run(_ routine: Habit, on day: CivilDate, _ ctx: Context) throws {
        let recorded = try ctx.db.checkIn(routine: routine, on: day, source: .cli, at: ctx.now, weekStart: ctx.weekStart)
        for (member, stored) in recorded {
            let report = try TrackingReport.report(member, on: day, ctx: ctx, added: stored)
            Output.line(report.mark + " " + report.text)
        }
        if recorded.isEmpty {
            let when = day == ctx.today(for: routine) ? tr("today") : tr("on %s", day.displayText)
            return Output.line(tr("%1$s: already done %2$s", routine.name.forTerminal, when))
        }
        Output.line("✓ " + (try TrackingReport.line(routine, on: day, ctx: ctx)))
    }

    /// A command that writes a day's own log refuses a routine: its days are its members'.
    static func refuse(_ habit: Habit, _ command: String) throws {
        guard habit.routine != nil else { return }
        throw CLIError(tr("%1$s is a routine: its days are its members' ('habitctl %2$s' one of them; 'habitctl done %1$s' does them all)", habit.name, command))
    }
}
