import FoundationEssentials

/// A habit's fields, declared once, in order (issue 28 part 4). Every form derives from this
/// table: `Habit`'s coding (exports and imports, `show --json`, the sync journal's field
/// values and its field list), the store's `habit` columns (`HabitRecord`), and the flat
/// form of `list --json`. Adding a field is: the property on `Habit`, an entry here, a
/// migration, and whatever command sets or shows it; adding a free text is the property, an
/// entry of `texts` and habitctl's option (the rest follows from `HabitTextField`).
public enum HabitFieldTable {
    /// The free texts every door takes and shows alike; the fields of those that add their
    /// column follow the others'.
    public static let texts: [HabitTextField] = [per, message, sound, question]

    /// Loop's question, which the reminder asks (and Loop's exports carry).
    public static let question = HabitTextField("question", \.question, place: .reminders, limit: 120, label: trLater("Question"),
        help: trLater("A question the reminder asks, as Loop asks it (\"Did you stretch today?\")."), example: "Did you stretch today?")

    public static let fields: [HabitField] = literal + texts.filter(\.addsColumn).map(\.field)

    /// The reminder's own words (seed 003), with its placeholders (`ReminderMessage`); its
    /// column came with migration v22, so its field keeps its place among the others.
    static let message = HabitTextField("message", \.message, place: .reminders, limit: ReminderMessage.maxLength, label: trLater("Message"),
        help: trLater("The reminder's own words, with {name}, {progress} and {streak}: \"Time to stretch, {name}\"."),
        example: "Time to stretch, {name}", addsColumn: false, check: { text, _ throws(HabitError) in try ReminderMessage.validate(text) ?? text })

    /// The sound its reminders ask for, said as `SoundChoice`'s text; its column came with a
    /// literal migration and its field (which refuses a stored name that is not one) is below.
    static let sound = HabitTextField("sound", \.soundName, place: .reminders, limit: 64, label: trLater("Sound"),
        help: trLater("The sound its reminders ask for: a sound theme name (message-new-instant, bell, complete…), none, or default (the 'sound' setting)."),
        example: "bell", valueName: "sound", addsColumn: false, pattern: #"^\s*([A-Za-z0-9_][A-Za-z0-9._-]*)?\s*$"#,
        suggestions: ["none", "bell", "message-new-instant", "complete"],
        otherwise: { tr("%s (the default)", $0.sound) }, check: { text, _ throws(HabitError) in try SoundChoice.checked(text) })

    /// What the goal is measured over, said as `GoalPeriod`'s name; stored in the goal's
    /// columns (its field is the goal's), empty or "day" is a day.
    static let per = HabitTextField("per", \.goalPeriodName, place: .goal, limit: 16, label: trLater("Per"),
        help: trLater("What the goal is measured over: day (the default), week, month or every N days from the start such as 10d (their days add up to it), or session (each logged amount judged alone)."),
        example: "week", valueName: "period", addsColumn: false, pattern: #"^\s*([A-Za-z]+|[0-9]{1,3}[Dd])?\s*$"#,
        suggestions: GoalPeriod.named.map(\.name) + ["7d", "14d", "30d"], check: { text, habit throws(HabitError) in try GoalPeriod.checked(text, for: habit) })

    private static let literal: [HabitField] = [
        .init("name", columns: ["name"], required: true,
              encode: { h, c, k in try c.encode(h.name, forKey: k) },
              decode: { h, c, k in h.name = try c.decode(String.self, forKey: k) },
              store: { [.text($0.name)] },
              load: { h, v in h.name = try v[0].text() }),
        .init("description", columns: ["description"],
              encode: { h, c, k in try c.encodeIfPresent(h.description, forKey: k) },
              decode: { h, c, k in h.description = try c.decodeIfPresent(String.self, forKey: k) },
              store: { [.optionalText($0.description)] },
              load: { h, v in h.description = v[0].optionalText }),
        .init("icon", columns: ["icon"],
              encode: { h, c, k in try c.encodeIfPresent(h.icon, forKey: k) },
              decode: { h, c, k in h.icon = try c.decodeIfPresent(String.self, forKey: k) },
              store: { [.optionalText($0.icon)] },
              load: { h, v in h.icon = v[0].optionalText },
              listed: { h, c, k in try c.encode(h.icon, forKey: k) }),
        .init("color", columns: ["color"], required: true,
              encode: { h, c, k in try c.encode(h.color, forKey: k) },
              decode: { h, c, k in h.color = try c.decode(HabitColor.self, forKey: k) },
              store: { [.text($0.color.storage)] },
              load: { h, v in h.color = (try? HabitColor.parse(try v[0].text())) ?? .palette("coral") },
              listed: { h, c, k in try c.encode(h.color.hex, forKey: k) }),
        // The category is a name here and a row of its own in the store (joined by the reader).
        .init("category", columns: [],
              encode: { h, c, k in try c.encodeIfPresent(h.category, forKey: k) },
              decode: { h, c, k in h.category = try c.decodeIfPresent(String.self, forKey: k) },
              listed: { h, c, k in try c.encode(h.category, forKey: k) }),
        .init("kind", columns: ["kind"], required: true,
              encode: { h, c, k in try c.encode(h.kind, forKey: k) },
              decode: { h, c, k in h.kind = try c.decode(HabitKind.self, forKey: k) },
              store: { [.text($0.kind.rawValue)] },
              load: { h, v in h.kind = try HabitKind(rawValue: v[0].text()).orThrow("kind") }),
        .init("goal", columns: ["goal_value", "goal_unit", "goal_period"],
              encode: { h, c, k in try c.encodeIfPresent(h.goal, forKey: k) },
              decode: { h, c, k in h.goal = try c.decodeIfPresent(Goal.self, forKey: k) },
              store: { h in
                  guard let g = h.goal else { return [.null, .null, .null] }
                  return [.double(g.value), .text(g.unit.name), g.period == .day ? .null : .text(g.period.name)]
              },
              load: { h, v in
                  h.goal = v[0].optionalDouble.map {
                      Goal(value: $0, unit: (try? GoalUnit.parse(v[1].optionalText ?? "count")) ?? .count,
                           period: v[2].optionalText.flatMap { GoalPeriod(name: $0) } ?? .day)
                  }
              },
              listed: { h, c, k in
                  try c.encode(h.goal?.value, forKey: k)
                  try c.encode(h.goal?.unit.name, forKey: HabitField.Key("unit"))
                  try c.encode(h.goal?.period.name, forKey: HabitField.Key("goalPeriod"))
              }),
        .init("schedule", columns: ["schedule_kind", "schedule_value"], required: true,
              encode: { h, c, k in try c.encode(h.schedule, forKey: k) },
              decode: { h, c, k in h.schedule = try c.decode(Schedule.self, forKey: k) },
              store: { h in [.text(h.schedule.storage.kind), h.schedule.storage.value.map { .int(Int64($0)) } ?? .null] },
              load: { h, v in
                  h.schedule = try Schedule(kind: v[0].text(), value: v[1].optionalInt.map { Int($0) }).orThrow("schedule")
              },
              listed: { h, c, k in try c.encode(h.schedule.summary, forKey: k) }),
        .init("timesPerDay", columns: ["times_per_day"], required: true,
              encode: { h, c, k in try c.encode(h.timesPerDay, forKey: k) },
              decode: { h, c, k in h.timesPerDay = try c.decode(Int.self, forKey: k) },
              store: { [.int(Int64($0.timesPerDay))] },
              load: { h, v in h.timesPerDay = Int(try v[0].int()) }),
        // Reminders are rows of their own in the store (joined by the reader).
        .init("reminders", columns: [], required: true,
              encode: { h, c, k in try c.encode(h.reminders, forKey: k) },
              decode: { h, c, k in h.reminders = try c.decode([Reminder].self, forKey: k) },
              listed: { h, c, k in try c.encode(h.reminders.map(\.description), forKey: k) }),
        .init("startDate", columns: ["start_date"], required: true,
              encode: { h, c, k in try c.encode(h.startDate, forKey: k) },
              decode: { h, c, k in h.startDate = try c.decode(CivilDate.self, forKey: k) },
              store: { [.text($0.startDate.description)] },
              load: { h, v in h.startDate = try CivilDate(parsing: v[0].text()).orThrow("start date") }),
        .init("endDate", columns: ["end_date"],
              encode: { h, c, k in try c.encodeIfPresent(h.endDate, forKey: k) },
              decode: { h, c, k in h.endDate = try c.decodeIfPresent(CivilDate.self, forKey: k) },
              store: { [.optionalText($0.endDate?.description)] },
              load: { h, v in h.endDate = v[0].optionalText.flatMap(CivilDate.init(parsing:)) }),
        .init("zone", columns: ["zone"],
              encode: { h, c, k in try c.encodeIfPresent(h.zone, forKey: k) },
              decode: { h, c, k in h.zone = try c.decodeIfPresent(String.self, forKey: k) },
              store: { [.optionalText($0.zone)] },
              load: { h, v in h.zone = v[0].optionalText }),
        .init("archived", columns: ["archived"], required: true,
              encode: { h, c, k in try c.encode(h.archived, forKey: k) },
              decode: { h, c, k in h.archived = try c.decode(Bool.self, forKey: k) },
              store: { [.bool($0.archived)] },
              load: { h, v in h.archived = try v[0].int() != 0 }),
        .init("pinned", columns: ["pinned"], required: true,
              encode: { h, c, k in try c.encode(h.pinned, forKey: k) },
              decode: { h, c, k in h.pinned = try c.decode(Bool.self, forKey: k) },
              store: { [.bool($0.pinned)] },
              load: { h, v in h.pinned = try v[0].int() != 0 }),
        .init("reward", columns: ["reward_text", "reward_every"],
              encode: { h, c, k in try c.encodeIfPresent(h.reward, forKey: k) },
              decode: { h, c, k in h.reward = try c.decodeIfPresent(Reward.self, forKey: k) },
              store: { h in [.optionalText(h.reward?.text), h.reward.map { .int(Int64($0.every)) } ?? .null] },
              load: { h, v in h.reward = v[0].optionalText.flatMap { t in v[1].optionalInt.map { Reward(text: t, every: Int($0)) } } }),
        .init("nudge", columns: ["nudge_every", "nudge_times"],
              encode: { h, c, k in try c.encodeIfPresent(h.nudge, forKey: k) },
              decode: { h, c, k in h.nudge = try c.decodeIfPresent(Nudge.self, forKey: k) },
              store: { h in [h.nudge.map { .int(Int64($0.everyMinutes)) } ?? .null, h.nudge.map { .int(Int64($0.times)) } ?? .null] },
              load: { h, v in
                  h.nudge = v[0].optionalInt.flatMap { e in v[1].optionalInt.map { Nudge(everyMinutes: Int(e), times: Int($0)) } }
              }),
        .init("createdAt", columns: ["created_at"], required: true,
              encode: { h, c, k in try c.encode(h.createdAt, forKey: k) },
              decode: { h, c, k in h.createdAt = try c.decode(Date.self, forKey: k) },
              store: { [.int(Int64($0.createdAt.timeIntervalSince1970.rounded(.down)))] },
              load: { h, v in h.createdAt = Date(timeIntervalSince1970: Double(try v[0].int())) }),
        .init("updatedAt", columns: ["updated_at"],
              encode: { h, c, k in try c.encodeIfPresent(h.updatedAt, forKey: k) },
              decode: { h, c, k in h.updatedAt = try c.decodeIfPresent(Date.self, forKey: k) },
              store: { [.int(Int64(($0.updatedAt ?? $0.createdAt).timeIntervalSince1970.rounded(.down)))] },
              load: { h, v in h.updatedAt = v[0].optionalInt.map { Date(timeIntervalSince1970: Double($0)) } ?? h.createdAt }),
        .flag("remindersPaused", column: "reminders_paused", \.remindersPaused),
        .init("sound", columns: ["sound"],
              encode: { h, c, k in try c.encodeIfPresent(h.sound, forKey: k) },
              decode: { h, c, k in h.sound = try c.decodeIfPresent(SoundChoice.self, forKey: k) },
              store: { [.optionalText($0.sound?.description)] },
              load: { h, v in h.sound = v[0].optionalText.flatMap(SoundChoice.init(parsing:)) },
              listed: { h, c, k in try c.encode(h.sound?.description, forKey: k) }),
        .init("chart", columns: ["chart"],
              encode: { h, c, k in try c.encodeIfPresent(h.chart, forKey: k) },
              decode: { h, c, k in h.chart = try c.decodeIfPresent(ChartKind.self, forKey: k) },
              store: { [.optionalText($0.chart?.rawValue)] },
              load: { h, v in h.chart = v[0].optionalText.flatMap(ChartKind.init(rawValue:)) },
              listed: { h, c, k in try c.encode((h.chart ?? .bar).rawValue, forKey: k) }),
        .flag("askNote", column: "ask_note", \.askNote),
        .init("windows", columns: ["windows"],
              encode: { h, c, k in if !h.windows.isEmpty { try c.encode(h.windows, forKey: k) } },
              decode: { h, c, k in h.windows = try c.decodeIfPresent([TimeWindow].self, forKey: k) ?? [] },
              store: { h in [h.windows.isEmpty ? .null : .text(h.windows.map(\.description).joined(separator: ","))] },
              load: { h, v in h.windows = (v[0].optionalText ?? "").split(separator: ",").compactMap { try? TimeWindow.parse(String($0)) } },
              listed: { h, c, k in try c.encode(h.windows.map(\.description), forKey: k) }),
        .flag("remindAuto", column: "remind_auto", \.remindAuto),
        .init("pauses", columns: ["pauses"],
              encode: { h, c, k in if !h.pauses.isEmpty { try c.encode(h.pauses, forKey: k) } },
              decode: { h, c, k in h.pauses = (try c.decodeIfPresent([Pause].self, forKey: k) ?? []).sorted() },
              store: { h in [h.pauses.isEmpty ? .null : .text(Pause.storage(h.pauses))] },
              load: { h, v in h.pauses = try v[0].optionalText.map(Pause.parse(storage:)) ?? [] },
              listed: { h, c, k in try c.encode(h.pauses, forKey: k) }),
        .init("routine", columns: ["routine"],
              encode: { h, c, k in try c.encodeIfPresent(h.routine, forKey: k) },
              decode: { h, c, k in h.routine = try c.decodeIfPresent(Routine.self, forKey: k) },
              store: { h in [h.routine.map { .text(Routine.storage($0)) } ?? .null] },
              load: { h, v in h.routine = try v[0].optionalText.map(Routine.parse(storage:)) },
              listed: { h, c, k in try c.encode(h.routine, forKey: k) }),
        message.field,
        .init("position", columns: ["position"],
              encode: { h, c, k in try c.encodeIfPresent(h.position, forKey: k) },
              decode: { h, c, k in h.position = try c.decodeIfPresent(Double.self, forKey: k) },
              store: { h in [h.position.map(FieldValue.double) ?? .null] },
              load: { h, v in h.position = v[0].optionalDouble },
              listed: { h, c, k in try c.encode(h.position, forKey: k) }),
    ]

    /// The wire names, in order: the sync journal's field list.
    public static let names = fields.map(\.name)

    /// Every store column of every field, in order.
    public static let columns = fields.flatMap(\.columns)
}
