import Foundation

/// Build a habit (do it) or quit one (stay at or under the goal).
public enum HabitKind: String, Sendable, Codable, CaseIterable {
    case build, quit
}

/// What a goal is measured in. Known units print nicely; anything else is `custom`.
public enum GoalUnit: Hashable, Sendable {
    case count, reps, minutes, hours, cups, km, miles, kg, lb, litres, calories, pages, steps
    case custom(String)

    public static let known: [GoalUnit] = [.count, .reps, .minutes, .hours, .cups, .km, .miles,
                                           .kg, .lb, .litres, .calories, .pages, .steps]

    /// The unit's word for an amount: singular for exactly 1 (1 cup, 1 minute, 1 page);
    /// abbreviations and custom units stay as they are.
    public func name(for amount: Double) -> String {
        guard amount == 1 else { return name }
        switch self {
        case .reps: return "rep"
        case .minutes: return "minute"
        case .hours: return "hour"
        case .cups: return "cup"
        case .miles: return "mile"
        case .litres: return "litre"
        case .calories: return "calorie"
        case .pages: return "page"
        case .steps: return "step"
        case .count, .km, .kg, .lb, .custom: return name
        }
    }

    public var name: String {
        switch self {
        case .count: return "count"
        case .reps: return "reps"
        case .minutes: return "minutes"
        case .hours: return "hours"
        case .cups: return "cups"
        case .km: return "km"
        case .miles: return "miles"
        case .kg: return "kg"
        case .lb: return "lb"
        case .litres: return "litres"
        case .calories: return "calories"
        case .pages: return "pages"
        case .steps: return "steps"
        case .custom(let s): return s
        }
    }

    /// Recognises the usual spellings (`min`, `liters`, `kcal`…); anything else of 1–20
    /// printable characters is a custom unit.
    public static func parse(_ text: String) throws(HabitError) -> GoalUnit {
        let t = text.trimmingCharacters(in: .whitespaces)
        if let unit = aliases[t.lowercased()] { return unit }
        try Validate.safe(t, "Unit", .line)
        guard (1...20).contains(t.count) else { throw .invalidUnit(text) }
        return .custom(t)
    }

    private static let aliases: [String: GoalUnit] = [
            "count": .count, "times": .count, "x": .count,
            "rep": .reps, "reps": .reps, "repetitions": .reps,
            "min": .minutes, "mins": .minutes, "minute": .minutes, "minutes": .minutes,
            "h": .hours, "hr": .hours, "hrs": .hours, "hour": .hours, "hours": .hours,
            "cup": .cups, "cups": .cups,
            "km": .km, "kilometre": .km, "kilometres": .km, "kilometer": .km, "kilometers": .km,
            "mi": .miles, "mile": .miles, "miles": .miles,
            "kg": .kg, "kilogram": .kg, "kilograms": .kg,
            "lb": .lb, "lbs": .lb, "pound": .lb, "pounds": .lb,
            "l": .litres, "litre": .litres, "litres": .litres, "liter": .litres, "liters": .litres,
            "cal": .calories, "kcal": .calories, "calorie": .calories, "calories": .calories,
            "page": .pages, "pages": .pages,
            "step": .steps, "steps": .steps,
        ]
}

extension GoalUnit: Codable {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { self = try GoalUnit.parse(text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(name)
    }
}

/// A target amount per day (build) or a limit (quit), with its unit.
public struct Goal: Hashable, Sendable, Codable {
    public var value: Double
    public var unit: GoalUnit

    public init(value: Double, unit: GoalUnit) {
        self.value = value
        self.unit = unit
    }

    /// "5 km", "2.5 hours", "8 cups".
    /// "8 cups", "1 cup", "5 km": the unit in the singular for exactly one.
    public var summary: String { "\(formatAmount(value)) \(unit.name(for: value))" }
}

/// Prints 5 as "5" and 2.5 as "2.5" (at most two decimals).
public func formatAmount(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    var s = String(format: "%.2f", value)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}

/// Parses a non-negative amount no larger than `Limits.maxGoal`.
public func parseAmount(_ text: String) -> Double? {
    let t = text.trimmingCharacters(in: .whitespaces)
    guard !t.isEmpty, t.allSatisfy({ $0.isASCIIDigit || $0 == "." }), let v = Double(t),
          v.isFinite, v >= 0, v <= Limits.maxGoal else { return nil }
    return v
}
