import Synchronization
import Posix

/// The first 100 bytes of a SQLite file (sqlite.org/fileformat.html), read without opening a
/// connection: enough to know that a file is a habitd store in WAL mode at this build's
/// schema level, the state of nearly every open. Such a file is opened at once with one
/// connection, instead of first being inspected through a read-only one (`FileState`).
///
/// The level is `PRAGMA user_version`, which every write and every migration stamps with
/// `Schema.level`. The main file's header can be older than the database (a newer page 1 may
/// still sit in the -wal file), so the connection opened on its word checks `user_version`
/// again through SQLite, with the migrations applied, before anything is read
/// (`HabitDatabase.openCurrent`).
///
/// Reading it opens and closes a descriptor of the file, and closing any descriptor of a file
/// drops every POSIX lock the process holds on it, the SHARED lock of an open WAL connection
/// among them (see `SetupLock`). So a header is read only for a file this process holds no
/// connection to (`firstOpen`); other opens take the careful path.
struct StoreHeader {
    let applicationID: Int32
    let userVersion: Int32
    /// Both the read and the write format version are 2 (WAL).
    let wal: Bool

    init?(path: String) {
        guard let fd = try? FileDescriptor.open(path, .readOnly) else { return nil }
        defer { fd.close() }
        guard let bytes = try? fd.read(count: 100, at: 0), bytes.count == 100,
              bytes.starts(with: Array("SQLite format 3\0".utf8)) else { return nil }
        func int32(at offset: Int) -> Int32 {
            Int32(bitPattern: bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) })
        }
        applicationID = int32(at: 68)
        userVersion = int32(at: 60)
        wal = bytes[18] == 2 && bytes[19] == 2
    }

    /// A habitd store in WAL mode with every migration this build knows (and no other).
    var isCurrent: Bool { applicationID == Schema.applicationID && wal && userVersion == Schema.level }

    /// The header of `path`, when no connection of this process has opened that file yet.
    static func firstOpen(_ path: String) -> StoreHeader? {
        guard let file = FileIdentity(path), !opened.withLock({ $0.contains(file) }) else { return nil }
        return StoreHeader(path: path)
    }

    /// Notes that this process now holds a connection to the file at `path`.
    static func noteOpened(_ path: String) {
        guard let file = FileIdentity(path) else { return }
        opened.withLock { if !$0.contains(file) { $0.append(file) } }
    }

    /// The files this process has opened a store connection to (never forgotten: a
    /// connection may outlive its `HabitDatabase` value in a copy). A list: a process opens
    /// one store or a few, and a set's first use costs the runtime more than the search.
    private static let opened = Mutex<[FileIdentity]>([])

    /// A file as the kernel knows it, whatever path names it.
    private struct FileIdentity: Equatable {
        let device: UInt64
        let inode: UInt64

        init?(_ path: String) {
            guard let st = FileStatus(path: path) else { return nil }
            device = st.device
            inode = st.inode
        }
    }
}
