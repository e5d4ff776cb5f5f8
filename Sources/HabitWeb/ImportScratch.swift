import FoundationEssentials
import Posix

/// The private folders an import of Loop's backup reads from (`habitd-import-<UUID>/` in the
/// temporary folder), and the sweep at habitd's start of those a killed habitd left behind.
enum ImportScratch {
    static let prefix = "habitd-import-"
    /// A folder this old is no import's any more (an import takes seconds): another habitd
    /// of the same user, importing now, keeps its own.
    static let abandonedAfter: TimeInterval = 600

    /// A new folder, 0700, which `body` may fill; removed when `body` returns.
    static func with<T>(_ body: (URL) throws -> T) throws -> T {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(prefix + UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: dir) }
        return try body(dir)
    }

    /// Removes this user's import folders in `temporary` last changed before `now` less
    /// `abandonedAfter`; returns how many.
    @discardableResult
    static func sweep(in temporary: URL = FileManager.default.temporaryDirectory, now: Date) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        var removed = 0
        for name in names where name.hasPrefix(prefix) {
            let path = temporary.appendingPathComponent(name).path
            guard let info = FileStatus(path: path, followingLinks: false), info.kind == .directory, info.owner == Processes.userID,
                  now.timeIntervalSince1970 - Double(info.modified) > abandonedAfter else { continue }
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed += 1 }
        }
        return removed
    }
}
