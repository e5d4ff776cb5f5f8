/// A habit's streak periods folded, oldest first: the current run, the best run with its
/// dates, and the date each milestone of the ladder was first reached. The one fold behind
/// `Streaks` and `Milestone.everReached`, and what the store keeps per habit (its derived
/// state) so that no reader folds years of history: a reader resumes it from
/// `settledBefore` over the few recent periods (`HabitRules.progress(resuming:)`).
public struct StreakFold: Hashable, Sendable {
    /// Every period ending before this date is folded in, and none after. Such periods are
    /// settled: their outcome no longer depends on which day is today.
    public var settledBefore: CivilDate
    /// Satisfied periods in a row, ending with the latest one that is not excused or pending.
    public var run = 0
    public var runSince: CivilDate?
    public var best = 0
    /// The first and last period of the first run that was `best` long.
    public var bestFirst: CivilDate?
    public var bestLast: CivilDate?
    /// The day the period that first took a run to each step of the ladder was met (for a
    /// week or month: the day its target was reached), in order (at most the ladder's length).
    public var milestones: [CivilDate] = []

    public init(settledBefore: CivilDate, run: Int = 0, runSince: CivilDate? = nil, best: Int = 0,
                bestFirst: CivilDate? = nil, bestLast: CivilDate? = nil, milestones: [CivilDate] = []) {
        self.settledBefore = settledBefore
        self.run = run
        self.runSince = runSince
        self.best = best
        self.bestFirst = bestFirst
        self.bestLast = bestLast
        self.milestones = milestones
    }

    /// Folds one more period in. Excused and pending periods neither break nor extend a run;
    /// failed ones end it. `ladder`: the milestone thresholds of the habit's unit.
    public mutating func add(_ p: StreakPeriod, ladder: [Int]) {
        switch p.outcome {
        case .satisfied:
            if run == 0 { runSince = p.first }
            run += 1
            if run > best {
                best = run
                bestFirst = runSince
                bestLast = p.last
            }
            if milestones.count < ladder.count, run == ladder[milestones.count] { milestones.append(p.metOn ?? p.last) }
        case .failed:
            run = 0
            runSince = nil
        case .excused, .pending:
            break
        }
    }

    public var streaks: Streaks { Streaks(current: run, best: best, currentSince: runSince) }

    /// The milestones ever reached, with their dates.
    public func reached(unit: StreakUnit) -> [(milestone: Milestone, on: CivilDate)] {
        Array(zip(Milestone.ladder(unit), milestones))
    }
}

extension HabitRules {
    /// The ladder's thresholds for the habit's unit (none without a unit).
    var ladderThresholds: [Int] { streakUnit.map { Milestone.ladder($0).map(\.threshold) } ?? [] }

    /// Where a fold may stop once `witness` is known to be no later than any reader's today:
    /// the start of the period holding the day two days before it (the margin covers a
    /// reader a day behind, in another zone). A logged date is such a witness: nothing is
    /// logged ahead of today.
    public func settleBoundary(witness: CivilDate) -> CivilDate {
        let d = witness.adding(days: -2)
        switch streakUnit {
        case .weeks?, .months?, .periods?: return periodRange(of: d).lowerBound
        case .days?, nil: return d
        }
    }

    /// The fold of every period ending before `boundary` (a `settleBoundary`), from the
    /// whole log: the derived state built from scratch.
    public func settledFold(before boundary: CivilDate, skipsKeepStreak: Bool) -> StreakFold {
        var fold = emptyFold
        advance(fold: &fold, to: boundary, skipsKeepStreak: skipsKeepStreak)
        return fold
    }

    /// Folds the periods from `fold.settledBefore` up to (not including) `boundary` in; the
    /// log needs to hold those dates. False, and nothing changed, when `boundary` is not
    /// later.
    @discardableResult
    public func advance(fold: inout StreakFold, to boundary: CivilDate, skipsKeepStreak: Bool) -> Bool {
        guard boundary > fold.settledBefore else { return false }
        let ladder = ladderThresholds
        // Seen from `boundary`, nothing before it is pending.
        for p in periods(from: fold.settledBefore, upTo: boundary.adding(days: -1), today: boundary, skipsKeepStreak: skipsKeepStreak)
        where p.last < boundary {
            fold.add(p, ladder: ladder)
        }
        fold.settledBefore = boundary
        return true
    }

    /// The fold as of `today`: `settled` resumed over the periods from its boundary through
    /// today. The log needs to hold only the dates from `settled.settledBefore` on. Nil when
    /// `today` is before that boundary (the caller folds the whole history instead).
    public func progress(resuming settled: StreakFold, through today: CivilDate, skipsKeepStreak: Bool) -> StreakFold? {
        guard today >= settled.settledBefore else { return nil }
        var fold = settled
        let ladder = ladderThresholds
        for p in periods(from: settled.settledBefore, upTo: today, today: today, skipsKeepStreak: skipsKeepStreak) {
            fold.add(p, ladder: ladder)
        }
        return fold
    }

    /// The fold as of `today` over the whole log.
    public func progress(through today: CivilDate, skipsKeepStreak: Bool) -> StreakFold {
        progress(resuming: emptyFold, through: today, skipsKeepStreak: skipsKeepStreak) ?? emptyFold
    }

    /// Nothing folded yet: settled before the habit's first day.
    var emptyFold: StreakFold { StreakFold(settledBefore: habit.startDate.adding(days: -1)) }
}

extension HabitRules {
    /// Everything a habit's fold depends on besides its log, as one string: a fold made
    /// under other inputs (an edited schedule or goal, another week start, the skip rule
    /// changed) is stale and is rebuilt, or ignored by readers.
    public func foldInputs(skipsKeepStreak: Bool) -> String {
        let s = habit.schedule.storage
        // Appended in place, not an array joined: every read of the board makes one per habit.
        var out = ""
        out.reserveCapacity(96)
        out += "2|"
        out += habit.kind.rawValue
        for part in [s.kind, s.value.map(String.init) ?? "", String(habit.timesPerDay), habit.goal.map { "\($0.value)" } ?? "",
                     habit.startDate.description, habit.endDate?.description ?? "", skipsKeepStreak ? "skips-keep" : "skips-break"] {
            out += "|"
            out += part
        }
        if let period = habit.goal?.period, period != .day { out += "|" + period.name }
        if streakUnit == .weeks { out += "|" + String(weekStart.rawValue) }
        if !habit.pauses.isEmpty { out += "|" + Pause.storage(habit.pauses) }
        return out
    }
}
