/// What `done` and `toggle` store: a day that is already done takes no second completion.
///
/// - A habit done for the day (once-a-day, K-per-week or -month: the day counts once; N a
///   day: N completions) records nothing: `done` says so.
/// - N a day stops at N: `done --count 5` with 2 of 3 done records 1.
/// - Amounts keep adding: a `done --value` on a habit with a goal is recorded whatever the
///   day holds (10 cups against a goal of 8 is real), and so are quit habits' amounts.
public enum CheckIn {
    public enum Decision: Equatable, Sendable {
        /// Store one completion of this count.
        case record(count: Int)
        /// Store nothing: the day is already done (a quit habit: already checked in).
        case alreadyDone
    }

    public static func decide(_ rules: HabitRules, on day: CivilDate, count: Int, value: Double?) -> Decision {
        let habit = rules.habit
        if value != nil && (habit.goal != nil || habit.kind == .quit) { return .record(count: count) }
        if habit.kind == .quit { return rules.log[day].count > 0 ? .alreadyDone : .record(count: count) }
        if rules.isDone(day) { return .alreadyDone }
        let left = habit.timesPerDay - rules.log[day].count
        return .record(count: max(1, min(count, left)))
    }

    /// A tap (spec 000): not done → done (what is left of the day's N), done → not done.
    public enum Toggle: Equatable, Sendable {
        case record(count: Int)
        /// Remove the day's completions.
        case clear
    }

    /// `adding`: how many a tap on a day not done records (the board's tap on a habit of
    /// several times a day adds one); never more than the day still needs. Nil: all of it.
    public static func toggle(_ rules: HabitRules, on day: CivilDate, adding: Int? = nil) -> Toggle {
        if rules.isDone(day) || (rules.habit.kind == .quit && rules.log[day].count > 0) { return .clear }
        let left = max(1, rules.habit.timesPerDay - rules.log[day].count)
        return .record(count: min(max(1, adding ?? left), left))
    }
}
