import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitViews
import HabitStore
import Posix

struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: tr("Completions, completion rate, streaks, perfect days and a trend chart, over a window."),
        discussion: tr("Examples:\n  habitctl stats\n  habitctl stats Read --last 12w\n  habitctl stats --category Health --from 2026-01-01 --to 2026-06-30\n  habitctl stats Run --json\n  habitctl stats Read --last 12w --chart line --svg read.svg"))

    @ParentCommand var root: HabitCtl

    @Argument(help: ArgumentHelp(tr("One habit (default: every habit that is not archived).")))
    var name: String?

    @Option(help: ArgumentHelp(tr("Only habits in this category."), valueName: "name"))
    var category: String?

    @Option(help: ArgumentHelp(tr("First day of the window (default: 29 days before --to)."), valueName: "YYYY-MM-DD"))
    var from: String?

    @Option(help: ArgumentHelp(tr("Last day of the window (default and at most: today)."), valueName: "YYYY-MM-DD"))
    var to: String?

    @Option(help: ArgumentHelp(tr("The window ending today: 30d, 12w, 6m or 1y."), valueName: "N{d|w|m|y}"))
    var last: String?

    @Option(help: ArgumentHelp(tr("How the completion rate is drawn (default: the habit's --chart, else bars)."), valueName: "bar|line"))
    var chart: ChartKind?

    @Option(help: ArgumentHelp(tr("Also write the charts as an SVG file."), valueName: "file"), completion: .file(extensions: ["svg"]))
    var svg: String?

    @Flag(help: ArgumentHelp(tr("Print JSON for scripts.")))
    var json = false

    func run() throws {
        let ctx = try Context.open(dbPath: root.db)
        let window = try StatsWindow.resolve(from: from, to: to, last: last, today: ctx.today)
        let read = try StatsRead(ctx.db, ctx.ledgerClock, habitNamed: name, category: category, window: window)
        let (report, habits, snap) = (read.report, read.habits, read.snapshot)
        let line = (chart ?? (name != nil && habits.first?.chart == .line ? .line : .bar)) == .line
        let title = name.flatMap { _ in habits.first?.name } ?? category.map { tr("Category %s", $0) } ?? tr("All habits")
        if let svg {
            let document = StatsSVG(report, title: title, habitColor: (name != nil ? habits.first?.color : nil) ?? .palette("sky"),
                                    background: ctx.terminal.background.value, line: line).document()
            do throws(SystemCallError) {
                let file = try FileDescriptor.open(svg, [.writeOnly, .create, .truncate], mode: 0o644)
                defer { file.close() }
                try file.writeAll(Array(document.utf8))
            } catch {
                throw CLIError(tr("cannot write %s: %s", svg, error.reason))
            }
        }
        if json { return try Output.json(report.json) }
        // Empty states: a sentence saying what to do, never a table of zeros.
        if habits.isEmpty { return Output.line(tr("No habits to count yet: add one with 'habitctl add NAME'.")) }
        let logged = habits.contains { h in snap.log(for: h).tallies.keys.contains { $0 >= window.first && $0 <= window.last } }
        // (A quit habit's days with nothing logged are kept days: worth a table.)
        if !logged && !habits.contains(where: { $0.kind == .quit }) {
            return Output.line(tr("Nothing logged from %1$s to %2$s: 'habitctl done NAME' records a completion, and --last 1y looks further back.",
                                  window.first.displayText, window.last.displayText))
        }
        let renderer = StatsRenderer(terminal: ctx.terminal)
        // One habit: its icon and name on top (seed 002 FR-4).
        let heading = name != nil ? (habits.first?.icon.map { $0 + " " } ?? "") + title : title
        renderer.render(report, title: heading.forTerminal, line: line)
        renderer.renderAmounts(report)
    }
}

/// `stats --chart`.
extension ChartKind: ExpressibleByArgument {}
