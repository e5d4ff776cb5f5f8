import FoundationEssentials
import Posix

/// Where the control socket lives: `$HABITD_CONTROL` if set, else
/// `$XDG_RUNTIME_DIR/habitd/control.sock`, else `/tmp/habitd-UID/control.sock`. A
/// `$XDG_RUNTIME_DIR` that is missing or not writable counts as unset (issue 32): habitd
/// still runs, and habitctl, deciding the same way, still finds it.
public enum ControlSocketPath {
    public static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let explicit = environment["HABITD_CONTROL"], !explicit.isEmpty { return explicit }
        if let runtime = environment["XDG_RUNTIME_DIR"], usable(runtime) { return runtime + "/habitd/control.sock" }
        return "/tmp/habitd-\(Processes.userID)/control.sock"
    }

    /// An absolute path to a folder this user may enter and write.
    static func usable(_ dir: String) -> Bool {
        dir.hasPrefix("/") && FileStatus(path: dir)?.kind == .directory && FileSystem.mayWriteInside(dir)
    }
}
