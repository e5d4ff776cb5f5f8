import HabitCore

/// `habitctl pause --list`, and the words every view says a pause in.
enum PauseList {
    /// "from Tue 2026-12-01 to Mon 2026-12-07 (Holiday)", "from Tue 2026-12-01 until resumed".
    static func span(_ p: Pause) -> String {
        let from = "\(p.first.weekday.displayShortName) \(p.first.displayText)"
        let words = p.last.map { tr("from %1$s to %2$s", from, "\($0.weekday.displayShortName) \($0.displayText)") }
            ?? tr("from %s until resumed", from)
        return words + (p.note.map { " (\($0.forTerminal))" } ?? "")
    }

    /// Every pause running or planned, habit by habit; one sentence when there is none.
    static func print(_ ctx: Context) throws {
        let habits = try ctx.db.snapshot(logs: false).habits
        var rows: [(String, Pause)] = []
        for h in habits {
            let today = ctx.today(for: h)
            for p in h.pauses where p.last.map({ $0 >= today }) ?? true { rows.append((h.name.forTerminal, p)) }
        }
        guard !rows.isEmpty else {
            Output.line(tr("Nothing is paused. Pause a habit with 'habitctl pause NAME --from DATE --to DATE'."))
            return
        }
        let width = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        for (name, p) in rows.sorted(by: { ($0.1.first, $0.0) < ($1.1.first, $1.0) }) {
            Output.line(DisplayWidth.pad(name, to: width) + "  " + span(p))
        }
    }
}
