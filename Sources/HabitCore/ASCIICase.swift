extension StringProtocol {
    /// The text with A-Z made a-z and nothing else changed. For keywords (weekday names,
    /// `week`, `black`, `bell`): Unicode's lowercasing makes the Kelvin sign (U+212A) a `k`,
    /// so "wee\u{212A}" would read as `week` and pass where the API's document, whose
    /// patterns are ASCII, says it cannot.
    public var asciiLowercased: String {
        String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
