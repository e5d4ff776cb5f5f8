import HabitCore
import FoundationEssentials
import HabitStore

/// Statistics of one habit or several over one window, and their JSON form (DESIGN.md's
/// contract: `current_streak`, `best_streak`, `completions`, `completion_rate`, and
/// `perfect_days` without NAME).
public struct StatsReport {
    public let window: DateWindow
    public let single: Bool
    public let perHabit: [(habit: Habit, stats: HabitStats)]
    /// One habit's milestones ever reached (by the window's end), with their dates.
    public let milestones: [StreakSummary.Reached]
    public let perfectDays: Int
    /// The buckets of every habit summed.
    public let trend: [TrendPoint]
    /// Whether the trend goes month by month (else week by week).
    public let byMonth: Bool
    /// The moods said with the window's completions (spec 004's memo); empty when none.
    public var moods: [Mood: Int] = [:]

    /// "😄 great 3 · 🙂 good 1", best first; nil when no mood was said.
    public var moodText: String? {
        guard !moods.isEmpty else { return nil }
        return Mood.allCases.reversed().compactMap { m in moods[m].map { "\(m.face) \(m.displayWord) \($0)" } }.joined(separator: " · ")
    }

    /// `logs`: each habit's log over the window and the month before it (a period ending in
    /// the window may start before it); `progress`: each habit's fold as of the window's
    /// last day, for its streaks and milestones over the whole history.
    init(habits: [Habit], logs: [Int64: HabitLog], progress: [Int64: StreakFold], window: DateWindow, weekStart: Weekday,
         skipsKeepStreak: Bool, single: Bool, byMonth: Bool? = nil) {
        self.window = window
        let byMonth = byMonth ?? window.monthsByDefault
        self.byMonth = byMonth
        self.single = single
        var outcomes: [[CivilDate: PeriodVerdict]] = []
        var perHabit: [(Habit, HabitStats)] = []
        var milestones: [StreakSummary.Reached] = []
        for h in habits {
            let rules = HabitRules(habit: h, log: logs[h.id!] ?? HabitLog(), weekStart: weekStart)
            // Without a fold (none kept yet) the streak starts from nothing rather than from a
            // partial log.
            let ledger = Ledger(rules: rules, today: window.last, span: window, skipsKeepStreak: skipsKeepStreak,
                                progress: progress[h.id!] ?? StreakFold(settledBefore: window.last))
            perHabit.append((h, ledger.stats(weekStart: weekStart, byMonth: byMonth)))
            if single { milestones = ledger.milestones.map { .init(name: $0.milestone.name, reachedOn: $0.on) } }
            if let o = ledger.dayVerdicts { outcomes.append(o) }
        }
        self.perHabit = perHabit
        self.milestones = milestones
        perfectDays = HabitCore.perfectDays(outcomes, in: window)
        var trend = window.buckets(weekStart: weekStart, byMonth: byMonth).map { TrendPoint(window: $0) }
        for (_, s) in perHabit {
            for (i, p) in s.trend.enumerated() {
                trend[i].completions += p.completions
                trend[i].due += p.due
                trend[i].satisfied += p.satisfied
                trend[i].amount += p.amount
            }
        }
        self.trend = trend
    }

    public var completions: Int { perHabit.map(\.stats.completions).reduce(0, +) }
    /// One habit with a goal: the unit its amounts are in (several habits' units do not add up).
    public var amountUnit: GoalUnit? { single ? perHabit.first?.habit.goal?.unit : nil }
    public var slips: Int { perHabit.map(\.stats.slips).reduce(0, +) }
    /// Whether every habit is a quit habit: then completions are kept days.
    public var onlyQuit: Bool { !perHabit.isEmpty && perHabit.allSatisfy { $0.habit.kind == .quit } }
    public var anyQuit: Bool { perHabit.contains { $0.habit.kind == .quit } }
    public var due: Int { perHabit.map(\.stats.due).reduce(0, +) }
    public var satisfied: Int { perHabit.map(\.stats.satisfied).reduce(0, +) }
    public var completionRate: Double? { due == 0 ? nil : Double(satisfied) / Double(due) }
    public var averagePerDay: Double { Double(completions) / Double(window.days) }
    /// Over several habits: the longest current streak and the longest best one, with whose
    /// they are and in what unit (a weekly habit's 12 is 12 weeks, a daily one's 12 days).
    public var currentStreak: Int { currentHolder?.count ?? 0 }
    public var bestStreak: Int { bestHolder?.count ?? 0 }
    public var currentHolder: StreakHolder? { holder(\.current) }
    public var bestHolder: StreakHolder? { holder(\.best) }

    /// A streak and the habit that holds it.
    public struct StreakHolder {
        public let habit: String
        public let count: Int
        public let unit: StreakUnit
        public var text: String { "\(unit.count(count)), \(habit)" }
        /// Its length in days, to compare streaks in different units (a month as 30).
        public var days: Int { count * (unit == .days ? 1 : unit == .weeks ? 7 : 30) }
    }

    /// The longest `key` streak by its length in days; the first habit's on a tie.
    private func holder(_ key: KeyPath<Streaks, Int>) -> StreakHolder? {
        var best: StreakHolder?
        for (h, s) in perHabit {
            guard let unit = s.unit else { continue }
            let candidate = StreakHolder(habit: h.name, count: s.streaks[keyPath: key], unit: unit)
            if candidate.count > 0, candidate.days > best?.days ?? 0 { best = candidate }
        }
        return best
    }

    public struct JSON: Encodable {
        public struct Point: Encodable {
            let from: CivilDate, to: CivilDate
            let completions: Int, due: Int, satisfied: Int
            let rate: Double?
            /// One habit with a goal: the amounts logged, in `unit`.
            let amount: Double?
        }
        public struct Habit: Encodable {
            let name: String
            let streakUnit: String?
            let currentStreak: Int, bestStreak: Int
            let completions: Int, duePeriods: Int, satisfiedPeriods: Int
        /// Quit habits' days over their limit (their kept days are their completions).
        public let slips: Int
            let completionRate: Nullable<Double>
            let averagePerDay: Double
        }
        public let from: CivilDate, to: CivilDate
        public let habit: String?
        public let streakUnit: String?
        public let currentStreak: Int, bestStreak: Int
        /// Several habits: whose the streaks are and in what unit (null when none).
        public let currentStreakHabit: String?, currentStreakUnit: String?
        public let bestStreakHabit: String?, bestStreakUnit: String?
        public let completions: Int, duePeriods: Int, satisfiedPeriods: Int
        /// Quit habits' days over their limit (their kept days are their completions).
        public let slips: Int
        /// null when nothing was due (see `due_periods`).
        public let completionRate: Nullable<Double>
        public let averagePerDay: Double
        public let perfectDays: Int?
        public let trendUnit: String
        /// One habit with a goal: the unit of the trend's amounts.
        public let unit: String?
        public let trend: [Point]
        /// One habit: every milestone reached, with its date.
        public let milestonesReached: [StreakSummary.Reached]?
        /// How many completions said each mood ("great": 3); null when none did.
        public let moods: [String: Int]?
        public let habits: [Habit]?
    }

    public var json: JSON {
        JSON(from: window.first, to: window.last, habit: single ? perHabit.first?.habit.name : nil,
             streakUnit: single ? perHabit.first?.stats.unit?.rawValue : nil,
             currentStreak: single ? perHabit.first?.stats.streaks.current ?? 0 : currentStreak,
             bestStreak: single ? perHabit.first?.stats.streaks.best ?? 0 : bestStreak,
             currentStreakHabit: single ? nil : currentHolder?.habit, currentStreakUnit: single ? nil : currentHolder?.unit.rawValue,
             bestStreakHabit: single ? nil : bestHolder?.habit, bestStreakUnit: single ? nil : bestHolder?.unit.rawValue,
             completions: completions, duePeriods: due,
             satisfiedPeriods: satisfied, slips: slips, completionRate: Nullable(completionRate), averagePerDay: averagePerDay,
             perfectDays: single ? nil : perfectDays, trendUnit: byMonth ? "month" : "week",
             unit: amountUnit?.name,
             trend: trend.map { JSON.Point(from: $0.window.first, to: $0.window.last, completions: $0.completions,
                                           due: $0.due, satisfied: $0.satisfied, rate: $0.rate,
                                           amount: amountUnit == nil ? nil : $0.amount) },
             milestonesReached: single ? milestones : nil,
             moods: moods.isEmpty ? nil : Dictionary(uniqueKeysWithValues: moods.map { ($0.key.word, $0.value) }),
             habits: single ? nil : perHabit.map { h, s in
                 JSON.Habit(name: h.name, streakUnit: s.unit?.rawValue, currentStreak: s.streaks.current,
                            bestStreak: s.streaks.best, completions: s.completions, duePeriods: s.due,
                            satisfiedPeriods: s.satisfied, slips: s.slips, completionRate: Nullable(s.completionRate), averagePerDay: s.averagePerDay)
             })
    }
}

/// What `stats` and the API's `GET stats` read: the habits asked for (one by name, a
/// category's, or every habit that is not archived), their log over the window and their
/// streaks as of its last day, made into a report.
public struct StatsRead {
    public let report: StatsReport
    public let habits: [Habit]
    public let snapshot: StoreSnapshot

    /// `byMonth`: the trend month by month or week by week (nil: as the window's length says).
    public init(_ db: HabitDatabase, _ clock: LedgerClock, habitNamed name: String?, category: String?, window: DateWindow,
                byMonth: Bool? = nil) throws {
        if name != nil && category != nil { throw HabitError.refused(tr("Give a habit or --category, not both")) }
        // The log the ledger needs over the window (a period ending in it may start before it),
        // as of its last day: nothing after it counts. Streaks and milestones from each
        // habit's derived state, not its whole history.
        let span = Ledger.logSpan(for: window, weekStart: clock.weekStart)
        // One read transaction: a write landing between the logs, the streaks and the moods
        // would make the report disagree with itself.
        let (snap, habits, progress, moods) = try db.oneRead { read in
            let snap = try read.snapshot(includeArchived: name != nil, habitNamed: name, from: span.first, to: window.last, folded: true)
            if let category, !snap.categories.contains(where: { $0.name.lowercased() == category.lowercased() }) {
                throw HabitError.unknownCategory(category)
            }
            let habits = snap.habits.filter { h in category.map { h.category?.lowercased() == $0.lowercased() } ?? true }
            let progress = try read.progress(of: habits, weekStart: clock.weekStart, skipsKeepStreak: clock.settings.skipsKeepStreak) { _ in
                window.last
            }.mapValues(\.fold)
            return (snap, habits, progress, try read.moodCounts(of: habits, from: window.first, through: window.last))
        }
        var report = StatsReport(habits: habits, logs: Dictionary(uniqueKeysWithValues: habits.map { ($0.id!, snap.log(for: $0)) }),
                                 progress: progress, window: window, weekStart: clock.weekStart,
                                 skipsKeepStreak: clock.settings.skipsKeepStreak, single: name != nil, byMonth: byMonth)
        report.moods = moods
        self.report = report
        self.habits = habits
        snapshot = snap
    }
}
