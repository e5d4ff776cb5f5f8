import FoundationEssentials
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
    /// The transaction's wall time: what the sync journal stamps its operations with.
    var now: Date = Date(timeIntervalSince1970: 0)

    func rules(_ habit: Habit, _ log: HabitLog) -> HabitRules { HabitRules(habit: habit, log: log, weekStart: weekStart) }

    /// No reader's today is later than this: the UTC date of `now`, and a day more for the
    /// zones ahead of UTC. A fold never settles past it, whatever date an entry carries (an
    /// entry from another device's clock, an import's; the json-import fuzzer's 4052-11-16
    /// folded two thousand years).
    var latestToday: CivilDate { CivilDate(dayNumber: Int((now.timeIntervalSince1970 / 86_400).rounded(.down)) + 1) }
}

extension DerivedState: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "habit_state"

    /// The columns every read selects, in the order `init(row:)` reads them by position.
    static let columns = "habit_id, inputs, settled_before, run, run_since, best, best_first, best_last, milestones, completions, last_done"
    public static var databaseSelection: [any SQLSelectable] { [SQL(sql: columns)] }

    public init(row: Row) throws { try self.init(reading: row) }

    init(reading r: some ColumnReader) throws {
        let id = r.int64(0)
        habitID = id
        inputs = r.text(1)
        func date(_ column: Int32) throws -> CivilDate? {
            guard let text = r.optionalText(column) else { return nil }
            guard let d = CivilDate(parsing: text) else {
                throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "column \(column) of habit \(id)'s habit_state is not a date")
            }
            return d
        }
        guard let milestones = CivilDate.list(parsing: r.text(8)) else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "habit \(id)'s habit_state milestones are not dates")
        }
        fold = StreakFold(settledBefore: try date(2) ?? CivilDate(dayNumber: 0), run: r.int(3),
                          runSince: try date(4), best: r.int(5), bestFirst: try date(6), bestLast: try date(7),
                          milestones: milestones)
        completions = r.int(9)
        lastDone = try date(10)
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
