import HabitCore

/// A calendar heat map: one row per weekday (from the week start), one column per week,
/// the last column being the week of `today`. ■ done, ▪ partly done, □ due and missed,
/// - skipped, · not due; days after today are blank. Each day as `classify` has it: for a
/// quit habit a kept day is ■ and a slip □; for weekly and monthly habits the undone days
/// of a week or month that missed its target are □.
struct HeatMap {
    let terminal: Terminal
    let rules: HabitRules
    let today: CivilDate
    let weeks: Int
    var skipsKeepStreak = true

    func render() -> [String] {
        let lastWeek = today.startOfWeek(rules.weekStart)
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
        for (row, weekday) in Weekday.week(startingOn: rules.weekStart).enumerated() {
            var line = "  " + DisplayWidth.pad(weekday.displayShortName, to: 3) + " "
            for w in 0..<weeks {
                line += cell(firstWeek.adding(days: 7 * w + row)) + " "
            }
            lines.append(line)
        }
        lines.append("  " + terminal.dim(tr("■ done  ▪ partly  □ missed  - skipped  · not due")))
        return lines
    }

    /// One day, as `classify` sees it.
    func cell(_ d: CivilDate) -> String {
        if d > today { return " " }
        switch rules.classify(d, today: today, skipsKeepStreak: skipsKeepStreak) {
        case .satisfied: return terminal.paint("■", rules.habit.color)
        case .excused: return terminal.dim("-")
        case .failed where rules.log.isSkipped(d): return terminal.dim("-")
        case .failed, .pending:
            if rules.habit.kind == .build && rules.log[d].count > 0 { return terminal.paint("▪", rules.habit.color) }
            return "□"
        case .notDue:
            if rules.log.isSkipped(d) { return terminal.dim("-") }
            return rules.log[d].count > 0 ? terminal.paint("▪", rules.habit.color) : terminal.dim("·")
        }
    }

    /// Three letters each, in the user's language.
    static var monthNames: [String] {
        [tr("Jan"), tr("Feb"), tr("Mar"), tr("Apr"), tr("May"), tr("Jun"), tr("Jul"), tr("Aug"), tr("Sep"), tr("Oct"), tr("Nov"), tr("Dec")]
    }
}
