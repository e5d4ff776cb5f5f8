import HabitCore

/// A calendar heat map: one row per weekday (from the week start), one column per week,
/// the last column being the week of `today`. ■ done, ▪ partly done, □ due and missed,
/// - skipped, · not due; days after today are blank. For weekly and monthly habits, the
/// not-done days of a week or month that missed its target are □.
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
        for w in 0..<weeks {
            let d = firstWeek.adding(days: 7 * w + 6)
            if d.month != lastMonth && w * 2 + 3 <= weeks * 2 {
                // A month seen for one column only gives its place to the next one's label
                // (three letters need two columns): "Jun", never "MaJun".
                if let last = lastLabel, w * 2 < last + 4 { for i in last..<last + 3 { monthRow[i] = " " } }
                let name = Self.monthNames[d.month - 1]
                for (i, ch) in name.enumerated() { monthRow[w * 2 + i] = String(ch) }
                lastMonth = d.month
                lastLabel = w * 2
            }
        }
        let missed = Self.missedDays(rules, through: today, skipsKeepStreak: skipsKeepStreak)
        var lines = ["      " + monthRow.joined()]
        for (row, weekday) in Weekday.week(startingOn: rules.weekStart).enumerated() {
            var line = "  " + weekday.shortName.capitalized + " "
            for w in 0..<weeks {
                line += cell(firstWeek.adding(days: 7 * w + row), missed: missed) + " "
            }
            lines.append(line)
        }
        lines.append("  " + terminal.dim("■ done  ▪ partly  □ missed  - skipped  · not due"))
        return lines
    }

    /// `missed`: not-done days of weeks or months that missed their target.
    func cell(_ d: CivilDate, missed: Set<CivilDate> = []) -> String {
        if d > today { return " " }
        if rules.isDone(d) && rules.habit.isInTerm(d) { return terminal.paint("■", rules.habit.color) }
        if rules.log.isSkipped(d) { return terminal.dim("-") }
        if rules.log[d].count > 0 { return terminal.paint("▪", rules.habit.color) }
        if rules.isScheduled(d) && (rules.habit.schedule.isDayKind || missed.contains(d)) { return "□" }
        return terminal.dim("·")
    }

    static func missedDays(_ rules: HabitRules, through today: CivilDate, skipsKeepStreak: Bool) -> Set<CivilDate> {
        guard !rules.habit.schedule.isDayKind else { return [] }
        var out = Set<CivilDate>()
        for p in rules.periods(through: today, skipsKeepStreak: skipsKeepStreak) where p.outcome == .failed {
            var d = p.first
            while d <= p.last { out.insert(d); d = d.adding(days: 1) }
        }
        return out
    }

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
