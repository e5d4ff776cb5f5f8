import HabitCore

/// One habit on the board for one day: everything the renderer and `list --json` show.
public struct BoardRow {
    public enum Cell: Equatable { case done, skipped, paused, declined, open, notDue }

    /// The habit, as the rules hold it (not stored twice: a board makes and copies a row per
    /// habit, and each copy of a `Habit` is hundreds of bytes).
    public var habit: Habit { rules.habit }
    public let date: CivilDate
    public let status: DayStatus
    public let tally: DayTally
    /// The seven days of the week containing `date`, from the week start.
    public let week: [(date: CivilDate, cell: Cell, verdict: DayVerdict)]
    public let weekProgress: (done: Int, target: Int?)
    public let periodText: String
    /// What the month figures are read from: only `list --json` and monthly habits ask for
    /// them, so only they need the month's log (see `ListOptions.rows`).
    private let rules: HabitRules
    /// The current streak as of `date`, over the whole history; nil without a unit (irregular).
    public let streak: (count: Int, best: Int, unit: StreakUnit)?
    /// The routine this row is shown under (a member's row follows its routine's); nil otherwise.
    public var underRoutine: RoutineHead?

    /// What a member's row needs of the routine it is shown under: where it goes, and its name.
    public struct RoutineHead: Sendable {
        public let name: String
        public let pinned: Bool
        public let category: String?

        public init(_ routine: Habit) {
            name = routine.name
            pinned = routine.pinned
            category = routine.category
        }
    }

    /// `progress`: the habit's streak fold as of `date` (the rules hold a window around `date`).
    /// `weekOf`: a day of the week the squares show (nil: `date`'s), each judged as of `date`.
    public init(rules: HabitRules, date: CivilDate, weekOf: CivilDate? = nil, progress: StreakFold?, skipsKeepStreak: Bool) {
        self.date = date
        status = rules.status(on: date)
        tally = rules.log[date]
        let first = (weekOf ?? date).startOfWeek(rules.weekStart)
        let ledger = Ledger(rules: rules, today: date, span: DateWindow(first: first, last: first.adding(days: 6)),
                            skipsKeepStreak: skipsKeepStreak, progress: progress)
        week = ledger.days.map { day in (day.date, Self.cell(day.verdict), day.verdict) }
        let week = rules.weekProgress(containing: date)
        weekProgress = week
        periodText = rules.periodProgress(on: date, week: week)
        self.rules = rules
        streak = rules.streakUnit.map { unit in (ledger.fold.run, ledger.fold.best, unit) }
    }

    /// A verdict as the API's `cell` names it (the terminal draws each verdict its own way,
    /// `VerdictGlyph`): done or kept, skipped, paused, said no, open (still asked or failed),
    /// not due (not asked, or covered by a met week or month).
    public static func cell(_ verdict: DayVerdict) -> Cell {
        switch verdict {
        case .done, .kept: return .done
        case .skipped: return .skipped
        case .paused: return .paused
        case .declined: return .declined
        case .partly, .missed, .slip, .due, .upcoming: return .open
        case .notDue, .covered: return .notDue
        }
    }

    /// A week's or month's goal: the amount logged in the period of `date`; nil otherwise.
    public var periodAmount: Double? {
        guard let g = habit.goal, g.period.spansDays else { return nil }
        return rules.periodAmount(containing: date)
    }

    /// Done days in the month of `date`, and K for monthly habits.
    public var monthProgress: (done: Int, target: Int?) { rules.monthProgress(containing: date) }

    /// "12d", "3w", "2m": the board's short form, with the current streak's step on the
    /// rule-of-3 ladder once it has one ("12d 1/3"); empty for no streak.
    public var streakText: String { streakText(named: false) }

    /// `named`: with the milestone's name too ("12d 1/3 (3 days)"), where the row has room.
    public func streakText(named: Bool) -> String {
        let texts = streakTexts
        return named ? texts.named : texts.short
    }

    /// Both forms, worked out once (the board measures both to choose one).
    public var streakTexts: (short: String, named: String) {
        guard let streak, streak.count > 0 else { return ("", "") }
        let reached = Milestone.progress(streak.count, unit: streak.unit).reached
        let short: String
        switch streak.unit {
        case .days: short = tr("%sd", streak.count)
        case .weeks: short = tr("%sw", streak.count)
        case .months: short = tr("%sm", streak.count)
        case .periods: short = tr("%sp", streak.count)
        }
        guard let top = reached.last else { return (short, short) }
        let stepped = "\(short) \(ladderStep!)"
        return (stepped, stepped + " (\(top.displayName))")
    }

    /// The streak said in words, where the board's short form would need explaining: "12 days
    /// in a row; next milestone: 3 weeks"; empty for no streak.
    public var streakWords: String {
        guard let streak, streak.count > 0 else { return "" }
        let n = streak.count
        let run: String
        switch streak.unit {
        case .days: run = trn("%s day in a row", "%s days in a row", n, n)
        case .weeks: run = trn("%s week in a row", "%s weeks in a row", n, n)
        case .months: run = trn("%s month in a row", "%s months in a row", n, n)
        case .periods: run = trn("%s period in a row", "%s periods in a row", n, n)
        }
        guard let next = Milestone.progress(n, unit: streak.unit).next else { return tr("%s; every milestone reached", run) }
        return tr("%1$s; next milestone: %2$s", run, next.displayName)
    }

    /// "0/3" to "3/3": the current streak on its ladder; nil without a streak unit.
    public var ladderStep: String? { streak.map { Milestone.step($0.count, unit: $0.unit) } }

    public var isDueToday: Bool {
        if case .due = status { return true }
        return false
    }
}
