import FoundationEssentials
import HabitCore
import Posix

/// One habitd per store (issue 32): an exclusive lock (flock) on `<database>.lock`, held
/// while this habitd runs and released by the kernel when it ends however it ends, with its
/// PID written inside for the next one's message. A flock is the process's own: SQLite's
/// POSIX locks on the database itself are untouched by it.
final class StoreLock: Sendable {
    /// The refusal: another habitd holds the store.
    struct Held: Error, CustomStringConvertible {
        let pid: Int32?
        let database: String
        var description: String {
            pid.map { tr("another habitd (PID %1$s) is running on %2$s: stop it first (systemctl --user stop habitd, or kill %1$s)", $0, database) }
                ?? tr("another habitd is running on %s: stop it first (systemctl --user stop habitd)", database)
        }
    }

    private let fd: FileDescriptor

    init(databasePath: String) throws {
        let path = databasePath + ".lock"
        try? FileSystem.makeDirectories(Paths.parent(of: path), mode: 0o777)
        let fd: FileDescriptor
        do throws(SystemCallError) { fd = try FileDescriptor.open(path, [.readWrite, .create], mode: 0o600) } catch {
            throw DaemonConfig.Problem(path: path, line: nil, message: tr("cannot open the lock file: %s", error.reason))
        }
        let locked: Bool
        do throws(SystemCallError) { locked = try fd.tryLock(.exclusive) } catch {
            fd.close()
            throw DaemonConfig.Problem(path: path, line: nil, message: tr("cannot lock the store: %s", error.reason))
        }
        guard locked else {
            let text = (try? fd.read(count: 32, at: 0)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            fd.close()
            throw Held(pid: Int32(text.trimmingSpacesAndLines()), database: databasePath)
        }
        try? fd.replaceContents(with: Array("\(Processes.id)\n".utf8))
        self.fd = fd
    }

    deinit { fd.close() }
}
