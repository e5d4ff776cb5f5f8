import FoundationEssentials

/// A day of the week, numbered as ISO 8601 does (Monday = 1 … Sunday = 7).
public enum Weekday: Int, CaseIterable, Sendable, Codable, Comparable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    public init?(isoNumber: Int) { self.init(rawValue: isoNumber) }

    public var isoNumber: Int { rawValue }

    /// Three-letter lowercase name: `mon`, `tue`, …
    public var shortName: String {
        ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][rawValue - 1]
    }

    public var fullName: String {
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][rawValue - 1]
    }

    /// The day's name in the user's language ("Montag", "lunes").
    public var displayName: String {
        switch self {
        case .monday: return tr("Monday")
        case .tuesday: return tr("Tuesday")
        case .wednesday: return tr("Wednesday")
        case .thursday: return tr("Thursday")
        case .friday: return tr("Friday")
        case .saturday: return tr("Saturday")
        case .sunday: return tr("Sunday")
        }
    }

    /// The day's first letter in the user's language, capitalised: a week's column head
    /// ("M T W T F S S"; "M D M D F S S" in German).
    public var displayLetter: String { String(displayName.prefix(1)).uppercased() }

    /// The day in a list of days, in the user's language ("mon,wed" is "mo,mi" in German).
    public var displayListName: String {
        switch self {
        case .monday: return tr("mon")
        case .tuesday: return tr("tue")
        case .wednesday: return tr("wed")
        case .thursday: return tr("thu")
        case .friday: return tr("fri")
        case .saturday: return tr("sat")
        case .sunday: return tr("sun")
        }
    }

    /// The day's abbreviation in the user's language ("Mo", "lun").
    public var displayShortName: String {
        switch self {
        case .monday: return tr("Mon")
        case .tuesday: return tr("Tue")
        case .wednesday: return tr("Wed")
        case .thursday: return tr("Thu")
        case .friday: return tr("Fri")
        case .saturday: return tr("Sat")
        case .sunday: return tr("Sun")
        }
    }

    /// Accepts `mon`, `Monday`, `MO`… (case-insensitive, any unambiguous prefix of two or more letters).
    public init?(parsing text: String) {
        let t = text.asciiLowercased
        guard t.count >= 2 else { return nil }
        let matches = Weekday.allCases.filter { $0.fullName.hasPrefix(t) }
        guard matches.count == 1 else { return nil }
        self = matches[0]
    }

    public static func < (a: Weekday, b: Weekday) -> Bool { a.rawValue < b.rawValue }

    /// The seven days in order for a week starting on `start`.
    public static func week(startingOn start: Weekday) -> [Weekday] {
        (0..<7).map { Weekday(isoNumber: (start.rawValue - 1 + $0) % 7 + 1)! }
    }
}

/// A set of weekdays, stored as a 7-bit mask (bit 0 = Monday), written as `mon,wed,fri`.
public struct WeekdaySet: Hashable, Sendable, Codable, CustomStringConvertible {
    public private(set) var mask: Int

    public init(mask: Int) { self.mask = mask & 0x7F }

    public init(_ days: some Sequence<Weekday>) {
        mask = days.reduce(0) { $0 | (1 << ($1.rawValue - 1)) }
    }

    public static let all = WeekdaySet(Weekday.allCases)
    public static let weekdays = WeekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])
    public static let weekends = WeekdaySet([.saturday, .sunday])

    public func contains(_ day: Weekday) -> Bool { mask & (1 << (day.rawValue - 1)) != 0 }

    public var isEmpty: Bool { mask == 0 }
    public func intersection(_ other: WeekdaySet) -> WeekdaySet { WeekdaySet(mask: mask & other.mask) }
    public var count: Int { mask.nonzeroBitCount }
    public var days: [Weekday] { Weekday.allCases.filter(contains) }

    /// `weekdays`, `weekends`, `every day`, or `mon,wed,fri`.
    public var description: String {
        switch self {
        case .all: return "every day"
        case .weekdays: return "weekdays"
        case .weekends: return "weekends"
        default: return days.map(\.shortName).joined(separator: ",")
        }
    }

    /// `description` in the user's language ("werktags", "Mo, Mi, Fr").
    public var displayDescription: String {
        switch self {
        case .all: return tr("every day")
        case .weekdays: return tr("weekdays")
        case .weekends: return tr("weekends")
        default: return days.map(\.displayListName).joined(separator: ",")
        }
    }

    /// Parses `weekdays`, `weekends`, `all`/`daily`, or a comma list of day names.
    public static func parse(_ text: String) throws(HabitError) -> WeekdaySet {
        let t = text.trimmingSpaces().asciiLowercased
        switch t {
        case "weekdays": return .weekdays
        case "weekends": return .weekends
        case "all", "daily", "every day", "everyday": return .all
        default: break
        }
        var set = WeekdaySet(mask: 0)
        for part in t.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingSpaces()
            guard let day = Weekday(parsing: name) else { throw .invalidWeekday(String(part)) }
            set.mask |= 1 << (day.rawValue - 1)
        }
        if set.isEmpty { throw .invalidWeekday(text) }
        return set
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { self = try WeekdaySet.parse(text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(days.map(\.shortName).joined(separator: ","))
    }
}
