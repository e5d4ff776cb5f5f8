/// The API's routes: a method and a path pattern each, as the OpenAPI document lists them
/// (a test holds the two to each other).
enum APIRoute: CaseIterable {
    case document, habits, habit, done, undo, skip, unskip, status, categories, settings

    var method: String {
        switch self {
        case .document, .habits, .habit, .status, .categories, .settings: return "GET"
        case .done, .undo, .skip, .unskip: return "POST"
        }
    }

    /// The path under /api/v1/, `{name}` for a parameter.
    var pattern: String {
        switch self {
        case .document: return "openapi.json"
        case .habits: return "habits"
        case .habit: return "habits/{habit}"
        case .done: return "habits/{habit}/done"
        case .undo: return "habits/{habit}/undo"
        case .skip: return "habits/{habit}/skip"
        case .unskip: return "habits/{habit}/unskip"
        case .status: return "status"
        case .categories: return "categories"
        case .settings: return "settings"
        }
    }

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
