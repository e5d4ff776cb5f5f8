import FoundationEssentials
import HabitCore
import HabitViews

/// A `HabitChange` read from JSON through `HabitInputTable`: each field named as habitctl's
/// option in snake_case (`remind_days`, `no_goal`); a goal may be a number or a string
/// ("1.5", "30"); a routine's members a list or "A,B"; a repeatable option one text or a
/// list. A field nobody knows, or one of the other command (`rename` when adding), is
/// refused, so a typo never passes unseen; a text past the document's `maxLength`, or not one
/// of its `enum`, is refused here, as the document says. The decoder must convert from
/// snake_case (the API's does); `userInfo[HabitChange.commandKey]` says which command reads it.
extension HabitChange: Decodable {
    /// The `userInfo` key saying which command a body is for (`HabitInput.Commands`); without
    /// it, any field of either command is read.
    public static let commandKey = CodingUserInfoKey(rawValue: "habitd.command")!

    public init(from decoder: Decoder) throws {
        self.init()
        let command = decoder.userInfo[Self.commandKey] as? HabitInput.Commands ?? .both
        let c = try decoder.container(keyedBy: HabitField.Key.self)
        for key in c.allKeys {
            guard let input = HabitInputTable.inputs.first(where: { $0.name == key.stringValue }) else {
                throw HabitError.refused(tr("'%s' is not a field of a habit", key.stringValue.snakeCased))
            }
            guard command == .both || input.commands.includes(command) else {
                throw HabitError.refused(command == .add ? tr("'%s' is for changing a habit (habitctl edit), not for adding one", input.key)
                                                         : tr("'%s' is for adding a habit (habitctl add), not for changing one", input.key))
            }
            try input.read(from: c, into: &self)
        }
    }
}

extension HabitInput {
    /// Reads this field's value from `c` into `change`; null is as if left out.
    func read(from c: KeyedDecodingContainer<HabitField.Key>, into change: inout HabitChange) throws {
        let k = HabitField.Key(name)
        func text(_ value: String) throws -> String {
            if let max = rule.maxLength, value.unicodeScalars.count > max {
                throw HabitError.refused(tr("'%1$s' is longer than %2$s characters", key, max))
            }
            return try chosen(value)
        }
        func texts() throws -> [String]? {
            if let one = try? c.decodeIfPresent(String.self, forKey: k) { return [try text(one)] }
            return try c.decodeIfPresent([String].self, forKey: k)?.map(text)
        }
        switch slot {
        case .flag(let path): change[keyPath: path] = try c.decodeIfPresent(Bool.self, forKey: k) ?? false
        case .toggle(let path): change[keyPath: path] = try c.decodeIfPresent(Bool.self, forKey: k)
        case .number(let path, _): change[keyPath: path] = try c.decodeIfPresent(Int.self, forKey: k)
        case .text(let path): change[keyPath: path] = try c.decodeIfPresent(String.self, forKey: k).map(text)
        case .texts(let path): change[keyPath: path] = try texts() ?? []
        case .names(let path): change[keyPath: path] = try texts()?.joined(separator: ",")
        case .amount(let path):
            if let number = try? c.decodeIfPresent(Double.self, forKey: k) { change[keyPath: path] = formatAmount(number) } else {
                change[keyPath: path] = try c.decodeIfPresent(String.self, forKey: k).map(text)
            }
        case .chart(let path):
            change[keyPath: path] = try c.decodeIfPresent(String.self, forKey: k).map(text).flatMap(ChartKind.init(rawValue:))
        case .habitText(let field): change.texts[field.name] = try c.decodeIfPresent(String.self, forKey: k).map(text)
        }
    }
}

extension String {
    /// "remindDays" → "remind_days": a field's name as a body spells it.
    var snakeCased: String {
        var out = ""
        for ch in self {
            if ch.isUppercase { out += "_" + ch.lowercased() } else { out.append(ch) }
        }
        return out
    }
}
