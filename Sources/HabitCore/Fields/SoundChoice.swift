/// What a habit's reminders ask the notification server for: silence, or a freedesktop sound
/// theme name (`message-new-instant`, `bell`). A habit without one follows the `sound`
/// setting. Its text form ("none", or the name) is what the store, exports and sync carry.
public enum SoundChoice: Hashable, Sendable, Codable, CustomStringConvertible {
    case silent
    case named(String)

    /// "none", or a sound theme name as `Validate.soundName` accepts it; nil otherwise.
    public init?(parsing text: String) {
        guard let name = Validate.soundName(text) else { return nil }
        self = name == "none" ? .silent : .named(name)
    }

    public var description: String {
        switch self {
        case .silent: return "none"
        case .named(let name): return name
        }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let choice = SoundChoice(parsing: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a sound name: '\(text)'"))
        }
        self = choice
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
