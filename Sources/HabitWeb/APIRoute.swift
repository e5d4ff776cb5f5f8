import HabitViews
import HabitWrites

/// The API's routes: a method and a path pattern each, as the OpenAPI document lists them
/// (a test holds the two to each other). A habit's actions are the action table's.
enum APIRoute: CaseIterable, Equatable {
    case document, board, habits, add, habit, edit, detail
    case action(HabitAction)
    case stats, reminders, status, categories, settings, setting, export, importData, sync, events, calendar

    static let allCases: [APIRoute] = [.document, .board, .habits, .add, .habit, .edit, .detail]
        + HabitAction.allCases.map { .action($0) }
        + [.stats, .reminders, .status, .categories, .settings, .setting, .export, .importData, .sync, .events, .calendar]

    var method: String {
        switch self {
        case .document, .board, .habits, .habit, .detail, .stats, .reminders, .status, .categories, .settings, .export, .sync, .events,
             .calendar:
            return "GET"
        case .edit: return "PATCH"
        case .action(let a): return a.method
        case .setting: return "PUT"
        case .add, .importData: return "POST"
        }
    }

    /// The path under /api/v1/, `{name}` for a parameter.
    var pattern: String {
        switch self {
        case .document: return "openapi.json"
        case .board: return "board"
        case .habits, .add: return "habits"
        case .habit, .edit: return "habits/{habit}"
        case .detail: return "habits/{habit}/detail"
        case .action(let a): return a.path
        case .stats: return "stats"
        case .reminders: return "reminders"
        case .status: return "status"
        case .categories: return "categories"
        case .settings: return "settings"
        case .setting: return "settings/{key}"
        case .export: return "export"
        case .importData: return "import"
        case .sync: return "sync"
        case .events: return "events"
        case .calendar: return "calendar.ics"
        }
    }

    /// Views of the ledger that depend on the store and the day only (not the instant): their
    /// answers are kept until either changes.
    var cacheable: Bool { [.board, .habits, .habit, .detail, .stats, .categories, .settings, .calendar].contains(self) }

    /// Open without a token: only the document.
    var open: Bool { self == .document }

    /// The route `method` and `segments` ask for, with its parameters.
    static func match(method: String, segments: [String]) -> (APIRoute, [String: String])? {
        let m = method == "HEAD" ? "GET" : method
        for route in allCases where route.method == m {
            if let p = route.parameters(segments) { return (route, p) }
        }
        return nil
    }

    /// Whether any route has this path (so that another method is a 405, not a 404).
    static func pathExists(_ segments: [String]) -> Bool { allCases.contains { $0.parameters(segments) != nil } }

    /// The methods this path answers, for a 405's Allow header.
    static func methods(_ segments: [String]) -> [String] { allCases.filter { $0.parameters(segments) != nil }.map(\.method) }

    private func parameters(_ segments: [String]) -> [String: String]? {
        let parts = pattern.split(separator: "/").map(String.init)
        guard parts.count == segments.count else { return nil }
        var out: [String: String] = [:]
        for (part, segment) in zip(parts, segments) {
            if part.hasPrefix("{") {
                guard !segment.isEmpty else { return nil }
                out[String(part.dropFirst().dropLast())] = segment
            } else if part != segment { return nil }
        }
        return out
    }
}
