import Foundation
import HabitCore
import HabitViews

/// One habit as a page (issue 31): what it is, its next reminders, this week in the
/// ledger's words, its streaks and milestones with their dates, and its heat map. Every
/// verdict is the ledger's (`HabitDetailRead`); the page only says it.
enum HabitPage {
    static func render(_ read: HabitDetailRead, next: [ReminderEvent], zone: TimeZone, offsets: ZoneOffsets, language: String) -> String {
        let h = read.habit
        var body = "<header class=\"page\"><p><a href=\"/\">\(HTML.escape(tr("Back to the board")))</a></p>"
            + "<h1 class=\"h\(h.id ?? 0)\"><span class=\"mark\" aria-hidden=\"true\">\(HTML.escape(h.icon ?? h.initials))</span> \(HTML.escape(h.name))</h1></header>\n<main>\n"
        if let d = h.description { body += "<p>\(HTML.escape(d))</p>\n" }
        var facts: [(String, String)] = [
            (tr("Schedule"), h.schedule.displaySummary + (h.timesPerDay > 1 ? tr(", %s× a day", h.timesPerDay) : "")),
            (tr("Kind"), h.kind == .build ? tr("build") + (h.goal.map { tr(", goal %s %s", $0.summary, $0.period.phrase) } ?? "")
                                          : tr("quit") + (h.goal.map { tr(", at most %s %s", $0.summary, $0.period.phrase) } ?? tr(", not at all"))),
            (tr("Category"), h.category ?? tr("none")),
            (tr("Progress"), read.rules.periodProgress(on: read.today)),
        ]
        facts += read.streaks.fields(h)
        body += "<dl class=\"facts\">" + facts.map { "<dt>\(HTML.escape($0.0))</dt><dd>\(HTML.escape($0.1))</dd>" }.joined() + "</dl>\n"

        body += "<h2>\(HTML.escape(tr("Next reminders")))</h2>\n"
        if next.isEmpty {
            body += "<p class=\"dim\">\(HTML.escape(h.plannedReminders.isEmpty ? tr("no reminders set") : tr("none planned")))</p>\n"
        } else {
            body += "<ul>" + next.map { e in
                let (date, second) = ZoneResolver.local(e.at, in: zone, offsets: offsets)
                return "<li><time datetime=\"\(ISOInstant.format(e.at))\">\(HTML.escape(ProgressText.day(date))) \(WallTime(minuteOfDay: second / 60))</time></li>"
            }.joined() + "</ul>\n"
        }

        body += "<h2>\(HTML.escape(tr("This week")))</h2>\n<ol class=\"days\">"
        for date in read.week {
            guard let day = read.ledger.day(date) else { continue }
            body += "<li class=\"\(date == read.today ? "today" : "")\"><span>\(HTML.escape(ProgressText.day(date)))</span> "
                + "<span class=\"verdict \(BoardEntry.cellName(BoardRow.cell(day.verdict)))\">\(HTML.escape(ProgressText.verdict(day, read.ledger)))</span></li>"
        }
        body += "</ol>\n"

        let shown = read.ledger.days.filter { $0.date <= read.today }
        let done = shown.filter { BoardRow.cell($0.verdict) == .done }.count
        let weeks = (shown.count + 6) / 7
        body += "<h2>\(HTML.escape(trn("Last %s week", "Last %s weeks", weeks, weeks)))</h2>\n"
        body += "<div class=\"heat\" role=\"img\" aria-label=\"\(HTML.escape(trn("%s day done", "%s days done", done, done)))\">"
        for day in read.ledger.days {
            let future = day.date > read.today
            body += "<span class=\"cell \(future ? "future" : BoardEntry.cellName(BoardRow.cell(day.verdict)))\" title=\"\(day.date): "
                + "\(HTML.escape(ProgressText.word(day.verdict, h.kind)))\"></span>"
        }
        body += "</div>\n</main>"
        return HTML.page(language: language, title: h.name, body: body)
    }
}
