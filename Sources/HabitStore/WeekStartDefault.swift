import FoundationEssentials
import HabitCore

/// The week start when the user set none: the locale's first weekday (Monday, Sunday or
/// Saturday), else Monday.
public enum WeekStartDefault {
    public static func from(environment: [String: String]) -> Weekday {
        let name = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let id = String(name.split(separator: ".").first ?? "")
        guard !id.isEmpty, id != "C", id != "POSIX" else { return .monday }
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: id)
        switch calendar.firstWeekday {
        case 1: return .sunday
        case 7: return .saturday
        default: return .monday
        }
    }
}
