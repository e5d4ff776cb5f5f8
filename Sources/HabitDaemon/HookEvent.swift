import HabitCore

/// What a hook is told: the event, the habit, its date, and what else the event has.
public struct HookEvent: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case done, missed, milestone, reminder
    }

    public let kind: Kind
    public let habit: String
    public let habitUUID: String?
    public let date: String
    public let at: String
    /// Reminder: its wall times; milestone: the achievement's key.
    public var reminders: [String] = []
    public var key: String?

    public init(kind: Kind, habit: String, habitUUID: String?, date: String, at: String) {
        self.kind = kind
        self.habit = habit
        self.habitUUID = habitUUID
        self.date = date
        self.at = at
    }

    public var environment: [String: String] {
        var env = ["HABITD_EVENT": kind.rawValue, "HABITD_HABIT": habit, "HABITD_DATE": date]
        if let key { env["HABITD_KEY"] = key }
        return env
    }

    /// One line of JSON: {"event":…,"habit":…,"uuid":…,"date":…,"at":…[,"reminders":[…]][,"key":…]}.
    public var json: String {
        var fields = [("event", JSONLiteral.string(kind.rawValue)), ("habit", JSONLiteral.string(habit))]
        if let habitUUID { fields.append(("uuid", JSONLiteral.string(habitUUID))) }
        fields += [("date", JSONLiteral.string(date)), ("at", JSONLiteral.string(at))]
        if !reminders.isEmpty { fields.append(("reminders", "[" + reminders.map(JSONLiteral.string).joined(separator: ",") + "]")) }
        if let key { fields.append(("key", JSONLiteral.string(key))) }
        return JSONLiteral.object(fields)
    }
}
