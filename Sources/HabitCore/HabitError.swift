/// Every way user input or stored state can be wrong, with the exact line a user reads.
public enum HabitError: Error, Equatable, Sendable, CustomStringConvertible {
    case emptyName
    case nameTooLong(Int)
    /// `field` holds a character that may not be stored (see `TextSafety`).
    case unsafeText(field: String, TextSafety.Unsafe)
    case duplicateName(String)
    case descriptionTooLong(Int)
    case invalidTime(String)
    case invalidWeekday(String)
    case invalidDate(String)
    case futureDate(CivilDate)
    case endBeforeStart(start: CivilDate, end: CivilDate)
    case invalidZone(String)
    case invalidColor(String)
    case invalidIcon(String)
    case invalidCount(String)
    case invalidValue(String)
    case invalidTimesPerDay(Int)
    case invalidInterval(Int)
    case invalidWeeklyTarget(Int)
    case invalidMonthlyTarget(Int)
    case conflictingSchedules([String])
    case timesPerDayNeedsDailyKind
    case invalidUnit(String)
    case invalidGoal(String)
    /// `--goal -1`, `--count -1`, `--value -1`: which option, and what was typed.
    case negative(option: String, text: String)
    /// `--unit` given without a goal to measure.
    case unitWithoutGoal(String)
    case invalidWindow(String)
    case overlappingWindows(String, String)
    /// A window every minute of which lies in quiet hours.
    case windowInQuietHours(window: String, quiet: String)
    /// `--per week` or `--per month` beside a weekly, monthly or irregular schedule.
    case periodGoalNeedsDaySchedule(GoalPeriod)
    /// Two options that contradict each other, or one that means nothing without another.
    case conflictingOptions(String)
    case afterEnd(habit: String, date: CivilDate, end: CivilDate)
    case duplicateReminder(WallTime)
    case unknownReminder(WallTime)
    case unknownHabit(String)
    case unknownCategory(String)
    case emptyCategoryName
    case categoryNameTooLong(Int)
    case duplicateCategory(String)
    case unknownPreset(String)
    case unknownSetting(String)
    case invalidSettingValue(key: String, value: String, expected: String)
    case invalidRewardEvery(Int)
    case rewardTextTooLong(Int)
    case invalidRewardText
    case invalidNudgeInterval(Int)
    case invalidNudgeCount(Int)
    case nudgeTimesWithoutNudge
    case rewardEveryWithoutReward
    case invalidQuietHours(String)
    case nothingToUndo(habit: String, date: CivilDate)
    case notSkipped(habit: String, date: CivilDate)
    case alreadySkipped(habit: String, date: CivilDate)
    case noteTooLong(Int)
    case invalidImport(String)
    case remindDaysWithoutRemind
    case archived(String)
    case beforeStart(habit: String, date: CivilDate, start: CivilDate)

    public var message: String {
        switch self {
        case .emptyName: return "Give your habit a name to track progress (the name is empty)"
        case .nameTooLong(let n): return "Name is \(n) characters long; at most \(Limits.nameLength) are allowed"
        case .unsafeText(let field, let bad):
            let why: String
            switch bad.kind {
            case .control: why = "control characters cannot be stored"
            case .directionOverride: why = "direction overrides make text display as other text"
            case .invisible: why = "invisible characters would let a name look like another"
            }
            return "\(field) contains \(bad.name) at character \(bad.position): \(why)"
        case .duplicateName(let name): return "A habit with this name already exists: \(name)"
        case .descriptionTooLong(let n): return "Description is \(n) characters long; at most \(Limits.descriptionLength) are allowed"
        case .invalidTime(let t): return "Invalid time '\(t)': use HH:MM from 00:00 to 23:59"
        case .invalidWeekday(let d): return "Invalid weekday '\(d)': use mon,tue,wed,thu,fri,sat,sun, weekdays or weekends"
        case .invalidDate(let d): return "Invalid date '\(d)': use an existing date as YYYY-MM-DD"
        case .futureDate(let d): return "Cannot record \(d): it is in the future"
        case .endBeforeStart(let s, let e): return "End date must come after start date (start \(s), end \(e))"
        case .invalidZone(let z): return "Unknown time zone '\(z)': use an IANA name such as Europe/Berlin"
        case .invalidColor(let c): return "Invalid colour '\(c)': use a palette name (\(Palette.names.joined(separator: ", "))) or #RRGGBB"
        case .invalidIcon(let i): return "Invalid icon '\(i)': use a single emoji or symbol"
        case .invalidCount(let c): return "Invalid count '\(c)': use a whole number from 1 to \(Limits.maxCount)"
        case .negative(let option, let text): return "\(option) must not be negative (got \(text))"
        case .unitWithoutGoal(let u): return "A unit needs a goal: add --goal, e.g. --goal 5 --unit '\(u)'"
        case .invalidWindow(let t):
            return "Invalid window '\(t)': use morning, afternoon, evening, anytime or HH:MM-HH:MM within one day (24:00 for midnight)"
        case .overlappingWindows(let a, let b): return "The windows \(a) and \(b) overlap: a habit's windows must not"
        case .windowInQuietHours(let w, let q):
            return "The window \(w) lies inside quiet hours (\(q)): no reminder could show; choose another window or change quiet-hours"
        case .periodGoalNeedsDaySchedule(let p):
            return "A goal per \(p.rawValue) adds up the days of a day schedule (--daily, --days, --every); "
                + "--weekly and --monthly count days instead: use one or the other"
        case .conflictingOptions(let what): return what
        case .afterEnd(let h, let d, let e): return "\(d) is after '\(h)' ended (\(e)); move the end with 'habitctl edit \"\(h)\" --end \(d)'"
        case .invalidValue(let v): return "Invalid value '\(v)': use a number from 0 to \(formatAmount(Limits.maxGoal))"
        case .invalidRewardEvery(let n): return "Invalid --reward-every \(n): a reward repeats on a streak of 2 to \(Limits.maxRewardEvery)"
        case .invalidNudgeInterval(let n): return "Invalid --nudge-every \(n): nudge every \(Nudge.minutes.lowerBound) to \(Nudge.minutes.upperBound) minutes"
        case .invalidNudgeCount(let n): return "Invalid --nudge-times \(n): nudge \(Nudge.counts.lowerBound) to \(Nudge.counts.upperBound) times"
        case .nudgeTimesWithoutNudge: return "--nudge-times needs a nudge: add --nudge-every MINUTES"
        case .invalidRewardText: return "A reward needs some text, such as --reward 'a new book'"
        case .rewardTextTooLong(let n): return "Reward is \(n) characters long; the limit is \(Limits.rewardLength)"
        case .rewardEveryWithoutReward: return "--reward-every needs a reward: add --reward TEXT"
        case .invalidTimesPerDay(let n): return "Invalid times per day \(n): use 1 to \(Limits.maxTimesPerDay)"
        case .invalidInterval(let n): return "Invalid interval \(n): --every takes 1 to \(Limits.maxInterval) days"
        case .invalidWeeklyTarget(let n): return "Invalid weekly target \(n): use 1 to 7 times per week"
        case .invalidMonthlyTarget(let n): return "Invalid monthly target \(n): use 1 to 31 times per month"
        case .conflictingSchedules(let flags): return "Choose one schedule: \(flags.joined(separator: " and ")) conflict"
        case .timesPerDayNeedsDailyKind: return "--times applies to day schedules (--daily, --days, --every), not weekly, monthly or irregular ones"
        case .invalidUnit(let u): return "Invalid unit '\(u)': use 1 to 20 characters"
        case .invalidGoal(let g): return "Invalid goal '\(g)': use a number from 0 to \(formatAmount(Limits.maxGoal))"
        case .duplicateReminder(let t): return "A reminder at \(t) already exists"
        case .unknownReminder(let t): return "No reminder at \(t)"
        case .unknownHabit(let name): return "No habit named '\(name)'"
        case .unknownCategory(let name): return "No category named '\(name)'"
        case .emptyCategoryName: return "Category name is empty"
        case .categoryNameTooLong(let n): return "Category name is \(n) characters long; at most \(Limits.categoryLength) are allowed"
        case .duplicateCategory(let name): return "A category with this name already exists: \(name)"
        case .unknownPreset(let p): return "No preset named '\(p)': see 'habitctl presets'"
        case .unknownSetting(let k): return "Unknown setting '\(k)': see 'habitctl config list'"
        case .invalidSettingValue(let k, let v, let expected): return "Invalid value '\(v)' for \(k): expected \(expected)"
        case .invalidQuietHours(let q): return "Invalid quiet hours '\(q)': use HH:MM-HH:MM (e.g. 22:00-07:00) or off"
        case .nothingToUndo(let h, let d): return "Nothing to undo: '\(h)' has no completion on \(d)"
        case .notSkipped(let h, let d): return "'\(h)' is not skipped on \(d)"
        case .alreadySkipped(let h, let d): return "'\(h)' is already skipped on \(d)"
        case .noteTooLong(let n): return "Note is \(n) characters long; at most \(Limits.noteLength) are allowed"
        case .invalidImport(let why): return "Cannot import: \(why)"
        case .remindDaysWithoutRemind: return "--remind-days limits the reminders given with it: add --remind HH:MM"
        case .beforeStart(let h, let d, let s): return "\(d) is before '\(h)' started (\(s)); move the start with 'habitctl edit \"\(h)\" --start \(d)'"
        case .archived(let name): return "'\(name)' is archived: 'habitctl unarchive \(name)' first"
        }
    }

    public var description: String { message }
}

/// The bounds that validation enforces, in one place.
public enum Limits {
    public static let nameLength = 60
    public static let descriptionLength = 300
    public static let categoryLength = 40
    public static let noteLength = 500
    public static let maxCount = 1000
    public static let maxGoal = 9999.0
    public static let maxTimesPerDay = 24
    public static let maxInterval = 365
    public static let rewardLength = 100
    public static let maxRewardEvery = 1000
}
