import FoundationEssentials
import Posix

/// An `flock` on the database's folder for the length of `HabitDatabase.open`: shared while
/// a process inspects the file, exclusive while one sets it up (creates it, turns on WAL,
/// migrates). Processes opening a brand-new database together thus see it either untouched
/// or fully set up.
///
/// The lock is on the folder, never on the database file: closing any descriptor of the
/// database file would drop every POSIX lock the process holds on it, including the
/// SHARED lock SQLite keeps for as long as a WAL connection is open. (The first version
/// locked the file; the next `habitctl` to exit then believed it was the last connection,
/// checkpointed and deleted the -wal and -shm files under the running daemon, whose later
/// writes were lost.)
final class SetupLock {
    private let fd: FileDescriptor?

    /// Takes the shared lock on `path`'s folder. Best effort: when the folder cannot be
    /// opened (no read permission), opening goes on unlocked, as before the lock existed.
    init(folderOf path: String) {
        let dir = Paths.parent(of: path)
        fd = try? FileDescriptor.open(dir.isEmpty ? "." : dir, .directory)
        try? fd?.lock(.shared)
    }

    /// Trades the shared lock for the exclusive one, waiting for other holders to finish.
    /// Not atomic (flock drops the shared lock first), so callers look at the file again.
    func exclusive() { try? fd?.lock(.exclusive) }

    deinit { fd?.close() }
}
