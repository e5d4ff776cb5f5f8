import Foundation
import HabitCore

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
        print(String(decoding: try encoder().encode(value), as: UTF8.self))
    }

    /// The JSON encoder of every listing and of exports.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .custom { date, enc in
            var c = enc.singleValueContainer()
            try c.encode(ISOInstant.format(date))
        }
        return encoder
    }
}
