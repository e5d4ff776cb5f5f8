import HabitCore
import HabitViews

/// Draws the board: one line per habit with its colour, name, a 7-day bar of the week
/// (each day's verdict its own glyph, `VerdictGlyph`; today in brackets), the week's progress, the
/// current streak ("12d", "3w", "2m"; a column only when some habit has one) and what is
/// still due. Widths count terminal columns, so emoji and CJK names line up.
struct BoardRenderer {
    let terminal: Terminal
    let weekStart: Weekday
    static let maxNameWidth = 28

    /// The board as one list (pinned habits marked 📌).
    func render(_ rows: [BoardRow], title: String) -> [String] {
        render(BoardSection.flat(rows), title: title)
    }

    /// The board, section by section under their headings, its columns lined up across all
    /// of them; milestone names in the streak column when every row has room for them.
    func render(_ sections: [BoardSection], title: String) -> [String] {
        let rows = sections.flatMap(\.rows)
        guard !rows.isEmpty else { return [] }
        // Each row's habit made safe for the terminal once (`forTerminal` escapes every text).
        let safe = rows.map(\.habit.forTerminal)
        var safeRows = safe.makeIterator()
        let labels = sections.flatMap { s in s.rows.map { label($0, safeRows.next()!, pin: s.marksPins) } }
        let nameWidth = max(4, min(Self.maxNameWidth, labels.map(DisplayWidth.of).max() ?? 4))
        let progressWidth = rows.map { DisplayWidth.of($0.periodText) }.max() ?? 0
        let lead = terminal.color ? 2 : 0  // the colour dot
        // A row's columns: dot, icon (2) and a space, name and a space, the bar (15) and two
        // spaces, progress and two, the streak and two when some habit has one, the status.
        // Each row's streak text, both forms, made once.
        let streaks = rows.map(\.streakTexts)
        let namedWidth = streaks.map { DisplayWidth.of($0.named) }.max() ?? 0
        let statusWidth = rows.map { DisplayWidth.of(ProgressText.status($0.status, $0.habit)) }.max() ?? 0
        let widest = lead + 3 + nameWidth + 1 + 17 + progressWidth + 2 + (namedWidth > 0 ? namedWidth + 2 : 0) + statusWidth
        let named = widest <= terminal.width
        let streakWidth = streaks.map { DisplayWidth.of(named ? $0.named : $0.short) }.max() ?? 0
        let letters = Weekday.week(startingOn: weekStart).map(\.displayLetter)
        let todayIndex = rows[0].week.firstIndex { $0.date == rows[0].date } ?? 0
        var header = ""
        for (i, l) in letters.enumerated() { header += (i == todayIndex ? terminal.bold(l) : l) + " " }
        var lines = [terminal.bold(title),
                     String(repeating: " ", count: lead + 3 + nameWidth + 1) + " " + header]
        var streak = streaks.makeIterator()
        safeRows = safe.makeIterator()
        for (i, section) in sections.enumerated() {
            if let heading = section.heading {
                if i > 0 { lines.append("") }
                lines.append(terminal.bold(heading.forTerminal))
            }
            for row in section.rows {
                let s = streak.next()!
                lines.append(line(row, nameWidth: nameWidth, progressWidth: progressWidth, streakWidth: streakWidth,
                                  streak: named ? s.named : s.short, pin: section.marksPins, safe: safeRows.next()))
            }
        }
        return lines
    }

    /// The name column: 📌 for a pin where said, "└ " before a routine's member. `h`: the
    /// row's habit made safe for the terminal.
    private func label(_ row: BoardRow, _ h: Habit, pin: Bool) -> String {
        (row.underRoutine != nil ? "└ " : "") + (pin && h.pinned ? "📌" + h.name : h.name)
    }

    /// `streak`: the row's streak text as the board shows it (short when not given); `pin`:
    /// whether a pinned habit's name carries 📌; `safe`: the row's habit already made safe
    /// for the terminal (`forTerminal`), when the caller has it.
    func line(_ row: BoardRow, nameWidth: Int, progressWidth: Int, streakWidth: Int = 0, streak: String? = nil, pin: Bool = true,
              safe: Habit? = nil) -> String {
        let h = safe ?? row.habit.forTerminal
        var out = ""
        if terminal.color { out += terminal.paint("●", h.color) + " " }
        out += Self.isolated(h.icon ?? h.initials, to: 2) + " "
        out += Self.isolated(label(row, h, pin: pin), to: nameWidth) + " "
        out += bar(row) + "  "
        out += DisplayWidth.pad(row.periodText, to: progressWidth) + "  "
        if streakWidth > 0 { out += DisplayWidth.pad(streak ?? row.streakText, to: streakWidth) + "  " }
        out += statusText(row)
        return out
    }

    /// ` ■ ■ □[■]· · · `: 15 columns; brackets take the place of today's spaces.
    func bar(_ row: BoardRow) -> String {
        var out = ""
        for (i, day) in row.week.enumerated() {
            let isToday = day.date == row.date
            let before = isToday ? "[" : (i > 0 && row.week[i - 1].date == row.date ? "]" : " ")
            out += before + VerdictGlyph.glyph(day.verdict, row.habit, terminal)
        }
        out += row.week.last?.date == row.date ? "]" : " "
        return out
    }

    func statusText(_ row: BoardRow) -> String {
        let text = ProgressText.status(row.status, row.habit)
        switch row.status {
        case .done, .periodMet: return terminal.green(text)
        case .due: return terminal.yellow(terminal.bold(text))
        default: return terminal.dim(text)
        }
    }

    /// `text` cut and padded to `width` columns, a right-to-left name isolated (`BidiIsolate`)
    /// inside the padding so that the pair is never cut.
    static func isolated(_ text: String, to width: Int) -> String {
        let t = DisplayWidth.truncate(text, to: width)
        return BidiIsolate.wrap(t) + String(repeating: " ", count: max(0, width - DisplayWidth.of(t)))
    }
}
