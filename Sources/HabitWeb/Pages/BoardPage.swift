import HabitCore
import HabitViews

/// The board as a page (issue 31): the sections in habitctl's order, each habit's week as
/// seven buttons that toggle the day (a plain form: no script needed), its progress and
/// streak. The cells' words are the ledger's verdicts (`BoardEntry`), never worked out here.
enum BoardPage {
    static func render(_ board: BoardData, language: String) -> String {
        var body = "<header><h1>\(HTML.escape(tr("Habits")))</h1>"
            + "<p class=\"date\">\(HTML.escape(board.today.displayText))</p><p><a class=\"button\" href=\"/add\">\(HTML.escape(tr("Add a habit")))</a></p></header>\n<main id=\"board\">\n"
        if board.sections.isEmpty {
            body += "<p class=\"empty\">\(HTML.escape(tr("No habits yet: add one with 'habitctl add NAME'.")))</p>\n"
        }
        for section in board.sections {
            body += "<section>"
            if let heading = section.heading { body += "<h2>\(HTML.escape(heading))</h2>" }
            body += "\n"
            for habit in section.habits { body += row(habit) }
            body += "</section>\n"
        }
        body += "</main>\n<p id=\"live\" class=\"live\" role=\"status\"></p>"
        // Shown by the service worker when this board is the one it kept and habitd is out of reach.
        body += "\n<p id=\"offline\" class=\"offline\" role=\"status\" hidden>"
            + HTML.escape(tr("Offline: this is the board as it was when last loaded. Changes wait until habitd can be reached.")) + "</p>"
        return HTML.page(language: language, title: tr("Habits"), body: body)
    }

    /// One habit: its mark, name and words, then its week as one form of seven buttons.
    static func row(_ h: BoardEntry) -> String {
        let name = HTML.escape(h.name)
        var out = "<div class=\"habit h\(h.id ?? 0)\(h.underRoutine != nil ? " member" : "")\">"
            + "<span class=\"mark\" aria-hidden=\"true\">\(HTML.escape(h.icon ?? h.initials))</span>"
            + "<a class=\"name\" href=\"/habits/\(h.id ?? 0)\">\(name)</a>"
            + "<span class=\"words\"><span class=\"status \(h.status)\">\(HTML.escape(h.statusText))</span>"
            + " · \(HTML.escape(h.progress))\(h.streak.isEmpty ? "" : " · " + HTML.escape(h.streak))</span>"
        if h.isRoutine {
            // A routine's days are its members': nothing to tap.
            out += "<span class=\"week\">" + h.week.map { "<span class=\"cell \($0.cell)\" title=\"\(HTML.escape(label(h, $0)))\"></span>" }.joined() + "</span>"
        } else {
            out += "<form class=\"week\" method=\"post\" action=\"/toggle\"><input type=\"hidden\" name=\"habit\" value=\"\(h.id ?? 0)\">"
            for day in h.week {
                let future = day.date > h.date
                out += "<button name=\"date\" value=\"\(day.date)\" class=\"cell \(day.cell)\(day.date == h.date ? " today" : "")\""
                    + " aria-label=\"\(HTML.escape(label(h, day)))\"\(future ? " disabled" : "")></button>"
            }
            out += "</form>"
            out += quick(h)
        }
        return out + "</div>\n"
    }

    /// "Stretch, 2026-11-19, due": what a screen reader says of a day's button.
    static func label(_ h: BoardEntry, _ day: BoardEntry.Day) -> String {
        "\(h.name), \(day.date), \(day.words)"
    }

    /// Beside the week: an amount to log today for a habit with a goal, or a slip for a
    /// habit to quit (its day over the limit, or its lapse).
    static func quick(_ h: BoardEntry) -> String {
        let id = h.id ?? 0
        if h.kind == .quit {
            return "<form class=\"quick\" method=\"post\" action=\"/slip\"><input type=\"hidden\" name=\"habit\" value=\"\(id)\">"
                + "<button class=\"slip\" aria-label=\"\(HTML.escape(tr("%s: a slip today", h.name)))\">\(HTML.escape(tr("Slip")))</button></form>"
        }
        guard h.goal != nil else { return "" }
        let unit = h.unit.map { " (\($0))" } ?? ""
        return "<form class=\"quick\" method=\"post\" action=\"/log\"><input type=\"hidden\" name=\"habit\" value=\"\(id)\">"
            + "<label class=\"hidden\" for=\"amount-\(id)\">\(HTML.escape(tr("%s: amount to add today", h.name) + unit))</label>"
            + "<input id=\"amount-\(id)\" name=\"value\" inputmode=\"decimal\" autocomplete=\"off\" placeholder=\"\(HTML.escape(h.unit ?? ""))\">"
            + "<button>\(HTML.escape(tr("Add")))</button></form>"
    }
}
