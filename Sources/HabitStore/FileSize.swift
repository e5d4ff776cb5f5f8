import Posix

/// A file's size by stat(2), 0 when it is missing. Not FileManager's `attributesOfItem`,
/// which also names the owner and group (getpwuid and getgrgid through nsswitch): a
/// measurable share of a command's start-up, for a number it does not need.
enum FileSize {
    static func of(_ path: String) -> Int {
        FileStatus(path: path).map { Int($0.size) } ?? 0
    }
}
