import FoundationEssentials
import HabitCore
import HabitViews

/// Stats over a window (issue 31): `habitctl stats`'s figures in its words
/// (`StatsReport.summaryRows`), each habit's rate and streak, and its chart. The markup is
/// `stats.mustache`.
enum StatsPage {
    /// The windows offered, as `--last` takes them.
    static let windows = ["30d", "8w", "6m", "1y"]

    static func render(_ report: StatsReport, title: String, last: String, habitID: String?, habits: [Habit], language: String) -> String {
        let windowNames = ["30d": tr("the last 30 days"), "8w": tr("the last 8 weeks"), "6m": tr("the last 6 months"), "1y": tr("the last year")]
        let perHabit: Any = report.single || report.perHabit.isEmpty ? false : [
            "caption": tr("Each habit"), "rateLabel": tr("completion rate"), "streakLabel": tr("streak"),
            "rows": report.perHabit.map { h, s in
                ["id": h.id ?? 0, "name": h.name, "rate": s.completionRate.map(StatsReport.percent) ?? tr("nothing was due"),
                 "streak": s.unit.map { spaced(tr("%s   best %s", $0.count(s.streaks.current), $0.count(s.streaks.best))) } ?? ""]
            },
        ] as [String: Any]
        return PageTemplate.page("stats", title: tr("Stats"), language: language, [
            "habitLabel": tr("Habit"), "allHabits": tr("All habits"), "overLabel": tr("Over"), "show": tr("Show"),
            "habits": habits.map { h in ["id": h.id ?? 0, "name": h.name, "selected": habitID == "\(h.id ?? 0)"] as [String: Any] },
            "windows": windows.map { ["value": $0, "name": windowNames[$0] ?? $0, "selected": last == $0] as [String: Any] },
            "heading": "\(title) · " + tr("%s – %s (%s days)", report.window.first.displayText, report.window.last.displayText, report.window.days),
            "rows": report.summaryRows.map { ["label": $0.label, "value": spaced($0.value)] },
            "query": "last=\(last)" + (habitID.map { "&habit=\($0)" } ?? ""),
            "chartAlt": !report.byMonth ? tr("%s: completion rate per week", title) : tr("%s: completion rate per month", title),
            "perHabit": perHabit,
        ])
    }

    /// The terminal's column gap ("66%   138 of 208") as a page shows it: "66% · 138 of 208".
    static func spaced(_ text: String) -> String {
        var out = "", spaces = 0
        func gap() -> String { spaces > 1 ? " · " : String(repeating: " ", count: spaces) }
        for c in text {
            if c == " " { spaces += 1; continue }
            out += gap() + String(c)
            spaces = 0
        }
        return out + gap()
    }
}
