import HabitCore
import HabitViews

/// Everything `add` and `edit` may be told, in habitctl's order (issue 42): the one list
/// habitctl's help, the API's bodies and the API's document follow (`HabitInput`). The
/// patterns are conditions every accepted value meets (the checks in `HabitChange.apply`
/// and `HabitWrite` decide; `HabitInputTableTests` holds the two together).
public enum HabitInputTable {
    /// A weekday list as `WeekdaySet.parse` reads it: names, commas, spaces.
    static let weekdays = #"^[A-Za-z,\s]+$"#
    static let date = #"^\s*[0-9]{4}-[0-9]{2}-[0-9]{2}\s*$"#
    /// `HH:MM` (`WallTime.parse` trims nothing).
    static let clock = #"^[0-9]{1,2}:[0-9]{2}$"#

    public static let inputs: [HabitInput] = literal + HabitFieldTable.texts.map { text in
        .init(text.name, .both, .habitText(text), help: text.help, valueName: text.valueName, rule: .init(pattern: text.pattern, maxLength: 4 * text.limit),
              example: JSONLiteral.string(text.example), label: text.label, cleared: .becomes(""))
    }

    private static let literal: [HabitInput] = [
        .init("name", .add, .text(\.name), help: trLater("The habit's name (1–60 characters, unique in any letter case)."),
              rule: .init(maxLength: 4 * Limits.nameLength, minLength: 1), example: #""Stretch""#, label: trLater("Name")),
        .init("preset", .add, .text(\.preset), help: trLater("Start from a preset (see 'habitctl presets'); other options override it."),
              valueName: "preset", rule: .init(pattern: #"^[A-Za-z' -]+$"#), example: #""drink-water""#, label: trLater("A preset (fills in the rest)")),
        .init("plain", .add, .flag(\.plain), help: trLater("Take nothing from the name: no suggested icon, goal, colour or kind."),
              example: "true", label: trLater("Take nothing from the name (icon, goal, colour)")),
        .init("rename", .edit, .text(\.rename), help: trLater("A new name."), valueName: "name",
              rule: .init(maxLength: 4 * Limits.nameLength, minLength: 1), example: #""Morning stretch""#),
        // The schedule: at most one.
        .init("daily", .both, .flag(\.daily), help: trLater("Due every day (the default)."), example: "true",
              choice: .init("schedule", trLater("every day"))),
        .init("days", .both, .text(\.days), help: trLater("Due on these weekdays: mon,wed,fri, weekdays or weekends."),
              valueName: "days", rule: .init(pattern: weekdays), example: #""mon,wed,fri""#,
              choice: .init("schedule", trLater("on these weekdays (mon,wed,fri)"))),
        .init("every", .both, .number(\.every, 1...Limits.maxInterval), help: trLater("Due every N days, counted from the start date."),
              valueName: "N", example: "2", choice: .init("schedule", trLater("every N days"))),
        .init("weekly", .both, .number(\.weekly, 1...7), help: trLater("Due K days per week."), valueName: "K", example: "3",
              choice: .init("schedule", trLater("K days a week"))),
        .init("monthly", .both, .number(\.monthly, 1...31), help: trLater("Due K days per month."), valueName: "K", example: "4",
              choice: .init("schedule", trLater("K days a month"))),
        .init("irregular", .both, .flag(\.irregular), help: trLater("Never due, never reminds: log it when it happens."), example: "true",
              choice: .init("schedule", trLater("when it happens (never due)"))),
        .init("times", .both, .number(\.times, 1...Limits.maxTimesPerDay), help: trLater("Completions needed per due day (day schedules)."),
              valueName: "N", example: "3", label: trLater("Times a day"), cleared: .becomes("1")),
        .init("remind", .both, .texts(\.remind),
              help: trLater("A reminder at this local time; repeat for more. 'auto': at the usual time of your check-ins (the median of the last 28 days; 09:00 until 3)."),
              valueName: "HH:MM|auto", rule: .init(pattern: #"^([0-9]{1,2}:[0-9]{2}|\s*[Aa][Uu][Tt][Oo]\s*)$"#), example: #"["07:30","21:00"]"#, label: trLater("Times (HH:MM, several with commas, or auto)"), cleared: .removedBy("noRemind")),
        .init("window", .both, .texts(\.window),
              help: trLater("A part of the day it belongs to: morning (06-12), afternoon (12-18), evening (18-22), anytime or HH:MM-HH:MM; repeat for more. Without --remind, reminded at its start; nudges stay inside it."),
              valueName: "window", rule: .init(pattern: #"^[A-Za-z0-9:\s-]+$"#), example: #""morning""#, label: trLater("Windows (HH:MM-HH:MM, several with commas)"), cleared: .removedBy("noWindow")),
        .init("remindDays", .both, .text(\.remindDays), help: trLater("Limit the --remind times given with it to these weekdays."),
              valueName: "days", rule: .init(pattern: weekdays), example: #""weekdays""#, label: trLater("Only on (mon,wed,fri; empty: every due day)"), partOf: "remind"),
        .init("start", .both, .text(\.start), help: trLater("First day of the habit (default: today)."), valueName: "YYYY-MM-DD",
              rule: .init(pattern: date), example: #""2026-01-05""#, label: trLater("Starts on (YYYY-MM-DD)")),
        .init("end", .both, .text(\.end), help: trLater("Last day of the habit."), valueName: "YYYY-MM-DD",
              rule: .init(pattern: date), example: #""2030-12-31""#, label: trLater("Ends after (YYYY-MM-DD)"), cleared: .removedBy("noEnd")),
        .init("zone", .both, .text(\.zone), help: trLater("Pin the habit to an IANA zone; otherwise it follows the system zone."),
              valueName: "zone", rule: .init(pattern: #"^\s*[A-Za-z0-9_+-]+(/[A-Za-z0-9_+-]+)*\s*$"#), example: #""Europe/Berlin""#, label: trLater("Time zone (empty: the system's)"), cleared: .removedBy("noZone")),
        .init("goal", .both, .amount(\.goal), help: trLater("Daily target (build) or limit (quit) amount."), valueName: "amount",
              rule: .init(pattern: #"^\s*[0-9.]+\s*$"#), example: "20", label: trLater("Goal (an amount)"), cleared: .removedBy("noGoal")),
        .init("unit", .both, .text(\.unit),
              help: trLater("Unit of the goal: count, reps, minutes, hours, cups, km, miles, kg, lb, litres, ml, fl oz, calories, pages, steps, or your own."),
              valueName: "unit", rule: .init(maxLength: 4 * 20, minLength: 1), example: #""pages""#, label: trLater("Unit (km, pages, minutes…)"), partOf: "goal",
              suggestions: GoalUnit.known.map(\.name)),
        .init("build", .both, .flag(\.build), help: trLater("A habit to build (the default)."), example: "true",
              choice: .init("kind", trLater("A habit to build"))),
        .init("quit", .both, .flag(\.quit), help: trLater("A habit to quit: success while the logged amount stays at or under the goal."), example: "true",
              choice: .init("kind", trLater("A habit to quit (the goal is a limit)"))),
        .init("category", .both, .text(\.category), help: trLater("Category name (see 'habitctl category list')."), valueName: "name",
              rule: .init(maxLength: 4 * Limits.categoryLength, minLength: 1), example: #""Health""#, label: trLater("Category"), cleared: .removedBy("noCategory")),
        .init("color", .both, .text(\.color),
              help: trLater("Palette colour (coral, amber, lime, teal, sky, indigo, purple, pink), a common name (red, blue…: the nearest of those) or #RRGGBB."),
              valueName: "colour", rule: .init(pattern: #"^\s*(#?[0-9A-Fa-f]{6}|[A-Za-z][A-Za-z -]*)\s*$"#), example: #""teal""#),
        .init("icon", .both, .text(\.icon), help: trLater("One emoji or symbol."), valueName: "emoji",
              rule: .init(maxLength: 64), example: #""🧘""#, label: trLater("Icon (one emoji)"), cleared: .becomes("")),
        .init("chart", .both, .chart(\.chart), help: trLater("How 'stats' draws its completion rate unless told: bar (the default) or line."),
              valueName: "bar|line", rule: .init(values: ChartKind.allCases.map(\.rawValue)), example: #""line""#, label: trLater("Chart"),
              valueLabels: [ChartKind.bar.rawValue: trLater("bars"), ChartKind.line.rawValue: trLater("a line")]),
        .init("askNote", .both, .toggle(\.askNote), help: trLater("Whether 'done' on a terminal asks for a note and a mood (Enter skips)."),
              example: "true", label: trLater("Ask for a note when it is done")),
        .init("description", .both, .text(\.description), help: trLater("A longer description (at most 300 characters)."), valueName: "text",
              rule: .init(maxLength: 4 * Limits.descriptionLength), example: #""Ten minutes on the mat after coffee""#, label: trLater("Description"), cleared: .becomes("")),
        .init("reward", .both, .text(\.reward), help: trLater("A reward for keeping the streak going, such as 'a new book'."), valueName: "text",
              rule: .init(maxLength: 4 * Limits.rewardLength, minLength: 1), example: #""a new book""#, label: trLater("A reward for every streak of N"), cleared: .removedBy("noReward")),
        .init("rewardEvery", .both, .number(\.rewardEvery, 2...Limits.maxRewardEvery),
              help: trLater("The reward is due each time the streak reaches a multiple of N (default 7)."), valueName: "N", example: "7", label: trLater("N (days of streak)"), partOf: "reward"),
        .init("nudgeEvery", .both, .number(\.nudgeEvery, 5...720),
              help: trLater("Remind again every N minutes (5 to 720) while a reminder goes unanswered."), valueName: "N", example: "30", label: trLater("Nudge again every N minutes until done"), cleared: .removedBy("noNudge")),
        .init("nudgeTimes", .both, .number(\.nudgeTimes, Nudge.counts), help: trLater("At most this many nudges per reminder (1 to 20, default 3)."),
              valueName: "N", example: "3", label: trLater("At most this many nudges"), partOf: "nudgeEvery"),
        .init("routine", .both, .names(\.routine), help: trLater("Make it a routine of these habits (done when they are): Stretch,Water,Meditate."),
              valueName: "names", example: #"["Stretch","Water"]"#, label: trLater("A routine of these habits (names with commas)"), cleared: .removedBy("noRoutine")),
        .init("need", .both, .number(\.need, 1...100), help: trLater("A routine is done when this many of its members are (default: all)."),
              valueName: "K", example: "2", label: trLater("How many of them make the routine done (empty: all)"), partOf: "routine"),
        .init("newCategory", .both, .flag(\.newCategory), help: trLater("Create the --category if there is none of that name (on a terminal, add asks)."),
              example: "true"),
        // edit only: changing one reminder, and taking a setting away.
        .init("addRemind", .edit, .texts(\.addRemind), help: trLater("Add a reminder."), valueName: "HH:MM", rule: .init(pattern: clock), example: #""07:00""#),
        .init("removeRemind", .edit, .texts(\.removeRemind), help: trLater("Remove the reminder at this time."), valueName: "HH:MM",
              rule: .init(pattern: clock), example: #""07:00""#),
        .init("noRoutine", .edit, .flag(\.noRoutine), help: trLater("Make a routine an ordinary habit again (its members stay as they are)."), example: "true"),
        .init("noRemind", .edit, .flag(\.noRemind), help: trLater("Remove all reminders."), example: "true"),
        .init("reminders", .edit, .text(\.reminders), help: trLater("Pause the reminders, keeping their times (off), or resume them (on)."),
              valueName: "off|on", rule: .init(values: ["off", "on"]), example: #""off""#),
        .init("noEnd", .edit, .flag(\.noEnd), help: trLater("Remove the end date."), example: "true"),
        .init("noZone", .edit, .flag(\.noZone), help: trLater("Follow the system zone again."), example: "true"),
        .init("noWindow", .edit, .flag(\.noWindow), help: trLater("Belong to no part of the day."), example: "true"),
        .init("noGoal", .edit, .flag(\.noGoal), help: trLater("Remove the goal ('just do it')."), example: "true"),
        .init("noCategory", .edit, .flag(\.noCategory), help: trLater("Remove the category."), example: "true"),
        .init("noReward", .edit, .flag(\.noReward), help: trLater("Remove the reward."), example: "true"),
        .init("noNudge", .edit, .flag(\.noNudge), help: trLater("Stop nudging."), example: "true"),
        .init("yes", .edit, .flag(\.yes), help: trLater("Do not ask when the edit changes past days' verdicts."), example: "true"),
    ]

    /// A group of inputs the form offers as radio buttons, one of them chosen (`HabitInput.choice`).
    public struct ChoiceGroup: Sendable {
        /// The form's name for the group (its radio buttons' name).
        public let name: String
        public let legend: LaterMessage
        /// The words of the box a chosen input's value is typed in (`<name>_value`), if any takes one.
        public let valueLabel: LaterMessage?
        /// The input checked when nothing else is (nil: none, and the add form's name decides).
        public let fallback: String?

        /// The form's name of the box a chosen input's value is typed in.
        public var valueKey: String { name + "_value" }
        /// Its inputs, in the table's order.
        public var inputs: [HabitInput] { HabitInputTable.inputs.filter { $0.choice?.group == name } }
    }

    public static let choiceGroups: [ChoiceGroup] = [
        ChoiceGroup(name: "schedule", legend: trLater("Schedule"), valueLabel: trLater("Days, N or K"), fallback: "daily"),
        ChoiceGroup(name: "kind", legend: trLater("Kind"), valueLabel: nil, fallback: nil),
    ]

    /// The input named `name` (camelCase); a name not in the table is a programming error.
    public static func input(_ name: String) -> HabitInput {
        guard let input = inputs.first(where: { $0.name == name }) else { preconditionFailure("no habit input '\(name)'") }
        return input
    }
}
