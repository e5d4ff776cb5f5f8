import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitViews
import HabitStore

struct History: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "history", abstract: tr("List a habit's completions, skips and noes, newest first."))

    @ParentCommand var root: HabitCtl

    @Argument(help: ArgumentHelp(tr("The habit.")))
    var name: String

    @Option(help: ArgumentHelp(tr("At most this many entries (0: all)."), valueName: "N"))
    var limit: Int = 50

    @Flag(help: ArgumentHelp(tr("Print JSON for scripts.")))
    var json = false

    func run() throws {
        guard limit >= 0 else { throw CLIError(tr("--limit takes 0 or more, not %s", limit)) }
        let ctx = try Context.open(dbPath: root.db)
        let snap = try ctx.db.snapshot(habitNamed: name)
        guard let h = snap.habits.first, h.id != nil else { throw HabitError.unknownHabit(name) }
        let rules = ctx.rules(h, snap), today = ctx.today(for: h)
        let entries = HistoryEntry.of(h, snap, rules: rules, today: today, skipsKeepStreak: ctx.settings.skipsKeepStreak, limit: limit)
        if json { return try Output.json(entries) }
        if entries.isEmpty { return Output.line(tr("%s: nothing recorded yet", h.name.forTerminal)) }
        let t = ctx.terminal
        /// "2026-11-25 10:30" in the system zone.
        func time(_ instant: Date) -> String {
            let (day, second) = ZoneResolver.local(instant, in: ctx.zone, offsets: ctx.offsets)
            return "\(day) \(WallTime(minuteOfDay: second / 60))"
        }
        for e in entries {
            var line = "\(DisplayWidth.pad(e.date.weekday.displayShortName, to: 3)) \(e.date.displayText)  "
            if e.kind == "skip" { line += t.dim(DisplayWidth.pad(tr("skipped"), to: 12)) }
            else if e.kind == "no" { line += DisplayWidth.pad(tr("no ✗"), to: 12) }
            else {
                line += DisplayWidth.pad(e.amountWords(h.forTerminal), to: 12)
            }
            line += t.dim(tr("  recorded %s%s", time(e.recordedAt), e.source.map { " via \($0)" } ?? ""))
            if let m = e.mood { line += "  \(m.face) \(m.displayWord)" }
            if let n = e.note { line += "  “\(n.forTerminal)”" }
            if let m = e.memoAt, m > e.recordedAt { line += t.dim(tr("  (memo %s)", time(m))) }
            Output.line(line)
        }
    }
}
