import HabitCore

/// One habit on the board for one day: everything the renderer and `list --json` show.
struct BoardRow {
    enum Cell: Equatable { case done, skipped, open, notDue }

    let habit: Habit
    let date: CivilDate
    let status: DayStatus
    let tally: DayTally
    /// The seven days of the week containing `date`, from the week start.
    let week: [(date: CivilDate, cell: Cell)]
    let weekProgress: (done: Int, target: Int?)
    let monthProgress: (done: Int, target: Int?)
    let periodText: String
    /// The current streak as of `date`, from the whole history; nil without a unit (irregular).
    let streak: (count: Int, unit: StreakUnit)?

    /// `history`: the habit's whole log, for the streak (the rules hold a window around `date`).
    init(rules: HabitRules, date: CivilDate, history: HabitLog, skipsKeepStreak: Bool) {
        habit = rules.habit
        self.date = date
        status = rules.status(on: date)
        tally = rules.log[date]
        let first = date.startOfWeek(rules.weekStart)
        week = (0..<7).map { i in
            let d = first.adding(days: i)
            let cell: Cell
            if rules.isDone(d) && rules.habit.isInTerm(d) { cell = .done }
            else if rules.log.isSkipped(d) { cell = .skipped }
            else if rules.isScheduled(d) { cell = .open }
            else { cell = .notDue }
            return (d, cell)
        }
        weekProgress = rules.weekProgress(containing: date)
        monthProgress = rules.monthProgress(containing: date)
        periodText = rules.periodProgress(on: date)
        let full = HabitRules(habit: rules.habit, log: history, weekStart: rules.weekStart)
        streak = full.streakUnit.map { (full.streaks(through: date, skipsKeepStreak: skipsKeepStreak).current, $0) }
    }

    /// "12d", "3w", "2m": the board's short form; empty for no streak.
    var streakText: String {
        guard let streak, streak.count > 0 else { return "" }
        return "\(streak.count)\(streak.unit.rawValue.prefix(1))"
    }

    var isDueToday: Bool {
        if case .due = status { return true }
        return false
    }
}
