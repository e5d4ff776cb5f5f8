import HabitCore
import HabitViews
import Mustache

/// The board as a page (issue 31): the sections in habitctl's order, each habit's week as
/// seven buttons that toggle the day (a plain form: no script needed), its progress and
/// streak. The cells' words are the ledger's verdicts (`BoardEntry`), never worked out here.
/// The markup is `CWebAssets/files/board.mustache`, which escapes every value it is given
/// (issue 42 part 4); this file only says the words.
enum BoardPage {
    /// The first day of the earlier week `text` names (any of its days), nil for this week:
    /// no such day, or one of this week or after.
    static func shownWeek(_ text: String?, today: CivilDate, weekStart: Weekday) -> CivilDate? {
        guard let text, let day = CivilDate(parsing: text) else { return nil }
        let first = day.startOfWeek(weekStart)
        return first < today.startOfWeek(weekStart) ? first : nil
    }

    /// `week`: the first day of an earlier week shown (nil: this week); `archived`: how many
    /// habits rest on the archived page, linked under the board when any do.
    static func render(_ board: BoardData, week: CivilDate? = nil, archived: Int = 0, language: String) -> String {
        let start = board.weekStart
        let first = week ?? board.today.startOfWeek(start)
        let model: [String: Any] = [
            "date": board.today.displayText, "add": tr("Add a habit"),
            // Earlier weeks are a link away, as Loop's history is a scroll away.
            "weeks": [
                "label": tr("Weeks"),
                "previous": ["href": "/?week=\(first.adding(days: -7))", "text": tr("‹ Previous week")],
                "next": week.map { w in
                    let next = w.adding(days: 7)
                    return ["href": next >= board.today.startOfWeek(start) ? "/" : "/?week=\(next)", "text": tr("Next week ›")] as [String: Any]
                } ?? false,
                "shown": week.map { tr("The week of %s", $0.displayText) } ?? false,
            ] as [String: Any],
            "week": week.map { "\($0)" } ?? false,
            "empty": board.sections.isEmpty ? tr("No habits yet: add one with 'habitctl add NAME'.") : false,
            "weekdays": weekdays(board, first: first),
            // The ledger's verdicts, each as its square looks and in the word a button's label says.
            "legendTitle": tr("What the squares say"),
            "legend": DayVerdict.allCases.map { ["verdict": $0.rawValue, "word": ProgressText.word($0, .build)] },
            "sections": board.sections.map { s in
                ["heading": s.heading ?? false, "habits": s.habits.map { row($0, week: week) }] as [String: Any]
            },
            "archived": archived > 0 ? trn("%s archived habit", "%s archived habits", archived, archived) : false,
            // Shown by the service worker when this board is the one it kept and habitd is out of reach.
            "offline": tr("Offline: this is the board as it was when last loaded. Changes wait until habitd can be reached."),
        ]
        return PageTemplate.page("board", title: tr("Habits"), language: language, model)
    }

    /// The week's days above the squares, as habitctl prints them (`M T W T F S S`) with each
    /// one's day of the month; hidden from screen readers, whose buttons say their dates.
    static func weekdays(_ board: BoardData, first: CivilDate) -> [[String: Any]] {
        return Weekday.week(startingOn: board.weekStart).enumerated().map { i, weekday in
            let date = first.adding(days: i)
            return ["letter": weekday.displayLetter, "day": "\(date.day)", "today": date == board.today]
        }
    }

    /// One habit's words: its mark, name and status, its week (a routine's only shown: its
    /// days are its members'), and beside it a slip or an amount to log.
    static func row(_ h: BoardEntry, week: CivilDate? = nil) -> [String: Any] {
        let today = h.date   // the habit's own today (a habit pinned to another zone may be a day off)
        let unit = h.unitWords
        return [
            "id": h.id ?? 0, "member": h.underRoutine != nil, "mark": h.icon ?? h.initials, "name": h.name,
            "status": h.status, "statusText": h.statusText, "progress": h.progress, "streak": h.streakWords.isEmpty ? false : h.streakWords,
            "routine": h.isRoutine, "week": week.map { "\($0)" } ?? false,
            "days": h.week.map { day in
                ["id": h.id ?? 0, "date": day.date.description, "cell": day.cell, "verdict": day.verdict.rawValue, "today": day.date == today, "future": day.date > today, "label": label(h, day)]
                    as [String: Any]
            },
            // Today's slip and amount belong to this week's board.
            "slip": week == nil && h.kind == .quit ? ["label": tr("%s: a slip today", h.name), "button": tr("Slip")] : false,
            "amount": week == nil && h.kind != .quit && h.goal != nil
                ? ["label": tr("%s: amount to add today", h.name) + (unit.map { " (\($0))" } ?? ""), "unit": unit ?? "",
                   "button": tr("Add"),
                   // What the script says once it is added; it puts the amount typed for %s.
                   "logged": tr("%1$s: added %2$s %3$s", h.name, "%s", unit ?? "")]
                : false,
        ]
    }

    /// "Stretch, 2026-11-19, due": what a screen reader says of a day's button.
    static func label(_ h: BoardEntry, _ day: BoardEntry.Day) -> String {
        "\(h.name), \(day.date), \(day.words)"
    }
}
