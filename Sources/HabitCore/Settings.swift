import FoundationEssentials

/// Quiet hours on the user's wall clock: [start, end), possibly wrapping midnight.
public struct QuietHours: Hashable, Sendable, Codable, CustomStringConvertible {
    public var start: WallTime
    public var end: WallTime

    public init(start: WallTime, end: WallTime) {
        self.start = start
        self.end = end
    }

    /// `22:00-07:00`; start and end must differ.
    public static func parse(_ text: String) throws(HabitError) -> QuietHours {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2,
              let s = try? WallTime.parse(parts[0].trimmingSpaces()),
              let e = try? WallTime.parse(parts[1].trimmingSpaces()),
              s != e else { throw .invalidQuietHours(text) }
        return QuietHours(start: s, end: e)
    }

    public func contains(_ t: WallTime) -> Bool {
        start < end ? (t >= start && t < end) : (t >= start || t < end)
    }

    public var description: String { "\(start)-\(end)" }
}

public enum QuietPolicy: String, Sendable, Codable, CaseIterable {
    /// Move the reminder to the end of the quiet hours (same day).
    case `defer`
    /// Drop it.
    case skip
}

public enum UnitSystem: String, Sendable, Codable, CaseIterable {
    /// km, kg, litres; `us` and `imperial` differ only in their cup (236.6 ml and 284.1 ml).
    case metric, imperial, us
}

/// Everything the user sets once for all habits.
public struct Settings: Hashable, Sendable, Codable {
    public var quietHours: QuietHours?
    public var quietPolicy: QuietPolicy
    /// nil: the locale's first weekday, else Monday (decided by the caller, which knows the locale).
    public var weekStart: Weekday?
    public var units: UnitSystem
    public var snoozeMinutes: Int
    /// Whether a skipped day keeps a streak alive (it never extends one).
    public var skipsKeepStreak: Bool
    /// The sound a reminder asks for (freedesktop sound theme name), `none` for silence; a
    /// habit's own `--sound` wins.
    public var sound: String
    public static let defaultSound = "message-new-instant"
    /// The language of every message (`de`, `es`, `pt_BR`); nil: the environment's
    /// (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).
    public var language: String?
    /// Which of habitd's daily backups of the store to keep (`BackupRetention`).
    public var backups: BackupRetention = .standard
    /// The background habit colours are shown for (`Theme`).
    public var theme: Theme = .auto
    /// Whether a tap (`toggle`) on a build habit's done day says no (done → no → nothing)
    /// rather than taking the day back to nothing (done ↔ nothing, seed 000's tap).
    public var toggleSaysNo = false

    public init(quietHours: QuietHours? = nil, quietPolicy: QuietPolicy = .defer, weekStart: Weekday? = nil,
                units: UnitSystem = .metric, snoozeMinutes: Int = 10, skipsKeepStreak: Bool = true, sound: String = Settings.defaultSound,
                language: String? = nil) {
        self.quietHours = quietHours
        self.quietPolicy = quietPolicy
        self.weekStart = weekStart
        self.units = units
        self.snoozeMinutes = snoozeMinutes
        self.skipsKeepStreak = skipsKeepStreak
        self.sound = sound
        self.language = language
    }

    /// The sound `habit`'s reminders ask for; nil for none (the server is asked for silence).
    public func sound(for habit: Habit) -> String? {
        let s = habit.sound?.description ?? sound
        return s == "none" ? nil : s
    }
}

/// The settings as `habitctl config` names them: one key, one text value each.
public enum SettingKey: String, CaseIterable, Sendable {
    case quietHours = "quiet-hours"
    case quietPolicy = "quiet-policy"
    case weekStart = "week-start"
    case units
    case snoozeMinutes = "snooze-minutes"
    case skipsKeepStreak = "skips-keep-streak"
    case sound
    case language
    case backups
    case theme
    case toggleSaysNo = "toggle-says-no"

    public static func parse(_ text: String) throws(HabitError) -> SettingKey {
        guard let key = SettingKey(rawValue: text.asciiLowercased) else { throw .unknownSetting(text) }
        return key
    }

    public var expected: String {
        switch self {
        case .quietHours: return tr("HH:MM-HH:MM or off")
        case .quietPolicy: return tr("defer or skip")
        case .weekStart: return tr("monday, sunday or saturday")
        case .units: return tr("metric, imperial or us")
        case .snoozeMinutes: return tr("a whole number of minutes from 1 to 1440")
        case .skipsKeepStreak: return tr("on or off")
        case .sound: return tr("a sound theme name such as message-new-instant or bell, or none")
        case .language: return tr("a language code such as de, es or en, or auto")
        case .backups: return tr("daily,weekly,monthly counts to keep (such as 7,4,12), or off")
        case .theme: return tr("dark, light or auto")
        case .toggleSaysNo: return tr("on or off")
        }
    }

    public var help: String {
        switch self {
        case .quietHours: return tr("no reminders between these wall-clock times (wraps midnight)")
        case .quietPolicy: return tr("what happens to a reminder inside quiet hours")
        case .weekStart: return tr("first day of the week for weekly targets and the board")
        case .units: return tr("units of presets and suggestions, and the cup an edit --unit converts with")
        case .snoozeMinutes: return tr("how long Snooze waits")
        case .skipsKeepStreak: return tr("a skipped day neither breaks nor extends a streak")
        case .sound: return tr("the sound reminders ask the notification server for")
        case .language: return tr("the language of messages and notifications (auto: LANGUAGE, LC_MESSAGES, LANG)")
        case .backups: return tr("the daily backups habitd keeps of the store (off: none made)")
        case .theme: return tr("the terminal's background, which colours are shown for (auto: ask the terminal, then COLORFGBG, else dark)")
        case .toggleSaysNo: return tr("a tap on a done day says no (done, no, nothing) rather than taking it back (done, nothing)")
        }
    }

    /// The setting's name for people (the settings page's label; the key is what is typed).
    public var title: String {
        switch self {
        case .quietHours: return tr("Quiet hours")
        case .quietPolicy: return tr("A reminder in quiet hours")
        case .weekStart: return tr("The week starts on")
        case .units: return tr("Units")
        case .snoozeMinutes: return tr("Snooze for (minutes)")
        case .skipsKeepStreak: return tr("Skipped days keep a streak")
        case .sound: return tr("Reminder sound")
        case .language: return tr("Language")
        case .backups: return tr("Backups kept")
        case .theme: return tr("Terminal background")
        case .toggleSaysNo: return tr("A second tap says no")
        }
    }

    /// A value the setting takes, with its words: a choice among `offered`.
    public struct Choice: Sendable, Equatable {
        public let value: String
        public let words: String
    }

    /// Every value the setting takes, when they are a short list (a page offers them to
    /// choose from); nil for a setting that takes a value typed (times, counts, a sound).
    /// `languages`: the catalogues here, each offered by its own name.
    public func offered(languages: [String]) -> [Choice]? {
        let onOff = [Choice(value: "on", words: tr("on")), Choice(value: "off", words: tr("off"))]
        switch self {
        case .quietHours, .snoozeMinutes, .sound, .backups: return nil
        case .quietPolicy:
            return [Choice(value: "defer", words: tr("shown when quiet hours end")), Choice(value: "skip", words: tr("not shown that day"))]
        case .weekStart:
            return [Weekday.monday, .sunday, .saturday].map { Choice(value: $0.fullName, words: $0.displayName) }
        case .units:
            return [Choice(value: "metric", words: tr("metric (km; a cup of 250 ml)")), Choice(value: "imperial", words: tr("imperial (miles; a cup of 284 ml)")),
                    Choice(value: "us", words: tr("US (miles; a cup of 237 ml)"))]
        case .skipsKeepStreak, .toggleSaysNo: return onOff
        case .language:
            return [Choice(value: "auto", words: tr("as the system's (LANGUAGE, LANG)")), Choice(value: "en", words: LanguageName.own("en"))]
                + languages.filter { $0 != "en" }.map { Choice(value: $0, words: LanguageName.own($0)) }
        case .theme:
            return [Choice(value: "auto", words: tr("ask the terminal")), Choice(value: "dark", words: tr("dark")), Choice(value: "light", words: tr("light"))]
        }
    }

    /// The text `config get` prints for this key.
    public func value(in s: Settings, defaultWeekStart: Weekday) -> String {
        switch self {
        case .quietHours: return s.quietHours?.description ?? "off"
        case .quietPolicy: return s.quietPolicy.rawValue
        case .weekStart: return (s.weekStart ?? defaultWeekStart).fullName
        case .units: return s.units.rawValue
        case .snoozeMinutes: return String(s.snoozeMinutes)
        case .skipsKeepStreak: return s.skipsKeepStreak ? "on" : "off"
        case .sound: return s.sound
        case .language: return s.language ?? "auto"
        case .backups: return s.backups.description
        case .theme: return s.theme.rawValue
        case .toggleSaysNo: return s.toggleSaysNo ? "on" : "off"
        }
    }

    /// A switch's text: on (true, yes, 1) or off (false, no, 0); nil for anything else.
    private static func onOff(_ t: String) -> Bool? {
        switch t {
        case "on", "true", "yes", "1": return true
        case "off", "false", "no", "0": return false
        default: return nil
        }
    }

    /// Applies `text` to `s`, or throws the one line the user reads.
    public func apply(_ text: String, to s: inout Settings) throws(HabitError) {
        let t = text.trimmingSpaces().lowercased()
        let bad = HabitError.invalidSettingValue(key: rawValue, value: text, expected: expected)
        switch self {
        case .quietHours:
            if t == "off" || t == "none" { s.quietHours = nil } else { s.quietHours = try QuietHours.parse(t) }
        case .quietPolicy:
            guard let p = QuietPolicy(rawValue: t) else { throw bad }
            s.quietPolicy = p
        case .weekStart:
            switch t {
            case "monday", "mon": s.weekStart = .monday
            case "sunday", "sun": s.weekStart = .sunday
            case "saturday", "sat": s.weekStart = .saturday
            default: throw bad
            }
        case .units:
            guard let u = UnitSystem(rawValue: t) else { throw bad }
            s.units = u
        case .snoozeMinutes:
            guard t.allSatisfy(\.isASCIIDigit), let n = Int(t), (1...1440).contains(n) else { throw bad }
            s.snoozeMinutes = n
        case .skipsKeepStreak:
            guard let on = Self.onOff(t) else { throw bad }
            s.skipsKeepStreak = on
        case .toggleSaysNo:
            guard let on = Self.onOff(t) else { throw bad }
            s.toggleSaysNo = on
        case .sound:
            guard let name = Validate.soundName(t) else { throw bad }
            s.sound = name
        case .language:
            guard let code = Validate.languageCode(text.trimmingSpaces()) else { throw bad }
            s.language = code == "auto" ? nil : code
        case .backups:
            guard let r = BackupRetention.parse(t) else { throw bad }
            s.backups = r
        case .theme:
            guard let theme = Theme(rawValue: t) else { throw bad }
            s.theme = theme
        }
    }
}
