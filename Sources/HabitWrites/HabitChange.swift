import FoundationEssentials
import HabitCore
import HabitStore
import HabitViews

/// What `add` and `edit` are asked to set on a habit, as words, before any is checked: the
/// options of habitctl and the body of the API's `POST habits` and `PATCH habits/{habit}`
/// are both read into this, so they are checked by the same code and refused in the same
/// words. Every field may be left out; a field the API does not know is refused.
public struct HabitChange: Sendable {
    // add
    public var name: String?
    public var preset: String?
    public var plain = false
    // schedule: at most one
    public var daily = false
    public var days: String?
    public var every: Int?
    public var weekly: Int?
    public var monthly: Int?
    public var irregular = false
    // everything add and edit set
    public var times: Int?
    public var remind: [String] = []
    public var window: [String] = []
    public var remindDays: String?
    public var start: String?
    public var end: String?
    public var zone: String?
    public var goal: String?
    public var unit: String?
    public var quit = false
    public var build = false
    public var category: String?
    public var color: String?
    public var icon: String?
    public var chart: ChartKind?
    public var askNote: Bool?
    public var description: String?
    public var reward: String?
    public var rewardEvery: Int?
    public var nudgeEvery: Int?
    public var nudgeTimes: Int?
    /// The free texts of `HabitFieldTable.texts` given, by name; an empty one removes it.
    public var texts: [String: String] = [:]
    public var routine: String?
    public var need: Int?
    public var newCategory = false
    // edit
    public var rename: String?
    public var addRemind: [String] = []
    public var removeRemind: [String] = []
    public var noRoutine = false
    public var noRemind = false
    /// "off" pauses the reminders, keeping their times; "on" resumes them.
    public var reminders: String?
    public var noEnd = false
    public var noZone = false
    public var noWindow = false
    public var noGoal = false
    public var noCategory = false
    public var noReward = false
    public var noNudge = false
    /// An edit that changes past days' verdicts goes ahead (habitctl asks on a terminal).
    public var yes = false

    public init() {}

    /// The schedule asked for, nil when none was given.
    public func schedule() throws(HabitError) -> Schedule? {
        var chosen: [(String, Schedule)] = []
        if daily { chosen.append(("--daily", .daily)) }
        if let days { chosen.append(("--days", .weekdays(try WeekdaySet.parse(days)))) }
        if let every { chosen.append(("--every", .everyNDays(every))) }
        if let weekly { chosen.append(("--weekly", .perWeek(weekly))) }
        if let monthly { chosen.append(("--monthly", .perMonth(monthly))) }
        if irregular { chosen.append(("--irregular", .irregular)) }
        if chosen.count > 1 { throw .conflictingSchedules(chosen.map(\.0)) }
        guard let schedule = chosen.first?.1 else { return nil }
        if case .weekdays(let set) = schedule, set == .all { return .daily }
        return try schedule.validated()
    }

    /// The routine `routine` and `need` make of `h` (members by name, as the store has them):
    /// nil when neither is given. `need` alone changes the need of a routine.
    func routineGiven(for h: Habit, _ db: HabitDatabase) throws -> Routine?? {
        if let routine {
            let names = routine.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
            let members = try names.map { try db.habit(named: $0) }
            return .some(Routine(members: members.compactMap(\.uuid), need: need))
        }
        if let need {
            guard var r = h.routine else { throw HabitError.invalidRoutine(tr("--need counts a routine's members: add --routine A,B,C")) }
            r.need = need
            return .some(r)
        }
        return nil
    }

    /// The reminders given with `remind` (and `remindDays`), validated.
    func reminderList() throws(HabitError) -> [Reminder] {
        let days = try remindDays.map { text throws(HabitError) in try WeekdaySet.parse(text) }
        var out: [Reminder] = []
        for text in remind {
            let r = Reminder(time: try WallTime.parse(text), days: days)
            if out.contains(where: { $0.time == r.time }) { throw .duplicateReminder(r.time) }
            out.append(r)
        }
        return out
    }

    /// Puts what the name suggests into `h` where nothing given sets it (before `apply`): the
    /// icon, the goal (its amount and unit each, so a goal of 20 on Read is 20 pages), the
    /// colour, the kind and the category (only one that exists: `categories`). Returns what
    /// was taken, as the Added line says it.
    func applySuggestion(_ s: Suggestion, to h: inout Habit, categories: [String]) -> [String] {
        var taken: [String] = []
        if let icon = s.icon, self.icon == nil {
            h.icon = icon
            taken.append(icon)
        }
        if !quit && !build, let kind = s.kind, kind != h.kind {
            h.kind = kind
            taken.append(kind == .quit ? tr("quit") : tr("build"))
        }
        if let g = s.goal, goal == nil || unit == nil {
            h.goal = g
            taken.append(goal == nil && unit == nil ? g.summary : unit == nil ? g.unit.displayName(for: g.value) : tr("goal %s", formatAmount(g.value)))
        }
        // A quit habit's colour goes with being quit: --build on "No sugar at all" takes neither.
        if let c = s.color, color == nil, !(build && s.kind == .quit) {
            h.color = c
            taken.append(c.storage)
        }
        if let c = s.category, category == nil, categories.contains(where: { Validate.nameKey($0) == Validate.nameKey(c) }) {
            h.category = c
            taken.append(tr("in %s", c))
        }
        return taken
    }

    /// Changes that undo each other, or set what another removes: one refusal, nothing written.
    func refuseContradictions() throws(HabitError) {
        let pairs: [(Bool, String)] = [
            (noRemind && (!remind.isEmpty || !addRemind.isEmpty), tr("--no-remind removes every reminder; drop it or --remind/--add-remind")),
            (noGoal && (goal != nil || unit != nil), tr("--no-goal removes the goal; drop it or --goal/--unit")),
            (noEnd && end != nil, tr("--no-end removes the end date; drop it or --end")),
            (noZone && zone != nil, tr("--no-zone follows the system zone; drop it or --zone")),
            (noWindow && !window.isEmpty, tr("--no-window removes every window; drop it or --window")),
            (noCategory && category != nil, tr("--no-category removes the category; drop it or --category")),
            (noReward && (reward != nil || rewardEvery != nil), tr("--no-reward removes the reward; drop it or --reward/--reward-every")),
            (noNudge && (nudgeEvery != nil || nudgeTimes != nil), tr("--no-nudge stops nudges; drop it or --nudge-every/--nudge-times")),
        ]
        if let (_, message) = pairs.first(where: { $0.0 }) { throw .conflictingOptions(message) }
    }

    /// Applies every field that was given to `h`. `replaceReminders`: whether `remind`
    /// replaces the habit's reminders.
    public func apply(to h: inout Habit, replaceReminders: Bool, zones: ZoneOffsets) throws(HabitError) {
        if quit && build { throw .conflictingSchedules(["--quit", "--build"]) }
        if let s = try schedule() {
            h.schedule = s
            if !s.isDayKind && times == nil { h.timesPerDay = 1 }
        }
        if let times {
            if !(1...Limits.maxTimesPerDay).contains(times) { throw .invalidTimesPerDay(times) }
            h.timesPerDay = times
        }
        if replaceReminders && !remind.isEmpty {
            if remind.contains(where: { $0.trimmingSpaces().lowercased() == "auto" }) {
                guard remind.count == 1 else { throw .conflictingOptions(tr("--remind auto learns one time of its own: give it alone")) }
                if remindDays != nil { throw .conflictingOptions(tr("--remind-days limits --remind times; --remind auto reminds on every due day")) }
                h.reminders = []
                h.remindAuto = true
            } else {
                h.reminders = try reminderList()
                h.remindAuto = false
            }
        }
        if !window.isEmpty {
            let windows = try window.map { w throws(HabitError) in try TimeWindow.parse(w) }
            try TimeWindow.checkApart(windows)
            h.windows = windows
        }
        if let start { h.startDate = try Validate.date(start) }
        if let end { h.endDate = try Validate.date(end) }
        if let zone { h.zone = try Validate.zone(zone, knownBy: zones) }
        if quit { h.kind = .quit }
        if build { h.kind = .build }
        if let goal {
            if Validate.isNegativeNumber(goal) { throw .negative(option: "--goal", text: goal) }
            guard let v = parseAmount(goal) else { throw .invalidGoal(goal) }
            h.goal = Goal(value: v, unit: try unit.map { u throws(HabitError) in try GoalUnit.parse(u) } ?? h.goal?.unit ?? .count,
                          period: h.goal?.period ?? .day)
        } else if let unit {
            let u = try GoalUnit.parse(unit)
            if var g = h.goal {
                g.unit = u
                h.goal = g
            } else if u == .reps || u == .count || u.name == "times" {
                // Reps or times without a goal: one of them is the goal.
                h.goal = Goal(value: 1, unit: u)
            } else {
                throw .unitWithoutGoal(unit)
            }
        }
        if let category { h.category = try Validate.categoryName(category) }
        if let color { h.color = try HabitColor.parse(color) }
        if let icon { h.icon = try Validate.icon(icon) }
        if let chart { h.chart = chart == .line ? .line : nil }
        if let askNote { h.askNote = askNote }
        if let description { h.description = try Validate.description(description) }
        for text in HabitFieldTable.texts {
            if let given = texts[text.name] { h[keyPath: text.path] = try text.checked(given, for: h) }
        }
        if let nudgeEvery {
            h.nudge = try Validate.nudge(every: nudgeEvery, times: nudgeTimes ?? h.nudge?.times ?? 3)
        } else if let nudgeTimes {
            guard let current = h.nudge else { throw .nudgeTimesWithoutNudge }
            h.nudge = try Validate.nudge(every: current.everyMinutes, times: nudgeTimes)
        }
        if let reward {
            h.reward = try Validate.reward(reward, every: rewardEvery ?? h.reward?.every ?? 7)
        } else if let rewardEvery {
            guard let current = h.reward else { throw .rewardEveryWithoutReward }
            h.reward = try Validate.reward(current.text, every: rewardEvery)
        }
    }
}
