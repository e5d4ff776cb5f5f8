import HabitCore
import HabitViews
import HabitStore

/// `habitctl pause --list`, and the words every view says a pause in.
enum PauseList {
    /// "from Tue 2026-12-01 to Mon 2026-12-07 (Holiday)", "from Tue 2026-12-01 until resumed".
    static func span(_ p: Pause) -> String {
        PauseText.span(p) + (p.note.map { " (\($0.forTerminal))" } ?? "")
    }

    /// "Sun 2026-11-22": a pause's day as every view says it.
    static func day(_ d: CivilDate) -> String { ProgressText.day(d) }

    /// Every pause running or planned, habit by habit; one sentence when there is none.
    static func print(_ ctx: Context) throws {
        let habits = try ctx.db.snapshot(logs: false).habits
        var rows: [(String, Pause)] = []
        for h in habits {
            for p in h.pauses(from: ctx.today(for: h)) { rows.append((h.name.forTerminal, p)) }
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
