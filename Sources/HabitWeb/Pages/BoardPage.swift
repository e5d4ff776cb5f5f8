import HabitCore
import HabitViews
import Mustache

/// The board as a page (issue 31): the sections in habitctl's order, each habit's week as
/// seven buttons that toggle the day (a plain form: no script needed), its progress and
/// streak. The cells' words are the ledger's verdicts (`BoardEntry`), never worked out here.
/// The markup is `CWebAssets/files/board.mustache`, which escapes every value it is given
/// (issue 42 part 4); this file only says the words.
enum BoardPage {
    static func render(_ board: BoardData, language: String) -> String {
        let model: [String: Any] = [
            "date": board.today.displayText, "add": tr("Add a habit"),
            "empty": board.sections.isEmpty ? tr("No habits yet: add one with 'habitctl add NAME'.") : false,
            "weekdays": weekdays(board),
            // The ledger's verdicts, each as its square looks and in the word a button's label says.
            "legendTitle": tr("What the squares say"),
            "legend": DayVerdict.allCases.map { ["verdict": $0.rawValue, "word": ProgressText.word($0, .build)] },
            "sections": board.sections.map { s in ["heading": s.heading ?? false, "habits": s.habits.map(row)] as [String: Any] },
            // Shown by the service worker when this board is the one it kept and habitd is out of reach.
            "offline": tr("Offline: this is the board as it was when last loaded. Changes wait until habitd can be reached."),
        ]
        return PageTemplate.page("board", title: tr("Habits"), language: language, model)
    }

    /// The week's days above the squares, as habitctl prints them (`M T W T F S S`) with each
    /// one's day of the month; hidden from screen readers, whose buttons say their dates.
    static func weekdays(_ board: BoardData) -> [[String: Any]] {
        let start = Weekday(parsing: board.weekStart) ?? .monday
        let first = board.today.startOfWeek(start)
        return Weekday.week(startingOn: start).enumerated().map { i, weekday in
            let date = first.adding(days: i)
            return ["letter": String(weekday.displayName.prefix(1)).uppercased(), "day": "\(date.day)", "today": date == board.today]
        }
    }

    /// One habit's words: its mark, name and status, its week (a routine's only shown: its
    /// days are its members'), and beside it a slip or an amount to log.
    static func row(_ h: BoardEntry) -> [String: Any] {
        [
            "id": h.id ?? 0, "member": h.underRoutine != nil, "mark": h.icon ?? h.initials, "name": h.name,
            "status": h.status, "statusText": h.statusText, "progress": h.progress, "streak": h.streakWords.isEmpty ? false : h.streakWords,
            "routine": h.isRoutine,
            "days": h.week.map { day in
                ["id": h.id ?? 0, "date": day.date.description, "cell": day.cell, "verdict": day.verdict.rawValue, "today": day.date == h.date, "future": day.date > h.date, "label": label(h, day)]
                    as [String: Any]
            },
            "slip": h.kind == .quit ? ["label": tr("%s: a slip today", h.name), "button": tr("Slip")] : false,
            "amount": h.kind != .quit && h.goal != nil
                ? ["label": tr("%s: amount to add today", h.name) + (h.unit.map { " (\($0))" } ?? ""), "unit": h.unit ?? "", "button": tr("Add"),
                   // What the script says once it is added; it puts the amount typed for %s.
                   "logged": tr("%1$s: added %2$s %3$s", h.name, "%s", h.unit ?? "")]
                : false,
        ]
    }

    /// "Stretch, 2026-11-19, due": what a screen reader says of a day's button.
    static func label(_ h: BoardEntry, _ day: BoardEntry.Day) -> String {
        "\(h.name), \(day.date), \(day.words)"
    }
}
