import HabitCore

/// `--new-category` of add and edit: a category named by `--category` that does not exist.
enum NewCategory {
    /// On a terminal, a missing category asks to be created; elsewhere nil (`HabitWrite`
    /// refuses it, saying how).
    static var ask: ((String) throws -> Bool)? {
        guard Terminal.stdinIsTTY else { return nil }
        return { name in
            guard Terminal.confirm(tr("No category named '%s' yet. Create it?", name.forTerminal)) else { throw CLIError(tr("not added")) }
            return true
        }
    }
}
