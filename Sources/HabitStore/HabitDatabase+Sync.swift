import FoundationEssentials
import GRDB
import HabitCore
import Posix
import HabitSync

/// Sync through a shared folder (issue 14): this device publishes its journal there, and takes
/// in the other devices'. The database stays the source of truth for every read; the journal
/// is only for exchange, and the database file itself is never synced.
extension HabitDatabase {
    /// This device's id and the synced folder; nil when sync is not set up.
    public func syncConfiguration() throws -> (device: String, folder: SyncFolder)? {
        try read { db in try SyncMeta.read(db).map { ($0.device, SyncFolder(root: $0.folder)) } }
    }

    /// Starts syncing through `folder`: everything already in this store becomes operations of
    /// this device (published at once), then everything the folder holds is merged in.
    public func syncSetup(folder path: String, device: String = UUID().uuidString.lowercased()) throws -> SyncReport {
        guard FileStatus(path: path)?.kind == .directory else { throw StoreError.notAFolder(path: path) }
        let root = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        if let inside = SyncFolder.syncedFolder(holding: self.path, configured: root) {
            throw StoreError.databaseInSyncedFolder(database: self.path, folder: inside)
        }
        let folder = SyncFolder(root: root)
        try folder.prepare(device: device)
        try writer.write { db in
            if let meta = try SyncMeta.read(db) { throw StoreError.alreadySyncing(folder: meta.folder) }
            try db.execute(sql: "DELETE FROM sync_journal; DELETE FROM sync_field; DELETE FROM sync_day; DELETE FROM sync_tombstone; DELETE FROM sync_segment; DELETE FROM sync_quarantine; DELETE FROM sync_peer;")
            try SyncMeta(device: device, folder: root, clock: HybridClock(device: device), nextSeq: 1).save(db)
            try Self.journalEverything(db, now: now())
        }
        try publishJournal()
        let report = try receiveJournal()
        try compactJournal()
        try vacuumIfMostlyFree()
        return report
    }

    /// Gives back the space a large outbox left (sync setup of a big store journals all of it,
    /// then publishes it): the file would otherwise stay several times its data's size.
    func vacuumIfMostlyFree() throws {
        let (free, total) = try read { db in
            (try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0, try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0)
        }
        guard total > 256, free * 2 > total else { return }
        try writer.vacuum()
    }

    /// Stops syncing: the store keeps everything, the journal and its bookkeeping go. What this
    /// device published stays in the folder for the others.
    public func syncLeave() throws -> String {
        try writer.write { db in
            guard let meta = try SyncMeta.read(db) else { throw StoreError.notSyncing }
            try db.execute(sql: "DELETE FROM sync_meta; DELETE FROM sync_journal; DELETE FROM sync_field; DELETE FROM sync_day; DELETE FROM sync_tombstone; DELETE FROM sync_segment; DELETE FROM sync_quarantine; DELETE FROM sync_peer;")
            return meta.folder
        }
    }

    /// Whether this device has journal entries not yet published (a read, no lock taken).
    public func hasUnpublished() throws -> Bool {
        try read { db in try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sync_journal)") ?? false }
    }

    /// Publishes every operation committed but not yet published, as segments of at most
    /// `maxOperations`; returns how many. A segment left by a crash after its rename but before
    /// the commit that empties the outbox is recognised (byte for byte) and not written twice.
    /// `afterRename` runs between the two (a fault-injection point for the crash test).
    @discardableResult
    public func publishJournal(maxOperations: Int = 20_000, afterRename: (() -> Void)? = nil) throws -> Int {
        var total = 0
        while true {
            let n: Int = try writer.write { db in
                guard let meta = try SyncMeta.read(db) else { return 0 }
                let rows = try Row.fetchAll(db, sql: "SELECT seq, line FROM sync_journal ORDER BY seq LIMIT ?", arguments: [maxOperations])
                guard let firstRow = rows.first else { return 0 }
                let folder = SyncFolder(root: meta.folder)
                try folder.prepare(device: meta.device)
                let first: Int64 = firstRow[0]
                let path = folder.segmentPath(device: meta.device, first: first)
                var last: Int64 = rows.last![0]
                if let existing = FileManager.default.contents(atPath: path) {
                    guard let segment = try? Segment.decode(existing), segment.device == meta.device, segment.first == first,
                          segment.last <= last,
                          Segment.encoded(device: meta.device, first: first, last: segment.last,
                                          lines: rows.prefix(segment.operations.count).map { $0[1] }) == existing else {
                        throw StoreError.segmentClash(path: path)
                    }
                    last = segment.last
                } else {
                    try folder.publish(Segment.encoded(device: meta.device, first: first, last: last, lines: rows.map { $0[1] }),
                                       device: meta.device, first: first)
                    afterRename?()
                }
                try db.execute(sql: "DELETE FROM sync_journal WHERE seq <= ?", arguments: [last])
                return Int(last - first + 1)
            }
            if n == 0 { return total }
            total += n
        }
    }

    /// Applies every segment other devices published that this store has not applied yet, in
    /// one transaction, and each device's newest snapshot where it covers operations this store
    /// has not seen (their segments may be gone). A file that is not whole or not valid is
    /// quarantined (one line in the report) and skipped until it changes; nothing else is held
    /// up by it.
    public func receiveJournal() throws -> SyncReport {
        guard let (device, folder) = try syncConfiguration() else { throw StoreError.notSyncing }
        let found = folder.incoming(excluding: device)
        let snapshots = folder.incomingSnapshots(excluding: device)
        let (applied, quarantined, peers) = try read { db in
            (try Row.fetchAll(db, sql: "SELECT device, first, last FROM sync_segment ORDER BY device, first")
                .reduce(into: [String: [(Int64, Int64)]]()) { $0[$1[0], default: []].append(($1[1], $1[2])) },
             Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT path, size, mtime FROM sync_quarantine")
                .map { ($0[0] as String, ($0[1] as Int64, $0[2] as Int64)) }),
             Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT device, snapshot FROM sync_peer")
                .map { ($0[0] as String, $0[1] as Int64) }))
        }
        func isQuarantined(_ f: SyncFolder.Found) -> Bool { quarantined[f.path].map { $0 == (f.size, f.mtime) } ?? false }
        var report = SyncReport()
        // Snapshots first: one newer than what this store holds of its device is read only when
        // the segments applied do not already cover it.
        var covered = peers
        var newSnapshots: [(SyncFolder.Found, Snapshot?)] = []
        var refused: [(SyncFolder.Found, String)] = []
        for f in snapshots where f.first > peers[f.device] ?? 0 && !isQuarantined(f) {
            let through = Self.contiguous(applied[f.device] ?? [], from: peers[f.device] ?? 0)
            if through >= f.first {
                newSnapshots.append((f, nil))
            } else {
                do {
                    guard let data = try folder.read(f, limit: Snapshot.maxBytes) else { continue }
                    let snapshot = try Snapshot.decode(try SnapshotFile.unpack(data))
                    guard snapshot.device == f.device, snapshot.through == f.first else {
                        throw Segment.Refused(line: 1, reason: "snapshot of \(snapshot.device) through \(snapshot.through) under this name")
                    }
                    newSnapshots.append((f, snapshot))
                } catch let r as Segment.Refused {
                    refused.append((f, r.line > 0 ? "line \(r.line): \(r.reason)" : r.reason))
                    continue
                }
            }
            covered[f.device] = f.first
        }
        let fresh = found.filter { f in
            f.first > covered[f.device] ?? 0 && !(applied[f.device] ?? []).contains { $0.0 == f.first } && !isQuarantined(f)
        }
        let gone = quarantined.keys.contains { !FileManager.default.fileExists(atPath: $0) }
        guard !fresh.isEmpty || !newSnapshots.isEmpty || !refused.isEmpty || gone else { return report }
        // Read and checked before the write transaction: the files are untrusted and may be large.
        var segments: [(SyncFolder.Found, Segment)] = []
        for f in fresh {
            do {
                guard let data = try folder.read(f) else { continue }
                let segment = try Segment.decode(data)
                guard segment.device == f.device else { throw Segment.Refused(line: 1, reason: "device \(segment.device) in the folder of \(f.device)") }
                guard segment.operations.isEmpty || segment.first == f.first else {
                    throw Segment.Refused(line: 1, reason: "starts at \(segment.first), its name says \(f.first)")
                }
                segments.append((f, segment))
            } catch let r as Segment.Refused {
                refused.append((f, r.line > 0 ? "line \(r.line): \(r.reason)" : r.reason))
            }
        }
        let nowSeconds = UnixSeconds.value(now())
        try writer.write { db in
            guard var meta = try SyncMeta.read(db) else { throw StoreError.notSyncing }
            // A quarantined file that is gone (removed by its device) is no longer news.
            for path in quarantined.keys where !FileManager.default.fileExists(atPath: path) {
                try db.execute(sql: "DELETE FROM sync_quarantine WHERE path = ?", arguments: [path])
            }
            for (f, reason) in refused {
                try db.execute(sql: """
                    INSERT INTO sync_quarantine (path, size, mtime, reason, at) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (path) DO UPDATE SET size = excluded.size, mtime = excluded.mtime, reason = excluded.reason, at = excluded.at
                    """, arguments: [f.path, f.size, f.mtime, reason, nowSeconds])
                report.quarantined.append("quarantined \(f.path): \(reason)")
            }
            var apply = SyncApply(db)
            let nowMillis = SyncMeta.millis(now())
            for (f, snapshot) in newSnapshots {
                for op in snapshot?.entries ?? [] {
                    meta.clock.observe(op.clock, now: nowMillis)
                    if try apply.apply(op) { report.applied += 1 }
                }
                report.operations += snapshot?.entries.count ?? 0
                if snapshot != nil { report.snapshots += 1 }
                try db.execute(sql: """
                    INSERT INTO sync_peer (device, snapshot, hlc) VALUES (?, ?, ?)
                    ON CONFLICT (device) DO UPDATE SET snapshot = excluded.snapshot, hlc = COALESCE(excluded.hlc, sync_peer.hlc)
                    """, arguments: [f.device, f.first, snapshot?.newest?.description])
                // What the snapshot covers needs no row of its own any more.
                try db.execute(sql: "DELETE FROM sync_segment WHERE device = ? AND last <= ?", arguments: [f.device, f.first])
                try db.execute(sql: "DELETE FROM sync_quarantine WHERE path = ?", arguments: [f.path])
            }
            for (f, segment) in segments {
                for op in segment.operations {
                    meta.clock.observe(op.clock, now: nowMillis)
                    if try apply.apply(op) { report.applied += 1 }
                }
                report.operations += segment.operations.count
                try db.execute(sql: "INSERT OR REPLACE INTO sync_segment (device, first, last, last_hlc, applied_at) VALUES (?, ?, ?, ?, ?)",
                               arguments: [f.device, f.first, segment.last, segment.operations.last?.clock.description, nowSeconds])
                try db.execute(sql: "DELETE FROM sync_quarantine WHERE path = ?", arguments: [f.path])
                report.segments += 1
            }
            report.changedHabits = try apply.materialize(try foldSettings(db))
            report.held = apply.held.sorted { $0.key < $1.key }.map { "habit \($0.key) not shown: \($0.value)" }
            try meta.save(db)
        }
        return report
    }

    /// How far a device's operations are all applied: from `start`, through the applied
    /// segments' ranges (by first sequence) while they leave no gap.
    static func contiguous(_ ranges: [(Int64, Int64)], from start: Int64) -> Int64 {
        var through = start
        for (first, last) in ranges.sorted(by: { $0.0 < $1.0 }) {
            if first > through + 1 { break }
            through = max(through, last)
        }
        return through
    }

    /// What `sync status` shows.
    public func syncStatus() throws -> SyncStatus? {
        try read { db in
            guard let meta = try SyncMeta.read(db) else { return nil }
            // A device's segments applied, and the newest snapshot of it this store holds: its last
            // operation seen is the later of the two.
            let peers = try Row.fetchAll(db, sql: """
                SELECT device, MAX(last), SUM(n), MAX(applied_at), MAX(hlc) FROM (
                    SELECT device, MAX(last) AS last, COUNT(*) AS n, MAX(applied_at) AS applied_at,
                           (SELECT last_hlc FROM sync_segment s2 WHERE s2.device = s.device ORDER BY last DESC LIMIT 1) AS hlc
                    FROM sync_segment s GROUP BY device
                    UNION ALL
                    SELECT device, snapshot, 0, NULL, hlc FROM sync_peer
                ) GROUP BY device ORDER BY device
                """).map { row in
                SyncStatus.Peer(device: row[0], lastSequence: row[1], segments: row[2], appliedAt: (row[3] as Int64?).map(UnixSeconds.date),
                                lastClock: (row[4] as String?).flatMap(HLC.init))
            }
            let quarantined = try Row.fetchAll(db, sql: "SELECT path, reason, at FROM sync_quarantine ORDER BY path").map {
                SyncStatus.Quarantined(path: $0[0], reason: $0[1], at: UnixSeconds.date($0[2]))
            }
            let own = SyncFolder(root: meta.folder).own(meta.device)
            return SyncStatus(device: meta.device, folder: meta.folder, published: meta.nextSeq - 1,
                              unpublished: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sync_journal") ?? 0,
                              segments: own.segments.count, segmentBytes: own.segments.reduce(0) { $0 + $1.size },
                              snapshot: own.snapshots.last.map { ($0.first, $0.size) },
                              peers: peers, quarantined: quarantined)
        }
    }
}

/// What `receiveJournal` did.
public struct SyncReport: Sendable, Equatable {
    /// Segments applied, the operations they held, and how many of those won something.
    public var segments = 0
    /// Snapshots read (a device's state whose segments this store had not all applied).
    public var snapshots = 0
    public var operations = 0
    public var applied = 0
    /// The habits whose rows changed (deleted ones included).
    public var changedHabits: Set<Int64> = []
    /// One line per file refused.
    public var quarantined: [String] = []
    /// One line per habit the journal describes but this store cannot show.
    public var held: [String] = []

    public init() {}
}

/// This device's place in the shared journal, and what it has seen of the others.
public struct SyncStatus: Sendable {
    public struct Peer: Sendable {
        public let device: String
        public let lastSequence: Int64
        public let segments: Int
        /// When its last segment was applied; nil when all this store took of it was a snapshot.
        public let appliedAt: Date?
        /// The clock of its last operation applied: its wall time says how old it is.
        public let lastClock: HLC?
    }

    public struct Quarantined: Sendable {
        public let path: String
        public let reason: String
        public let at: Date
    }

    public let device: String
    public let folder: String
    /// Operations this device has made (published or not), and those not yet published.
    public let published: Int64
    public let unpublished: Int
    /// This device's files in the folder: segments, and its newest snapshot.
    public let segments: Int
    public let segmentBytes: Int64
    public let snapshot: (through: Int64, bytes: Int64)?
    public let peers: [Peer]
    public let quarantined: [Quarantined]
}
