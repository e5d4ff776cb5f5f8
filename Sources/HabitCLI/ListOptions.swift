import ArgumentParser
import Foundation
import HabitCore

/// Filters of the board and `list`.
struct ListOptions: ParsableArguments {
    @Option(help: ArgumentHelp(tr("Show the board for this day instead of today."), valueName: "YYYY-MM-DD"))
    var date: String?

    @Option(help: ArgumentHelp(tr("Only habits in this category."), valueName: "name"))
    var category: String?

    @Flag(help: ArgumentHelp(tr("Only habits still due that day.")))
    var due = false

    @Flag(help: ArgumentHelp(tr("Only habits done that day.")))
    var done = false

    @Flag(name: .customLong("not-done"), help: ArgumentHelp(tr("Only habits not done that day (due, not due or skipped).")))
    var notDone = false

    @Option(help: ArgumentHelp(tr("Only habits whose name contains this text (any letter case)."), valueName: "text"))
    var search: String?

    @Flag(help: ArgumentHelp(tr("Only what belongs to this part of the day: habits whose window holds the time now, and those without one.")))
    var now = false

    @Flag(help: ArgumentHelp(tr("One list, without the Pinned and category sections.")))
    var flat = false

    @Flag(help: ArgumentHelp(tr("Include archived habits.")))
    var all = false

    @Flag(help: ArgumentHelp(tr("Print JSON for scripts.")))
    var json = false

    /// Validates, reads and filters; the rows come pinned first, then by the part of the day
    /// (morning before evening; habits of no window or anytime last), then in creation order.
    func rows(_ ctx: Context) throws -> [BoardRow] {
        let flags = [("--due", due), ("--done", done), ("--not-done", notDone)].filter(\.1).map(\.0)
        if flags.count > 1 { throw CLIError(tr("choose one of %s", flags.joined(separator: ", "))) }
        let fixed = try date.map { d throws(HabitError) in try Validate.date(d) }
        // The week around the day, as the ledger needs it (its log span: a habit's today can be a
        // day either side of the system's); the month only for what shows it: JSON's month
        // figures, and habits judged by months.
        let anchor = fixed ?? ctx.today
        let week = DateWindow(first: anchor.adding(days: -1).startOfWeek(ctx.weekStart),
                              last: anchor.adding(days: 1).startOfWeek(ctx.weekStart).adding(days: 6))
        let whole = Ledger.logSpan(for: week, weekStart: ctx.weekStart)
        func logFrom(_ h: Habit) -> CivilDate {
            json ? whole.first : Ledger.logSpan(for: week, weekStart: ctx.weekStart, of: h).first
        }
        let snap = try ctx.db.snapshot(includeArchived: all, from: whole.first, to: whole.last, folded: true, logsFrom: logFrom)
        let inCategory = try CategoryFilter(category, in: snap)
        let needle = search.map { Validate.nameKey($0.trimmingCharacters(in: .whitespaces)) }
        // The streaks resume over the logs just read where those reach back far enough.
        let known = Dictionary(uniqueKeysWithValues: snap.habits.map { h in (h.id!, (from: logFrom(h), log: snap.log(for: h))) })
        let progress = try ctx.progress(of: snap.habits, on: fixed, known: known)
        if now && fixed != nil { throw CLIError(tr("--now is about the time now; drop it or --date")) }
        // A routine's members go where it goes: its category admits them too.
        let admittedMembers = Set(snap.habits.filter { $0.routine != nil && inCategory.admits($0) }.flatMap { $0.routine!.members })
        return Self.byWindow(snap.habits).compactMap { h in
            if !inCategory.admits(h) && !admittedMembers.contains(h.uuid ?? "") { return nil }
            if now, !h.windows.isEmpty, h.window(containing: ctx.minuteNow(for: h)) == nil { return nil }
            if let needle, !needle.isEmpty, !Validate.nameKey(h.name).contains(needle) { return nil }
            let row = BoardRow(rules: ctx.rules(h, snap), date: fixed ?? ctx.today(for: h), progress: progress[h.id!]?.fold,
                             skipsKeepStreak: ctx.settings.skipsKeepStreak)
            if due && !row.isDueToday { return nil }
            if done && row.status != .done { return nil }
            if notDone && row.status == .done { return nil }
            return row
        }
    }

    /// Pinned first, then the user's order (`move`), then by the first window's start (none
    /// or anytime: after the evening), creation order within each.
    static func byWindow(_ habits: [Habit]) -> [Habit] {
        func key(_ h: Habit) -> Int { h.windows.first { !$0.isAnytime }?.start ?? 1440 }
        // The user's order (`move`) first; the rest by the day's order, then as they came.
        return habits.enumerated().sorted { a, b in
            (a.element.pinned ? 0 : 1, a.element.position ?? .infinity, key(a.element), a.offset)
                < (b.element.pinned ? 0 : 1, b.element.position ?? .infinity, key(b.element), b.offset)
        }.map(\.element)
    }

    func print(_ ctx: Context) throws {
        let rows = try rows(ctx)
        if json {
            let tracked = try ctx.db.daysTracked(of: rows.map(\.habit))
            return try Output.json(rows.map { ListEntry($0, daysTracked: tracked[$0.habit.id ?? -1] ?? 0) })
        }
        if rows.isEmpty {
            let anyFilter = category != nil || search != nil || due || done || notDone || now
            let archived = all ? 0 : try ctx.db.snapshot(includeArchived: true, from: ctx.today, to: ctx.today).habits.filter(\.archived).count
            if anyFilter { Output.line(tr("No habits match.")) } else if archived > 0 {
                Output.line(tr("No active habits; %s archived (habitctl list --all shows them, habitctl unarchive NAME brings one back).", archived))
            } else {
                Output.line(tr("No habits yet. Add your first one:"))
                Output.line(tr("  habitctl add \"Drink water\" --times 3 --remind 09:00"))
                Output.line(tr("  habitctl presets        (ready-made habits)"))
            }
            return
        }
        let day = try date.map { d throws(HabitError) in try Validate.date(d) } ?? ctx.today
        let weekFirst = day.startOfWeek(ctx.weekStart)
        let title = date == nil
            ? tr("Week of %1$s %2$s · today %3$s %4$s", weekFirst.weekday.displayShortName, weekFirst.displayText, day.weekday.displayShortName, day.displayText)
            : tr("Week of %1$s %2$s · showing %3$s %4$s", weekFirst.weekday.displayShortName, weekFirst.displayText, day.weekday.displayShortName, day.displayText)
        let sections = flat ? BoardSection.flat(rows) : BoardSection.grouped(rows, categories: try ctx.db.categories().map(\.name))
        for line in BoardRenderer(terminal: ctx.terminal, weekStart: ctx.weekStart).render(sections, title: title) {
            Output.line(line)
        }
    }
}

/// One element of `list --json` (the contract: name, done_today, week_done, week_target):
/// every field of the habit in its flat form (`HabitFieldTable`, nulls kept), then where it
/// stands on the day.
struct ListEntry: Encodable {
    let habit: Habit
    /// A week's or month's goal: the amount logged in today's period so far; else null.
    let periodAmount: Double?
    let date: CivilDate
    let status: String
    let dueToday: Bool
    let doneToday: Int
    let valueToday: Double
    let weekDone: Int
    let weekTarget: Int?
    let monthDone: Int
    let monthTarget: Int?
    let currentStreak: Int
    let bestStreak: Int
    let streakUnit: String?
    let ladderStep: String?
    /// Days with a completion, over the whole history.
    let daysTracked: Int

    init(_ row: BoardRow, daysTracked: Int) {
        self.daysTracked = daysTracked
        habit = row.habit
        periodAmount = row.periodAmount
        date = row.date
        status = ProgressText.key(row.status)
        dueToday = row.isDueToday
        currentStreak = row.streak?.count ?? 0
        bestStreak = row.streak?.best ?? 0
        streakUnit = row.streak?.unit.rawValue
        ladderStep = row.ladderStep
        doneToday = row.tally.count
        valueToday = row.tally.value
        weekDone = row.weekProgress.done
        weekTarget = row.weekProgress.target
        monthDone = row.monthProgress.done
        monthTarget = row.monthProgress.target
    }

    /// Keeps `week_target: null` in the output rather than dropping the key.
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: HabitField.Key.self)
        func put<T: Encodable>(_ value: T, _ key: String) throws { try c.encode(value, forKey: HabitField.Key(key)) }
        // Identity first, then every field of the table, then the schedule as data (as rich as
        // show --json's habit).
        try put(habit.id, "id")
        try put(habit.uuid, "uuid")
        try habit.encodeListed(into: &c)
        try put(ScheduleData(habit.schedule), "scheduleData")
        try put(daysTracked, "daysTracked")
        try put(periodAmount, "periodAmount")
        try put(date, "date")
        try put(status, "status")
        try put(dueToday, "dueToday")
        try put(doneToday, "doneToday")
        try put(valueToday, "valueToday")
        try put(weekDone, "weekDone")
        try put(weekTarget, "weekTarget")
        try put(monthDone, "monthDone")
        try put(monthTarget, "monthTarget")
        try put(currentStreak, "currentStreak")
        try put(bestStreak, "bestStreak")
        try put(streakUnit, "streakUnit")
        try put(ladderStep, "ladderStep")
    }
}

/// A schedule as data, beside its words: `{"kind": "weekly", "value": 3}` (value null for
/// daily and irregular; a weekday set as its bit mask, Monday 1 … Sunday 64).
struct ScheduleData: Encodable {
    let kind: String
    let value: Int?
    init(_ s: Schedule) { (kind, value) = s.storage }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: HabitField.Key.self)
        try c.encode(kind, forKey: HabitField.Key("kind"))
        try c.encode(value, forKey: HabitField.Key("value"))
    }
}
