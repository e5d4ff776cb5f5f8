import FoundationEssentials
import HabitCore

/// The week start when the user set none: the locale's first weekday (Monday, Sunday or
/// Saturday, from CLDR's table in `RegionWeekStart`), else Monday.
public enum WeekStartDefault {
    public static func from(environment: [String: String]) -> Weekday {
        let name = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        // "de_DE.UTF-8", "sr_RS@latin": the locale without its codeset and modifier.
        let id = String(name.split { $0 == "." || $0 == "@" }.first ?? "")
        guard !id.isEmpty, id != "C", id != "POSIX" else { return .monday }
        return RegionWeekStart.of(locale: id)
    }
}
