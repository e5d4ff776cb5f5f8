import HabitCore
import HabitViews
import HabitWrites

/// A habit's actions as the habit page offers them, drawn from the action table
/// (`HabitAction`): each control posts to `/habits/ID/ACTION` with the action's needs as
/// fields, and carries `data-action`, which the tests look for. These are the words; the
/// markup is `habit.mustache` with `action-field.mustache` and `action-button.mustache`.
enum ActionControls {
    /// The day's actions: one form whose fields are their needs, a button for each that
    /// applies to the habit (a button posts to its own action; each reads only its needs).
    static func day(_ h: Habit, today: CivilDate) -> Any {
        let actions = HabitAction.allCases.filter { $0.answer == .day && $0.applies(to: h) }
        guard !actions.isEmpty else { return false }
        // A count for a habit of several times a day, an amount for one with a goal or a limit.
        let needs = HabitAction.Need.allCases.filter { n in
            actions.contains { $0.needs.contains(n) } && (n != .count || h.timesPerDay > 1) && (n != .value || h.goal != nil)
        }
        return ["path": path(actions[0], h), "legend": tr("A day"),
                "fields": needs.compactMap { field($0, h, today: today, form: "day") }, "buttons": actions.map { button($0, h) }] as [String: Any]
    }

    /// Where the habit stands: pinned, archived, its place, a pause; and deleting it.
    /// `others`: the habits it may be put before; `paused`: a pause runs or is planned.
    static func arrange(_ h: Habit, others: [Habit], paused: Bool, today: CivilDate) -> [String: Any] {
        [
            "heading": tr("Arrange"),
            "switches": [HabitAction.pin, .unpin, .archive, .unarchive].filter { $0.applies(to: h) }.map { button($0, h) },
            // Before another habit; or to the top or bottom.
            "placeLegend": tr("Place on the board"), "beforeLabel": HabitAction.Need.before.label.text, "others": others.map(\.name),
            "move": button(.move, h), "topLabel": HabitAction.Need.top.label.text, "bottomLabel": HabitAction.Need.bottom.label.text,
            "pause": HabitAction.pause.applies(to: h)
                ? ["legend": tr("Pause for a while"), "fields": HabitAction.pause.needs.compactMap { field($0, h, today: today, form: "pause") },
                   "buttons": [button(.pause, h)] + (paused ? [button(.resume, h)] : [])] as [String: Any]
                : false,
            // What loses history goes through a page that says what is lost and asks first.
            "destroys": HabitAction.allCases.filter { $0.reach == .destroys }.map { button($0, h) },
        ]
    }

    /// A step up or down the board, by keyboard or a tap (issue 43 part 2): `move` before the
    /// habit above in its section, or before the one after the habit below (the bottom when
    /// none follows). `ordered`: every habit on the board, in its order (`BoardRead.ordered`).
    static func steps(_ h: Habit, ordered: [Habit]) -> Any {
        guard let i = ordered.firstIndex(where: { $0.id == h.id }) else { return false }
        let sameSection = { (o: Habit) in o.pinned == h.pinned && o.category == h.category && o.routine == nil }
        let above = ordered[..<i].last(where: sameSection)
        let below = ordered[(i + 1)...].firstIndex(where: sameSection)
        guard above != nil || below != nil else { return false }
        let move = button(.move, h)
        return [
            "path": move["path"]!, "action": move["action"]!,
            "up": above.map { ["name": "before", "value": $0.name, "label": tr("Move up")] } ?? false,
            "down": below.map { j -> [String: Any] in
                let after = j + 1 < ordered.count ? ["name": "before", "value": ordered[j + 1].name] : ["name": "bottom", "value": "1"]
                return after.merging(["label": tr("Move down")]) { $1 }
            } ?? false,
        ] as [String: Any]
    }

    static func path(_ action: HabitAction, _ h: Habit) -> String { "/habits/\(h.id ?? 0)/\(action.rawValue)" }

    /// A control that runs `action`: where it posts, its name, its words.
    static func button(_ action: HabitAction, _ h: Habit) -> [String: Any] {
        ["path": path(action, h), "action": action.rawValue, "summary": action.summary.text, "label": action.label.text]
    }

    /// The field a need is typed in, labelled; `form` keeps its id apart from another form's.
    /// Each kind of field is a key of its own, false for the others (a missing key would be
    /// looked up in the page around it).
    static func field(_ need: HabitAction.Need, _ h: Habit, today: CivilDate, form: String) -> [String: Any]? {
        var field: [String: Any] = ["fieldID": "\(form)-\(need.rawValue)", "name": need.rawValue, "label": need.label.text,
                                    "date": false, "count": false, "amount": false, "note": false, "moods": false]
        switch need {
        case .date: field["date"] = ["today": today.description]
        case .from, .to: field["date"] = ["today": false] as [String: Any]
        case .count: field["count"] = Limits.maxCount
        case .value: field["amount"] = ["unit": h.goal.map { $0.unit.displayName(for: 2) as Any } ?? false]
        case .note: field["note"] = Limits.noteLength
        case .mood: field["moods"] = ["each": Mood.allCases.reversed().map { ["word": $0.word, "face": $0.face, "text": $0.displayWord] }]
        case .before, .top, .bottom: return nil
        }
        return field
    }
}
