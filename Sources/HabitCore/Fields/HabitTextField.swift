/// A habit's free text declared once (issue 42): its field in the table (stored, synced,
/// exported, listed), its checks, its words on every door (habitctl's `--question`, a body's
/// `question`, the web form's field, `show` and the habit page), and, when it came after the
/// literal migrations, the column the store adds for it. A text declared here needs nothing
/// else but its property on `Habit` and habitctl's `@Option`. A text with a grammar of its
/// own (the reminder's message and its placeholders, a sound's name, a goal's period) brings
/// its check; one whose value is not a text (`SoundChoice`, `GoalPeriod`) is reached through
/// a property that says it as one. A class, immutable, as `HabitField` is.
public final class HabitTextField: Sendable {
    /// Where it belongs among a habit's settings (the form's group, and whether it has a line
    /// of its own where a habit is shown).
    public enum Place: Sendable {
        /// With the reminders; shown on a line of its own when set.
        case reminders
        /// A part of the goal: said in the goal's words ("150 minutes a week"), so never on a
        /// line of its own.
        case goal
    }

    /// The wire name, the column and the input's name: `question`.
    public let name: String
    public let path: WritableKeyPath<Habit, String?> & Sendable
    /// At most this many characters (graphemes, after trimming).
    public let limit: Int
    /// Shown beside it: "Question".
    public let label: LaterMessage
    /// habitctl's help, the form's hint and the document's description.
    public let help: LaterMessage
    /// A text the checks take: the document's example.
    public let example: String
    /// What habitctl's help calls its value (`--sound <sound>`).
    public let valueName: String
    public let multiline: Bool
    /// Whether the store adds its column (`Schema`'s migration "text-NAME"); false for the
    /// texts whose column a literal migration made.
    public let addsColumn: Bool
    /// Its own check of a trimmed, non-empty text, in place of the safe-text and length
    /// checks (it makes them itself): the text as stored, nil to unset it (a sound's
    /// "default"), or a refusal.
    public let check: (@Sendable (String, Habit) throws(HabitError) -> String?)?
    public let place: Place
    /// A regular expression every text the checks accept matches (the document's pattern).
    public let pattern: String?
    /// Values offered beside the field (the form's list of suggestions).
    public let suggestions: [String]
    /// What `show` says when it is not set, with the settings it then follows
    /// ("message-new-instant (the default)"); nil: not shown when not set.
    public let otherwise: (@Sendable (Settings) -> String)?

    public init(_ name: String, _ path: WritableKeyPath<Habit, String?> & Sendable, place: Place, limit: Int, label: LaterMessage, help: LaterMessage,
                example: String, valueName: String = "text", multiline: Bool = false, addsColumn: Bool = true, pattern: String? = nil, suggestions: [String] = [],
                otherwise: (@Sendable (Settings) -> String)? = nil, check: (@Sendable (String, Habit) throws(HabitError) -> String?)? = nil) {
        self.name = name
        self.path = path
        self.limit = limit
        self.label = label
        self.help = help
        self.example = example
        self.valueName = valueName
        self.multiline = multiline
        self.addsColumn = addsColumn
        self.check = check
        self.pattern = pattern
        self.suggestions = suggestions
        self.otherwise = otherwise
        self.place = place
    }

    /// Whether `show` and the habit page give it a line of its own.
    public var ownLine: Bool { place != .goal }

    /// How `show` says it: its text, or what it follows when not set (nil: nothing to say).
    public func words(of habit: Habit, _ settings: Settings) -> String? {
        habit[keyPath: path] ?? otherwise?(settings)
    }

    /// The text as stored: trimmed, nil when empty; refused when it holds what `TextSafety`
    /// refuses or is longer than `limit`. `habit`: the habit it is for, as changed so far
    /// (a goal's period needs its goal).
    public func checked(_ raw: String?, for habit: Habit) throws(HabitError) -> String? {
        guard let text = raw?.trimmingSpacesAndLines(), !text.isEmpty else { return nil }
        if let check { return try check(text, habit) }
        try Validate.safe(text, label.text, multiline ? .multiline : .line)
        if text.count > limit { throw .textTooLong(field: label.text, count: text.count, limit: limit) }
        return text
    }

    /// Its entry in the field table: an optional text, one column, null when not set.
    var field: HabitField {
        let path = self.path
        return HabitField(name, columns: [name],
                          encode: { h, c, k in try c.encodeIfPresent(h[keyPath: path], forKey: k) },
                          decode: { h, c, k in h[keyPath: path] = try c.decodeIfPresent(String.self, forKey: k) },
                          store: { [.optionalText($0[keyPath: path])] },
                          load: { h, v in h[keyPath: path] = v[0].optionalText },
                          listed: { h, c, k in try c.encode(h[keyPath: path], forKey: k) })
    }
}
