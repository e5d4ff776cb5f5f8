import FoundationEssentials
import GRDB
import HabitCore

/// Keeping `habit_state` in step with the log. Every write of the log calls one of these in
/// its own transaction: a change on or after the habit's settled boundary only moves the
/// boundary forward (reading the few days it passes); a change before it, an edit of what
/// the fold depends on, or a bulk import rebuilds that habit's state from its whole log.
extension HabitDatabase {
    /// The week start and skip rule in force inside a transaction.
    func foldSettings(_ db: Database) throws -> FoldSettings {
        let s = try Self.fetchSettings(db)
        return FoldSettings(weekStart: s.weekStart ?? weekStartDefault, skipsKeepStreak: s.skipsKeepStreak, now: now())
    }

    /// After the log of `habitID` changed on `date` (`countDelta`: completions added, or
    /// removed when negative).
    static func logChanged(_ db: Database, habitID: Int64, on date: CivilDate, countDelta: Int, _ fs: FoldSettings) throws {
        try touch(db, habitID: habitID)
        // A member's day is its routine's too: readers (habitd) re-read and re-plan both.
        if let routine = try routineID(holding: habitID, db) { try touch(db, habitID: routine) }
        try journalDay(db, habitID: habitID, date: date, now: fs.now)
        guard let record = try HabitRecord.fetchOne(db, key: habitID) else { return }
        let habit = try record.habit(category: nil, reminders: [])
        let rules = fs.rules(habit, HabitLog())
        guard var state = try DerivedState.fetchOne(db, key: habitID),
              state.inputs == rules.foldInputs(skipsKeepStreak: fs.skipsKeepStreak),
              date >= state.fold.settledBefore else {
            return try rebuildState(db, habit: habit, fs)
        }
        state.completions += countDelta
        state.lastDone = try lastDone(db, habitID: habitID)
        let boundary = rules.settleBoundary(witness: min(date, fs.latestToday))
        if boundary > state.fold.settledBefore {
            let log = try logs(db, of: [habit], from: state.fold.settledBefore, until: boundary)[habitID] ?? HabitLog()
            fs.rules(habit, log).advance(fold: &state.fold, to: boundary, skipsKeepStreak: fs.skipsKeepStreak)
        }
        try state.save(db)
    }

    /// Rebuilds one habit's state from its whole log; the boundary follows its latest entry.
    static func rebuildState(_ db: Database, habit: Habit, _ fs: FoldSettings) throws {
        try touch(db, habitID: habit.id!)
        try state(of: habit, log: try logs(db, of: [habit])[habit.id!] ?? HabitLog(), fs).save(db)
    }

    /// A habit's state from its whole `log`, folded up to `boundary`, or as far as its latest
    /// entry allows.
    static func state(of habit: Habit, log: HabitLog, _ fs: FoldSettings, boundary wanted: CivilDate? = nil) -> DerivedState {
        let rules = fs.rules(habit, log)
        let latest = [log.tallies.keys.max(), log.skips.max()].compactMap { $0 }.max()
        let boundary = wanted ?? latest.map { rules.settleBoundary(witness: min($0, fs.latestToday)) } ?? habit.startDate.adding(days: -1)
        return DerivedState(habitID: habit.id!, inputs: rules.foldInputs(skipsKeepStreak: fs.skipsKeepStreak),
                            fold: rules.settledFold(before: boundary, skipsKeepStreak: fs.skipsKeepStreak),
                            completions: log.tallies.values.reduce(0) { $0 + $1.count },
                            lastDone: log.tallies.keys.max())
    }

    /// Rebuilds the state of every habit whose stored state was made under other inputs (or
    /// has none): after a settings change, and once a database is migrated.
    static func refreshStates(_ db: Database, _ fs: FoldSettings, progress: ((Int, Int) -> Void)? = nil) throws {
        let habits = try fetchHabits(db, includeArchived: true)
        let inputs = Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT habit_id, inputs FROM habit_state")
            .map { ($0["habit_id"] as Int64, $0["inputs"] as String) })
        for (i, h) in habits.enumerated() {
            if inputs[h.id!] != fs.rules(h, HabitLog()).foldInputs(skipsKeepStreak: fs.skipsKeepStreak) {
                try rebuildState(db, habit: h, fs)
            }
            progress?(i + 1, habits.count)
        }
    }

    /// After migrating: builds the state of every habit that has none (a database from before
    /// derived state), in one transaction, telling `progress` how far it got once that takes
    /// over a second.
    func buildStates(progress: ((String) -> Void)?) throws {
        let started = ContinuousClock.now
        var lastSaid = started
        try writer.write { db in
            try Self.refreshStates(db, try foldSettings(db)) { done, total in
                let now = ContinuousClock.now
                if let progress, now - started > .seconds(1), now - lastSaid > .milliseconds(500) || done == total {
                    progress("building streaks and totals: \(done) of \(total) habits")
                    lastSaid = now
                }
            }
        }
    }

    private static func lastDone(_ db: Database, habitID: Int64) throws -> CivilDate? {
        try CivilDate.fetchOne(db, sql: "SELECT MAX(date) FROM completion WHERE habit_id = ?", arguments: [habitID])
    }
}

/// What `doctor` found: a habit whose stored state differs from a fold of its log.
public struct StateDrift: Hashable, Sendable {
    public let habitName: String
    public let stored: DerivedState?
    public let fresh: DerivedState
}

extension HabitDatabase {
    /// Compares every habit's stored state with one rebuilt from its log; with `rebuild`,
    /// stores the rebuilt ones (all of them, in one transaction). Returns the drift found.
    public func checkDerivedState(rebuild: Bool) throws -> (habits: Int, drift: [StateDrift]) {
        func check(_ db: Database) throws -> (Int, [StateDrift]) {
            let fs = try foldSettings(db)
            let habits = try Self.fetchHabits(db, includeArchived: true)
            var drift: [StateDrift] = []
            let logs = try Self.logs(db, of: habits)
            for h in habits {
                let log = logs[h.id!] ?? HabitLog()
                let fresh = Self.state(of: h, log: log, fs)
                let stored = try DerivedState.fetchOne(db, key: h.id!)
                // The stored state against a fold of the log up to the same boundary (later
                // writes move a boundary to where they were made, not to the latest entry).
                let same = stored.map { $0.fold.settledBefore == fresh.fold.settledBefore ? fresh
                                        : Self.state(of: h, log: log, fs, boundary: $0.fold.settledBefore) }
                if stored == nil || stored != same {
                    drift.append(StateDrift(habitName: h.name, stored: stored, fresh: fresh))
                }
                if rebuild { try fresh.save(db) }
            }
            return (habits.count, drift)
        }
        return rebuild ? try writer.write(check) : try read(check)
    }
}
