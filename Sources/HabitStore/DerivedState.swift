import GRDB
import HabitCore

/// One habit's derived state (table `habit_state`): its streak fold over settled periods,
/// and whole-log totals. Kept in step with the log by every write, in the write's own
/// transaction, so that no reader folds years of history.
public struct DerivedState: Hashable, Sendable {
    public var habitID: Int64
    /// `HabitRules.foldInputs`: what the fold was made under.
    public var inputs: String
    public var fold: StreakFold
    /// Sum of completion counts over the whole log.
    public var completions: Int
    /// The latest date with a completion.
    public var lastDone: CivilDate?

    public init(habitID: Int64, inputs: String, fold: StreakFold, completions: Int, lastDone: CivilDate?) {
        self.habitID = habitID
        self.inputs = inputs
        self.fold = fold
        self.completions = completions
        self.lastDone = lastDone
    }
}

/// The week start and skip rule every fold is made under.
struct FoldSettings {
    let weekStart: Weekday
    let skipsKeepStreak: Bool

    func rules(_ habit: Habit, _ log: HabitLog) -> HabitRules { HabitRules(habit: habit, log: log, weekStart: weekStart) }
}

extension DerivedState: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "habit_state"

    public init(row: Row) throws {
        let id: Int64 = row["habit_id"]
        habitID = id
        inputs = row["inputs"]
        func date(_ column: String) throws -> CivilDate? {
            guard let text: String = row[column] else { return nil }
            guard let d = CivilDate(parsing: text) else {
                throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "habit_state.\(column) of habit \(id) is not a date")
            }
            return d
        }
        let milestones: String = row["milestones"]
        fold = StreakFold(settledBefore: try date("settled_before") ?? CivilDate(dayNumber: 0), run: row["run"],
                          runSince: try date("run_since"), best: row["best"], bestFirst: try date("best_first"),
                          bestLast: try date("best_last"),
                          milestones: milestones.split(separator: ",").compactMap { CivilDate(parsing: String($0)) })
        completions = row["completions"]
        lastDone = try date("last_done")
    }

    public func encode(to c: inout PersistenceContainer) {
        c["habit_id"] = habitID
        c["inputs"] = inputs
        c["settled_before"] = fold.settledBefore
        c["run"] = fold.run
        c["run_since"] = fold.runSince
        c["best"] = fold.best
        c["best_first"] = fold.bestFirst
        c["best_last"] = fold.bestLast
        c["milestones"] = fold.milestones.map(\.description).joined(separator: ",")
        c["completions"] = completions
        c["last_done"] = lastDone
    }
}
