import HabitStore
import Synchronization

/// The stores this command opened (`Context.open`), closed as it ends and kept until it
/// exits. Closing lets SQLite checkpoint and remove the -wal and -shm files whether the
/// command succeeded or not; keeping the values spares a thread Dispatch would start to free
/// each connection's queue as the process ends (`HabitDatabase.close`).
enum OpenedStores {
    private static let stores = Mutex<[HabitDatabase]>([])

    static func note(_ db: HabitDatabase) {
        stores.withLock { $0.append(db) }
    }

    /// Closes every store noted; one that cannot close now is left to the process's end.
    static func closeAll() {
        for db in stores.withLock({ $0 }) { try? db.close() }
    }
}
