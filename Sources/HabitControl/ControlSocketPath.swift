import Foundation

/// Where the control socket lives: `$HABITD_CONTROL` if set, else
/// `$XDG_RUNTIME_DIR/habitd/control.sock`, else `/tmp/habitd-UID/control.sock`.
public enum ControlSocketPath {
    public static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let explicit = environment["HABITD_CONTROL"], !explicit.isEmpty { return explicit }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty { return runtime + "/habitd/control.sock" }
        return "/tmp/habitd-\(getuid())/control.sock"
    }
}
