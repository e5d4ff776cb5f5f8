import ArgumentParser
import HabitCore
import HabitStore
import HabitViews
import HabitWrites

/// The schedule flags; at most one may be given.
struct ScheduleOptions: ParsableArguments {
    @Flag(help: .input("daily"))
    var daily = false

    @Option(help: .input("days"))
    var days: String?

    @Option(help: .input("every"))
    var every: Int?

    @Option(help: .input("weekly"))
    var weekly: Int?

    @Option(help: .input("monthly"))
    var monthly: Int?

    @Flag(help: .input("irregular"))
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

    @Option(help: .input("times"))
    var times: Int?

    @Option(help: .input("remind"))
    var remind: [String] = []

    @Option(help: .input("window"),
            completion: .list(TimeWindow.named.compactMap(\.name)))
    var window: [String] = []

    @Option(name: .customLong("remind-days"),
            help: .input("remindDays"))
    var remindDays: String?

    @Option(help: .input("start"))
    var start: String?

    @Option(help: .input("end"))
    var end: String?

    @Option(help: .input("zone"))
    var zone: String?

    @Option(parsing: .unconditional, help: .input("goal"))
    var goal: String?

    @Option(help: .input("unit"))
    var unit: String?

    @Option(help: .input("per"),
            completion: .list(GoalPeriod.named.map(\.name)))
    var per: String?

    @Flag(help: .input("quit"))
    var quit = false

    @Flag(help: .input("build"))
    var build = false

    @Option(help: .input("category"))
    var category: String?

    @Option(help: .input("color"))
    var color: String?

    @Option(help: .input("icon"))
    var icon: String?

    @Option(help: .input("chart"), completion: .list(ChartKind.allCases.map(\.rawValue)))
    var chart: String?

    @Flag(inversion: .prefixedNo, help: .input("askNote"))
    var askNote: Bool?

    @Option(help: .input("sound"))
    var sound: String?

    @Option(help: .input("description"))
    var description: String?

    @Option(help: .input("reward"))
    var reward: String?

    @Option(name: .customLong("reward-every"),
            help: .input("rewardEvery"))
    var rewardEvery: Int?

    @Option(name: .customLong("nudge-every"),
            help: .input("nudgeEvery"))
    var nudgeEvery: Int?

    @Option(name: .customLong("nudge-times"), help: .input("nudgeTimes"))
    var nudgeTimes: Int?

    @Option(help: .input("message"))
    var message: String?

    @Option(help: .input("question"))
    var question: String?

    @Option(help: .input("routine"))
    var routine: String?

    @Option(parsing: .unconditional, help: .input("need"))
    var need: Int?

    /// The options as a `HabitChange` (what the API's bodies are read into too); a value
    /// outside its list is refused as the API refuses it.
    func change() throws -> HabitChange {
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
        c.texts["per"] = per
        c.quit = quit
        c.build = build
        c.category = category
        c.color = color
        c.icon = icon
        c.chart = try chart.map { ChartKind(rawValue: try HabitInputTable.input("chart").chosen($0))! }
        c.askNote = askNote
        c.texts["sound"] = sound
        c.description = description
        c.reward = reward
        c.rewardEvery = rewardEvery
        c.nudgeEvery = nudgeEvery
        c.nudgeTimes = nudgeTimes
        c.texts["message"] = message
        c.routine = routine
        c.need = need
        c.texts["question"] = question
        return c
    }

    /// One warning line when a custom colour reads badly on the terminal's background.
    func warnIfHardToRead(_ c: HabitColor, on background: Background) {
        guard color != nil, let line = ColorWarning.line(c, on: background) else { return }
        Output.error(tr("habitctl: warning: %s", line))
    }
}

extension ArgumentHelp {
    /// The help `HabitInputTable` gives the input `name` (camelCase), in the catalogue in force:
    /// add's and edit's options say what the API's document says.
    static func input(_ name: String) -> ArgumentHelp {
        let input = HabitInputTable.input(name)
        return ArgumentHelp(input.help.text, valueName: input.valueName)
    }
}
