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
        case .unknownPreset: return "preset"
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

    /// The schedule's kinds, as the form's radio buttons name them (the table's inputs of the
    /// group "schedule").
    static func scheduleWords(_ s: Schedule) -> (kind: String, value: String) {
        let (kind, n) = s.storage   // its kind's name is its input's: daily, days, every…
        if case .weekdays(let set) = s { return (kind, set.description) }
        return (kind, n.map(String.init) ?? "")
    }

    /// A habit's settings as the form's words (`names`: habits' names by UUID, for a routine's
    /// members). Reading them back with `change(_:current:)` changes nothing.
    static func values(of h: Habit, names: [String: String]) -> [String: String] {
        let (kind, value) = scheduleWords(h.schedule)
        var v: [String: String] = [
            "name": h.name, "icon": h.icon ?? "", "category": h.category ?? "", "description": h.description ?? "",
            "kind": h.kind.rawValue, "schedule": kind, "schedule_value": value,
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
            "chart": (h.chart ?? .bar).rawValue,
        ]
        if case .palette(let name) = h.color { v["color"] = name } else { v["color_custom"] = h.color.storage }
        if h.askNote { v["ask_note"] = "on" }
        if h.remindersPaused { v["reminders_off"] = "on" }
        for text in HabitFieldTable.texts { v[text.name] = h[keyPath: text.path] ?? "" }
        return v
    }

    /// The form's fields as add's options (`current` nil) or as the edit from `current` (the
    /// habit's `values`): a field left as it was is not given; one emptied means what the
    /// table says (`HabitInput.cleared`). Each field of the table is read by the kind of its
    /// value (`take`), a group of choices as the input chosen with the group's value box; the
    /// palette and the paused box, which say several inputs at once, are read here. A number
    /// that is not one is refused here, beside the field it was typed in.
    static func change(_ form: FormBody, current: [String: String]? = nil) throws(Problem) -> HabitChange {
        var c = HabitChange()
        func text(_ k: String) -> String { (form[k] ?? "").trimmingSpaces() }
        /// The field's text when it is given (add: not empty; edit: not as it was).
        func given(_ k: String) -> String? {
            let t = text(k)
            guard let current else { return t.isEmpty ? nil : t }
            return t == (current[k] ?? "") ? nil : t
        }

        if let current {
            if let name = given("name") { c.rename = name }
            if (form["reminders_off"] != nil) != (current["reminders_off"] != nil) { c.reminders = form["reminders_off"] != nil ? "off" : "on" }
            c.yes = form["yes"] != nil
        }
        c.newCategory = true   // a category typed in the form is one to have
        try fields(form, given: given, editing: current != nil, into: &c)
        if let color = given("color_custom"), !color.isEmpty { c.color = color } else if let color = given("color"), !color.isEmpty { c.color = color }
        for group in HabitInputTable.choiceGroups where given(group.name) != nil || (group.valueLabel != nil && given(group.valueKey) != nil) {
            // A choice not of the group (no browser sends one) is the group's fallback, as an unchosen one is.
            guard let input = group.inputs.first(where: { $0.name == text(group.name) }) ?? group.fallback.map(HabitInputTable.input) else { continue }
            try take(input, text(group.valueKey), into: &c)
        }
        return c
    }

    /// The table's inputs the form has a field for (`HabitInput.label`), read into `c`. A part
    /// and its whole go together when either was given, unless the whole was emptied to take
    /// it away (a unit without its goal would be refused).
    private static func fields(_ form: FormBody, given: (String) -> String?, editing: Bool, into c: inout HabitChange) throws(Problem) {
        let inputs = HabitInputTable.inputs.filter { $0.label != nil && $0.commands.includes(editing ? .edit : .add) }
        func whole(_ input: HabitInput) -> String { input.partOf ?? input.name }
        let changed = Set(inputs.filter { given($0.key) != nil }.map(whole))
        var removed: Set<String> = []   // wholes emptied to take them away, with their parts
        for input in inputs where editing && input.partOf == nil && given(input.key) == "" {
            guard case .removedBy(let flag)? = input.cleared, case .flag(let path) = HabitInputTable.input(flag).slot else { continue }
            c[keyPath: path] = true
            removed.insert(input.name)
        }
        for input in inputs where changed.contains(whole(input)) && !removed.contains(whole(input)) {
            let t = given(input.key) ?? (form[input.key] ?? "").trimmingSpaces()
            // An unticked toggle says "off"; any other empty field says nothing, or its cleared value.
            if case .toggle = input.slot {
                try take(input, t, into: &c)
            } else if !t.isEmpty {
                try take(input, t, into: &c)
            } else if editing, case .becomes(let value)? = input.cleared {
                try take(input, value, into: &c)
            }
        }
    }

    /// `t`, the text typed in `input`'s field, into `c` as the kind of value the input takes.
    private static func take(_ input: HabitInput, _ t: String, into c: inout HabitChange) throws(Problem) {
        switch input.slot {
        case .flag(let path): c[keyPath: path] = true   // given only when ticked
        case .toggle(let path): c[keyPath: path] = !t.isEmpty
        case .number(let path, _): c[keyPath: path] = try number(t, input.formOwner)
        case .text(let path), .amount(let path): c[keyPath: path] = t
        case .names(let path): c[keyPath: path] = list(t).joined(separator: ",")
        case .texts(let path): c[keyPath: path] = list(t)
        case .chart(let path):
            do { c[keyPath: path] = ChartKind(rawValue: try input.chosen(t)) } catch { throw Problem(error) }
        case .habitText(let field): c.texts[field.name] = t
        }
    }

    /// A list typed with commas: "Stretch, Water".
    private static func list(_ t: String) -> [String] {
        t.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }

    private static func number(_ text: String?, _ field: String) throws(Problem) -> Int {
        guard let text, let n = Int(text) else {
            throw Problem(field: field, message: tr("'%s' is not a whole number", text ?? ""))
        }
        return n
    }
}
