import HabitCore

/// A calendar heat map: one row per weekday (from the week start), one column per week,
/// the last column being the week of `today`. ■ done, ▪ partly done, □ due and missed,
/// - skipped, · not due; days after today are blank.
struct HeatMap {
    let terminal: Terminal
    let rules: HabitRules
    let today: CivilDate
    let weeks: Int

    func render() -> [String] {
        let lastWeek = today.startOfWeek(rules.weekStart)
        let firstWeek = lastWeek.adding(days: -7 * (weeks - 1))
        var monthRow = Array(repeating: " ", count: weeks * 2)
        var lastMonth = 0
        for w in 0..<weeks {
            let d = firstWeek.adding(days: 7 * w + 6)
            if d.month != lastMonth && w * 2 + 3 <= weeks * 2 {
                let name = Self.monthNames[d.month - 1]
                for (i, ch) in name.enumerated() { monthRow[w * 2 + i] = String(ch) }
                lastMonth = d.month
            }
        }
        var lines = ["      " + monthRow.joined()]
        for (row, weekday) in Weekday.week(startingOn: rules.weekStart).enumerated() {
            var line = "  " + weekday.shortName.capitalized + " "
            for w in 0..<weeks {
                line += cell(firstWeek.adding(days: 7 * w + row)) + " "
            }
            lines.append(line)
        }
        lines.append("  " + terminal.dim("■ done  ▪ partly  □ missed  - skipped  · not due"))
        return lines
    }

    func cell(_ d: CivilDate) -> String {
        if d > today { return " " }
        if rules.isDone(d) && rules.habit.isInTerm(d) { return terminal.paint("■", rules.habit.color) }
        if rules.log.isSkipped(d) { return terminal.dim("-") }
        if rules.log[d].count > 0 { return terminal.paint("▪", rules.habit.color) }
        if rules.isScheduled(d) && rules.habit.schedule.isDayKind { return "□" }
        return terminal.dim("·")
    }

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
