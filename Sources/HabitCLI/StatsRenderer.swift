import FoundationEssentials
import HabitCore
import HabitViews

/// `habitctl stats` in the terminal: the numbers, then the trend as horizontal bars of
/// block characters. Each bar is the bucket's completion rate (its completions when nothing
/// was due), printed beside it, so the chart reads the same without colour.
struct StatsRenderer {
    let terminal: Terminal
    static let barWidth = 20

    /// `line`: the rate as a line chart rather than bars.
    func render(_ r: StatsReport, title: String, line: Bool = false) {
        let t = terminal
        Output.line(t.bold(title) + t.dim(tr("  %s – %s (%s days)", r.window.first.displayText, r.window.last.displayText, r.window.days)))
        let rows = r.summaryRows
        for (label, value) in rows { Output.line("  " + DisplayWidth.pad(label, to: 17) + value) }
        Output.line()
        let color = r.single ? r.perHabit.first?.habit.color : nil
        Output.line(t.dim(!r.byMonth ? tr("  per week") : tr("  per month")))
        let most = max(1, r.trend.map(\.completions).max() ?? 1)
        if line {
            for l in LineChart(terminal: t).lines(r.trend.map(\.rate), labels: r.trend.map { StatsSVG.label($0.window, r) }, color: color) { Output.line(l) }
        }
        for p in r.trend where !line {
            let fraction = p.rate ?? Double(p.completions) / Double(most)
            let bar = Self.bar(fraction, width: Self.barWidth)
            let painted = color.map { t.paint(bar.filled, $0) } ?? bar.filled
            let label = Self.barLabel(p.window, r)
            let figure = p.rate.map { String(repeating: " ", count: max(0, 4 - percent($0).count)) + percent($0) + tr("  %s done", p.completions) } ?? tr("%s done", p.completions)
            Output.line("  \(label)  \(painted)\(t.dim(bar.empty))  \(figure)")
        }
    }

    /// What one habit with a goal logged, per bucket: "minutes per week", bars scaled to the
    /// busiest bucket, the amount beside each.
    func renderAmounts(_ r: StatsReport) {
        guard let unit = r.amountUnit else { return }
        let t = terminal
        Output.line()
        Output.line(t.dim(!r.byMonth ? tr("  %s per week", unit.displayName(for: 2)) : tr("  %s per month", unit.displayName(for: 2))))
        let most = max(r.trend.map(\.amount).max() ?? 0, 1e-9)
        let color = r.perHabit.first?.habit.color
        for p in r.trend {
            let bar = Self.bar(p.amount / most, width: Self.barWidth)
            let painted = color.map { t.paint(bar.filled, $0) } ?? bar.filled
            let label = Self.barLabel(p.window, r)
            Output.line("  \(label)  \(painted)\(t.dim(bar.empty))  \(formatAmount(p.amount)) \(unit.displayName(for: p.amount))")
        }
    }

    /// A bucket's label beside its bar: the whole first day for weeks, year and month otherwise.
    static func barLabel(_ w: DateWindow, _ r: StatsReport) -> String {
        w.days < 28 && !r.byMonth ? "\(w.first)" : String("\(w.first)".prefix(7))
    }

    private func percent(_ x: Double) -> String { "\(Int((x * 100).rounded()))%" }


    /// Eighth blocks: `fraction` of `width` cells filled, the rest light shade.
    static func bar(_ fraction: Double, width: Int) -> (filled: String, empty: String) {
        let eighths = Int((max(0, min(1, fraction)) * Double(width * 8)).rounded())
        var filled = String(repeating: "█", count: eighths / 8)
        if eighths % 8 > 0 { filled += String(["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8]) }
        let cells = eighths / 8 + (eighths % 8 > 0 ? 1 : 0)
        return (filled, String(repeating: "░", count: width - cells))
    }
}
