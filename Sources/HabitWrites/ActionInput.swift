import FoundationEssentials
import HabitCore
import HabitViews

/// What an action was given (`HabitAction.Need`), from a body or a form; nil is "not given".
public struct ActionInput: Sendable {
    public var date: String?
    public var count: Int?
    public var value: Double?
    public var note: String?
    public var mood: String?
    public var before: String?
    public var top: Bool?
    public var bottom: Bool?
    public var from: String?
    public var to: String?

    public init(date: String? = nil, count: Int? = nil, value: Double? = nil, note: String? = nil, mood: String? = nil) {
        self.date = date
        self.count = count
        self.value = value
        self.note = note
        self.mood = mood
    }

    /// A form's fields as typed: an empty one is not given; an amount may use a decimal comma.
    /// A count or amount that is not a number is refused in the words habitctl uses.
    public init(form: (String) -> String?, for action: HabitAction) throws(HabitError) {
        self.init()
        func given(_ need: HabitAction.Need) -> String? {
            guard action.needs.contains(need), let t = form(need.rawValue)?.trimmingSpaces(), !t.isEmpty else { return nil }
            return t
        }
        date = given(.date)
        count = try given(.count).map { t throws(HabitError) in try Validate.count(t) }
        value = try given(.value).map { t throws(HabitError) in try Validate.value(t.replacing(",", with: ".")) }
        note = given(.note)
        mood = given(.mood)
        before = given(.before)
        top = given(.top).map { _ in true }
        bottom = given(.bottom).map { _ in true }
        from = given(.from)
        to = given(.to)
    }
}

extension ActionInput: Decodable {
    /// The `userInfo` key saying which action a body is for: a field it does not take is
    /// refused, so a typo never passes unseen. Without it, every field is read.
    public static let actionKey = CodingUserInfoKey(rawValue: "habitd.action")!

    private struct Key: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        self.init()
        let action = decoder.userInfo[Self.actionKey] as? HabitAction
        let c = try decoder.container(keyedBy: Key.self)
        for key in c.allKeys {
            guard let need = HabitAction.Need(rawValue: key.stringValue), action?.needs.contains(need) ?? true else {
                throw HabitError.refused(tr("'%1$s' is not for %2$s", key.stringValue.snakeCased, action?.command ?? ""))
            }
        }
        func read<T: Decodable>(_ need: HabitAction.Need) throws -> T? { try c.decodeIfPresent(T.self, forKey: Key(stringValue: need.rawValue)) }
        date = try read(.date)
        count = try read(.count)
        value = try read(.value)
        note = try read(.note)
        mood = try read(.mood)
        before = try read(.before)
        top = try read(.top)
        bottom = try read(.bottom)
        from = try read(.from)
        to = try read(.to)
    }
}
