import FoundationEssentials
import HabitCore
import HabitViews
import HabitStore

/// What the board and `list` show: the filters as plain values, so that the commonest
/// invocations (`habitctl`, `habitctl list`) need no parser at all (see `QuickParse`).
struct BoardQuery {
    var date: String?
    var category: String?
    var due = false
    var done = false
    var notDone = false
    var search: String?
    var now = false
    var flat = false
    var all = false
    var json = false

    /// Validates, reads (`BoardRead`: pinned first, then the user's order, then by the part
    /// of the day) and filters.
    /// The rows the filters admit, and the store's categories as the same read found them.
    func rows(_ ctx: Context) throws -> (rows: [BoardRow], categories: [Category]) {
        let flags = [("--due", due), ("--done", done), ("--not-done", notDone)].filter(\.1).map(\.0)
        if flags.count > 1 { throw CLIError(tr("choose one of %s", flags.joined(separator: ", "))) }
        let fixed = try date.map { d throws(HabitError) in try Validate.date(d) }
        if now && fixed != nil { throw CLIError(tr("--now is about the time now; drop it or --date")) }
        let board = try BoardRead(ctx.db, ctx.ledgerClock, includeArchived: all, fixed: fixed, wholeSpan: json)
        let inCategory = try CategoryFilter(category, in: board.snapshot)
        let needle = search.map { Validate.nameKey($0.trimmingSpaces()) }
        // A routine's members go where it goes: its category admits them too.
        let admittedMembers = Set(board.snapshot.habits.filter { $0.routine != nil && inCategory.admits($0) }.flatMap { $0.routine!.members })
        let rows = board.rows.filter { row in
            let h = row.habit
            if !inCategory.admits(h) && !admittedMembers.contains(h.uuid ?? "") { return false }
            if now, !h.windows.isEmpty, h.window(containing: ctx.minuteNow(for: h)) == nil { return false }
            if let needle, !needle.isEmpty, !Validate.nameKey(h.name).contains(needle) { return false }
            if due && !row.isDueToday { return false }
            if done && row.status != .done { return false }
            if notDone && row.status == .done { return false }
            return true
        }
        return (rows, board.snapshot.categories)
    }

    func print(_ ctx: Context) throws {
        let (rows, categories) = try rows(ctx)
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
        let sections = flat ? BoardSection.flat(rows) : BoardSection.grouped(rows, categories: categories.map(\.name))
        for line in BoardRenderer(terminal: ctx.terminal, weekStart: ctx.weekStart).render(sections, title: title) {
            Output.line(line)
        }
    }
}
