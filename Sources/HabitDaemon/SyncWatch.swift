import FoundationEssentials
import Posix
import HabitStore

/// habitd's side of sync: the journal folder watched with inotify (no polling), other
/// devices' segments applied as they arrive, this device's operations published after its
/// own writes, and on start whatever a crash left unpublished.
struct SyncWatch {
    let device: String
    let folder: SyncFolder
    /// The device folders watched so far.
    private(set) var watched: Set<String> = []

    /// Nil when sync is not set up. Throws when the database lies inside the synced folder.
    init?(db: HabitDatabase) throws {
        guard let (device, folder) = try db.syncConfiguration() else { return nil }
        if let inside = SyncFolder.syncedFolder(holding: db.path, configured: folder.root) {
            throw StoreError.databaseInSyncedFolder(database: db.path, folder: inside)
        }
        self.device = device
        self.folder = folder
    }

    /// Watches the journal folder and every other device's folder in it (a device that joins
    /// later appears as a new folder there, and is watched then).
    mutating func watch(with files: FileChangeWatch) throws {
        if !watched.contains(folder.journal) {
            try? FileManager.default.createDirectory(atPath: folder.journal, withIntermediateDirectories: true)
            try files.watch(folder: folder.journal)
            watched.insert(folder.journal)
        }
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder.journal)) ?? []).sorted() where name != device {
            let path = folder.directory(of: name)
            guard !watched.contains(path), FileStatus(path: path)?.kind == .directory else { continue }
            try files.watch(folder: path)
            watched.insert(path)
        }
    }

    /// `segment`: a segment or a snapshot arrived.
    enum Event { case newDevice, segment, none }

    /// What an inotify event in a watched folder means.
    func classify(_ folderPath: String, _ name: String) -> Event {
        if folderPath == folder.journal { return name == device || name.hasPrefix(".") ? .none : .newDevice }
        guard folderPath.hasPrefix(folder.journal + "/"),
              SyncFolder.sequence(ofSegmentNamed: name) != nil || SyncFolder.sequence(ofSnapshotNamed: name) != nil else { return .none }
        return .segment
    }
}
