import FoundationEssentials

/// Input checks with the exact messages users read. Every command validates through here
/// before it touches the store.
public enum Validate {
    /// Trims, then checks: 1–60 characters, no control characters.
    public static func name(_ raw: String) throws(HabitError) -> String {
        let name = raw.trimmingSpacesAndLines()
        if name.isEmpty { throw .emptyName }
        try safe(name, "Name", .name)
        if name.count > Limits.nameLength { throw .nameTooLong(name.count) }
        return name
    }

    /// The form names are compared in: canonical composition, lowercased.
    public static func nameKey(_ name: String) -> String {
        name.canonicallyComposed.lowercased()
    }

    /// The key a name as typed is looked up by (`habitctl done " read "` finds Read).
    public static func lookupKey(_ typed: String) -> String {
        nameKey(typed.trimmingSpacesAndLines())
    }

    /// A freedesktop sound theme name (`message-new-instant`, `bell`, `complete`): lowercase
    /// letters, digits, `-`, `_` and `.`, at most 64, or `none`; nil for anything else.
    public static func soundName(_ raw: String) -> String? {
        let t = raw.trimmingSpaces().asciiLowercased
        guard (1...64).contains(t.utf8.count), t.utf8.first.map({ $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: ".") }) ?? false,
              t.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x5F || $0 == 0x2E }) else { return nil }
        return t
    }

    /// A gettext language: `auto`, or `ll` / `ll_CC` (ISO 639 and 3166 letters), as
    /// `de`, `es`, `pt_BR`; the language in lower case, the country in upper case.
    public static func languageCode(_ raw: String) -> String? {
        let parts = raw.replacing("-", with: "_").split(separator: "_", omittingEmptySubsequences: false)
        if parts.count == 1, parts[0].lowercased() == "auto" { return "auto" }
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.utf8.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A } }),
              (2...3).contains(parts[0].count), parts.count == 1 || parts[1].count == 2 else { return nil }
        return parts[0].lowercased() + (parts.count == 2 ? "_" + parts[1].uppercased() : "")
    }

    public static func description(_ raw: String?) throws(HabitError) -> String? {
        guard let text = raw?.trimmingSpacesAndLines(), !text.isEmpty else { return nil }
        try safe(text, "Description", .multiline)
        if text.count > Limits.descriptionLength { throw .descriptionTooLong(text.count) }
        return text
    }

    /// A reward: its text (trimmed, 1–100 characters, no control characters) and the streak
    /// length it repeats on (2 or more: a reward for every single day is no reward).
    public static func reward(_ raw: String, every: Int) throws(HabitError) -> Reward {
        let text = raw.trimmingSpacesAndLines()
        if text.isEmpty { throw .invalidRewardText }
        try safe(text, "Reward", .line)
        if text.count > Limits.rewardLength { throw .rewardTextTooLong(text.count) }
        if !(2...Limits.maxRewardEvery).contains(every) { throw .invalidRewardEvery(every) }
        return Reward(text: text, every: every)
    }

    /// A nudge: every 5 to 720 minutes, 1 to 20 times.
    public static func nudge(every: Int, times: Int) throws(HabitError) -> Nudge {
        if !Nudge.minutes.contains(every) { throw .invalidNudgeInterval(every) }
        if !Nudge.counts.contains(times) { throw .invalidNudgeCount(times) }
        return Nudge(everyMinutes: every, times: times)
    }

    /// A day's note as stored, whoever writes it (a command, a page, an import): trimmed, nil
    /// when empty, refused when unsafe or longer than `Limits.noteLength`. `field`: what a
    /// refusal calls it when "Note" would not say which ("The note of Read on 2026-11-20").
    public static func note(_ raw: String?, field: String? = nil) throws(HabitError) -> String? {
        guard let text = raw?.trimmingSpacesAndLines(), !text.isEmpty else { return nil }
        try safe(text, field ?? "Note", .multiline)
        if text.count > Limits.noteLength {
            guard let field else { throw .noteTooLong(text.count) }
            throw .textTooLong(field: field, count: text.count, limit: Limits.noteLength)
        }
        return text
    }

    /// One grapheme that is not a letter, digit, space or control character (an emoji or symbol).
    public static func icon(_ raw: String?) throws(HabitError) -> String? {
        guard let raw else { return nil }
        let t = raw.trimmingSpaces()
        if t.isEmpty { return nil }
        guard t.count == 1, TextSafety.firstUnsafe(in: t, field: .name) == nil, let ch = t.first,
              !ch.isLetter, !ch.isNumber, !ch.isWhitespace, !ch.isPunctuation else { throw .invalidIcon(raw) }
        return t
    }

    public static func categoryName(_ raw: String) throws(HabitError) -> String {
        let name = raw.trimmingSpacesAndLines()
        if name.isEmpty { throw .emptyCategoryName }
        try safe(name, "Category", .name)
        if name.count > Limits.categoryLength { throw .categoryNameTooLong(name.count) }
        return name
    }

    /// A date argument: must exist.
    /// A day a check-in may be recorded on: inside the habit's term (the error names the
    /// `edit` that would move it).
    public static func inTerm(_ day: CivilDate, of habit: Habit) throws(HabitError) {
        if day < habit.startDate { throw .beforeStart(habit: habit.name, date: day, start: habit.startDate) }
        if let end = habit.endDate, day > end { throw .afterEnd(habit: habit.name, date: day, end: end) }
    }

    public static func date(_ text: String) throws(HabitError) -> CivilDate {
        guard let d = CivilDate(parsing: text.trimmingSpaces()) else { throw .invalidDate(text) }
        return d
    }

    /// A date something is recorded for: must exist and not be after `today`.
    public static func pastOrToday(_ text: String, today: CivilDate) throws(HabitError) -> CivilDate {
        let d = try date(text)
        if d > today { throw .futureDate(d) }
        return d
    }

    /// An IANA zone name (`Area/Location`, or `UTC`) the tz database has a file for.
    /// Abbreviations (CEST, EST) and offsets (GMT+2) are refused: they do not follow DST rules.
    public static func zone(_ text: String, knownBy offsets: ZoneOffsets) throws(HabitError) -> String {
        let t = text.trimmingSpaces()
        if t == "UTC" { return t }
        guard t.contains("/"), offsets.knows(t) else { throw .invalidZone(text) }
        return t
    }

    /// "-1", "-0.5": a number with a minus sign (said as such, not as unreadable).
    public static func isNegativeNumber(_ text: String) -> Bool {
        let t = text.trimmingSpaces()
        return t.hasPrefix("-") && parseAmount(String(t.dropFirst())) != nil
    }

    public static func count(_ text: String) throws(HabitError) -> Int {
        guard text.allSatisfy(\.isASCIIDigit), let n = Int(text), (1...Limits.maxCount).contains(n) else {
            throw .invalidCount(text)
        }
        return n
    }

    /// An amount that arrived as a number (the API's JSON): the same limits as `value(_:)`'s text.
    public static func value(_ v: Double) throws(HabitError) -> Double {
        if v < 0 { throw .negative(option: "--value", text: formatAmount(v, decimalSeparator: ".")) }
        guard v.isFinite, v <= Limits.maxGoal else { throw .invalidValue(formatAmount(v, decimalSeparator: ".")) }
        return v
    }

    public static func count(_ n: Int) throws(HabitError) -> Int {
        if n < 0 { throw .negative(option: "--count", text: String(n)) }
        guard (1...Limits.maxCount).contains(n) else { throw .invalidCount(String(n)) }
        return n
    }

    public static func value(_ text: String) throws(HabitError) -> Double {
        if isNegativeNumber(text) { throw .negative(option: "--value", text: text) }
        guard let v = parseAmount(text) else { throw .invalidValue(text) }
        return v
    }

    /// Checks a whole habit: term order, schedule bounds, times per day, reminders, its zone
    /// (known to `zones`), and that the name is free among `otherNames` (the other habits'
    /// names, any letter case).
    public static func habit(_ h: Habit, otherNames: [String], zones: ZoneOffsets) throws(HabitError) {
        _ = try name(h.name)
        let key = nameKey(h.name)
        // Named as it exists ("Gym" when "gYM" is asked for).
        if let existing = otherNames.first(where: { nameKey($0) == key }) { throw .duplicateName(existing) }
        _ = try description(h.description)
        for text in HabitFieldTable.texts {
            if let stored = h[keyPath: text.path], try text.checked(stored, for: h) != stored {
                throw .invalidText(option: text.name, tr("it has spaces around it"))
            }
        }
        if let g = h.goal, case .custom(let u) = g.unit { try safe(u, "Unit", .line) }
        if let r = h.reward { try safe(r.text, "Reward", .line) }
        if let i = h.icon { try safe(i, "Icon", .name) }
        _ = try h.schedule.validated()
        if !(1...Limits.maxTimesPerDay).contains(h.timesPerDay) { throw .invalidTimesPerDay(h.timesPerDay) }
        if h.timesPerDay > 1 && !h.schedule.isDayKind { throw .timesPerDayNeedsDailyKind }
        if let p = h.goal?.period, p.spansDays, !h.schedule.isDayKind { throw .periodGoalNeedsDaySchedule(p) }
        if h.startDate < Limits.firstDay { throw .startTooEarly(h.startDate) }
        if let end = h.endDate, end < h.startDate { throw .endBeforeStart(start: h.startDate, end: end) }
        if let z = h.zone { _ = try zone(z, knownBy: zones) }
        if let g = h.goal, !(0...Limits.maxGoal).contains(g.value) { throw .invalidGoal(formatAmount(g.value)) }
        try TimeWindow.checkApart(h.windows)
        try pauses(h.pauses)
        if h.remindAuto && !h.reminders.isEmpty {
            throw .conflictingOptions("--remind auto learns one time of its own: drop the other reminders (--remind auto alone)")
        }
        if h.nudge != nil && h.plannedReminders.isEmpty {
            throw .conflictingOptions(tr("Nudges follow a reminder: add --remind HH:MM"))
        }
        var seen = Set<WallTime>()
        for r in h.reminders {
            if !seen.insert(r.time).inserted { throw .duplicateReminder(r.time) }
            if let d = r.days, d.isEmpty { throw .invalidWeekday("") }
        }
    }

    /// Each pause ends on or after its first day, has a note fit to keep, and none touches
    /// the next (`Habit.pauses(adding:)` folds touching ones into one).
    static func pauses(_ pauses: [Pause]) throws(HabitError) {
        if pauses.count > Limits.maxPauses { throw .tooManyPauses(Limits.maxPauses) }
        for (i, p) in pauses.enumerated() {
            if let last = p.last, last < p.first { throw .endBeforeStart(start: p.first, end: last) }
            if let n = p.note, try note(n) != n { throw .invalidPause(p.first) }
            if i > 0, pauses[i - 1].touches(p) { throw .invalidPause(p.first) }
        }
    }

    /// A routine's own shape: two members or more, each once, K among them, and no goal, quit
    /// or times a day of its own (its days are its members').
    public static func routineShape(_ h: Habit) throws(HabitError) {
        guard let r = h.routine else { return }
        if r.members.count < 2 { throw .invalidRoutine(tr("a routine needs two members or more")) }
        if Set(r.members).count != r.members.count { throw .invalidRoutine(tr("a member is named twice")) }
        if let k = r.need, !(1...r.members.count).contains(k) {
            throw .invalidRoutine(tr("--need takes 1 to %s (its members), not %s", r.members.count, k))
        }
        if h.kind != .build || h.goal != nil || h.timesPerDay != 1 {
            throw .invalidRoutine(tr("a routine is done when its members are: it takes no goal, --quit or --times of its own"))
        }
    }

    /// What depends on this machine's settings: a window wholly inside its quiet hours could
    /// never remind. The local write path refuses it (add, edit, import); what arrives by
    /// sync is another machine's choice, kept and warned about (`ReminderReach`).
    public static func windows(_ h: Habit, quiet: QuietHours?) throws(HabitError) {
        guard let quiet, let w = h.windows.first(where: quiet.covers) else { return }
        throw .windowInQuietHours(window: w.description, quiet: quiet.description)
    }

    /// Refuses text `TextSafety` says may not be stored, naming the field and the position.
    public static func safe(_ text: String, _ field: String, _ kind: TextSafety.Field) throws(HabitError) {
        if let bad = TextSafety.firstUnsafe(in: text, field: kind) { throw .unsafeText(field: field, bad) }
    }
}
