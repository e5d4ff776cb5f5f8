import ArgumentParser
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

    /// The parsed filters as the board reads them.
    var query: BoardQuery {
        BoardQuery(date: date, category: category, due: due, done: done, notDone: notDone, search: search,
                   now: now, flat: flat, all: all, json: json)
    }
}
