/// Every way user input or stored state can be wrong, with the exact line a user reads.
public enum HabitError: Error, Equatable, Sendable, CustomStringConvertible {
    case emptyName
    case nameTooLong(Int)
    /// `field` holds a character that may not be stored (see `TextSafety`).
    case unsafeText(field: String, TextSafety.Unsafe)
    case duplicateName(String)
    case descriptionTooLong(Int)
    /// A text of `HabitFieldTable.texts` past its limit: its label, its length, the limit.
    case textTooLong(field: String, count: Int, limit: Int)
    case invalidTime(String)
    case invalidWeekday(String)
    case invalidDate(String)
    case futureDate(CivilDate)
    case endBeforeStart(start: CivilDate, end: CivilDate)
    case startTooEarly(CivilDate)
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
    /// A command that writes a day's own log, asked of a routine (its days are its members').
    case routineHasNoLog(habit: String, command: String)
    case noteTooLong(Int)
    case invalidImport(String)
    case remindDaysWithoutRemind
    case archived(String)
    case beforeStart(habit: String, date: CivilDate, start: CivilDate)
    case tooManyPauses(Int)
    case invalidPause(CivilDate)
    case invalidRoutine(String)
    /// A free text its own check refused (`HabitTextField.check`): the option, and why.
    case invalidText(option: String, String)
    /// A refusal already in the user's words (a request the flows above the core decline).
    case refused(String)

    public var message: String {
        switch self {
        case .refused(let text): return text
        case .emptyName: return tr("Give your habit a name to track progress (the name is empty)")
        case .nameTooLong(let n): return tr("Name is %s characters long; at most %s are allowed", n, Limits.nameLength)
        case .unsafeText(let field, let bad):
            let why: String
            switch bad.kind {
            case .control: why = tr("control characters cannot be stored")
            case .directionOverride: why = tr("direction overrides make text display as other text")
            case .invisible: why = tr("invisible characters would let a name look like another")
            }
            return tr("%s contains %s at character %s: %s", field, bad.name, bad.position, why)
        case .duplicateName(let name): return tr("A habit with this name already exists: %s", name)
        case .descriptionTooLong(let n): return tr("Description is %s characters long; at most %s are allowed", n, Limits.descriptionLength)
        case .textTooLong(let field, let n, let limit): return tr("%1$s is %2$s characters long; at most %3$s are allowed", field, n, limit)
        case .invalidTime(let t): return tr("Invalid time '%s': use HH:MM from 00:00 to 23:59", t)
        case .invalidWeekday(let d): return tr("Invalid weekday '%s': use mon,tue,wed,thu,fri,sat,sun, weekdays or weekends", d)
        case .invalidDate(let d): return tr("Invalid date '%s': use an existing date as YYYY-MM-DD", d)
        case .futureDate(let d): return tr("Cannot record %s: it is in the future", d)
        case .endBeforeStart(let s, let e): return tr("End date must come after start date (start %s, end %s)", s, e)
        case .startTooEarly(let d): return tr("A habit starts on %1$s or later, not on %2$s", Limits.firstDay, d)
        case .invalidZone(let z): return tr("Unknown time zone '%s': use an IANA name such as Europe/Berlin", z)
        case .invalidColor(let c): return tr("Invalid colour '%s': use a palette name (%s) or #RRGGBB", c, Palette.names.joined(separator: ", "))
        case .invalidIcon(let i): return tr("Invalid icon '%s': use a single emoji or symbol", i)
        case .invalidCount(let c): return tr("Invalid count '%s': use a whole number from 1 to %s", c, Limits.maxCount)
        case .negative(let option, let text): return tr("%s must not be negative (got %s)", option, text)
        case .unitWithoutGoal(let u): return tr("A unit needs a goal: add --goal, e.g. --goal 5 --unit '%s'", u)
        case .invalidWindow(let t):
            return tr("Invalid window '%s': use morning, afternoon, evening, anytime or HH:MM-HH:MM within one day (24:00 for midnight)", t)
        case .overlappingWindows(let a, let b): return tr("The windows %s and %s overlap: give a habit windows that do not overlap", a, b)
        case .windowInQuietHours(let w, let q):
            return tr("The window %s lies inside quiet hours (%s): no reminder could show; choose another window or change quiet-hours", w, q)
        case .periodGoalNeedsDaySchedule(let p):
            return tr("A goal per %s adds up the days of a day schedule (--daily, --days, --every); --weekly and --monthly count days instead: use one or the other", p.name)
        case .conflictingOptions(let what): return what
        case .afterEnd(let h, let d, let e): return tr("%s is after '%s' ended (%s); move the end with 'habitctl edit \"%s\" --end %s'", d, h, e, h, d)
        case .invalidValue(let v): return tr("Invalid value '%s': use a number from 0 to %s", v, formatAmount(Limits.maxGoal))
        case .invalidRewardEvery(let n): return tr("Invalid --reward-every %s: a reward repeats on a streak of 2 to %s", n, Limits.maxRewardEvery)
        case .invalidNudgeInterval(let n): return tr("Invalid --nudge-every %s: nudge every %s to %s minutes", n, Nudge.minutes.lowerBound, Nudge.minutes.upperBound)
        case .invalidNudgeCount(let n): return tr("Invalid --nudge-times %s: nudge %s to %s times", n, Nudge.counts.lowerBound, Nudge.counts.upperBound)
        case .nudgeTimesWithoutNudge: return tr("--nudge-times needs a nudge: add --nudge-every MINUTES")
        case .invalidRewardText: return tr("A reward needs some text, such as --reward 'a new book'")
        case .rewardTextTooLong(let n): return tr("Reward is %s characters long; the limit is %s", n, Limits.rewardLength)
        case .rewardEveryWithoutReward: return tr("--reward-every needs a reward: add --reward TEXT")
        case .invalidTimesPerDay(let n): return tr("Invalid times per day %s: use 1 to %s", n, Limits.maxTimesPerDay)
        case .invalidInterval(let n): return tr("Invalid interval %s: --every takes 1 to %s days", n, Limits.maxInterval)
        case .invalidWeeklyTarget(let n): return tr("Invalid weekly target %s: use 1 to 7 times per week", n)
        case .invalidMonthlyTarget(let n): return tr("Invalid monthly target %s: use 1 to 31 times per month", n)
        case .conflictingSchedules(let flags): return tr("Choose one schedule: %s conflict", flags.joined(separator: " and "))
        case .timesPerDayNeedsDailyKind: return tr("--times applies to day schedules (--daily, --days, --every), not weekly, monthly or irregular ones")
        case .invalidUnit(let u): return tr("Invalid unit '%s': use 1 to 20 characters", u)
        case .invalidGoal(let g): return tr("Invalid goal '%s': use a number from 0 to %s", g, formatAmount(Limits.maxGoal))
        case .duplicateReminder(let t): return tr("A reminder at %s already exists", t)
        case .unknownReminder(let t): return tr("No reminder at %s", t)
        case .unknownHabit(let name): return tr("No habit named '%s'", name)
        case .unknownCategory(let name): return tr("No category named '%s'", name)
        case .emptyCategoryName: return tr("Category name is empty")
        case .categoryNameTooLong(let n): return tr("Category name is %s characters long; at most %s are allowed", n, Limits.categoryLength)
        case .duplicateCategory(let name): return tr("A category with this name already exists: %s", name)
        case .unknownPreset(let p): return tr("No preset named '%s': see 'habitctl presets'", p)
        case .unknownSetting(let k): return tr("Unknown setting '%s': see 'habitctl config list'", k)
        case .invalidSettingValue(let k, let v, let expected): return tr("Invalid value '%s' for %s: expected %s", v, k, expected)
        case .invalidQuietHours(let q): return tr("Invalid quiet hours '%s': use HH:MM-HH:MM (e.g. 22:00-07:00) or off", q)
        case .nothingToUndo(let h, let d): return tr("Nothing to undo: '%s' has no completion on %s", h, d)
        case .notSkipped(let h, let d): return tr("'%s' is not skipped on %s", h, d)
        case .alreadySkipped(let h, let d): return tr("'%s' is already skipped on %s", h, d)
        case .routineHasNoLog(let h, let command):
            return tr("%1$s is a routine: its days are its members' ('habitctl %2$s' one of them; 'habitctl done %1$s' does them all)", h, command)
        case .noteTooLong(let n): return tr("Note is %s characters long; at most %s are allowed", n, Limits.noteLength)
        case .invalidImport(let why): return tr("Cannot import: %s", why)
        case .remindDaysWithoutRemind: return tr("--remind-days limits the reminders given with it: add --remind HH:MM")
        case .beforeStart(let h, let d, let s): return tr("%s is before '%s' started (%s); move the start with 'habitctl edit \"%s\" --start %s'", d, h, s, h, d)
        case .archived(let name): return tr("'%s' is archived: 'habitctl unarchive %s' first", name, name)
        case .tooManyPauses(let n): return tr("A habit keeps at most %s pauses: 'habitctl pause --list' shows them", n)
        case .invalidPause(let d): return tr("The pause from %s overlaps another or holds a note that cannot be kept", d)
        case .invalidRoutine(let why): return tr("Not a routine: %s", why)
        case .invalidText(let option, let why): return tr("Invalid --%1$s: %2$s", option, why)
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
    public static let maxPauses = 100
    /// The first day a habit may start on: a habit's verdicts are folded day by day from its
    /// start, and an import starting in the year 1013 made that a million days (the fuzzer's
    /// 11-second input).
    public static let firstDay = CivilDate(year: 1970, month: 1, day: 1)!
}
