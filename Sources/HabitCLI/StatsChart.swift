import FoundationEssentials
import HabitCore
import HabitViews

/// `stats --chart line`: the trend's completion rate as points on a grid, one column per
/// bucket, with the axis labelled (100%, 50%, 0% and each bucket's first day). A bucket with
/// nothing due has no point.
struct LineChart {
    let terminal: Terminal
    static let height = 8

    func lines(_ rates: [Double?], labels: [String], color: HabitColor?) -> [String] {
        let width = max(5, (labels.map(DisplayWidth.of).max() ?? 5) + 1)
        let rows = Self.height
        var out: [String] = []
        for row in (0..<rows).reversed() {
            let axis = row == rows - 1 ? "100% ┤" : row == rows / 2 ? " 50% ┤" : row == 0 ? "  0% ┤" : "     │"
            var line = "  " + axis
            for rate in rates {
                let hit = rate.map { Int(($0 * Double(rows - 1)).rounded()) == row } ?? false
                let cell = hit ? (color.map { terminal.paint("●", $0) } ?? "●") : " "
                line += String(repeating: " ", count: width / 2) + cell + String(repeating: " ", count: width - width / 2 - 1)
            }
            out.append(String(line.reversed().drop { $0.isWhitespace }.reversed()))
        }
        out.append("       └" + String(repeating: "─", count: width * rates.count))
        out.append("        " + labels.map { DisplayWidth.pad($0, to: width) }.joined())
        return out
    }
}
