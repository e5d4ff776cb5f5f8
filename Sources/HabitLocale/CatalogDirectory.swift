import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the compiled catalogues (`<lang>/LC_MESSAGES/habitd.mo`) are: HABITD_LOCALEDIR,
/// else beside a built program (`scripts/catalogs.sh` compiles them into the build folder's
/// `locale/`, so `swift run` and the tests speak every language too), else beside an
/// installed one (`<prefix>/bin/habitctl` → `<prefix>/share/locale`).
public enum CatalogDirectory {
    /// The languages with a catalogue there (`de`, `es`), English aside: it is built in.
    public static func languages(environment: [String: String]) -> [String] {
        let dir = find(environment: environment)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { access("\(dir)/\($0)/LC_MESSAGES/habitd.mo", R_OK) == 0 }.sorted()
    }

    static func find(environment: [String: String]) -> String {
        if let dir = environment["HABITD_LOCALEDIR"], !dir.isEmpty { return dir }
        let bin = executablePath().split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let built = bin + "/locale"
        let installed = bin + "/../share/locale"
        // A folder: installed in /usr/bin, `locale` beside the program is libc's program.
        return isDirectory(built) ? built : installed
    }

    private static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// The running program's own file, symlinks resolved.
    private static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return CommandLine.arguments.first ?? "" }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
