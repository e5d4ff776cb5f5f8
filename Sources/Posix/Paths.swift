/// A path's parts as `NSString`'s path methods gave them, by the text alone (no file is looked
/// at): `/tmp/a.sqlite` is in `/tmp` and called `a.sqlite`. (One difference: `//` is `/`
/// here, where NSString made it an empty path.)
public enum Paths {
    /// The folder part: `/tmp/a` → `/tmp`, `/tmp/` and `/tmp` → `/`, `/` → `/`, `a` → "".
    public static func parent(of path: String) -> String {
        let trimmed = trailingSlashesDropped(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = trailingSlashesDropped(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// The last part: `/tmp/a.sqlite` → `a.sqlite`, `/tmp/` → `tmp`, `/` → `/`, "" → "".
    public static func lastComponent(of path: String) -> String {
        let trimmed = trailingSlashesDropped(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `.` and `..` taken out and slashes made single, by the text: `/a/./b/../c/` → `/a/c`.
    /// (`..` above the root stays at the root; a relative path keeps a leading `..`.)
    public static func lexicallyNormal(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() }
            else if part == "..", absolute { continue }
            else { parts.append(part) }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }

    /// Repeated slashes made one, and those at the end dropped (`//a//b//` → `/a/b`). By the
    /// UTF-8 bytes: a slash is one byte that is never part of another character's.
    private static func trailingSlashesDropped(_ path: String) -> String {
        let slash = UInt8(ascii: "/")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 where !(byte == slash && bytes.last == slash) { bytes.append(byte) }
        while bytes.count > 1, bytes.last == slash { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
