import ArgumentParser
import HabitCore
import HabitStore
import HabitViews

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

    /// Puts the schedule flags into `c`.
    func fill(_ c: inout HabitChange) {
        c.daily = daily
        c.days = days
        c.every = every
        c.weekly = weekly
        c.monthly = monthly
        c.irregular = irregular
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

    /// The options as a `HabitChange` (what the API's bodies are read into too).
    var change: HabitChange {
        var c = HabitChange()
        schedule.fill(&c)
        c.times = times
        c.remind = remind
        c.window = window
        c.remindDays = remindDays
        c.start = start
        c.end = end
        c.zone = zone
        c.goal = goal
        c.unit = unit
        c.per = per
        c.quit = quit
        c.build = build
        c.category = category
        c.color = color
        c.icon = icon
        c.chart = chart
        c.askNote = askNote
        c.sound = sound
        c.description = description
        c.reward = reward
        c.rewardEvery = rewardEvery
        c.nudgeEvery = nudgeEvery
        c.nudgeTimes = nudgeTimes
        c.message = message
        c.routine = routine
        c.need = need
        return c
    }

    /// One warning line when a custom colour reads badly on the terminal's background.
    func warnIfHardToRead(_ c: HabitColor, on background: Background) {
        guard color != nil, let line = ColorWarning.line(c, on: background) else { return }
        Output.error(tr("habitctl: warning: %s", line))
    }
}
