import HabitCore

/// The words the board and the tracking commands use for progress and status.
public enum ProgressText {
    /// What is still due on the day: "due", "2 more today", "3 / 5 km", "done ✓" (a habit to
    /// quit: "clean ✓", the ledger's word for its day), "skipped"…
    public static func status(_ status: DayStatus, _ habit: Habit) -> String {
        switch status {
        case .done: return habit.kind == .quit ? tr("clean ✓") : tr("done ✓")
        case .skipped: return tr("skipped")
        case .paused(let until): return pausedWords(until)
        case .declined: return tr("no ✗")
        case .notDue: return tr("not due")
        case .periodMet: return tr("goal met")
        case .slip: return tr("slip ✗")
        case .notStarted: return tr("starts %s", habit.startDate.displayText)
        case .ended: return tr("ended")
        case .archived: return tr("archived")
        case .due(let remaining, let partial):
            return dueDetail(remaining: remaining, partial: partial, habit) ?? tr("due")
        }
    }

    /// `status` without a bare "due": what a line that already stands for a due habit adds
    /// (the status bar's tooltip, ask's prompt); nil when there is nothing more to say.
    public static func detail(_ status: DayStatus, _ habit: Habit) -> String? {
        if case .due(let remaining, let partial) = status { return dueDetail(remaining: remaining, partial: partial, habit) }
        return Self.status(status, habit)
    }

    /// What a due day says beyond "due": the check-in of a quit habit, the amount so far, the
    /// completions still to make; nil for a day that is just due.
    private static func dueDetail(remaining: Int, partial: DayTally, _ habit: Habit) -> String? {
        if habit.kind == .quit {
            return habit.goal.map { tr("check in (≤ %s)", $0.summaryWithPeriod) } ?? tr("check in")
        }
        if let g = habit.goal, g.period != .day {
            // A session is judged alone, a week's amount shows beside: the day is just due.
            guard g.period.spansDays, partial.value > 0 else { return nil }
            return tr("%s %s today", formatAmount(partial.value), g.unit.displayName(for: partial.value))
        }
        if let g = habit.goal, partial.count > 0 {
            // N a day: the check-ins still to make too (the day needs both, docs/rules.md).
            let amount = "\(formatAmount(partial.value)) / \(g.target)"
            return habit.timesPerDay > 1 && remaining > 0 ? amount + " · " + tr("%s more", remaining) : amount
        }
        if habit.timesPerDay > 1 { return tr("%s more", remaining) }
        return nil
    }

    /// A day in words, as the ledger has it: "done ✓", "kept ✓", "partly", "missed", "slip ✗",
    /// today's detail ("check in", "2 more"), "upcoming", "goal met"…
    public static func verdict(_ day: LedgerDay, _ ledger: Ledger) -> String {
        let h = ledger.habit
        switch day.verdict {
        case .done: return h.kind == .quit ? tr("clean ✓") : tr("done ✓")
        case .kept: return tr("kept ✓")
        case .partly: return tr("partly")
        case .missed: return tr("missed")
        case .due: return status(ledger.rules.status(on: day.date), h)
        case .upcoming: return tr("upcoming")
        case .skipped: return tr("skipped")
        case .paused: return pausedWords(h.pause(on: day.date)?.last)
        case .declined: return tr("no ✗")
        case .slip: return tr("slip ✗")
        case .covered: return tr("goal met")
        case .notDue:
            if day.date < h.startDate { return tr("starts %s", h.startDate.displayText) }
            if let end = h.endDate, day.date > end { return tr("ended") }
            return tr("not due")
        }
    }

    /// A day's verdict as a plain word, for a label ("Stretch, 2026-11-19, due").
    public static func word(_ verdict: DayVerdict, _ kind: HabitKind) -> String {
        switch verdict {
        case .done: return kind == .quit ? tr("clean") : tr("done")
        case .kept: return tr("kept")
        case .partly: return tr("partly")
        case .missed: return tr("missed")
        case .due: return tr("due")
        case .upcoming: return tr("upcoming")
        case .skipped: return tr("skipped")
        case .paused: return tr("paused")
        case .declined: return tr("said no")
        case .slip: return tr("slip")
        case .covered: return tr("goal met")
        case .notDue: return tr("not due")
        }
    }

    /// "paused until Mon 2026-12-07", or "paused" until resumed.
    public static func pausedWords(_ until: CivilDate?) -> String {
        until.map { tr("paused until %s", day($0)) } ?? tr("paused")
    }

    /// "Mon 2026-12-07": a day with its weekday, as pauses are told.
    public static func day(_ d: CivilDate) -> String { "\(d.weekday.displayShortName) \(d.displayText)" }

    /// The JSON name of a status.
    public static func key(_ status: DayStatus) -> String {
        switch status {
        case .done: return "done"
        case .skipped: return "skipped"
        case .paused: return "paused"
        case .declined: return "declined"
        case .due: return "due"
        case .notDue: return "not_due"
        case .periodMet: return "period_met"
        case .slip: return "slip"
        case .notStarted: return "not_started"
        case .ended: return "ended"
        case .archived: return "archived"
        }
    }
}
