import FoundationEssentials
import GRDB
import HabitCore
import HabitSync

/// Compaction (issue 14): this device writes a snapshot of its own part of the replicated
/// state, then removes the segments it covers and older snapshots. A device joining later
/// reads each device's newest snapshot and the segments after it, not years of operations;
/// one that was away while segments went applies the snapshot instead (the same operations'
/// outcome, with their clocks, so the fold is unchanged).
extension HabitDatabase {
    /// When a snapshot is due: this many own segments since the last one, or segments
    /// totalling more than twice its size (at least 1 MiB).
    public static let compactionSegments = 64
    public static let compactionMinBytes: Int64 = 1 << 20

    /// What a compaction did.
    public struct Compaction: Sendable, Equatable {
        /// The last operation the new snapshot covers, its entries and its size on disk.
        public let through: Int64
        public let entries: Int
        public let bytes: Int64
        /// Segments and older snapshots removed.
        public let removed: Int
    }

    /// Writes a snapshot when one is due (`force`: whenever a segment would go), and removes
    /// what it covers. Nil when nothing was due, or sync is not (or no longer) set up.
    @discardableResult
    public func compactJournal(force: Bool = false) throws -> Compaction? {
        guard let (device, folder) = try syncConfiguration() else { return nil }
        let before = folder.own(device)
        let segmentBytes = before.segments.reduce(0) { $0 + $1.size }
        let lastSnapshot = before.snapshots.last?.size ?? 0
        guard !before.segments.isEmpty,
              force || before.segments.count >= Self.compactionSegments
                    || segmentBytes >= max(Self.compactionMinBytes, 2 * lastSnapshot) else { return nil }
        let snapshot = try read { db in try Self.ownSnapshot(db) }
        guard snapshot.through > 0 else { return nil }
        let data = SnapshotFile.pack(snapshot.encoded())
        try folder.publish(data, device: device, name: SyncFolder.snapshotName(through: snapshot.through))
        var removed = 0
        let after = folder.own(device)
        for segment in after.segments where segment.first <= snapshot.through {
            try folder.remove(segment)
            removed += 1
        }
        for old in after.snapshots where old.first < snapshot.through {
            try folder.remove(old)
            removed += 1
        }
        return Compaction(through: snapshot.through, entries: snapshot.entries.count, bytes: Int64(data.count), removed: removed)
    }

    /// This device's own part of the replicated state, covering every operation it has
    /// published. Days come from the habit tables (the replica keeps only their digests),
    /// each checked against its digest.
    static func ownSnapshot(_ db: Database) throws -> Snapshot {
        guard let meta = try SyncMeta.read(db) else { throw StoreError.notSyncing }
        let unpublished = try Int64.fetchOne(db, sql: "SELECT MIN(seq) FROM sync_journal")
        let through = (unpublished ?? meta.nextSeq) - 1
        var entries: [SyncOperation] = []
        let id = SyncOperation.ID(device: meta.device, sequence: 0)
        // The device's id ends every one of its clocks' text, after 16 + 1 + 4 + 1 characters.
        for row in try Row.fetchAll(db, sql: "SELECT habit, field, hlc, value FROM sync_field WHERE substr(hlc, 23) = ? ORDER BY habit, field",
                                    arguments: [meta.device]) {
            guard let clock = HLC(row[2] as String) else { continue }
            entries.append(SyncOperation(id: id, clock: clock, habit: row[0], change: .field(name: row[1], value: row[3])))
        }
        for row in try Row.fetchAll(db, sql: "SELECT habit, hlc FROM sync_tombstone WHERE substr(hlc, 23) = ? ORDER BY habit",
                                    arguments: [meta.device]) {
            guard let clock = HLC(row[1] as String) else { continue }
            entries.append(SyncOperation(id: id, clock: clock, habit: row[0], change: .delete))
        }
        var habit: (uuid: String, days: [CivilDate: DayLog])?
        for day in try SyncReplica.ownDays(db, device: meta.device) {
            if habit?.uuid != day.habit {
                guard let habitID = try Int64.fetchOne(db, sql: "SELECT id FROM habit WHERE uuid = ?", arguments: [day.habit]) else {
                    throw StoreError.cannotCompact(reason: "habit \(day.habit) has days from this device but no row here")
                }
                habit = (day.habit, try LocalDayLog.read(db, habitID: habitID))
            }
            let log = habit!.days[day.date] ?? DayLog()
            guard log.digest == day.digest else {
                throw StoreError.cannotCompact(reason: "habit \(day.habit) on \(day.date) differs from what this device journaled")
            }
            entries.append(SyncOperation(id: id, clock: day.clock, habit: day.habit, change: .day(day.date, log)))
        }
        return Snapshot(device: meta.device, through: through, entries: entries)
    }
}
