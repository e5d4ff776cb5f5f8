import FoundationEssentials
import Posix

/// Where the database lives: `--db`, else `HABITD_DB`, else
/// `$XDG_DATA_HOME/habitd/habits.sqlite` (XDG default `~/.local/share`).
public enum DatabaseLocation {
    public static func resolve(explicit: String?, environment: [String: String]) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let env = environment["HABITD_DB"], !env.isEmpty { return env }
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            let home = environment["HOME"] ?? Processes.homeDirectory
            dataHome = home + "/.local/share"
        }
        return dataHome + "/habitd/habits.sqlite"
    }
}
