import HabitCore

/// The window of `habitctl stats`: `--from`/`--to`, or `--last 30d|12w|6m|1y`, or the last
/// 30 days. It never reaches past today (a later `--to` stops at today).
public enum StatsWindow {
    public static func resolve(from: String?, to: String?, last: String?, today: CivilDate) throws -> DateWindow {
        if last != nil && (from != nil || to != nil) { throw HabitError.refused(tr("Use either --last or --from/--to, not both")) }
        if let last { return DateWindow(first: try start(last: last, today: today), last: today) }
        let end = try to.map { try Validate.date($0) }.map { min($0, today) } ?? today
        let first = try from.map { try Validate.date($0) } ?? start(last: defaultLast, today: end)
        if first > end {
            throw HabitError.refused(to == nil ? tr("--from %s is after today (%s)", first, today) : tr("--from %s is after --to %s", first, end))
        }
        return DateWindow(first: first, last: end)
    }

    /// The window when none is given (the seed's "last 30 days"): habitctl's and the Stats page's.
    public static let defaultLast = "30d"

    /// `30d`, `12w`, `6m`, `1y`: that many days, weeks, months or years ending today.
    public static func start(last text: String, today: CivilDate) throws -> CivilDate {
        let bad = HabitError.refused(tr("Invalid --last '%s': use a count and d, w, m or y, such as 30d, 12w, 6m or 1y", text))
        guard let unit = text.last, let n = Int(text.dropLast()), (1...3660).contains(n) else { throw bad }
        switch unit {
        case "d": return today.adding(days: 1 - n)
        case "w": return today.adding(days: 1 - 7 * n)
        case "m": return monthsBefore(today, n).adding(days: 1)
        case "y": return monthsBefore(today, 12 * n).adding(days: 1)
        default: throw bad
        }
    }

    /// The window a habit's chart shows (its page): this week and the seven before it by the
    /// week start, or for a habit of K days a month this month and the five before it, so each
    /// bucket is a whole week (or month) but the running one; never before the habit's start,
    /// so no bar stands for weeks it did not exist.
    public static func chart(for habit: Habit, today: CivilDate, weekStart: Weekday) -> DateWindow {
        let first: CivilDate
        if chartByMonth(habit) {
            first = monthsBefore(today.startOfMonth, chartMonths - 1)
        } else {
            first = today.startOfWeek(weekStart).adding(days: -7 * (chartWeeks - 1))
        }
        return DateWindow(first: min(today, max(first, habit.startDate)), last: today)
    }

    public static let chartWeeks = 8, chartMonths = 6

    /// Whether a habit's chart goes month by month: a habit of K days a month's.
    public static func chartByMonth(_ habit: Habit) -> Bool {
        if case .perMonth = habit.schedule { return true }
        return false
    }

    /// The same day `months` months earlier, or that month's last day when it is shorter.
    public static func monthsBefore(_ d: CivilDate, _ months: Int) -> CivilDate {
        let index = d.year * 12 + (d.month - 1) - months
        let (year, month) = (index / 12, index % 12 + 1)
        return CivilDate(year: max(1, year), month: month, day: min(d.day, CivilDate.daysIn(month: month, year: max(1, year))))
            ?? CivilDate(year: 1, month: 1, day: 1)!
    }
}
