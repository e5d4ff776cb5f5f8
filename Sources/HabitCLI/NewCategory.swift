import HabitCore

/// `--new-category` of add and edit: a category named by `--category` that does not exist.
enum NewCategory {
    /// Whether `name` is a category to create: none of that name exists and --new-category was
    /// given, or the user says yes on a terminal. Otherwise a missing one is refused, saying how.
    static func creates(_ name: String, given: Bool, _ ctx: Context) throws -> Bool {
        let key = Validate.nameKey(name)
        guard try !ctx.db.categories().contains(where: { Validate.nameKey($0.name) == key }) else { return false }
        if given { return true }
        guard Terminal.stdinIsTTY else {
            throw CLIError(tr("No category named '%s': add --new-category to create it (habitctl category list shows them)", name))
        }
        guard Terminal.confirm(tr("No category named '%s' yet. Create it?", name.forTerminal)) else { throw CLIError(tr("not added")) }
        return true
    }
}
