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

    init(rules: HabitRules, date: CivilDate) {
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
    }

    var isDueToday: Bool {
        if case .due = status { return true }
        return false
    }
}
