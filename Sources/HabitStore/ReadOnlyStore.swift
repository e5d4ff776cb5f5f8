import Foundation
import Posix

/// A store habitctl may read but not write (issue 32): a file without write permission, a
/// folder where SQLite cannot make its -wal and -shm files, a read-only file system.
/// Reads work; a write is refused by SQLite and said in one line, nothing changed.
struct ReadOnlyStore {
    /// Why the file at `path` cannot be written ("Read-only file system", "Permission
    /// denied"), nil when it can.
    let reason: String
    /// SQLite's name for it: a URI marking the file immutable when even its folder cannot be
    /// written (SQLite could not make the -shm a WAL file's readers share; nobody else can
    /// write it either), else the path.
    let sqlitePath: String

    init?(_ path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let dir = (path as NSString).deletingLastPathComponent
        let folder = dir.isEmpty ? "." : dir
        guard let reason = FileSystem.whyNotWritable(path) ?? FileSystem.whyNotWritable(folder) else { return nil }
        self.reason = reason
        let folderWritable = FileSystem.whyNotWritable(folder) == nil
        let walPending = FileSize.of(path + "-wal") > 0
        if folderWritable || walPending && FileManager.default.fileExists(atPath: path + "-shm") {
            sqlitePath = path
        } else {
            var allowed = CharacterSet.urlPathAllowed
            allowed.remove(charactersIn: "?#%")
            sqlitePath = "file:" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path) + "?immutable=1"
        }
    }
}
