import FoundationEssentials
import Posix

/// Where the compiled catalogues (`<lang>/LC_MESSAGES/habitd.mo`) are: HABITD_LOCALEDIR,
/// else beside a built program (`scripts/catalogs.sh` compiles them into the build folder's
/// `locale/`, so `swift run` and the tests speak every language too), else beside an
/// installed one (`<prefix>/bin/habitctl` → `<prefix>/share/locale`).
public enum CatalogDirectory {
    /// The languages with a catalogue there (`de`, `es`), English aside: it is built in.
    public static func languages(environment: [String: String]) -> [String] {
        let dir = find(environment: environment)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { FileSystem.isReadable("\(dir)/\($0)/LC_MESSAGES/habitd.mo") }.sorted()
    }

    static func find(environment: [String: String]) -> String {
        if let dir = environment["HABITD_LOCALEDIR"], !dir.isEmpty { return dir }
        let bin = Paths.parent(of: executablePath())
        let built = bin + "/locale"
        let installed = bin + "/../share/locale"
        // A folder: installed in /usr/bin, `locale` beside the program is libc's program.
        return isDirectory(built) ? built : installed
    }

    private static func isDirectory(_ path: String) -> Bool {
        FileStatus(path: path)?.kind == .directory
    }

    /// The running program's own file, symlinks resolved.
    private static func executablePath() -> String {
        FileSystem.linkTarget("/proc/self/exe") ?? CommandLine.arguments.first ?? ""
    }
}
