import ArgumentParser

/// The board and `list` without the whole command tree.
///
/// `HabitCtl.parseAsRoot` builds the definition of every subcommand (about forty, each
/// reflected, its generics instantiated) before it looks at the first argument: a sixth of
/// a `habitctl list`, the command prompts and scripts run most. So `habitctl` and `habitctl
/// list` alone take the board's defaults with no parser, and `habitctl [list] --filters...`
/// is offered to `ListOptions` alone. That has no positional arguments, so anything else (a
/// subcommand, `--db`, `--help`, `--version`, a bad value) fails there, and the full parser
/// runs and speaks exactly as it always did.
enum QuickParse {
    /// The board's query for `habitctl [list] [filters...]`, or nil when the full parser must decide.
    static func board(_ arguments: [String]) -> BoardQuery? {
        let rest = arguments.first == "list" ? Array(arguments.dropFirst()) : arguments
        if rest.isEmpty { return BoardQuery() }
        return (try? ListOptions.parse(rest))?.query
    }
}
