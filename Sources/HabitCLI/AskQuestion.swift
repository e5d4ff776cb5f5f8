import HabitCore
import HabitStore

/// One question of `habitctl ask`: a habit on a day it is still due.
struct AskQuestion {
    let habit: Habit
    let day: CivilDate

    /// The habits still due on each day from `since` (default: today) to their own today,
    /// by day and then in the board's order. `category`: only its habits.
    static func due(_ ctx: Context, since: CivilDate?, category: String?) throws -> [AskQuestion] {
        let first = since ?? ctx.today
        let snap = try ctx.db.snapshot(includeArchived: false, from: ctx.logSpan(first).first, folded: true)
        let inCategory = try CategoryFilter(category, in: snap)
        var questions: [(order: Int, AskQuestion)] = []
        // A routine is answered through its members, each asked on its own.
        for (order, habit) in snap.habits.enumerated() where inCategory.admits(habit) && habit.routine == nil {
            let rules = ctx.rules(habit, snap)
            var day = max(first, habit.startDate)
            let last = ctx.today(for: habit)
            while day <= last {
                if case .due = rules.status(on: day) { questions.append((order, AskQuestion(habit: habit, day: day))) }
                day = day.adding(days: 1)
            }
        }
        return questions.sorted { ($0.1.day, $0.order) < ($1.1.day, $1.order) }.map(\.1)
    }

    /// The day's status as the store holds it now: an answer given since the list was made
    /// (here, or a notification's Mark done) can have settled it.
    func status(_ ctx: Context) throws -> (Habit, DayStatus)? {
        let log = ctx.logSpan(day)
        let snap = try ctx.db.snapshot(includeArchived: false, from: log.first, to: log.last, folded: true)
        guard let now = snap.habits.first(where: { $0.id == habit.id }) else { return nil }
        return (now, ctx.rules(now, snap).status(on: day))
    }

    /// What a number means for this habit, if anything: an amount in the goal's unit (and
    /// a quit habit's amount), or a count of times.
    var number: NumberKind? {
        if habit.goal != nil || habit.kind == .quit { return .amount }
        return habit.timesPerDay > 1 ? .count : nil
    }

    enum NumberKind { case amount, count }
}
