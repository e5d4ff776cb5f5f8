import HabitCore

/// One element of `list --json` (the contract: name, done_today, week_done, week_target):
/// every field of the habit in its flat form (`HabitFieldTable`, nulls kept), then where it
/// stands on the day.
public struct ListEntry: Encodable {
    public let habit: Habit
    /// A week's or month's goal: the amount logged in today's period so far; else null.
    public let periodAmount: Double?
    /// A week's or month's goal: the amount it asks of the period (the goal), beside
    /// `periodAmount`, as every view says it ("60 / 150 minutes this week"); else null.
    public let periodTarget: Double?
    public let date: CivilDate
    public let status: String
    public let dueToday: Bool
    public let doneToday: Int
    public let valueToday: Double
    public let weekDone: Int
    public let weekTarget: Int?
    public let monthDone: Int
    public let monthTarget: Int?
    public let currentStreak: Int
    public let bestStreak: Int
    public let streakUnit: String?
    public let ladderStep: String?
    /// Days with a completion, over the whole history.
    public let daysTracked: Int

    public init(_ row: BoardRow, daysTracked: Int) {
        self.daysTracked = daysTracked
        habit = row.habit
        periodAmount = row.periodAmount
        // A goal over a week or a month asks an amount of the period, not a number of days:
        // its day counts have no target to report (null), as a monthly habit's week has none.
        let amountPeriod = row.habit.goal.flatMap { $0.period.spansDays ? $0.value : nil }
        periodTarget = amountPeriod
        date = row.date
        status = ProgressText.key(row.status)
        dueToday = row.isDueToday
        currentStreak = row.streak?.count ?? 0
        bestStreak = row.streak?.best ?? 0
        streakUnit = row.streak?.unit.rawValue
        ladderStep = row.ladderStep
        doneToday = row.tally.count
        valueToday = row.tally.value
        weekDone = row.weekProgress.done
        weekTarget = amountPeriod == nil ? row.weekProgress.target : nil
        monthDone = row.monthProgress.done
        monthTarget = amountPeriod == nil ? row.monthProgress.target : nil
    }

    /// Keeps `week_target: null` in the output rather than dropping the key.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: HabitField.Key.self)
        func put<T: Encodable>(_ value: T, _ key: String) throws { try c.encode(value, forKey: HabitField.Key(key)) }
        // Identity first, then every field of the table, then the schedule as data (as rich as
        // show --json's habit).
        try put(habit.id, "id")
        try put(habit.uuid, "uuid")
        try habit.encodeListed(into: &c)
        try put(ScheduleData(habit.schedule), "scheduleData")
        try put(daysTracked, "daysTracked")
        try put(periodAmount, "periodAmount")
        try put(periodTarget, "periodTarget")
        try put(date, "date")
        try put(status, "status")
        try put(dueToday, "dueToday")
        try put(doneToday, "doneToday")
        try put(valueToday, "valueToday")
        try put(weekDone, "weekDone")
        try put(weekTarget, "weekTarget")
        try put(monthDone, "monthDone")
        try put(monthTarget, "monthTarget")
        try put(currentStreak, "currentStreak")
        try put(bestStreak, "bestStreak")
        try put(streakUnit, "streakUnit")
        try put(ladderStep, "ladderStep")
    }
}

/// A schedule as data, beside its words: `{"kind": "weekly", "value": 3}` (value null for
/// daily and irregular; a weekday set as its bit mask, Monday 1 … Sunday 64).
public struct ScheduleData: Encodable {
    public let kind: String
    public let value: Int?
    public init(_ s: Schedule) { (kind, value) = s.storage }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: HabitField.Key.self)
        try c.encode(kind, forKey: HabitField.Key("kind"))
        try c.encode(value, forKey: HabitField.Key("value"))
    }
}
