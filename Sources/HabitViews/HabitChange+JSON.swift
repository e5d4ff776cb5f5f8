import Foundation
import HabitCore

/// A `HabitChange` read from JSON: each field named as habitctl's option in snake_case
/// (`remind_days`, `no_goal`); a goal may be a number or a string ("1.5", "30"); a routine's
/// members a list or "A,B". A field nobody knows is refused, so a typo never passes unseen.
/// The decoder must convert from snake_case (the API's does).
extension HabitChange: Decodable {
    struct Key: CodingKey {
        let stringValue: String
        init(_ s: String) { stringValue = s }
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// The fields a body may name (camelCase, as converted from snake_case).
    public static let fieldNames: [String] = [
        "name", "preset", "plain", "daily", "days", "every", "weekly", "monthly", "irregular", "times", "remind", "window",
        "remindDays", "start", "end", "zone", "goal", "unit", "per", "quit", "build", "category", "color", "icon", "chart",
        "askNote", "sound", "description", "reward", "rewardEvery", "nudgeEvery", "nudgeTimes", "message", "routine", "need",
        "newCategory", "rename", "addRemind", "removeRemind", "noRoutine", "noRemind", "reminders", "noEnd", "noZone",
        "noWindow", "noGoal", "noCategory", "noReward", "noNudge", "yes",
    ]

    public init(from decoder: Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: Key.self)
        if let unknown = c.allKeys.first(where: { !Self.fieldNames.contains($0.stringValue) }) {
            throw HabitError.refused(tr("'%s' is not a field of a habit", unknown.stringValue.snakeCased))
        }
        func text(_ k: String) throws -> String? { try c.decodeIfPresent(String.self, forKey: Key(k)) }
        func int(_ k: String) throws -> Int? { try c.decodeIfPresent(Int.self, forKey: Key(k)) }
        func flag(_ k: String) throws -> Bool { try c.decodeIfPresent(Bool.self, forKey: Key(k)) ?? false }
        func texts(_ k: String) throws -> [String] {
            if let one = try? c.decodeIfPresent(String.self, forKey: Key(k)) { return [one] }
            return try c.decodeIfPresent([String].self, forKey: Key(k)) ?? []
        }
        name = try text("name"); preset = try text("preset"); plain = try flag("plain")
        daily = try flag("daily"); days = try text("days"); every = try int("every"); weekly = try int("weekly")
        monthly = try int("monthly"); irregular = try flag("irregular"); times = try int("times")
        remind = try texts("remind"); window = try texts("window"); remindDays = try text("remindDays")
        start = try text("start"); end = try text("end"); zone = try text("zone")
        if let number = try? c.decodeIfPresent(Double.self, forKey: Key("goal")) { goal = formatAmount(number) } else { goal = try text("goal") }
        unit = try text("unit"); per = try text("per"); quit = try flag("quit"); build = try flag("build")
        category = try text("category"); color = try text("color"); icon = try text("icon")
        if let chart = try text("chart") {
            guard let kind = ChartKind(rawValue: chart) else {
                throw HabitError.invalidSettingValue(key: "--chart", value: chart, expected: "bar or line")
            }
            self.chart = kind
        }
        askNote = try c.decodeIfPresent(Bool.self, forKey: Key("askNote")); sound = try text("sound")
        description = try text("description"); reward = try text("reward"); rewardEvery = try int("rewardEvery")
        nudgeEvery = try int("nudgeEvery"); nudgeTimes = try int("nudgeTimes"); message = try text("message")
        if let members = try? c.decodeIfPresent([String].self, forKey: Key("routine")) { routine = members.joined(separator: ",") } else { routine = try text("routine") }
        need = try int("need"); newCategory = try flag("newCategory"); rename = try text("rename")
        addRemind = try texts("addRemind"); removeRemind = try texts("removeRemind")
        noRoutine = try flag("noRoutine"); noRemind = try flag("noRemind"); reminders = try text("reminders")
        noEnd = try flag("noEnd"); noZone = try flag("noZone"); noWindow = try flag("noWindow"); noGoal = try flag("noGoal")
        noCategory = try flag("noCategory"); noReward = try flag("noReward"); noNudge = try flag("noNudge"); yes = try flag("yes")
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
