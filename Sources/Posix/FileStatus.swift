#if canImport(Glibc)
import Glibc
#endif

/// What stat(2) says of a path: what it is, whose, how big, which file.
public struct FileStatus: Sendable, Hashable {
    public enum Kind: Sendable { case regular, directory, other }

    public let kind: Kind
    public let size: Int64
    /// Last modification, whole seconds since 1970.
    public let modified: Int64
    public let owner: UInt32
    /// The permission bits (0o777 and the special ones).
    public let permissions: UInt32
    /// Device and inode: another file at the path (deleted and made again, replaced by a
    /// rename) has another pair.
    public let device: UInt64
    public let inode: UInt64

    /// The file at `path`, symlinks followed (`followingLinks: false`: the link itself);
    /// nil when nothing is there or it cannot be looked at.
    public init?(path: String, followingLinks: Bool = true) {
        var st = stat()
        let r = followingLinks ? stat(path, &st) : lstat(path, &st)
        guard r == 0 else { return nil }
        switch st.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        default: kind = .other
        }
        size = Int64(st.st_size)
        modified = Int64(st.st_mtim.tv_sec)
        owner = st.st_uid
        permissions = st.st_mode & 0o7777
        device = UInt64(st.st_dev)
        inode = UInt64(st.st_ino)
    }
}

/// Calls on paths: each retries EINTR and throws `SystemCallError` naming the path.
public enum FileSystem {
    /// Removes the file; `missingIsFine` (the default) makes a path with nothing there no error.
    public static func remove(_ path: String, missingIsFine: Bool = true) throws(SystemCallError) {
        do throws(SystemCallError) { try retryingEINTR("unlink \(path)") { unlink(path) } } catch where missingIsFine && error.isNotFound {}
    }

    /// Renames `from` to `to`, replacing what was there in one step.
    public static func rename(_ from: String, to: String) throws(SystemCallError) {
        try retryingEINTR("rename \(to)") { Glibc.rename(from, to) }
    }

    /// Makes a folder; false when it existed already.
    @discardableResult
    public static func makeDirectory(_ path: String, mode: UInt32) throws(SystemCallError) -> Bool {
        do throws(SystemCallError) {
            try retryingEINTR("mkdir \(path)") { mkdir(path, mode) }
            return true
        } catch where error.isAlreadyThere {
            return false
        }
    }

    /// `path` absolute with every link and `.` or `..` resolved (realpath(3)); nil when a part
    /// of it does not exist or cannot be looked at.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Makes `path` and the folders above it that are missing (`mkdir -p`), each with `mode`;
    /// one there already, or made meanwhile by another process, is fine.
    public static func makeDirectories(_ path: String, mode: UInt32) throws(SystemCallError) {
        if FileStatus(path: path)?.kind == .directory { return }
        let parent = Paths.parent(of: path)
        if !parent.isEmpty, parent != path { try makeDirectories(parent, mode: mode) }
        _ = try makeDirectory(path, mode: mode)
    }

    public static func setPermissions(_ path: String, _ mode: UInt32) throws(SystemCallError) {
        try retryingEINTR("chmod \(path)") { chmod(path, mode) }
    }

    /// Why this process may not write `path` (errno's words: "Permission denied",
    /// "Read-only file system"), nil when it may.
    public static func whyNotWritable(_ path: String) -> String? {
        access(path, W_OK) == 0 ? nil : SystemCallError("access", errno: errno).reason
    }

    public static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

    /// Where a symbolic link points; nil when `path` is not one.
    public static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Bytes an unprivileged process may still write on the file system holding `path`;
    /// nil when it cannot be asked.
    public static func availableBytes(at path: String) -> UInt64? {
        var st = statvfs()
        guard statvfs(path, &st) == 0 else { return nil }
        return UInt64(st.f_bavail) * UInt64(st.f_frsize)
    }
}

extension FileSystem {
    /// The whole file at `path`.
    public static func contents(of path: String) throws(SystemCallError) -> [UInt8] {
        let fd = try FileDescriptor.open(path, .readOnly)
        defer { fd.close() }
        return try fd.readToEnd()
    }

    /// Flushes the file at `path` to the disk, as far as it can be opened to do so.
    public static func sync(_ path: String) {
        guard let fd = try? FileDescriptor.open(path, .readOnly) else { return }
        try? fd.sync()
        fd.close()
    }

    /// Whether this process may enter `folder` and make files in it.
    public static func mayWriteInside(_ folder: String) -> Bool { access(folder, W_OK | X_OK) == 0 }
}
