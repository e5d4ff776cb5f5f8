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

    /// A tap (seed 000: "incomplete → complete, complete → incomplete"): a day not done →
    /// done (what is left of the day's N; a "no" said that day is taken back), done → nothing.
    /// With the setting `toggle-says-no` a build habit's tap cycles done → no → nothing.
    public enum Toggle: Equatable, Sendable {
        /// Record this many, taking back a "no" said that day.
        case record(count: Int)
        /// Remove the day's completions; `sayNo`: and say no for the day.
        case clear(sayNo: Bool)
        /// Take back the day's "no", record nothing (the three-step cycle's last step).
        case takeBackNo
    }

    /// `adding`: how many a tap on a day not done records (the board's tap on a habit of
    /// several times a day adds one); never more than the day still needs. Nil: all of it.
    /// `saysNo`: the three-step cycle (`Settings.toggleSaysNo`).
    public static func toggle(_ rules: HabitRules, on day: CivilDate, adding: Int? = nil, saysNo: Bool = false) -> Toggle {
        let build = rules.habit.kind == .build
        if rules.isDone(day) || (!build && rules.log[day].count > 0) { return .clear(sayNo: saysNo && build) }
        if saysNo && rules.log.declines.contains(day) { return .takeBackNo }
        let left = max(1, rules.habit.timesPerDay - rules.log[day].count)
        return .record(count: min(max(1, adding ?? left), left))
    }
}
