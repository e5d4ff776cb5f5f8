import Posix

/// Which file a path names: its device and inode. Another file at the path (a store deleted
/// and made again, or replaced by a rename) has another identity.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// Nil when nothing is at `path`.
    init?(path: String) {
        guard let st = FileStatus(path: path) else { return nil }
        device = st.device
        inode = st.inode
    }
}
