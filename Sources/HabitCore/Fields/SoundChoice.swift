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

    /// The sound field's check (`HabitFieldTable.sound`) of a trimmed text: "default" unsets
    /// it (the `sound` setting follows), else the name as stored.
    static func checked(_ text: String) throws(HabitError) -> String? {
        if text.lowercased() == "default" { return nil }
        guard let choice = SoundChoice(parsing: text) else {
            throw .invalidSettingValue(key: "--sound", value: text, expected: "a sound theme name such as message-new-instant or bell, none, or default")
        }
        return choice.description
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

extension Habit {
    /// The sound as its text: how the field table's texts reach it (`HabitFieldTable.sound`).
    public var soundName: String? {
        get { sound?.description }
        set { sound = newValue.flatMap(SoundChoice.init(parsing:)) }
    }
}
