import HabitCore
import HabitViews
import HabitWrites

/// Adding and editing a habit in a form (issue 31): the fields are add's and edit's options
/// as words, read into the same `HabitChange` and checked by the same `HabitWrite`; a refusal
/// is shown beside the field it is about, in habitctl's words, with what was typed kept.
/// Editing shows the habit's settings as those words and changes only what was changed.
enum HabitForm {
    /// The fields a refusal can be about, by the form's field names.
    static func field(of error: HabitError) -> String? {
        switch error {
        case .emptyName, .nameTooLong, .duplicateName: return "name"
        case .unsafeText(let field, _):
            if let text = HabitFieldTable.texts.first(where: { $0.label.text == field }) { return text.name }
            return ["name", "description", "category", "icon"].first { field.lowercased().contains($0) }
        case .textTooLong(let field, _, _): return HabitFieldTable.texts.first { $0.label.text == field }?.name
        case .invalidIcon: return "icon"
        case .invalidColor: return "color"
        case .invalidTime, .duplicateReminder, .remindDaysWithoutRemind, .unknownReminder: return "remind"
        case .invalidWeekday, .invalidInterval, .invalidWeeklyTarget, .invalidMonthlyTarget, .conflictingSchedules: return "schedule"
        case .invalidTimesPerDay, .timesPerDayNeedsDailyKind: return "times"
        case .invalidGoal, .negative, .unitWithoutGoal, .invalidUnit, .periodGoalNeedsDaySchedule: return "goal"
        case .emptyCategoryName, .categoryNameTooLong, .unknownCategory: return "category"
        case .descriptionTooLong: return "description"
        case .invalidText(let option, _): return option
        case .overlappingWindows, .invalidWindow: return "window"
        case .invalidRoutine: return "routine"
        case .invalidDate, .endBeforeStart: return "end"
        case .startTooEarly: return "start"
        case .invalidZone: return "zone"
        case .nudgeTimesWithoutNudge, .invalidNudgeInterval, .invalidNudgeCount: return "nudge_every"
        case .rewardEveryWithoutReward, .invalidRewardEvery, .rewardTextTooLong, .invalidRewardText: return "reward"
        case .invalidSettingValue(let key, _, _): return HabitFieldTable.texts.first { "--" + $0.name == key }?.name
        default: return nil
        }
    }

    /// A refusal and the field it is about (nil: the form as a whole). `past`: an edit that
    /// would change past days' verdicts, waiting for the box that says to go ahead.
    struct Problem: Error {
        let field: String?
        let message: String
        var past = false

        init(_ error: HabitError) {
            field = HabitForm.field(of: error)
            message = error.message
        }

        init(field: String?, message: String, past: Bool = false) {
            self.field = field
            self.message = message
            self.past = past
        }
    }

    /// The schedule's kinds, as the form's radio buttons name them.
    static func scheduleWords(_ s: Schedule) -> (kind: String, value: String) {
        switch s {
        case .daily: return ("daily", "")
        case .weekdays(let set): return ("days", set.description)
        case .everyNDays(let n): return ("every", "\(n)")
        case .perWeek(let k): return ("weekly", "\(k)")
        case .perMonth(let k): return ("monthly", "\(k)")
        case .irregular: return ("irregular", "")
        }
    }

    /// A habit's settings as the form's words (`names`: habits' names by UUID, for a routine's
    /// members). Reading them back with `change(_:current:)` changes nothing.
    static func values(of h: Habit, names: [String: String]) -> [String: String] {
        let (kind, value) = scheduleWords(h.schedule)
        var v: [String: String] = [
            "name": h.name, "icon": h.icon ?? "", "category": h.category ?? "", "description": h.description ?? "",
            "kind": h.kind == .quit ? "quit" : "build", "schedule": kind, "schedule_value": value,
            "times": h.timesPerDay > 1 ? "\(h.timesPerDay)" : "",
            "goal": h.goal.map { formatAmount($0.value) } ?? "", "unit": h.goal?.unit.name ?? "",
            "remind": h.remindAuto ? "auto" : h.reminders.map(\.time.description).joined(separator: ", "),
            "remind_days": h.reminders.first?.days.map(\.description) ?? "",
            "window": h.windows.map(\.description).joined(separator: ", "),
            "nudge_every": h.nudge.map { "\($0.everyMinutes)" } ?? "", "nudge_times": h.nudge.map { "\($0.times)" } ?? "",
            "start": "\(h.startDate)", "end": h.endDate.map { "\($0)" } ?? "", "zone": h.zone ?? "",
            "routine": h.routine.map { $0.members.compactMap { names[$0] }.joined(separator: ", ") } ?? "",
            "need": h.routine?.need.map { "\($0)" } ?? "",
            "reward": h.reward?.text ?? "", "reward_every": h.reward.map { "\($0.every)" } ?? "",
            "chart": h.chart == .line ? "line" : "bar",
        ]
        if case .palette(let name) = h.color { v["color"] = name } else { v["color_custom"] = h.color.storage }
        if h.askNote { v["ask_note"] = "on" }
        if h.remindersPaused { v["reminders_off"] = "on" }
        for text in HabitFieldTable.texts { v[text.name] = h[keyPath: text.path] ?? "" }
        return v
    }

    /// The form's fields as add's options (`current` nil) or as the edit from `current` (the
    /// habit's `values`): a field left as it was is not given; one emptied is removed. A
    /// number that is not one is refused here, beside the field it was typed in.
    static func change(_ form: FormBody, current: [String: String]? = nil) throws(Problem) -> HabitChange {
        var c = HabitChange()
        func text(_ k: String) -> String { (form[k] ?? "").trimmingCharacters(in: .whitespaces) }
        /// The field's text when it is given (add: not empty; edit: not as it was).
        func given(_ k: String) -> String? {
            let t = text(k)
            guard let current else { return t.isEmpty ? nil : t }
            return t == (current[k] ?? "") ? nil : t
        }
        /// Edit: the field was emptied.
        func emptied(_ k: String) -> Bool { given(k) == "" }
        func list(_ t: String) -> [String] { t.split { $0 == "," || $0 == " " }.map(String.init) }

        if let current {
            if let name = given("name") { c.rename = name }
            if (form["ask_note"] != nil) != (current["ask_note"] != nil) { c.askNote = form["ask_note"] != nil }
            if (form["reminders_off"] != nil) != (current["reminders_off"] != nil) { c.reminders = form["reminders_off"] != nil ? "off" : "on" }
            c.yes = form["yes"] != nil
        } else {
            c.name = given("name")
            c.preset = given("preset")
            c.plain = form["plain"] != nil
            if form["ask_note"] != nil { c.askNote = true }
        }
        c.newCategory = true   // a category typed in the form is one to have
        c.icon = given("icon")
        c.description = given("description")
        for text in HabitFieldTable.texts { c.texts[text.name] = given(text.name) }
        if let color = given("color_custom"), !color.isEmpty { c.color = color } else if let color = given("color"), !color.isEmpty { c.color = color }
        if let category = given("category") { if category.isEmpty { c.noCategory = true } else { c.category = category } }
        switch given("kind") { case "quit": c.quit = true; case "build": c.build = true; default: break }
        if given("schedule") != nil || given("schedule_value") != nil {
            let value = text("schedule_value")
            switch text("schedule") {
            case "days": c.days = value
            case "every": c.every = try number(value, "schedule")
            case "weekly": c.weekly = try number(value, "schedule")
            case "monthly": c.monthly = try number(value, "schedule")
            case "irregular": c.irregular = true
            default: c.daily = true
            }
        }
        if let times = given("times") { c.times = times.isEmpty ? 1 : try number(times, "times") }
        if emptied("goal") { c.noGoal = true } else {
            c.goal = given("goal")
            c.unit = given("unit").flatMap { $0.isEmpty ? nil : $0 }
        }
        if given("remind") != nil || given("remind_days") != nil {
            if text("remind").isEmpty { if current != nil { c.noRemind = true } } else {
                c.remind = list(text("remind"))
                c.remindDays = text("remind_days").isEmpty ? nil : text("remind_days")
            }
        }
        if let window = given("window") { if window.isEmpty { c.noWindow = true } else { c.window = window.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } }
        if emptied("nudge_every") { c.noNudge = true } else {
            if let every = given("nudge_every") { c.nudgeEvery = try number(every, "nudge_every") }
            if let times = given("nudge_times"), !times.isEmpty { c.nudgeTimes = try number(times, "nudge_every") }
        }
        if emptied("reward") { c.noReward = true } else {
            c.reward = given("reward")
            if let every = given("reward_every"), !every.isEmpty { c.rewardEvery = try number(every, "reward") }
        }
        if emptied("routine") { c.noRoutine = true } else {
            c.routine = given("routine")
            if let need = given("need"), !need.isEmpty { c.need = try number(need, "routine") }
        }
        c.start = given("start").flatMap { $0.isEmpty ? nil : $0 }
        if emptied("end") { c.noEnd = true } else { c.end = given("end") }
        if emptied("zone") { c.noZone = true } else { c.zone = given("zone") }
        if let chart = given("chart") { c.chart = chart == "line" ? .line : .bar }
        return c
    }

    private static func number(_ text: String?, _ field: String) throws(Problem) -> Int {
        guard let text, let n = Int(text) else {
            throw Problem(field: field, message: tr("'%s' is not a whole number", text ?? ""))
        }
        return n
    }
}
