import FoundationEssentials

/// Build a habit (do it) or quit one (stay at or under the goal).
public enum HabitKind: String, Sendable, Codable, CaseIterable {
    case build, quit
}

/// What a goal is measured in. Known units print nicely; anything else is `custom`.
public enum GoalUnit: Hashable, Sendable {
    case count, reps, minutes, hours, cups, km, miles, kg, lb, litres, ml, flOz, calories, pages, steps
    case custom(String)

    public static let known: [GoalUnit] = [.count, .reps, .minutes, .hours, .cups, .km, .miles,
                                           .kg, .lb, .litres, .ml, .flOz, .calories, .pages, .steps]

    /// The unit's word in the user's language, for prose (`name` is what is stored and
    /// exported): singular for exactly 1 (1 cup, 1 minute); abbreviations and custom units as they are.
    public func displayName(for amount: Double) -> String {
        let one = amount == 1
        switch self {
        case .count: return tr("count")
        case .reps: return one ? tr("rep") : tr("reps")
        case .minutes: return one ? tr("minute") : tr("minutes")
        case .hours: return one ? tr("hour") : tr("hours")
        case .cups: return one ? tr("cup") : tr("cups")
        case .miles: return one ? tr("mile") : tr("miles")
        case .litres: return one ? tr("litre") : tr("litres")
        case .calories: return one ? tr("calorie") : tr("calories")
        case .pages: return one ? tr("page") : tr("pages")
        case .steps: return one ? tr("step") : tr("steps")
        case .km, .kg, .lb, .ml, .flOz, .custom: return name
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
        case .ml: return "ml"
        case .flOz: return "fl oz"
        case .calories: return "calories"
        case .pages: return "pages"
        case .steps: return "steps"
        case .custom(let s): return s
        }
    }

    /// Recognises the usual spellings (`min`, `liters`, `kcal`…); anything else of 1–20
    /// printable characters is a custom unit.
    public static func parse(_ text: String) throws(HabitError) -> GoalUnit {
        let t = text.trimmingSpaces()
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
            "ml": .ml, "millilitre": .ml, "millilitres": .ml, "milliliter": .ml, "milliliters": .ml,
            "fl oz": .flOz, "floz": .flOz, "fl. oz": .flOz, "fl. oz.": .flOz, "fluid ounce": .flOz,
            "fluid ounces": .flOz,
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

/// What one goal amount is measured over (specs 002 and 004): a day (the default), a week,
/// a month, or every N days from the habit's start (the period's amounts add up to it), or a
/// session (each logged amount is judged alone).
public enum GoalPeriod: Hashable, Sendable {
    case day, week, month, session
    /// Every N days from the habit's start (seed 004's custom range), N in `customDays`.
    case days(Int)

    /// The lengths a custom period may have.
    public static let customDays = 2...90

    /// The periods with a name of their own, for completion and help.
    public static let named: [GoalPeriod] = [.day, .week, .month, .session]

    /// Whether the goal adds up over several days rather than one.
    public var spansDays: Bool {
        switch self {
        case .week, .month, .days: return true
        case .day, .session: return false
        }
    }

    /// What is stored, synced and exported: "day", "week", "month", "session", "10d".
    public var name: String {
        switch self {
        case .day: return "day"
        case .week: return "week"
        case .month: return "month"
        case .session: return "session"
        case .days(let n): return "\(n)d"
        }
    }

    /// "a day", "a week", "a month", "a session", "every 10 days": after an amount.
    public var phrase: String {
        switch self {
        case .day: return tr("a day")
        case .week: return tr("a week")
        case .month: return tr("a month")
        case .session: return tr("a session")
        case .days(let n): return trn("every %s day", "every %s days", n, n)
        }
    }

    /// A stored or typed name: `day`, `week`, `month`, `session` or `Nd` (N in 2–90).
    public init?(name text: String) {
        let t = text.trimmingSpaces().asciiLowercased
        switch t {
        case "day": self = .day
        case "week": self = .week
        case "month": self = .month
        case "session": self = .session
        default:
            guard t.hasSuffix("d"), case let digits = t.dropLast(), !digits.isEmpty, digits.count <= 3,
                  digits.allSatisfy(\.isASCIIDigit), let n = Int(digits), GoalPeriod.customDays.contains(n) else { return nil }
            self = .days(n)
        }
    }

    public static func parse(_ text: String) throws(HabitError) -> GoalPeriod {
        guard let p = GoalPeriod(name: text) else {
            throw .invalidSettingValue(key: "--per", value: text, expected: tr("day, week, month, session or a number of days from 2 to 90 such as 10d"))
        }
        return p
    }

    /// The `per` field's check (`HabitFieldTable.per`): a period needs a goal to measure; a
    /// day is the goal's own (stored as none, so said as nil).
    static func checked(_ text: String, for habit: Habit) throws(HabitError) -> String? {
        let period = try parse(text)
        guard habit.goal != nil else { throw .conflictingOptions(tr("--per needs a goal to measure: add --goal, e.g. --goal 150 --unit minutes --per week")) }
        return period == .day ? nil : period.name
    }
}

extension Habit {
    /// The goal's period as its name, nil for a day (or no goal): how the field table's texts
    /// reach it (`HabitFieldTable.per`). Set without a goal, it changes nothing.
    public var goalPeriodName: String? {
        get { goal.flatMap { $0.period == .day ? nil : $0.period.name } }
        set { goal?.period = newValue.flatMap(GoalPeriod.init(name:)) ?? .day }
    }
}

extension GoalPeriod: Codable {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let p = GoalPeriod(name: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a goal period: \(text)"))
        }
        self = p
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(name)
    }
}

/// A target amount (build) or a limit (quit), with its unit, per day unless said otherwise.
public struct Goal: Hashable, Sendable {
    public var value: Double
    public var unit: GoalUnit
    public var period: GoalPeriod

    public init(value: Double, unit: GoalUnit, period: GoalPeriod = .day) {
        self.value = value
        self.unit = unit
        self.period = period
    }

    /// "8 cups", "1 cup", "5 km": the unit in the singular for exactly one.
    public var summary: String { "\(formatAmount(value)) \(unit.displayName(for: value))" }

    /// The goal after "so much of": "8 km", and a bare "8" for a count ("8 / 8", not "8 / 8 count").
    public var target: String { unit == .count ? formatAmount(value) : summary }

    /// The summary with its period unless it is a day: "150 minutes a week", "5 km".
    public var summaryWithPeriod: String { period == .day ? summary : tr("%1$s %2$s", summary, period.phrase) }
}

extension Goal: Codable {
    private enum Key: String, CodingKey { case value, unit, period }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        value = try c.decode(Double.self, forKey: .value)
        unit = try c.decode(GoalUnit.self, forKey: .unit)
        period = try c.decodeIfPresent(GoalPeriod.self, forKey: .period) ?? .day
    }

    /// A day's goal is written as before (no `period`), so goals made before periods existed
    /// read and sync unchanged.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(value, forKey: .value)
        try c.encode(unit, forKey: .unit)
        if period != .day { try c.encode(period, forKey: .period) }
    }
}

/// Prints 5 as "5" and 2.5 as "2.5" (at most two decimals).
/// `decimalSeparator`: the locale's for what a person reads ("2,5 km" in German), "." for
/// files other programs read (CSV).
public func formatAmount(_ value: Double, decimalSeparator: String = MessageCatalog.current.decimalSeparator) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    var s = value.fixed(2)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return decimalSeparator == "." ? s : s.replacing(".", with: decimalSeparator)
}

/// Parses a non-negative amount no larger than `Limits.maxGoal`.
public func parseAmount(_ text: String) -> Double? {
    let t = text.trimmingSpaces()
    guard !t.isEmpty, t.allSatisfy({ $0.isASCIIDigit || $0 == "." }), let v = Double(t),
          v.isFinite, v >= 0, v <= Limits.maxGoal else { return nil }
    return v
}
