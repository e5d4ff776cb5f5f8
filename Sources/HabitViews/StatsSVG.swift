import FoundationEssentials
import HabitCore

/// The same charts as a standalone SVG file (`stats --svg FILE`): the completion rate per
/// bucket (bars, or a line with `--chart line`) and, for one habit with a goal, the amounts
/// logged; axis labels and the habit's colour, no scripts, no external references.
public struct StatsSVG {
    let title: String
    /// The habit's colour as chosen: shown on `background` (`HabitColor.shown(on:)`).
    let habitColor: HabitColor
    /// The theme's background: the picture's own, and what its text and colours are chosen for.
    let background: Background
    let line: Bool
    let labels: [String]
    let rates: [Double?]
    let amounts: (unit: String, values: [Double])?

    public init(title: String, habitColor: HabitColor, background: Background, line: Bool, labels: [String], rates: [Double?],
                amounts: (unit: String, values: [Double])?) {
        (self.title, self.habitColor, self.background, self.line) = (title, habitColor, background, line)
        (self.labels, self.rates, self.amounts) = (labels, rates, amounts)
    }

    /// The charts of `report` as `stats --svg` draws them (`line`: the rate as a line).
    public init(_ report: StatsReport, title: String, habitColor: HabitColor, background: Background, line: Bool) {
        self.init(title: title, habitColor: habitColor, background: background, line: line,
                  labels: report.trend.map { Self.label($0.window, report) }, rates: report.trend.map(\.rate),
                  amounts: report.amountUnit.map { ($0.name, report.trend.map(\.amount)) })
    }

    /// A bucket's label under the chart: month and day for weeks, year and month for months.
    public static func label(_ w: DateWindow, _ r: StatsReport) -> String {
        let text = "\(w.first)"
        return r.byMonth ? String(text.prefix(7)) : String(text.dropFirst(5))
    }

    public func document() -> String {
        // Text of 18 units, in columns as wide as their labels need (a digit is about 0.56 em):
        // a page scales the chart to its width, and on a 360 px phone (a 336 px column) 18
        // units of an 8-week chart, 528 wide, are 11.5 px, the least that reads (issue 43 part 5).
        let fontSize = 18.0
        let column = max(56.0, Double(labels.map(\.count).max() ?? 0) * fontSize * 0.56 + 4), left = 60.0, chartHeight = 160.0, gap = 80.0
        let width = left + column * Double(max(1, labels.count)) + 20
        let charts = amounts == nil ? 1.0 : 2.0
        let height = 50 + charts * (chartHeight + gap)
        let color = habitColor.shown(on: background).hex
        // Titles and labels at WCAG AA or better on either background.
        let (text, muted) = background == .dark ? ("#FFFFFF", "#BBBBBB") : ("#1A1A1A", "#555555")
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif" font-size="\(Int(fontSize))">
            <rect width="100%" height="100%" fill="\(background.color.hex)"/>
            <text x="\(left)" y="28" fill="\(text)" font-size="22">\(Self.escaped(title))</text>

            """
        func axis(_ top: Double, _ caption: String, _ topLabel: String) {
            svg += "<text x=\"\(left)\" y=\"\(top - 8)\" fill=\"\(muted)\">\(Self.escaped(caption))</text>\n"
            svg += "<line x1=\"\(left)\" y1=\"\(top)\" x2=\"\(left)\" y2=\"\(top + chartHeight)\" stroke=\"#777777\"/>\n"
            svg += "<line x1=\"\(left)\" y1=\"\(top + chartHeight)\" x2=\"\(width - 20)\" y2=\"\(top + chartHeight)\" stroke=\"#777777\"/>\n"
            svg += "<text x=\"\(left - 6)\" y=\"\(top + 4)\" fill=\"\(muted)\" text-anchor=\"end\">\(Self.escaped(topLabel))</text>\n"
            svg += "<text x=\"\(left - 6)\" y=\"\(top + chartHeight + 4)\" fill=\"\(muted)\" text-anchor=\"end\">0</text>\n"
            for (i, label) in labels.enumerated() {
                svg += "<text x=\"\(left + column * (Double(i) + 0.5))\" y=\"\(top + chartHeight + 22)\" fill=\"\(muted)\" text-anchor=\"middle\">\(Self.escaped(label))</text>\n"
            }
        }
        // Nothing due in a bucket is a dash; none done is a sliver on the axis: the two
        // looked alike (no bar at all) before.
        func bars(_ top: Double, _ fractions: [Double?]) {
            for (i, f) in fractions.enumerated() {
                let centre = left + column * (Double(i) + 0.5)
                guard let f else {
                    svg += "<text x=\(Self.q(centre)) y=\(Self.q(top + chartHeight - 6)) fill=\"\(muted)\" text-anchor=\"middle\">–</text>\n"
                    continue
                }
                let h = max(2, chartHeight * max(0, min(1, f)))
                svg += "<rect x=\"\(left + column * Double(i) + 10)\" y=\(Self.q(top + chartHeight - h)) width=\"\(column - 20)\" height=\(Self.q(h)) fill=\"\(color)\"/>\n"
            }
        }
        var top = 60.0
        axis(top, tr("completion rate"), "100%")
        if line {
            let points = rates.enumerated().compactMap { i, r in r.map { (left + column * (Double(i) + 0.5), top + chartHeight * (1 - $0)) } }
            svg += "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" points=\"\(points.map { "\(Self.n($0.0)),\(Self.n($0.1))" }.joined(separator: " "))\"/>\n"
            for p in points { svg += "<circle cx=\(Self.q(p.0)) cy=\(Self.q(p.1)) r=\"4\" fill=\"\(color)\"/>\n" }
        } else {
            bars(top, rates)
        }
        if let amounts {
            top += chartHeight + gap
            let most = max(amounts.values.max() ?? 0, 1e-9)
            axis(top, tr("%s logged", amounts.unit), formatAmount(most))
            bars(top, amounts.values.map { $0 / most })
        }
        return svg + "</svg>\n"
    }

    static func escaped(_ s: String) -> String {
        s.markupEscaped(quotes: true)
    }

    private static func n(_ x: Double) -> String { x.fixed(1) }
    private static func q(_ x: Double) -> String { "\"\(n(x))\"" }
}
