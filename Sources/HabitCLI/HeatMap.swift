import HabitCore

/// A calendar heat map: one row per weekday (from the week start), one column per week,
/// the last column being the week of `today`. Each day as the ledger has it (`DayVerdict`):
/// each its own glyph (`VerdictGlyph`); days after today are blank.
struct HeatMap {
    let terminal: Terminal
    /// The ledger over the map's weeks, through today.
    let ledger: Ledger
    let weeks: Int

    var today: CivilDate { ledger.today }

    func render() -> [String] {
        let lastWeek = today.startOfWeek(ledger.rules.weekStart)
        let firstWeek = lastWeek.adding(days: -7 * (weeks - 1))
        var monthRow = Array(repeating: " ", count: weeks * 2)
        var lastMonth = 0
        var lastLabel: Int?
        let monthNames = Self.monthNames
        for w in 0..<weeks {
            let d = firstWeek.adding(days: 7 * w + 6)
            if d.month != lastMonth && w * 2 + 3 <= weeks * 2 {
                // A month seen for one column only gives its place to the next one's label
                // (three letters need two columns): "Jun", never "MaJun".
                if let last = lastLabel, w * 2 < last + 4 { for i in last..<last + 3 { monthRow[i] = " " } }
                let name = monthNames[d.month - 1]
                for (i, ch) in name.enumerated() { monthRow[w * 2 + i] = String(ch) }
                lastMonth = d.month
                lastLabel = w * 2
            }
        }
        var lines = ["      " + monthRow.joined()]
        for (row, weekday) in Weekday.week(startingOn: ledger.rules.weekStart).enumerated() {
            var line = "  " + DisplayWidth.pad(weekday.displayShortName, to: 3) + " "
            for w in 0..<weeks {
                line += cell(firstWeek.adding(days: 7 * w + row)) + " "
            }
            lines.append(line)
        }
        lines.append("  " + terminal.dim(VerdictGlyph.legend))
        return lines
    }

    /// One day, as the ledger has it.
    func cell(_ d: CivilDate) -> String {
        guard d <= today, let day = ledger.day(d) else { return " " }
        return VerdictGlyph.glyph(day.verdict, ledger.habit, terminal)
    }

    /// Three letters each, in the user's language.
    static var monthNames: [String] {
        [tr("Jan"), tr("Feb"), tr("Mar"), tr("Apr"), tr("May"), tr("Jun"), tr("Jul"), tr("Aug"), tr("Sep"), tr("Oct"), tr("Nov"), tr("Dec")]
    }
}
