import Foundation
import GRDB
import HabitCore
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
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { throw StoreError.notAFolder(path: path) }
        let root = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        if let inside = SyncFolder.syncedFolder(holding: self.path, configured: root) {
            throw StoreError.databaseInSyncedFolder(database: self.path, folder: inside)
        }
        let folder = SyncFolder(root: root)
        try folder.prepare(device: device)
        try writer.write { db in
            if let meta = try SyncMeta.read(db) { throw StoreError.alreadySyncing(folder: meta.folder) }
            try db.execute(sql: "DELETE FROM sync_journal; DELETE FROM sync_field; DELETE FROM sync_day; DELETE FROM sync_tombstone; DELETE FROM sync_segment; DELETE FROM sync_quarantine;")
            try SyncMeta(device: device, folder: root, clock: HybridClock(device: device), nextSeq: 1).save(db)
            try Self.journalEverything(db, now: now())
        }
        try publishJournal()
        return try receiveJournal()
    }

    /// Stops syncing: the store keeps everything, the journal and its bookkeeping go. What this
    /// device published stays in the folder for the others.
    public func syncLeave() throws -> String {
        try writer.write { db in
            guard let meta = try SyncMeta.read(db) else { throw StoreError.notSyncing }
            try db.execute(sql: "DELETE FROM sync_meta; DELETE FROM sync_journal; DELETE FROM sync_field; DELETE FROM sync_day; DELETE FROM sync_tombstone; DELETE FROM sync_segment; DELETE FROM sync_quarantine;")
            return meta.folder
        }
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
    /// one transaction. A segment that is not whole or not valid is quarantined (one line in
    /// the report) and skipped until the file changes; nothing else is held up by it.
    public func receiveJournal() throws -> SyncReport {
        guard let (device, folder) = try syncConfiguration() else { throw StoreError.notSyncing }
        let found = folder.incoming(excluding: device)
        let (applied, quarantined) = try read { db -> (Set<String>, [String: (Int64, Int64)]) in
            let applied = Set(try Row.fetchAll(db, sql: "SELECT device, first FROM sync_segment").map { "\($0[0] as String)/\($0[1] as Int64)" })
            let q = Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT path, size, mtime FROM sync_quarantine")
                .map { ($0[0] as String, ($0[1] as Int64, $0[2] as Int64)) })
            return (applied, q)
        }
        let fresh = found.filter { f in
            !applied.contains("\(f.device)/\(f.first)") && quarantined[f.path].map { $0 != (f.size, f.mtime) } ?? true
        }
        var report = SyncReport()
        guard !fresh.isEmpty else { return report }
        // Read and checked before the write transaction: the files are untrusted and may be large.
        var segments: [(SyncFolder.Found, Segment)] = []
        var refused: [(SyncFolder.Found, String)] = []
        for f in fresh {
            do {
                guard let data = try folder.read(f) else { throw Segment.Refused(line: 0, reason: "larger than \(Segment.maxBytes >> 20) MiB") }
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
            for (f, reason) in refused {
                try db.execute(sql: """
                    INSERT INTO sync_quarantine (path, size, mtime, reason, at) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (path) DO UPDATE SET size = excluded.size, mtime = excluded.mtime, reason = excluded.reason, at = excluded.at
                    """, arguments: [f.path, f.size, f.mtime, reason, nowSeconds])
                report.quarantined.append("quarantined \(f.path): \(reason)")
            }
            var apply = SyncApply(db)
            let nowMillis = SyncMeta.millis(now())
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

    /// What `sync status` shows.
    public func syncStatus() throws -> SyncStatus? {
        try read { db in
            guard let meta = try SyncMeta.read(db) else { return nil }
            let peers = try Row.fetchAll(db, sql: """
                SELECT device, MAX(last), COUNT(*), MAX(applied_at),
                       (SELECT last_hlc FROM sync_segment s2 WHERE s2.device = s.device ORDER BY last DESC LIMIT 1)
                FROM sync_segment s GROUP BY device ORDER BY device
                """).map { row in
                SyncStatus.Peer(device: row[0], lastSequence: row[1], segments: row[2], appliedAt: UnixSeconds.date(row[3]),
                                lastClock: (row[4] as String?).flatMap(HLC.init))
            }
            let quarantined = try Row.fetchAll(db, sql: "SELECT path, reason, at FROM sync_quarantine ORDER BY path").map {
                SyncStatus.Quarantined(path: $0[0], reason: $0[1], at: UnixSeconds.date($0[2]))
            }
            return SyncStatus(device: meta.device, folder: meta.folder, published: meta.nextSeq - 1,
                              unpublished: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sync_journal") ?? 0,
                              peers: peers, quarantined: quarantined)
        }
    }
}

/// What `receiveJournal` did.
public struct SyncReport: Sendable, Equatable {
    /// Segments applied, the operations they held, and how many of those won something.
    public var segments = 0
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
        public let appliedAt: Date
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
    public let peers: [Peer]
    public let quarantined: [Quarantined]
}
