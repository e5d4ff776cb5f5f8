import Foundation

/// stdout and stderr, unbuffered where it matters.
enum Output {
    static func line(_ text: String = "") {
        print(text)
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Encodes `value` as pretty JSON with snake_case keys, names printed literally.
    static func json<T: Encodable>(_ value: T) throws {
        print(String(decoding: try encoder(preciseDates: false).encode(value), as: UTF8.self))
    }

    /// The JSON encoder of every listing; `preciseDates` keeps milliseconds (exports).
    static func encoder(preciseDates: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .custom { date, enc in
            var c = enc.singleValueContainer()
            try c.encode(preciseDates ? Instant.formatPrecise(date) : Instant.format(date))
        }
        return encoder
    }
}

/// UTC instants as the contract writes them: `YYYY-MM-DDTHH:MM:SSZ`.
enum Instant {
    static func format(_ date: Date) -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        f.timeZone = TimeZone(identifier: "UTC")
        return f.string(from: date)
    }

    /// With milliseconds, the store's own precision: what exports use, so nothing is lost.
    static func formatPrecise(_ date: Date) -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        f.timeZone = TimeZone(identifier: "UTC")
        return f.string(from: date)
    }

    static func parse(_ text: String) -> Date? {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        if let d = f.date(from: text) { return d }
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return f.date(from: text)
    }
}
