#if canImport(Glibc)
import Glibc
#endif

/// Which file a path names: its device and inode. Another file at the path (a store deleted
/// and made again, or replaced by a rename) has another identity.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// Nil when nothing is at `path`.
    init?(path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        device = UInt64(st.st_dev)
        inode = UInt64(st.st_ino)
    }
}
