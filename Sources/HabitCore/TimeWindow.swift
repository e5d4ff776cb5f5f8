/// A part of the day a habit belongs to (spec 004's time ranges): morning 06:00–12:00,
/// afternoon 12:00–18:00, evening 18:00–22:00, anytime the whole day, or the user's own
/// `HH:MM-HH:MM` (ending by midnight, written `24:00`). A habit without a reminder is
/// reminded at its window's start; its nudges stay inside the window.
public struct TimeWindow: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Minutes from midnight: `start` in 0..<1440, `end` in start+1...1440.
    public let start: Int
    public let end: Int
    /// morning, afternoon, evening, anytime; nil for the user's own times.
    public let name: String?

    public static let named: [TimeWindow] = [
        TimeWindow(360, 720, "morning"), TimeWindow(720, 1080, "afternoon"),
        TimeWindow(1080, 1320, "evening"), TimeWindow(0, 1440, "anytime"),
    ]

    init(_ start: Int, _ end: Int, _ name: String? = nil) {
        self.start = start
        self.end = end
        self.name = name
    }

    public var isAnytime: Bool { start == 0 && end == 1440 }

    /// Whether the minute of the day `m` (0..<1440) lies inside: start included, end not.
    public func contains(minute m: Int) -> Bool { m >= start && m < end }

    public func overlaps(_ other: TimeWindow) -> Bool { start < other.end && other.start < end }

    /// The minutes as `HH:MM–HH:MM` (24:00 for midnight at the end).
    public var range: String { "\(Self.clock(start))–\(Self.clock(end))" }

    /// "morning" or "07:30-09:00": what `--window` takes back.
    public var description: String { name ?? "\(Self.clock(start))-\(Self.clock(end))" }

    /// "morning (06:00–12:00)", "07:30–09:00".
    public var summary: String { name.map { "\(Self.displayName(of: $0)) (\(range))" } ?? range }

    /// A named window's name in the user's language.
    public static func displayName(of name: String) -> String {
        switch name {
        case "morning": return tr("morning")
        case "afternoon": return tr("afternoon")
        case "evening": return tr("evening")
        case "anytime": return tr("anytime")
        default: return name
        }
    }

    public static func < (a: TimeWindow, b: TimeWindow) -> Bool { (a.start, a.end) < (b.start, b.end) }

    private static func clock(_ m: Int) -> String { m == 1440 ? "24:00" : WallTime(minuteOfDay: m).description }

    /// A name (any letter case) or `HH:MM-HH:MM` within one day.
    public static func parse(_ text: String) throws(HabitError) -> TimeWindow {
        let t = text.trimmingSpaces().asciiLowercased
        if let w = named.first(where: { $0.name == t }) { return w }
        let parts = t.split(separator: "-", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        guard parts.count == 2, let s = try? WallTime.parse(parts[0]) else { throw .invalidWindow(text) }
        let end: Int
        if parts[1] == "24:00" { end = 1440 } else {
            guard let e = try? WallTime.parse(parts[1]) else { throw .invalidWindow(text) }
            end = e.minuteOfDay
        }
        guard end > s.minuteOfDay else { throw .invalidWindow(text) }
        return TimeWindow(s.minuteOfDay, end)
    }

    /// Refuses windows that overlap one another, naming the two.
    public static func checkApart(_ windows: [TimeWindow]) throws(HabitError) {
        let sorted = windows.sorted()
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.overlaps(b) { throw .overlappingWindows(a.description, b.description) }
    }
}

extension TimeWindow: Codable {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { self = try TimeWindow.parse(text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}

extension QuietHours {
    /// Whether every minute of `w` is quiet: a reminder there could never show.
    public func covers(_ w: TimeWindow) -> Bool {
        (w.start..<w.end).allSatisfy { contains(WallTime(minuteOfDay: $0)) }
    }
}
