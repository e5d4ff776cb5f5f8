import FoundationEssentials
import HabitCore
import HabitStore

/// One habit as the ledger has it over the weeks shown: `show --json` and the API's
/// `GET habits/{habit}/detail`, every day with the ledger's verdict.
public struct HabitDetail: Encodable {
    public struct Day: Encodable {
        public let date: CivilDate
        /// The ledger's verdict (`DayVerdict`): done, partly, missed, due, upcoming, not_due,
        /// skipped, slip, kept, covered.
        public let verdict: DayVerdict
        public let count: Int
        public let value: Double

        public init(_ day: LedgerDay) {
            date = day.date
            verdict = day.verdict
            count = day.tally.count
            value = day.tally.value
        }
    }

    public let habit: Habit
    public let today: CivilDate
    public let status: String
    public let weekDone: Int
    public let weekTarget: Int?
    public let week: [Day]
    public let history: [Day]
    /// Every day the heat map shows, through today.
    public let days: [Day]
    public let streaks: StreakSummary
    /// Days with a completion, over the whole history.
    public let daysTracked: Int

    public init(ledger: Ledger, week: [CivilDate], streaks: StreakSummary, daysTracked: Int) {
        self.streaks = streaks
        self.daysTracked = daysTracked
        habit = ledger.habit
        today = ledger.today
        status = ProgressText.key(ledger.todayStatus)
        let w = ledger.rules.weekProgress(containing: ledger.today)
        weekDone = w.done
        weekTarget = w.target
        self.week = week.map { Day(ledger.day($0)!) }
        days = ledger.days.filter { $0.date <= ledger.today }.map(Day.init)
        history = days.filter { $0.count > 0 || $0.verdict == .skipped || $0.verdict == .declined }
    }
}

/// What `show` and the API's detail read of one habit: its log over the heat map's weeks
/// and this week, its rules and ledger, its streaks and the days it was tracked.
public struct HabitDetailRead {
    public let habit: Habit
    public let today: CivilDate
    public let rules: HabitRules
    public let ledger: Ledger
    /// This week's days, from the week start.
    public let week: [CivilDate]
    public let streaks: StreakSummary
    public let tracked: Int
    public let snapshot: StoreSnapshot

    /// `weeks`: how many weeks the heat map shows, through this one (1–104).
    public init(_ db: HabitDatabase, _ clock: LedgerClock, habitNamed name: String, weeks: Int) throws {
        guard (1...104).contains(weeks) else { throw HabitError.refused(tr("--weeks takes 1 to 104, not %s", weeks)) }
        // One read transaction: a write landing between the log, the streaks and the count of
        // days would make the page disagree with itself.
        let (snap, h, today, weekStart, from, rules, progress, tracked) = try db.oneRead { read in
            let habit = try read.habit(named: name)
            let today = clock.today(for: habit)
            let weekStart = today.startOfWeek(clock.weekStart)
            let from = weekStart.adding(days: -7 * (weeks - 1))
            let log = Ledger.logSpan(for: DateWindow(first: from, last: weekStart.adding(days: 6)), weekStart: clock.weekStart)
            let snap = try read.snapshot(habitNamed: habit.name, from: log.first, to: log.last)
            guard let h = snap.habits.first else { throw HabitError.unknownHabit(name) }
            let rules = HabitRules(habit: h, log: snap.log(for: h), weekStart: clock.weekStart)
            let progress = try read.progress(of: [h], weekStart: clock.weekStart, skipsKeepStreak: clock.settings.skipsKeepStreak) { _ in today }[h.id!]!
            return (snap, h, today, weekStart, from, rules, progress, try read.daysTracked(of: [h])[h.id!] ?? 0)
        }
        week = (0..<7).map { weekStart.adding(days: $0) }
        ledger = Ledger(rules: rules, today: today, span: DateWindow(first: from, last: max(today, week.last!)),
                        skipsKeepStreak: clock.settings.skipsKeepStreak, progress: progress.fold)
        streaks = StreakSummary(habit: h, unit: rules.streakUnit, fold: ledger.fold)
        self.tracked = tracked
        self.habit = h
        self.today = today
        self.rules = rules
        snapshot = snap
    }

    public var entry: HabitDetail { HabitDetail(ledger: ledger, week: week, streaks: streaks, daysTracked: tracked) }
}
