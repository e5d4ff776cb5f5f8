import FoundationEssentials
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

    /// `path` for a `file:` URI: every byte outside a URL path's characters (RFC 3986's
    /// pchar and `/`, as Foundation's `urlPathAllowed`) written `%XX`.
    static func uriPath(_ path: String) -> String {
        let allowed = Set("!$&'()*+,-./0123456789:=@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in path.utf8 {
            if allowed.contains(byte) { out.append(byte) } else { out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]] }
        }
        return String(decoding: out, as: UTF8.self)
    }

    init?(_ path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let dir = Paths.parent(of: path)
        let folder = dir.isEmpty ? "." : dir
        guard let reason = FileSystem.whyNotWritable(path) ?? FileSystem.whyNotWritable(folder) else { return nil }
        self.reason = reason
        let folderWritable = FileSystem.whyNotWritable(folder) == nil
        let walPending = FileSize.of(path + "-wal") > 0
        if folderWritable || walPending && FileManager.default.fileExists(atPath: path + "-shm") {
            sqlitePath = path
        } else {
            sqlitePath = "file:" + Self.uriPath(path) + "?immutable=1"
        }
    }
}
