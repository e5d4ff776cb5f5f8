import FoundationEssentials
import HabitCore
import HabitStore
import HabitViews

/// Adding and editing a habit, from a `HabitChange` to the stored row: the one path habitctl's
/// `add` and `edit` and the API's `POST habits` and `PATCH habits/{habit}` take. What only a
/// terminal does (asking) comes in as closures; warnings come back as lines for the caller.
public enum HabitWrite {
    public struct Added {
        public let habit: Habit
        /// What the name suggested and was taken ("📚, 10 pages, indigo").
        public let suggested: [String]
        /// Lines without the program's prefix: "never reminds: …", "Zero goal means…".
        public let warnings: [String]
    }

    public struct Edited {
        public let habit: Habit
        /// The goal before the edit and the factor its unit's change converted by.
        public let converted: (from: Goal, to: Goal, factor: Double)?
        public let warnings: [String]
    }

    /// Whether the named category is one to create; `given`: the user asked for it
    /// (`--new-category`, `"new_category": true`). Without that, the caller's `ask` decides
    /// (a terminal asks; elsewhere it is nil and the refusal says how).
    public static func createsCategory(_ name: String, given: Bool, _ db: HabitDatabase, ask: ((String) throws -> Bool)?) throws -> Bool {
        let key = Validate.nameKey(name)
        guard try !db.categories().contains(where: { Validate.nameKey($0.name) == key }) else { return false }
        if given { return true }
        guard let ask else {
            throw HabitError.refused(tr("No category named '%s': add --new-category to create it (habitctl category list shows them)", name))
        }
        return try ask(name)
    }

    /// What `add` would take from `name` with nothing else given (icon, kind, goal, colour,
    /// category), as the Added line says it; empty when the name suggests nothing.
    public static func suggested(for name: String, _ db: HabitDatabase, _ clock: LedgerClock) throws -> [String] {
        guard let s = SmartDefaults.suggestion(for: name, units: clock.settings.units) else { return [] }
        var scratch = Habit(name: name, color: .palette("sky"), startDate: clock.today, createdAt: clock.now)
        return HabitChange().applySuggestion(s, to: &scratch, categories: try db.categories().map(\.name))
    }

    /// `add`: a new habit from `change`, stored. `ask`: a terminal's question (category).
    public static func add(_ change: HabitChange, _ db: HabitDatabase, _ clock: LedgerClock,
                           ask: ((String) throws -> Bool)? = nil) throws -> Added {
        let preset = try change.preset.map { p throws(HabitError) in try PresetCatalog.find(p) }
        guard let rawName = change.name ?? preset?.name else { throw HabitError.emptyName }
        let name = try Validate.name(rawName)
        if change.remindDays != nil && change.remind.isEmpty { throw HabitError.remindDaysWithoutRemind }
        let today = clock.today
        let count = try db.snapshot(from: today, to: today).habits.count
        var habit = Habit(name: name, color: Palette.automatic(habitCount: count), startDate: today, createdAt: clock.now)
        var suggested: [String] = []
        if let preset {
            habit.icon = preset.icon
            habit.category = preset.category
            habit.kind = preset.kind
            habit.goal = preset.goal(for: clock.settings.units)
        } else if !change.plain, change.routine == nil, let s = SmartDefaults.suggestion(for: name, units: clock.settings.units) {
            suggested = change.applySuggestion(s, to: &habit, categories: try db.categories().map(\.name))
        }
        try change.apply(to: &habit, replaceReminders: true, zones: clock.offsets)
        if let r = try change.routineGiven(for: habit, db) { habit.routine = r }
        if change.zone != nil && change.start == nil { habit.startDate = clock.today(for: habit) }
        if habit.nudge != nil && habit.plannedReminders.isEmpty {
            throw HabitError.conflictingOptions(tr("Nudges follow a reminder: add --remind HH:MM"))
        }
        let create = try habit.category.map { try createsCategory($0, given: change.newCategory, db, ask: ask) } ?? false
        let saved = try db.insert(habit, createCategory: create)
        var warnings = ReminderReach.neverFiring(saved, settings: clock.settings, now: (clock.today(for: saved), clock.minuteNow(for: saved)))
            .map { tr("never reminds: %s", $0) }
        warnings += zeroGoal(saved)
        return Added(habit: saved, suggested: suggested, warnings: warnings)
    }

    /// `edit`: `change` applied to the habit named `name`, stored. `confirm`: a terminal's
    /// question when past verdicts change and `yes` was not given (elsewhere nil: refused).
    public static func edit(_ name: String, _ change: HabitChange, _ db: HabitDatabase, _ clock: LedgerClock,
                            ask: ((String) throws -> Bool)? = nil,
                            confirm: ((PastRewrite) throws -> Void)? = nil,
                            warnRewrite: (PastRewrite) -> Void = { _ in }) throws -> Edited {
        var habit = try db.habit(named: name)
        let original = habit
        try change.refuseContradictions()
        if let rename = change.rename { habit.name = try Validate.name(rename) }
        let goalBefore = habit.goal
        try change.apply(to: &habit, replaceReminders: true, zones: clock.offsets)
        // A unit of the same kind (km to miles, kg to lb, litres to cups) converts the goal, unless
        // one is given, and every logged amount.
        var factor: Double?
        if change.unit != nil, let old = goalBefore, let new = habit.goal, old.unit != new.unit,
           let f = UnitConversion.factor(from: old.unit, to: new.unit, system: clock.settings.units) {
            factor = f
            if change.goal == nil { habit.goal = Goal(value: (old.value * f * 100).rounded() / 100, unit: new.unit, period: new.period) }
        }
        if change.remindDays != nil && change.remind.isEmpty && change.addRemind.isEmpty { throw HabitError.remindDaysWithoutRemind }
        if change.noRemind {
            habit.reminders = []
            habit.remindAuto = false
        }
        if let switched = change.reminders {
            switch switched.lowercased() {
            case "off": habit.remindersPaused = true
            case "on": habit.remindersPaused = false
            default: throw HabitError.invalidSettingValue(key: "--reminders", value: switched, expected: "off or on")
            }
        }
        for text in change.removeRemind {
            let t = try WallTime.parse(text)
            guard habit.reminders.contains(where: { $0.time == t }) else { throw HabitError.unknownReminder(t) }
            habit.reminders.removeAll { $0.time == t }
        }
        let days = try change.remindDays.map { d throws(HabitError) in try WeekdaySet.parse(d) }
        for text in change.addRemind {
            let r = Reminder(time: try WallTime.parse(text), days: days)
            if habit.reminders.contains(where: { $0.time == r.time }) { throw HabitError.duplicateReminder(r.time) }
            habit.reminders.append(r)
        }
        if change.noEnd { habit.endDate = nil }
        if change.noZone { habit.zone = nil }
        if change.noWindow { habit.windows = [] }
        if change.noGoal { habit.goal = nil }
        if change.noCategory { habit.category = nil }
        if change.noReward { habit.reward = nil }
        if change.noNudge { habit.nudge = nil }
        if let r = try change.routineGiven(for: habit, db) { habit.routine = r }
        if change.noRoutine { habit.routine = nil }
        if habit.nudge != nil && habit.plannedReminders.isEmpty && !change.noNudge {
            throw HabitError.conflictingOptions(tr("Nudges follow a reminder: without reminders, also give --no-nudge"))
        }
        // Check first: ask about the past only for an edit that can be made (the store checks
        // again, with the other habits' names, in its transaction).
        try Validate.habit(habit, otherNames: [], zones: clock.offsets)
        if let rewrite = try pastRewrite(original, habit, db, clock, scalingAmountsBy: factor) {
            if change.yes { warnRewrite(rewrite) } else if let confirm { try confirm(rewrite) } else {
                throw HabitError.refused(tr("%s: pass --yes to change it", rewrite.summary))
            }
        }
        let create = try change.category != nil && habit.category.map { try createsCategory($0, given: change.newCategory, db, ask: ask) } ?? false
        try db.update(habit, scalingAmountsBy: factor, createCategory: create)
        let stored = try db.habit(named: habit.name)  // the category as stored
        let converted = factor.flatMap { f in goalBefore.flatMap { old in stored.goal.map { (from: old, to: $0, factor: f) } } }
        // Paused, the Updated line says so; why a time could never fire is news when they resume.
        var warnings = habit.remindersPaused ? [] : ReminderReach.neverFiring(habit, settings: clock.settings,
                                                                              now: (clock.today(for: habit), clock.minuteNow(for: habit)))
            .map { tr("never reminds: %s", $0) }
        if change.goal != nil { warnings += zeroGoal(stored) }
        return Edited(habit: stored, converted: converted, warnings: warnings)
    }

    /// A build habit's goal of 0, said when the goal is set (add, or an edit that gives it).
    static func zeroGoal(_ h: Habit) -> [String] {
        guard let g = h.goal, g.value == 0, h.kind == .build else { return [] }
        return [tr("Zero goal means any progress counts")]
    }

    /// What the edit from `old` to `new` does to past days' verdicts; nil when nothing.
    /// `factor`: a unit converted, every amount scales with the goal (and judges the same).
    static func pastRewrite(_ old: Habit, _ new: Habit, _ db: HabitDatabase, _ clock: LedgerClock,
                            scalingAmountsBy factor: Double?) throws -> PastRewrite? {
        guard HabitRules(habit: old, log: HabitLog(), weekStart: clock.weekStart).foldInputs(skipsKeepStreak: true)
                != HabitRules(habit: new, log: HabitLog(), weekStart: clock.weekStart).foldInputs(skipsKeepStreak: true) else { return nil }
        let snap = try db.snapshot(habitNamed: old.name)
        var completions = snap.completions[old.id!] ?? []
        if let factor { for i in completions.indices { completions[i].value = completions[i].value.map { $0 * factor } } }
        var scaledOld = old
        if let factor, let g = old.goal { scaledOld.goal = Goal(value: g.value * factor, unit: new.goal?.unit ?? g.unit, period: g.period) }
        let rewrite = PastRewrite.of(scaledOld, new, completions: completions, skips: snap.skips[old.id!] ?? [],
                                     today: clock.today(for: new), weekStart: clock.weekStart, skipsKeepStreak: clock.settings.skipsKeepStreak)
        return rewrite.changesAnything ? rewrite : nil
    }
}
