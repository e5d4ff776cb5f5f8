/// The one ledger of a habit: a pure function of the habit, its log and today that gives
/// every verdict a view shows (README, "The rules"). Views render it and decide nothing;
/// one that needs a span of days asks for it (`span`).
public struct Ledger: Sendable {
    public let rules: HabitRules
    public let today: CivilDate
    public let skipsKeepStreak: Bool
    /// The days asked for, oldest first, through `span.last` (days after today are upcoming or
    /// not due).
    public let days: [LedgerDay]
    /// The periods the streak is counted in that overlap the span, oldest first.
    public let periods: [LedgerPeriod]
    /// The streak fold as of today: current and best run, and every milestone reached with
    /// the day it was reached.
    public let fold: StreakFold

    public var habit: Habit { rules.habit }
    public var streaks: Streaks { fold.streaks }
    public var streakUnit: StreakUnit? { rules.streakUnit }

    /// `span`: the days wanted (nil: today alone). `progress`: the streak fold as of today
    /// when the caller has it (the store's derived state); without it the log must be whole.
    public init(rules: HabitRules, today: CivilDate, span: DateWindow? = nil, skipsKeepStreak: Bool, progress: StreakFold? = nil) {
        self.rules = rules
        self.today = today
        self.skipsKeepStreak = skipsKeepStreak
        let span = span ?? DateWindow(first: today, last: today)
        var days: [LedgerDay] = []
        days.reserveCapacity(span.days)
        var d = span.first
        while d <= span.last {
            days.append(LedgerDay(date: d, verdict: rules.verdict(on: d, today: today, skipsKeepStreak: skipsKeepStreak), tally: rules.log[d]))
            d = d.adding(days: 1)
        }
        self.days = days
        periods = rules.periods(from: span.first, upTo: min(span.last, today), today: today, skipsKeepStreak: skipsKeepStreak)
            .filter { $0.last >= span.first }
            .map { LedgerPeriod(first: $0.first, last: $0.last, verdict: PeriodVerdict($0.outcome), metOn: $0.metOn) }
        fold = progress ?? rules.progress(through: today, skipsKeepStreak: skipsKeepStreak)
    }

    /// The verdict of a day in the span (nil outside it).
    public func day(_ d: CivilDate) -> LedgerDay? {
        guard let first = days.first, d >= first.date else { return nil }
        let i = d.days(since: first.date)
        return i < days.count ? days[i] : nil
    }

    /// Days of the span through `d` that count as done: done, or a quit habit's day kept.
    public func daysDone(through d: CivilDate) -> Int {
        days.reduce(0) { $0 + ($1.date <= d && ($1.verdict == .done || $1.verdict == .kept) ? 1 : 0) }
    }

    /// The days of log a ledger over `span` needs beside a stored streak fold: every week and
    /// month the span touches, whole (a period is judged whole), and two days more either side
    /// (a habit pinned to another zone has its today a day off the system's). What each view
    /// reads; no view picks its own window.
    public static func logSpan(for span: DateWindow, weekStart: Weekday) -> DateWindow {
        let first = min(span.first.startOfWeek(weekStart), span.first.startOfMonth)
        let last = max(span.last.startOfWeek(weekStart).adding(days: 6), span.last.startOfMonth.adding(days: span.last.daysInMonth - 1))
        return DateWindow(first: first.adding(days: -2), last: last.adding(days: 2))
    }

    /// `logSpan` for one habit: a habit judged by days or weeks needs only the weeks (the
    /// board reads a week of most habits, a month of few).
    public static func logSpan(for span: DateWindow, weekStart: Weekday, of habit: Habit) -> DateWindow {
        let rules = HabitRules(habit: habit, log: HabitLog(), weekStart: weekStart)
        guard !rules.isMonthly else { return logSpan(for: span, weekStart: weekStart) }
        return DateWindow(first: span.first.startOfWeek(weekStart).adding(days: -2),
                          last: span.last.startOfWeek(weekStart).adding(days: 8))
    }

    /// Every milestone reached, with the day each was reached.
    public var milestones: [(milestone: Milestone, on: CivilDate)] {
        streakUnit.map { fold.reached(unit: $0) } ?? []
    }

    /// Today's standing: done, due (with what is left), a met period, a slip…
    public var todayStatus: DayStatus { rules.status(on: today) }
}

extension HabitRules {
    /// A day's verdict (`DayVerdict`), from the one classification (`classify`).
    public func verdict(on d: CivilDate, today: CivilDate, skipsKeepStreak: Bool) -> DayVerdict {
        guard habit.isInTerm(d) else { return .notDue }
        if habit.isPaused(d) && !isDone(d) && !isSlip(d) { return .paused }
        if isDeclined(d) { return .declined }
        let tally = log[d]
        switch classify(d, today: today, skipsKeepStreak: skipsKeepStreak) {
        case .satisfied:
            return habit.kind == .quit && tally.count == 0 ? .kept : .done
        case .failed:
            if isSlip(d) { return .slip }
            if log.isSkipped(d) { return .skipped }
            return habit.kind == .build && tally.count > 0 ? .partly : .missed
        case .excused:
            return .skipped
        case .pending:
            if spansPeriods && isPeriodSatisfied(d) { return .covered }
            return d > today ? .upcoming : .due
        case .notDue:
            if log.isSkipped(d) { return .skipped }
            if spansPeriods && habit.schedule.allows(d, start: habit.startDate) && isPeriodSatisfied(d) { return .covered }
            return .notDue
        }
    }

    /// Whether the habit is judged by weeks or months (K per week or month, or a week's or
    /// month's goal) rather than day by day.
    var spansPeriods: Bool { streakUnit == .weeks || streakUnit == .months || streakUnit == .periods }
}
