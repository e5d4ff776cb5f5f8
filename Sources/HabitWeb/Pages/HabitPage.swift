import Foundation
import HabitCore
import HabitViews

/// One habit as a page (issue 31): what it is, its next reminders, this week in the
/// ledger's words, its streaks and milestones with their dates, and its heat map. Every
/// verdict is the ledger's (`HabitDetailRead`); the page only says it.
enum HabitPage {
    /// `others`: the habits on the board, for its place among them.
    static func render(_ read: HabitDetailRead, next: [ReminderEvent], history: [HistoryEntry], others: [Habit], zone: TimeZone,
                       offsets: ZoneOffsets, language: String) -> String {
        let h = read.habit
        var body = "<header class=\"page\"><p><a href=\"/\">\(HTML.escape(tr("Back to the board")))</a></p>"
            + "<h1 class=\"h\(h.id ?? 0)\"><span class=\"mark\" aria-hidden=\"true\">\(HTML.escape(h.icon ?? h.initials))</span> \(HTML.escape(h.name))</h1></header>\n<main>\n"
        body += "<p class=\"actions\"><a class=\"button\" href=\"/habits/\(h.id ?? 0)/edit\">\(HTML.escape(tr("Edit")))</a></p>\n"
        if let d = h.description { body += "<p>\(HTML.escape(d))</p>\n" }
        var facts: [(String, String)] = [
            (tr("Schedule"), h.schedule.displaySummary + (h.timesPerDay > 1 ? tr(", %s× a day", h.timesPerDay) : "")),
            (tr("Kind"), h.kind == .build ? tr("build") + (h.goal.map { tr(", goal %s %s", $0.summary, $0.period.phrase) } ?? "")
                                          : tr("quit") + (h.goal.map { tr(", at most %s %s", $0.summary, $0.period.phrase) } ?? tr(", not at all"))),
            (tr("Category"), h.category ?? tr("none")),
            (tr("Progress"), read.rules.periodProgress(on: read.today)),
        ]
        for text in HabitFieldTable.texts where text.ownLine { if let t = h[keyPath: text.path] { facts.append((text.label.text, t)) } }
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

        let done = read.ledger.daysDone(through: read.today)
        let weeks = (read.ledger.days.filter { $0.date <= read.today }.count + 6) / 7
        body += "<h2>\(HTML.escape(trn("Last %s week", "Last %s weeks", weeks, weeks)))</h2>\n"
        body += "<div class=\"heat\" role=\"img\" aria-label=\"\(HTML.escape(trn("%s day done", "%s days done", done, done)))\">"
        for day in read.ledger.days {
            let future = day.date > read.today
            body += "<span class=\"cell \(future ? "future" : BoardEntry.cellName(BoardRow.cell(day.verdict)))\" title=\"\(day.date): "
                + "\(HTML.escape(ProgressText.word(day.verdict, h.kind)))\"></span>"
        }
        body += "</div>\n"
        body += chart(h, weeks: weeks)
        body += ActionControls.day(h, today: read.today)
        body += historyList(h, history, zone: zone)
        body += pauses(h, today: read.today)
        body += ActionControls.arrange(h, others: others.filter { $0.id != h.id }, paused: !h.pauses(from: read.today).isEmpty, today: read.today)
        body += "</main>"
        return HTML.page(language: language, title: h.name, body: body)
    }

    /// The completion rate (and amounts) week by week over the last 8 weeks: `stats --svg`'s picture, in
    /// the theme's colours.
    static func chart(_ h: Habit, weeks: Int) -> String {
        let src = "/habits/\(h.id ?? 0)/chart.svg"
        return "<h2>\(HTML.escape(tr("Last 8 weeks")))</h2>\n<picture><source srcset=\"\(src)?theme=dark\" media=\"(prefers-color-scheme: dark)\">"
            + "<img class=\"chart\" src=\"\(src)?theme=light\" alt=\"\(HTML.escape(tr("%s: completion rate per week", h.name)))\"></picture>\n"
    }

    /// Its pauses running or planned.
    static func pauses(_ h: Habit, today: CivilDate) -> String {
        let current = h.pauses(from: today)
        guard !current.isEmpty else { return "" }
        return "<h2>\(HTML.escape(tr("Pauses")))</h2>\n<ul>" + current.map { p in
            "<li>\(HTML.escape(PauseText.span(p) + (p.note.map { " (\($0))" } ?? "")))</li>"
        }.joined() + "</ul>\n"
    }

    /// The latest entries with their notes and moods, newest first (`habitctl history`).
    static func historyList(_ h: Habit, _ entries: [HistoryEntry], zone: TimeZone) -> String {
        var out = "<h2>\(HTML.escape(tr("History")))</h2>\n"
        guard !entries.isEmpty else { return out + "<p class=\"dim\">\(HTML.escape(tr("%s: nothing recorded yet", h.name)))</p>\n" }
        out += "<ol class=\"history\">"
        for e in entries {
            let what = e.kind == "skip" ? tr("skipped") : e.kind == "no" ? tr("no ✗") : e.amountWords(h)
            out += "<li><span class=\"when\">\(HTML.escape(ProgressText.day(e.date)))</span> <span class=\"what\">\(HTML.escape(what))</span>"
            if let m = e.mood { out += " <span class=\"mood\">\(m.face) \(HTML.escape(m.displayWord))</span>" }
            if let n = e.note { out += " <q>\(HTML.escape(n))</q>" }
            out += "</li>"
        }
        return out + "</ol>\n"
    }
}
