import HabitCore
import HabitStore

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
        Output.line("✓ " + (try TrackingReport.report(routine, on: day, ctx: ctx, celebrate: true).text))
    }

    /// The routine `member` belongs to, and whether it is done on `day`: read before a
    /// member's check-in, so that `sayIfCompleted` knows whether the check-in completed it.
    static func state(of member: Habit, on day: CivilDate, _ ctx: Context) throws -> (routine: Habit, done: Bool)? {
        guard let routine = try ctx.db.routine(holding: member) else { return nil }
        return try done(routine, on: day, ctx)
    }

    /// After a member's check-in: the routine's own line when that check-in completed it
    /// ("✓ Morning: done today · … · 🏆 3 days"), else nothing.
    static func sayIfCompleted(_ before: (routine: Habit, done: Bool)?, on day: CivilDate, _ ctx: Context) throws {
        guard let before, !before.done, let now = try done(before.routine, on: day, ctx), now.done else { return }
        Output.line("✓ " + (try TrackingReport.report(now.routine, on: day, ctx: ctx, celebrate: true).text))
    }

    private static func done(_ routine: Habit, on day: CivilDate, _ ctx: Context) throws -> (routine: Habit, done: Bool)? {
        let span = ctx.logSpan(day)
        let snap = try ctx.db.snapshot(habitNamed: routine.name, from: span.first, to: span.last)
        guard let stored = snap.habits.first else { return nil }
        return (stored, ctx.rules(stored, snap).isDone(day))
    }
}
