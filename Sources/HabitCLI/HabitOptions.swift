import ArgumentParser
import HabitCore
import HabitStore

/// The schedule flags; at most one may be given.
struct ScheduleOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(tr("Due every day (the default).")))
    var daily = false

    @Option(help: ArgumentHelp(tr("Due on these weekdays: mon,wed,fri, weekdays or weekends."), valueName: "days"))
    var days: String?

    @Option(help: ArgumentHelp(tr("Due every N days, counted from the start date."), valueName: "N"))
    var every: Int?

    @Option(help: ArgumentHelp(tr("Due K days per week."), valueName: "K"))
    var weekly: Int?

    @Option(help: ArgumentHelp(tr("Due K days per month."), valueName: "K"))
    var monthly: Int?

    @Flag(help: ArgumentHelp(tr("Never due, never reminds: log it when it happens.")))
    var irregular = false

    /// The schedule asked for, nil when no flag was given.
    func schedule() throws(HabitError) -> Schedule? {
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
}

/// Everything `add` and `edit` can set on a habit.
struct HabitOptions: ParsableArguments {
    @OptionGroup(title: "Schedule")
    var schedule: ScheduleOptions

    @Option(help: ArgumentHelp(tr("Completions needed per due day (day schedules)."), valueName: "N"))
    var times: Int?

    @Option(help: ArgumentHelp(tr("A reminder at this local time; repeat for more. 'auto': at the usual time of your check-ins (the median of the last 28 days; 09:00 until 3)."), valueName: "HH:MM|auto"))
    var remind: [String] = []

    @Option(help: ArgumentHelp(tr("A part of the day it belongs to: morning (06-12), afternoon (12-18), evening (18-22), anytime or HH:MM-HH:MM; repeat for more. Without --remind, reminded at its start; nudges stay inside it."), valueName: "window"),
            completion: .list(TimeWindow.named.compactMap(\.name)))
    var window: [String] = []

    @Option(name: .customLong("remind-days"),
            help: ArgumentHelp(tr("Limit the --remind times given with it to these weekdays."), valueName: "days"))
    var remindDays: String?

    @Option(help: ArgumentHelp(tr("First day of the habit (default: today)."), valueName: "YYYY-MM-DD"))
    var start: String?

    @Option(help: ArgumentHelp(tr("Last day of the habit."), valueName: "YYYY-MM-DD"))
    var end: String?

    @Option(help: ArgumentHelp(tr("Pin the habit to an IANA zone; otherwise it follows the system zone."), valueName: "zone"))
    var zone: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("Daily target (build) or limit (quit) amount."), valueName: "amount"))
    var goal: String?

    @Option(help: ArgumentHelp(tr("Unit of the goal: count, reps, minutes, hours, cups, km, miles, kg, lb, litres, ml, fl oz, calories, pages, steps, or your own."), valueName: "unit"))
    var unit: String?

    @Option(help: ArgumentHelp(tr("What the goal is measured over: day (the default), week, month or every N days from the start such as 10d (their days add up to it), or session (each logged amount judged alone)."), valueName: "period"),
            completion: .list(GoalPeriod.named.map(\.name)))
    var per: String?

    @Flag(help: ArgumentHelp(tr("A habit to quit: success while the logged amount stays at or under the goal.")))
    var quit = false

    @Flag(help: ArgumentHelp(tr("A habit to build (the default).")))
    var build = false

    @Option(help: ArgumentHelp(tr("Category name (see 'habitctl category list')."), valueName: "name"))
    var category: String?

    @Option(help: ArgumentHelp(tr("Palette colour (coral, amber, lime, teal, sky, indigo, purple, pink), a common name (red, blue…: the nearest of those) or #RRGGBB."), valueName: "colour"))
    var color: String?

    @Option(help: ArgumentHelp(tr("One emoji or symbol."), valueName: "emoji"))
    var icon: String?

    @Option(help: ArgumentHelp(tr("How 'stats' draws its completion rate unless told: bar (the default) or line."), valueName: "bar|line"))
    var chart: ChartKind?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(tr("Whether 'done' on a terminal asks for a note and a mood (Enter skips).")))
    var askNote: Bool?

    @Option(help: ArgumentHelp(tr("The sound its reminders ask for: a sound theme name (message-new-instant, bell, complete…), none, or default (the 'sound' setting)."), valueName: "sound"))
    var sound: String?

    @Option(help: ArgumentHelp(tr("A longer description (at most 300 characters)."), valueName: "text"))
    var description: String?

    @Option(help: ArgumentHelp(tr("A reward for keeping the streak going, such as 'a new book'."), valueName: "text"))
    var reward: String?

    @Option(name: .customLong("reward-every"),
            help: ArgumentHelp(tr("The reward is due each time the streak reaches a multiple of N (default 7)."), valueName: "N"))
    var rewardEvery: Int?

    @Option(name: .customLong("nudge-every"),
            help: ArgumentHelp(tr("Remind again every N minutes (5 to 720) while a reminder goes unanswered."), valueName: "N"))
    var nudgeEvery: Int?

    @Option(name: .customLong("nudge-times"), help: ArgumentHelp(tr("At most this many nudges per reminder (1 to 20, default 3)."), valueName: "N"))
    var nudgeTimes: Int?

    @Option(help: ArgumentHelp(tr("The reminder's own words, with {name}, {progress} and {streak}: \"Time to stretch, {name}\"."), valueName: "text"))
    var message: String?

    @Option(help: ArgumentHelp(tr("Make it a routine of these habits (done when they are): Stretch,Water,Meditate."), valueName: "names"))
    var routine: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("A routine is done when this many of its members are (default: all)."), valueName: "K"))
    var need: Int?

    /// The routine --routine and --need make of `h` (members by name, as the store has them):
    /// nil when neither is given. `--need` alone changes the need of a routine.
    func routineGiven(for h: Habit, _ db: HabitDatabase) throws -> Routine?? {
        if let routine {
            let names = routine.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
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

    /// The reminders given with --remind (and --remind-days), validated.
    func reminders() throws(HabitError) -> [Reminder] {
        let days = try remindDays.map { text throws(HabitError) in try WeekdaySet.parse(text) }
        var out: [Reminder] = []
        for text in remind {
            let r = Reminder(time: try WallTime.parse(text), days: days)
            if out.contains(where: { $0.time == r.time }) { throw .duplicateReminder(r.time) }
            out.append(r)
        }
        return out
    }

    /// Puts what the name suggests into `h` where no option gives it (before `apply`): the icon,
    /// the goal (its amount and unit each, so `--goal 20` on Read is 20 pages), the colour,
    /// the kind and the category (only one that exists: `categories`). Returns what was taken,
    /// as the Added line says it.
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

    /// One warning line when a custom colour reads badly on the theme's background (WCAG
    /// AA, spec 004); palette colours are shaded to read well on either.
    func warnIfHardToRead(_ c: HabitColor, on background: Background) {
        guard color != nil, case .hex = c, c.isHardToRead(on: background) else { return }
        let ratio = c.contrast(on: background)
        let figure = Self.contrastFigure
        switch background {
        case .dark:
            Output.error(tr("habitctl: warning: This colour may be hard to read (%1$s:1 on a dark background, %2$s:1 reads well): try a lighter shade",
                            figure(ratio), figure(HabitColor.minimumContrast)))
        case .light:
            Output.error(tr("habitctl: warning: This colour may be hard to read (%1$s:1 on a light background, %2$s:1 reads well): try a darker shade",
                            figure(ratio), figure(HabitColor.minimumContrast)))
        }
    }

    /// A contrast ratio as the user reads it: one decimal, the language's separator ("4,5").
    static func contrastFigure(_ x: Double) -> String {
        String(format: "%.1f", x).replacingOccurrences(of: ".", with: MessageCatalog.current.decimalSeparator)
    }

    /// Applies every option that was given to `h`. `replaceReminders`: whether --remind
    /// replaces the habit's reminders (add) or is left to the caller (edit).
    func apply(to h: inout Habit, replaceReminders: Bool) throws(HabitError) {
        if quit && build { throw .conflictingSchedules(["--quit", "--build"]) }
        if let s = try schedule.schedule() {
            h.schedule = s
            if !s.isDayKind && times == nil { h.timesPerDay = 1 }
        }
        if let times {
            if !(1...Limits.maxTimesPerDay).contains(times) { throw .invalidTimesPerDay(times) }
            h.timesPerDay = times
        }
        if replaceReminders && !remind.isEmpty {
            if remind.contains(where: { $0.trimmingCharacters(in: .whitespaces).lowercased() == "auto" }) {
                guard remind.count == 1 else { throw .conflictingOptions(tr("--remind auto learns one time of its own: give it alone")) }
                if remindDays != nil { throw .conflictingOptions(tr("--remind-days limits --remind times; --remind auto reminds on every due day")) }
                h.reminders = []
                h.remindAuto = true
            } else {
                h.reminders = try reminders()
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
        if let zone { h.zone = try Validate.zone(zone) }
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
        if let per {
            let period = try GoalPeriod.parse(per)
            guard var g = h.goal else { throw .conflictingOptions(tr("--per needs a goal to measure: add --goal, e.g. --goal 150 --unit minutes --per week")) }
            g.period = period
            h.goal = g
        }
        if let category { h.category = try Validate.categoryName(category) }
        if let message { h.message = try ReminderMessage.validate(message) }
        if let color { h.color = try HabitColor.parse(color) }
        if let icon { h.icon = try Validate.icon(icon) }
        if let chart { h.chart = chart == .line ? .line : nil }
        if let askNote { h.askNote = askNote }
        if let sound {
            if sound.trimmingCharacters(in: .whitespaces).lowercased() == "default" { h.sound = nil } else {
                guard let choice = SoundChoice(parsing: sound) else {
                    throw .invalidSettingValue(key: "--sound", value: sound, expected: "a sound theme name such as message-new-instant or bell, none, or default")
                }
                h.sound = choice
            }
        }
        if let description { h.description = try Validate.description(description) }
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
