/// A local time of day at minute resolution (`HH:MM`, 00:00–23:59).
public struct WallTime: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    public init(minuteOfDay: Int) {
        hour = minuteOfDay / 60
        minute = minuteOfDay % 60
    }

    public var minuteOfDay: Int { hour * 60 + minute }

    /// Accepts `H:MM` or `HH:MM`; rejects 24:00, 12:60, `ab:cd`.
    public static func parse(_ text: String) throws(HabitError) -> WallTime {
        // H:MM or HH:MM in ASCII digits, read from the bytes (every reminder of every habit
        // is parsed on each read; Character-wise splitting cost 8,000 instructions a time).
        let u = Array(text.utf8)
        guard u.count == 4 || u.count == 5, u[u.count - 3] == UInt8(ascii: ":") else { throw .invalidTime(text) }
        var h = 0, m = 0
        for (i, b) in u.enumerated() where i != u.count - 3 {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) else { throw .invalidTime(text) }
            if i < u.count - 3 { h = h * 10 + Int(b - 48) } else { m = m * 10 + Int(b - 48) }
        }
        guard let time = WallTime(hour: h, minute: m) else { throw .invalidTime(text) }
        return time
    }

    public static func < (a: WallTime, b: WallTime) -> Bool { a.minuteOfDay < b.minuteOfDay }

    public var description: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { self = try WallTime.parse(text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
