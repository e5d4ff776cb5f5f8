import HabitCore
import ArgumentParser

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", 
        abstract: tr("Show the board, filtered."),
        discussion: tr("One line per habit: this week day by day (today in brackets), the week's progress, and what is still\ndue. Pinned habits come first, under Pinned; then each category under its name; then the\nhabits without one (--flat: one list).\n\nThe days: %s\n\nExamples:\n  habitctl list --due\n  habitctl list --category Health --date 2026-11-20\n  habitctl list --json | jq '.[] | select(.due_today) | .name'", VerdictGlyph.legend))

    @ParentCommand var root: HabitCtl
    @OptionGroup var options: ListOptions

    func run() throws {
        try options.query.print(try Context.open(dbPath: root.db))
    }
}

/// `habitctl` with no subcommand.
struct Board: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "board", 
        abstract: tr("Show the board (the default when no subcommand is given)."), shouldDisplay: false)

    @ParentCommand var root: HabitCtl
    @OptionGroup var options: ListOptions

    func run() throws {
        try options.query.print(try Context.open(dbPath: root.db))
    }
}
