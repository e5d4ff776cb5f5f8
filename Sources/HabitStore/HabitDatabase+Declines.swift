import FoundationEssentials
import GRDB
import HabitCore

/// An explicit "no" (`habitctl fail`, `n` in ask, toggle's second step with `toggle-says-no`): a build habit's day
/// not done, said so. A decline never shares its day with a completion or a skip: writing
/// one of those takes the decline away, and a decline takes the skip's place.
extension HabitDatabase {
    public enum DeclineOutcome: Equatable, Sendable {
        case recorded
        /// Already declined: nothing written.
        case already
        /// The day is done: nothing written (undo it first, or toggle).
        case done
    }

    /// Records a decline, decided in the write transaction by the ledger's rule (`isDone`).
    public func record(decline: Decline, habit: Habit, weekStart: Weekday) throws -> DeclineOutcome {
        try writer.write { db in
            try Self.refuseArchived(db, habit, ownLog: "fail")
            _ = try Validate.note(decline.note)
            let rules = try Self.dayRules(db, habit: habit, date: decline.date, weekStart: weekStart)
            if rules.isDone(decline.date) { return .done }
            if try Self.declined(db, habitID: decline.habitID, on: decline.date) { return .already }
            try Self.insert(decline: decline, db, try foldSettings(db))
            return .recorded
        }
    }

    static func insert(decline: Decline, _ db: Database, _ fs: FoldSettings) throws {
        try SkipRecord.filter(SkipRecord.Columns.habitId == decline.habitID && SkipRecord.Columns.date == decline.date).deleteAll(db)
        try DeclineRecord(decline).insert(db)
        try logChanged(db, habitID: decline.habitID, on: decline.date, countDelta: 0, fs)
    }

    /// Takes a day's "no" back; false when there was none.
    @discardableResult
    public func removeDecline(habitID: Int64, on date: CivilDate) throws -> Bool {
        try writer.write { db in try Self.removeDecline(db, habitID: habitID, on: date, try foldSettings(db)) }
    }

    @discardableResult
    static func removeDecline(_ db: Database, habitID: Int64, on date: CivilDate, _ fs: FoldSettings?) throws -> Bool {
        let removed = try DeclineRecord.filter(DeclineRecord.Columns.habitId == habitID && DeclineRecord.Columns.date == date).deleteAll(db) > 0
        if removed, let fs { try logChanged(db, habitID: habitID, on: date, countDelta: 0, fs) }
        return removed
    }

    static func declined(_ db: Database, habitID: Int64, on date: CivilDate) throws -> Bool {
        try DeclineRecord.filter(DeclineRecord.Columns.habitId == habitID && DeclineRecord.Columns.date == date).fetchCount(db) > 0
    }
}
