import FoundationEssentials
import HabitCore
import HabitStore
import HabitSync

/// Sync as `habitctl sync status --json` and the API's `GET sync` have it: this device, the
/// devices seen, and anything quarantined (`set_up` true; `SyncNotSetUp` before `sync setup`).
public struct SyncStatusEntry: Encodable {
    public let setUp = true
    public let device: String
    public let folder: String
    public let operations: Int64
    public let unpublished: Int
    public let segments: Int
    public let segmentBytes: Int64
    public let snapshotThrough: Int64?
    public let snapshotBytes: Int64?
    public let devices: [Peer]
    public let quarantined: [Quarantined]

    public struct Peer: Encodable {
        public let device: String
        public let lastSequence: Int64
        public let lastOperationAt: String?
        public let ageSeconds: Int64?
    }

    public struct Quarantined: Encodable {
        public let path: String
        public let reason: String
    }

    public init(_ status: SyncStatus, now: Date) {
        devices = status.peers.map { p in
            let at = p.lastClock.map { Date(timeIntervalSince1970: Double($0.millis) / 1000) }
            return Peer(device: p.device, lastSequence: p.lastSequence, lastOperationAt: at.map(ISOInstant.format),
                        ageSeconds: at.map { Int64(now.timeIntervalSince($0).rounded(.down)) })
        }
        device = status.device
        folder = status.folder
        operations = status.published
        unpublished = status.unpublished
        segments = status.segments
        segmentBytes = status.segmentBytes
        snapshotThrough = status.snapshot?.through
        snapshotBytes = status.snapshot?.bytes
        quarantined = status.quarantined.map { Quarantined(path: $0.path, reason: $0.reason) }
    }
}

/// What `GET sync` and `sync status --json` answer before `sync setup`: a state to report,
/// not a refusal (`set_up` false, and what to run).
public struct SyncNotSetUp: Encodable {
    public let setUp = false
    public let said = StoreError.notSyncing.message

    public init() {}
}
