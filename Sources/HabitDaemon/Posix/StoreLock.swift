import Foundation
import HabitCore
#if canImport(Glibc)
import Glibc
#endif

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

    private let fd: Int32

    init(databasePath: String) throws {
        let path = databasePath + ".lock"
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw DaemonConfig.Problem(path: path, line: nil, message: tr("cannot open the lock file: %s", String(cString: strerror(errno)))) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let held = errno == EWOULDBLOCK
            var buffer = [UInt8](repeating: 0, count: 32)
            let n = read(fd, &buffer, buffer.count)
            close(fd)
            guard held else { throw DaemonConfig.Problem(path: path, line: nil, message: tr("cannot lock the store: %s", String(cString: strerror(errno)))) }
            let pid = n > 0 ? Int32(String(decoding: buffer[..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) : nil
            throw Held(pid: pid, database: databasePath)
        }
        let text = Array("\(getpid())\n".utf8)
        _ = ftruncate(fd, 0)
        _ = pwrite(fd, text, text.count, 0)
        self.fd = fd
    }

    deinit { close(fd) }
}
