#if canImport(Glibc)
import Glibc
#endif

/// A file's size by stat(2), 0 when it is missing. Not FileManager's `attributesOfItem`,
/// which also names the owner and group (getpwuid and getgrgid through nsswitch): a
/// measurable share of a command's start-up, for a number it does not need.
enum FileSize {
    static func of(_ path: String) -> Int {
        var st = stat()
        return stat(path, &st) == 0 ? Int(st.st_size) : 0
    }
}
