import FoundationEssentials
import HabitSync
import Posix

/// The journal in the synced folder: `habitd/<device>/<first sequence>.ops`. A device writes
/// only its own directory, and a segment is never changed once it has its name (written under
/// a hidden temporary name, synced to disk, then renamed), so the sync engine never sees two
/// versions of one file. Reading skips what is not a finished segment: hidden files (Syncthing's
/// `.syncthing.*.tmp`, ours), `*.sync-conflict-*` copies, and any other name.
public struct SyncFolder: Sendable {
    public let root: String

    public init(root: String) { self.root = root }

    public var journal: String { root + "/habitd" }

    public func directory(of device: String) -> String { journal + "/" + device }

    /// Twelve digits, so that names sort in sequence order.
    static func segmentName(first: Int64) -> String {
        let digits = String(first)
        return String(repeating: "0", count: max(0, 12 - digits.count)) + digits + ".ops"
    }

    func segmentPath(device: String, first: Int64) -> String { directory(of: device) + "/" + Self.segmentName(first: first) }

    /// A snapshot's name: the last operation it covers, twelve digits, `.snap`.
    static func snapshotName(through: Int64) -> String { String(segmentName(first: through).dropLast(4)) + ".snap" }

    /// Creates this device's directory.
    func prepare(device: String) throws {
        do throws(SystemCallError) {
            try FileSystem.makeDirectories(directory(of: device), mode: 0o777)
        } catch {
            throw StoreError.cannotCreate(path: directory(of: device), reason: error.reason)
        }
    }

    /// Publishes `data` as the segment starting at `first`: after this returns, the file is
    /// whole under its name and on disk, or absent.
    func publish(_ data: Data, device: String, first: Int64) throws {
        try publish(data, device: device, name: Self.segmentName(first: first))
    }

    /// Publishes `data` under `name` in this device's directory, the same way.
    func publish(_ data: Data, device: String, name: String) throws {
        sweepTemporaries(device: device)
        let path = directory(of: device) + "/" + name
        // The process's id in the temporary name: habitctl and habitd may both compact at once.
        let temp = directory(of: device) + "/." + name + ".\(Processes.id).tmp"
        do throws(SystemCallError) {
            try write(data, to: temp)
            try FileSystem.rename(temp, to: path)
        } catch {
            try? FileSystem.remove(temp)   // a disk that filled half way leaves nothing behind
            throw StoreError.cannotCreate(path: path, reason: error.reason)
        }
        if let dir = try? FileDescriptor.open(directory(of: device), .directory) {
            try? dir.sync()
            dir.close()
        }
    }

    /// Removes this device's temporary files left by a process that died writing them (a
    /// `.NAME.PID.tmp` whose PID is gone), so they do not travel to every machine. Found by
    /// kill -9 during a compaction (issue 32).
    func sweepTemporaries(device: String) {
        let dir = directory(of: device)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [] where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            let parts = name.dropLast(4).split(separator: ".")
            guard let pid = parts.last.flatMap({ Int32($0) }), pid != Processes.id else { continue }
            if !Processes.exists(pid) { try? FileSystem.remove(dir + "/" + name) }
        }
    }

    /// The whole of `data` in a new file at `path`, on disk.
    private func write(_ data: Data, to path: String) throws(SystemCallError) {
        let fd = try FileDescriptor.open(path, [.create, .truncate, .writeOnly], mode: 0o644)
        defer { fd.close() }
        try fd.writeAll(data)
        try fd.sync()
    }

    /// A segment or snapshot file in the folder.
    struct Found: Equatable {
        let device: String
        /// A segment's first sequence, or the last one a snapshot covers.
        let first: Int64
        let path: String
        let size: Int64
        let mtime: Int64
    }

    /// Every finished segment of every device but `own`, by device then sequence.
    func incoming(excluding own: String) -> [Found] {
        devices(excluding: own).flatMap { files(of: $0, named: Self.sequence(ofSegmentNamed:)) }
    }

    /// The newest snapshot of every device but `own`, by device (`first` is the last
    /// operation it covers).
    func incomingSnapshots(excluding own: String) -> [Found] {
        devices(excluding: own).compactMap { files(of: $0, named: Self.sequence(ofSnapshotNamed:)).last }
    }

    /// This device's own segments and snapshots, each by sequence.
    func own(_ device: String) -> (segments: [Found], snapshots: [Found]) {
        (files(of: device, named: Self.sequence(ofSegmentNamed:)), files(of: device, named: Self.sequence(ofSnapshotNamed:)))
    }

    /// Removes one of this device's own files (a segment or snapshot a newer snapshot covers).
    func remove(_ found: Found) throws {
        do throws(SystemCallError) { try FileSystem.remove(found.path) } catch {
            throw StoreError.cannotCreate(path: found.path, reason: error.reason)
        }
    }

    private func devices(excluding own: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: journal)) ?? []).sorted().filter { $0 != own && DeviceID.isValid($0) }
    }

    /// The regular files of `device`'s directory whose name `sequence` reads, by that sequence.
    private func files(of device: String, named sequence: (String) -> Int64?) -> [Found] {
        let dir = directory(of: device)
        var found: [Found] = []
        for name in (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [] {
            guard let first = sequence(name) else { continue }
            guard let st = FileStatus(path: dir + "/" + name), st.kind == .regular else { continue }
            found.append(Found(device: device, first: first, path: dir + "/" + name, size: st.size, mtime: st.modified))
        }
        return found.sorted { $0.first < $1.first }
    }

    /// The first sequence a segment's name gives; nil for any other name (hidden and temporary
    /// files, `*.sync-conflict-*` copies, anything else).
    public static func sequence(ofSegmentNamed name: String) -> Int64? { sequence(of: name, suffix: ".ops") }

    /// The last sequence a snapshot's name gives; nil for any other name.
    public static func sequence(ofSnapshotNamed name: String) -> Int64? { sequence(of: name, suffix: ".snap") }

    private static func sequence(of name: String, suffix: String) -> Int64? {
        guard name.hasSuffix(suffix), !name.hasPrefix(".") else { return nil }
        let digits = name.dropLast(suffix.count)
        guard (1...19).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int64(digits)
    }

    /// A file's bytes, refused past `limit` before reading them; nil when it is gone (its
    /// device removed it, covered by a snapshot, since the folder was listed).
    func read(_ found: Found, limit: Int = Segment.maxBytes) throws(Segment.Refused) -> Data? {
        guard found.size <= Int64(limit) else { throw Segment.Refused(line: 0, reason: "larger than \(limit >> 20) MiB") }
        return FileManager.default.contents(atPath: found.path)
    }

    /// Whether `path` (the live database) lies inside this folder or in any folder Syncthing
    /// shares (one holding `.stfolder`).
    public static func syncedFolder(holding path: String, configured: String?) -> String? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        if let configured {
            let root = URL(fileURLWithPath: configured).standardizedFileURL.resolvingSymlinksInPath().path
            if absolute.hasPrefix(root.hasSuffix("/") ? root : root + "/") { return root }
        }
        var dir = Paths.parent(of: absolute)
        while dir.count > 1 {
            if FileManager.default.fileExists(atPath: dir + "/.stfolder") { return dir }
            dir = Paths.parent(of: dir)
        }
        return nil
    }
}
