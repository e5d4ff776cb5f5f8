import HabitCore
/// Why the store refused to open or to write. Each message is the one line a user reads.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    case notHabitdDatabase(path: String)
    /// Not a database by its header, yet backups of the store at that path exist: it was one.
    case unreadableWithBackup(path: String, newestBackup: String)
    case newerSchema(path: String, unknown: [String])
    case cannotCreate(path: String, reason: String)
    case cannotOpen(path: String, reason: String)
    /// The file system holding the store has no space left (found when opening or writing).
    case diskFull(path: String)
    /// Sync: the live database lies inside the synced folder.
    case databaseInSyncedFolder(database: String, folder: String)
    case notSyncing
    case alreadySyncing(folder: String)
    case notAFolder(path: String)
    /// Sync: a segment of this device's is already there and differs from what it would publish.
    case segmentClash(path: String)
    /// The habit tables and the replicated state disagree about a day this device's journal
    /// holds: compacting would lose one of them, so it does not happen.
    case cannotCompact(reason: String)
    /// `merge` of two habits that cannot be one (itself, two kinds, two units).
    case cannotMerge(String)
    /// SQLite says the store is malformed: named with the newest backup, if any.
    case damaged(path: String, newestBackup: String?)
    case noBackups(directory: String)
    case unknownBackup(name: String, directory: String)
    /// A backup of another store with the same file name (backups are kept per store).
    case otherStoresBackup(name: String)
    case badBackup(path: String, reason: String)
    case tokenExists(name: String)
    case unknownToken(name: String)
    case badTokenName(String)

    public var message: String {
        switch self {
        case .diskFull(let p): return tr("the disk holding %s is full: nothing was changed (free some space and try again)", p)
        case .notHabitdDatabase(let p):
            return tr("%s is not a habitd database; refusing to touch it", p)
        case .unreadableWithBackup(let p, let newest):
            return tr("%1$s is not a database any more (its header is garbage), but it was this store: the newest backup is %2$s: habitctl backup restore latest", p, newest)
        case .newerSchema(let p, let unknown):
            return tr("%s was written by a newer habitd (schema %s); upgrade habitd to use it", p, unknown.joined(separator: ", "))
        case .cannotCreate(let p, let r): return tr("cannot create %s: %s", p, r)
        case .cannotOpen(let p, let r): return tr("cannot open %s: %s", p, r)
        case .databaseInSyncedFolder(let d, let f):
            return tr("the database %s is inside the synced folder %s: a sync engine copying a live SQLite file corrupts or forks it; keep the database outside (the default, ~/.local/share/habitd) and share only the journal folder", d, f)
        case .notSyncing: return tr("sync is not set up; run: habitctl sync setup FOLDER")
        case .alreadySyncing(let f): return tr("already syncing through %s; run 'habitctl sync leave' first", f)
        case .notAFolder(let p): return tr("%s is not a folder (create it, or share it in Syncthing first)", p)
        case .cannotMerge(let r): return r
        case .damaged(let p, let newest?):
            return tr("%1$s is damaged (SQLite: database disk image is malformed); the newest backup is %2$s: habitctl backup restore latest", p, newest)
        case .damaged(let p, nil):
            return tr("%s is damaged (SQLite: database disk image is malformed), and there is no backup of it: 'sqlite3 FILE .recover' may save some", p)
        case .noBackups(let d): return tr("no backups in %s yet: 'habitctl backup now' makes one", d)
        case .unknownBackup(let n, let d): return tr("no backup named %1$s in %2$s: 'habitctl backup list' shows them", n, d)
        case .otherStoresBackup(let n): return tr("%s is a backup of another store (another --db), not of this one: 'habitctl backup list' shows this store's", n)
        case .badBackup(let p, let r): return tr("%1$s cannot be restored: %2$s", p, r)
        case .tokenExists(let n): return tr("a token named %s exists already: revoke it first, or choose another name", n)
        case .unknownToken(let n): return tr("no token named %s ('habitctl web token list' names them)", n)
        case .badTokenName(let n): return tr("'%s' cannot name a token: 1 to 40 letters, digits, '-', '_' or '.'", n)
        case .cannotCompact(let r): return tr("not compacting the journal: %s", r)
        case .segmentClash(let p): return tr("%s already exists and differs from this device's journal; is another database using the same device id?", p)
        }
    }

    public var description: String { message }
}
