import FoundationEssentials
import GRDB
import HabitCore

/// A habit's streaks and milestones as of a day, read without folding its whole history.
public struct HabitProgress: Sendable {
    public let fold: StreakFold
    /// Sum of completion counts and the latest completed date, over the whole log (nil when
    /// the habit's derived state could not be used).
    public let completions: Int?
    public let lastDone: CivilDate?
}

extension HabitDatabase {
    /// Each habit's fold as of its `today`: its derived state resumed over the log since the
    /// state's boundary (a few days, whatever the length of the history). A habit whose
    /// state is missing, made under other inputs, or settled past `today` (a past date asked
    /// for) is folded from its whole log instead. `known`: logs the caller read already, each
    /// from a date on; a habit whose boundary is not before it resumes over that log and is
    /// not read again (the board has its week in hand).
    public func progress(of habits: [Habit], weekStart: Weekday, skipsKeepStreak: Bool,
                         known: [Int64: (from: CivilDate, log: HabitLog)] = [:],
                         today: (Habit) -> CivilDate) throws -> [Int64: HabitProgress] {
        guard !habits.isEmpty else { return [:] }
        return try oneRead { try $0.progress(of: habits, weekStart: weekStart, skipsKeepStreak: skipsKeepStreak, known: known, today: today) }
    }

    /// One habit's `progress`.
    public func progress(of habit: Habit, through today: CivilDate, weekStart: Weekday, skipsKeepStreak: Bool) throws -> HabitProgress {
        try progress(of: [habit], weekStart: weekStart, skipsKeepStreak: skipsKeepStreak) { _ in today }[habit.id!]!
    }
}

extension StoreRead {
    /// `HabitDatabase.progress`, inside this read.
    public func progress(of habits: [Habit], weekStart: Weekday, skipsKeepStreak: Bool,
                         known: [Int64: (from: CivilDate, log: HabitLog)] = [:],
                         today: (Habit) -> CivilDate) throws -> [Int64: HabitProgress] {
        guard !habits.isEmpty else { return [:] }
        let ids = habits.compactMap(\.id)
        // List and stats ask for every habit (one read of the table), the daemon for one.
        let states: [Int64: DerivedState]
        if ids.count > 4 {
            let wanted = Set(ids)
            states = Dictionary(uniqueKeysWithValues: try RawRows.all(db, db.cachedStatement(sql: "SELECT \(DerivedState.columns) FROM habit_state")) {
                try DerivedState(reading: $0)
            }.filter { wanted.contains($0.habitID) }.map { ($0.habitID, $0) })
        } else {
            let byKey = try db.cachedStatement(sql: "SELECT \(DerivedState.columns) FROM habit_state WHERE habit_id = ?")
            states = Dictionary(uniqueKeysWithValues: try ids.compactMap { try DerivedState.fetchOne(byKey, arguments: [$0]) }
                .map { ($0.habitID, $0) })
        }
        var usable: [Habit] = [], whole: [Habit] = []
        for h in habits {
            let rules = HabitRules(habit: h, log: HabitLog(), weekStart: weekStart)
            // A routine's days are composed from its members': read whole, never resumed.
            if h.routine == nil, let s = states[h.id!], s.inputs == rules.foldInputs(skipsKeepStreak: skipsKeepStreak), today(h) >= s.fold.settledBefore {
                usable.append(h)
            } else {
                whole.append(h)
            }
        }
        var out: [Int64: HabitProgress] = [:]
        func resume(_ h: Habit, over log: HabitLog) {
            let s = states[h.id!]!
            let rules = HabitRules(habit: h, log: log, weekStart: weekStart)
            if let fold = rules.progress(resuming: s.fold, through: today(h), skipsKeepStreak: skipsKeepStreak) {
                out[h.id!] = HabitProgress(fold: fold, completions: s.completions, lastDone: s.lastDone)
            }
        }
        usable.removeAll { h in
            guard let k = known[h.id!], k.from <= states[h.id!]!.fold.settledBefore else { return false }
            resume(h, over: k.log)
            return true
        }
        if !usable.isEmpty {
            // Driven by the ids' list, then habit_state (CROSS JOIN keeps that order): a
            // range of the completion key per habit, each habit's rows together
            // (`LogRows.idList`).
            let list: StatementArguments = [LogRows.idList(usable.map { $0.id! })]
            let recent = try HabitDatabase.logs(
                db, byID: Dictionary(uniqueKeysWithValues: usable.map { ($0.id!, $0) }), arguments: list,
                completions: try db.cachedStatement(sql: """
                    SELECT c.habit_id, c.date, c.count, c.value FROM json_each(?) j CROSS JOIN habit_state s CROSS JOIN completion c
                     WHERE s.habit_id = j.value AND c.habit_id = s.habit_id AND c.date >= s.settled_before
                    """),
                skips: try db.cachedStatement(sql: """
                    SELECT k.habit_id, k.date, 0 FROM json_each(?1) j CROSS JOIN habit_state s CROSS JOIN skip k
                     WHERE s.habit_id = j.value AND k.habit_id = s.habit_id AND k.date >= s.settled_before
                    UNION ALL
                    SELECT k.habit_id, k.date, 1 FROM json_each(?1) j CROSS JOIN habit_state s CROSS JOIN decline k
                     WHERE s.habit_id = j.value AND k.habit_id = s.habit_id AND k.date >= s.settled_before
                    """))
            for h in usable { resume(h, over: recent[h.id!] ?? HabitLog()) }
        }
        let logs = try HabitDatabase.logs(db, of: whole)
        for h in whole {
            let rules = HabitRules(habit: h, log: logs[h.id!] ?? HabitLog(), weekStart: weekStart)
            out[h.id!] = HabitProgress(fold: rules.progress(through: today(h), skipsKeepStreak: skipsKeepStreak),
                                       completions: nil, lastDone: nil)
        }
        return out
    }
}
