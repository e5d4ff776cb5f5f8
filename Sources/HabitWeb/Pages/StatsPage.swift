import Foundation
import HabitCore
import HabitViews

/// Stats over a window (issue 31): `habitctl stats`'s figures in its words
/// (`StatsReport.summaryRows`), each habit's rate and streak, and its chart.
enum StatsPage {
    /// The windows offered, as `--last` takes them.
    static let windows = ["30d", "8w", "6m", "1y"]

    static func render(_ report: StatsReport, title: String, last: String, habitID: String?, habits: [Habit], language: String) -> String {
        var body = "<header class=\"page\"><h1>\(HTML.escape(tr("Stats")))</h1></header>\n<main>\n"
        let windowNames = ["30d": tr("the last 30 days"), "8w": tr("the last 8 weeks"), "6m": tr("the last 6 months"), "1y": tr("the last year")]
        body += "<form class=\"edit window\" method=\"get\" action=\"/stats\">"
            + "<p class=\"field\"><label for=\"habit\">\(HTML.escape(tr("Habit")))</label><select id=\"habit\" name=\"habit\">"
            + "<option value=\"\">\(HTML.escape(tr("All habits")))</option>"
            + habits.map { h in "<option value=\"\(h.id ?? 0)\"\(habitID == "\(h.id ?? 0)" ? " selected" : "")>\(HTML.escape(h.name))</option>" }.joined()
            + "</select></p>"
            + "<p class=\"field\"><label for=\"last\">\(HTML.escape(tr("Over")))</label><select id=\"last\" name=\"last\">"
            + windows.map { "<option value=\"\($0)\"\(last == $0 ? " selected" : "")>\(HTML.escape(windowNames[$0] ?? $0))</option>" }.joined()
            + "</select></p><p><button class=\"primary\">\(HTML.escape(tr("Show")))</button></p></form>\n"
        body += "<h2>\(HTML.escape(title)) · \(HTML.escape(tr("%s – %s (%s days)", report.window.first.displayText, report.window.last.displayText, report.window.days)))</h2>\n"
        body += "<dl class=\"facts\">" + report.summaryRows.map { "<dt>\(HTML.escape($0.label))</dt><dd>\(HTML.escape(spaced($0.value)))</dd>" }.joined() + "</dl>\n"
        let query = "last=\(last)" + (habitID.map { "&habit=\($0)" } ?? "")
        body += "<picture><source srcset=\"/stats.svg?\(query)&theme=dark\" media=\"(prefers-color-scheme: dark)\">"
            + "<img class=\"chart\" src=\"/stats.svg?\(query)&theme=light\" alt=\"\(HTML.escape(report.window.days < 60 ? tr("%s: completion rate per week", title) : tr("%s: completion rate per month", title)))\"></picture>\n"
        if !report.single && !report.perHabit.isEmpty {
            body += "<table class=\"per-habit\"><caption>\(HTML.escape(tr("Each habit")))</caption><thead><tr><th scope=\"col\">\(HTML.escape(tr("Habit")))</th>"
                + "<th scope=\"col\">\(HTML.escape(tr("completion rate")))</th><th scope=\"col\">\(HTML.escape(tr("streak")))</th></tr></thead><tbody>"
            for (h, s) in report.perHabit {
                let rate = s.completionRate.map(StatsReport.percent) ?? tr("nothing was due")
                let streak = s.unit.map { spaced(tr("%s   best %s", $0.count(s.streaks.current), $0.count(s.streaks.best))) } ?? ""
                body += "<tr><th scope=\"row\"><a href=\"/habits/\(h.id ?? 0)\">\(HTML.escape(h.name))</a></th><td>\(HTML.escape(rate))</td><td>\(HTML.escape(streak))</td></tr>"
            }
            body += "</tbody></table>\n"
        }
        return HTML.page(language: language, title: tr("Stats"), body: body + "</main>")
    }

    /// The terminal's column gap ("66%   138 of 208") as a page shows it: "66% · 138 of 208".
    static func spaced(_ text: String) -> String {
        text.replacingOccurrences(of: " {2,}", with: " · ", options: .regularExpression)
    }
}
