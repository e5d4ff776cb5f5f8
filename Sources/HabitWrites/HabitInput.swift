import HabitCore
import HabitViews

/// One thing `add` or `edit` may be told, declared once in `HabitInputTable` (issue 42): its
/// name on every door (habitctl's `--remind-days`, the API body's `remind_days`), its help,
/// where it goes in a `HabitChange`, and its value's JSON schema. habitctl's options take
/// their help from it, the API's bodies are read through it, and the API's document
/// describes `HabitChange` from it, so a field spelled in one door is spelled in all.
public struct HabitInput: Sendable {
    /// Where the value goes in a `HabitChange`, and what kind of value it is.
    public enum Slot: Sendable {
        /// A flag: true or absent.
        case flag(WritableKeyPath<HabitChange, Bool> & Sendable)
        /// A switch with both ways said (`--ask-note`, `--no-ask-note`).
        case toggle(WritableKeyPath<HabitChange, Bool?> & Sendable)
        /// A whole number in a range.
        case number(WritableKeyPath<HabitChange, Int?> & Sendable, ClosedRange<Int>)
        /// A text.
        case text(WritableKeyPath<HabitChange, String?> & Sendable)
        /// A text habitctl takes again and again (`--remind 08:00 --remind 20:00`); a body
        /// gives one text or a list of them.
        case texts(WritableKeyPath<HabitChange, [String]> & Sendable)
        /// An amount: a number, or a number as text ("1.5").
        case amount(WritableKeyPath<HabitChange, String?> & Sendable)
        /// Habits by name: a list, or one text with commas ("Stretch,Water").
        case names(WritableKeyPath<HabitChange, String?> & Sendable)
        /// A chart kind: one of `ChartKind`'s names.
        case chart(WritableKeyPath<HabitChange, ChartKind?> & Sendable)
        /// A free text of `HabitFieldTable.texts`, kept in `HabitChange.texts` by its name.
        case habitText(HabitTextField)
    }

    /// Which commands take it.
    public enum Commands: Sendable {
        case add, edit, both

        public func includes(_ command: Commands) -> Bool { self == .both || self == command }
    }

    /// What a text must look like, as the document says it. Each is a condition every value
    /// the checks accept meets (the checks say why a value is refused; this is what a client
    /// can know beforehand), so a value the document refuses is one the checks refuse.
    public struct TextRule: Sendable {
        /// A regular expression (ECMA 262, as JSON Schema has them) every accepted text matches.
        public var pattern: String?
        /// At most this many Unicode scalars, before trimming: a body's text is refused past
        /// it. The checks count characters (graphemes) after trimming, so this is set at four
        /// times their limit: it bounds what a request may carry, the checks do the rest.
        public var maxLength: Int?
        public var minLength: Int?
        /// Exactly one of these.
        public var values: [String]?

        public init(pattern: String? = nil, maxLength: Int? = nil, minLength: Int? = nil, values: [String]? = nil) {
            self.pattern = pattern
            self.maxLength = maxLength
            self.minLength = minLength
            self.values = values
        }
    }

    /// camelCase: `remindDays` (a body's `remind_days`, habitctl's `--remind-days`).
    public let name: String
    public let commands: Commands
    public let help: LaterMessage
    /// habitctl's name for the value in its help (`HH:MM`); nil for a flag.
    public let valueName: String?
    public let slot: Slot
    public let rule: TextRule
    /// A value the checks accept, as JSON: the document's example.
    public let example: String
    /// The web form's words for it, when the form offers it as a field of its own (a
    /// checkbox for a flag, a number box in its range, a text box); nil when the form says it
    /// otherwise (the schedule's and the kind's radio buttons, the palette, edit's removals).
    public let label: LaterMessage?
    /// The form's box is a date picker: its value is a date.
    public var isDate: Bool { valueName == "YYYY-MM-DD" }
    /// What emptying it means when editing (the form's box cleared): nil, nothing (it stays
    /// as it was, the way an option left out does).
    public let cleared: Cleared?
    /// The input this one qualifies (a goal's unit, a routine's need): the form draws it beside
    /// its whole and says their refusals once, and a change of either sends both, as the
    /// writes read them together (a routine given without its need is a routine of all).
    public let partOf: String?
    /// One of a group the form offers as radio buttons (`HabitInputTable.choiceGroups`: the
    /// schedule's kinds, build or quit): at most one of them is given.
    public let choice: Choice?
    /// The form's words for each of `rule.values` (the chart's `bar`: "bars"); a value with
    /// none is said as it is.
    public let valueLabels: [String: LaterMessage]
    /// What the form suggests while a value is typed (the units it knows by name).
    public let suggestions: [String]

    /// An input's place in a group of choices: the group's form name and this one's words there.
    public struct Choice: Sendable {
        public let group: String
        public let label: LaterMessage

        public init(_ group: String, _ label: LaterMessage) {
            self.group = group
            self.label = label
        }
    }

    /// What an emptied value means when editing.
    public enum Cleared: Sendable {
        /// The edit flag (an input's name) that takes it away: `noGoal` for the goal.
        case removedBy(String)
        /// This value: an empty text removes an icon; times a day go back to 1.
        case becomes(String)
    }

    public init(_ name: String, _ commands: Commands, _ slot: Slot, help: LaterMessage, valueName: String? = nil,
                rule: TextRule = TextRule(), example: String, label: LaterMessage? = nil, cleared: Cleared? = nil,
                partOf: String? = nil, choice: Choice? = nil, valueLabels: [String: LaterMessage] = [:], suggestions: [String] = []) {
        self.name = name
        self.choice = choice
        self.valueLabels = valueLabels
        self.suggestions = suggestions
        self.label = label
        self.cleared = cleared
        self.partOf = partOf
        self.commands = commands
        self.slot = slot
        self.help = help
        self.valueName = valueName
        self.rule = rule
        self.example = example
    }

    /// habitctl's spelling: `remind-days`.
    public var option: String { separated(by: "-") }

    /// A body's key: `remind_days`.
    public var key: String { separated(by: "_") }

    /// The form's name its refusals are said under: its group's, its whole's, or its own.
    public var formOwner: String {
        choice?.group ?? partOf.map { HabitInputTable.input($0).key } ?? key
    }

    private func separated(by mark: Character) -> String {
        var out = ""
        for ch in name {
            if ch.isUppercase { out.append(mark); out += ch.lowercased() } else { out.append(ch) }
        }
        return out
    }
}

extension HabitInput {
    /// `value` when `rule.values` has it (exactly), else the refusal both doors give.
    public func chosen(_ value: String) throws(HabitError) -> String {
        guard let values = rule.values, !values.contains(value) else { return value }
        throw HabitError.invalidSettingValue(key: "--" + option, value: value, expected: values.joined(separator: " or "))
    }

    /// The JSON schema of its value in a body (null, or left out, changes nothing).
    public var schema: String {
        var text: [(String, String)] = [("type", JSONLiteral.string("string"))]
        if let p = rule.pattern { text.append(("pattern", JSONLiteral.string(p))) }
        if let n = rule.minLength { text.append(("minLength", "\(n)")) }
        if let n = rule.maxLength { text.append(("maxLength", "\(n)")) }
        if let v = rule.values { text.append(("enum", "[" + v.map(JSONLiteral.string).joined(separator: ",") + "]")) }
        let null = JSONLiteral.object([("type", JSONLiteral.string("null"))])
        var fields: [(String, String)] = [("description", JSONLiteral.string(help.msgid))]
        switch slot {
        case .flag, .toggle:
            fields.insert(("type", #"["boolean","null"]"#), at: 0)
        case .number(_, let range):
            fields.insert(contentsOf: [("type", #"["integer","null"]"#), ("minimum", "\(range.lowerBound)"), ("maximum", "\(range.upperBound)")], at: 0)
        case .text, .chart, .habitText:
            fields.insert(("oneOf", "[" + JSONLiteral.object(text) + "," + null + "]"), at: 0)
        case .texts, .names:
            let list = JSONLiteral.object([("type", JSONLiteral.string("array")), ("items", JSONLiteral.object(text))])
            fields.insert(("oneOf", "[" + JSONLiteral.object(text) + "," + list + "," + null + "]"), at: 0)
        case .amount:
            let number = JSONLiteral.object([("type", JSONLiteral.string("number")), ("minimum", "0"),
                                             ("maximum", JSONLiteral.number(Limits.maxGoal))])
            fields.insert(("oneOf", "[" + number + "," + JSONLiteral.object(text) + "," + null + "]"), at: 0)
        }
        fields.append(("examples", "[" + example + "]"))
        return JSONLiteral.object(fields)
    }
}
