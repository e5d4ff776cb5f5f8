import FoundationEssentials
import GRDB
import HabitCore
import HabitSync

/// `habitctl merge KEEP OTHER`: two habits that are one (typically the same habit created on
/// two machines before they synced, which sync keeps as two: "Read" and "Read (2)").
extension HabitDatabase {
    public struct MergeReport: Sendable, Equatable {
        public let kept: String
        public let merged: String
        /// Days only OTHER had, or where OTHER's log was the fuller one, now KEEP's.
        public let daysTaken: Int
        /// Days both had where KEEP's log stayed.
        public let daysKept: Int
    }

    /// Merges `other` into `keep` in one transaction: KEEP keeps its definition (its start moves
    /// back to OTHER's if that is earlier); each day of OTHER's log that KEEP lacks is taken,
    /// and where both logged a day the fuller log wins (more done, then the larger amount, then
    /// a skip over nothing; KEEP's on a tie), since the two usually recorded the same thing
    /// twice; then OTHER is deleted. Through the journal like every write, so the other
    /// machines see the same merge.
    public func merge(keep keepName: String, other otherName: String) throws -> MergeReport {
        try writer.write { db in
            var keep = try Self.fetchHabit(db, named: keepName)
            let other = try Self.fetchHabit(db, named: otherName)
            guard keep.id != other.id else { throw StoreError.cannotMerge("cannot merge '\(keep.name)' into itself") }
            guard keep.kind == other.kind else {
                throw StoreError.cannotMerge("'\(keep.name)' is a \(keep.kind.rawValue) habit and '\(other.name)' a \(other.kind.rawValue) one: only habits of one kind merge")
            }
            if let a = keep.goal?.unit, let b = other.goal?.unit, a != b {
                throw StoreError.cannotMerge("'\(keep.name)' counts \(a.name) and '\(other.name)' \(b.name): only habits in one unit merge")
            }
            let keepDays = try LocalDayLog.read(db, habitID: keep.id!)
            let otherDays = try LocalDayLog.read(db, habitID: other.id!)
            let inserts = try LogRowInserts(db)
            var taken = 0, kept = 0
            for (date, log) in otherDays.sorted(by: { $0.key < $1.key }) {
                if let mine = keepDays[date], !Self.isFuller(log, than: mine) {
                    kept += 1
                    continue
                }
                try LocalDayLog.write(db, habitID: keep.id!, date: date, log, inserts: inserts)
                taken += 1
            }
            if other.startDate < keep.startDate {
                keep.startDate = other.startDate
                keep.updatedAt = now()
                try Self.validate(db, keep, excluding: keep.id)
                var record = HabitRecord(keep, categoryID: try Self.categoryID(db, keep.category))
                record.uuid = keep.uuid
                record.nameKey = try String.fetchOne(db, sql: "SELECT name_key FROM habit WHERE id = ?", arguments: [keep.id!]) ?? record.nameKey
                try record.update(db)
            }
            _ = try HabitRecord.deleteOne(db, key: other.id!)
            try Self.touch(db, habitID: other.id!)
            if let uuid = other.uuid { try Self.journalDelete(db, uuid: uuid, now: now()) }
            let fs = try foldSettings(db)
            try Self.rebuildState(db, habit: keep, fs)
            try Self.touch(db, habitID: keep.id!)
            try Self.journalHabit(db, habitID: keep.id!, days: true, now: fs.now)
            return MergeReport(kept: keep.name, merged: other.name, daysTaken: taken, daysKept: kept)
        }
    }

    /// Whether `a` records more of the day than `b`: more done, then a larger amount, then a
    /// skip where `b` has nothing.
    static func isFuller(_ a: DayLog, than b: DayLog) -> Bool {
        func weight(_ log: DayLog) -> (Int, Double, Int) {
            (log.completions.reduce(0) { $0 + $1.count }, log.completions.reduce(0) { $0 + ($1.value ?? 0) }, log.skip == nil ? 0 : 1)
        }
        return weight(a) > weight(b)
    }
}
