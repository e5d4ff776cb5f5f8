import HabitCore
import HabitViews

/// The habit page's history as Loop's calendar (issue 43 part 1): months of days, newest
/// first, each day a button that toggles it as the board's squares do, drawn and labelled as
/// the ledger judges it. Days to come and days outside the habit's term cannot be tapped.
enum HistoryCalendar {
    /// The most months a page shows (`?months=`): the ledger read for them stays within
    /// `HabitDetailRead`'s 104 weeks.
    static let maxMonths = 12
    static let defaultMonths = 3

    /// The months a page asked for: 1 to `maxMonths`, `defaultMonths` for anything else.
    static func months(_ text: String?) -> Int {
        guard let text, let n = Int(text), (1...maxMonths).contains(n) else { return defaultMonths }
        return n
    }

    /// The first day of the oldest month shown: `months` months through today's, none before
    /// the habit's start.
    static func firstDay(today: CivilDate, start: CivilDate, months: Int) -> CivilDate {
        var year = today.year, month = today.month - (months - 1)
        while month < 1 { month += 12; year -= 1 }
        return max(CivilDate(year: year, month: month, day: 1)!, start.startOfMonth)
    }

    /// The weeks of ledger the page must read to draw them (through this week).
    static func weeks(today: CivilDate, first: CivilDate, weekStart: Weekday) -> Int {
        today.startOfWeek(weekStart).days(since: first.startOfWeek(weekStart)) / 7 + 1
    }

    /// The calendar's model: its months, each with its heading, the weekday letters, blanks
    /// up to its first day's column, and its days.
    static func model(_ read: HabitDetailRead, months: Int, weekStart: Weekday) -> [String: Any] {
        let h = read.habit
        let first = firstDay(today: read.today, start: h.startDate, months: months)
        var monthStarts: [CivilDate] = []
        var m = read.today.startOfMonth
        while m >= first {
            monthStarts.append(m)
            m = m.adding(days: -1).startOfMonth
        }
        let letters = Weekday.week(startingOn: weekStart).map(\.displayLetter)
        let earliest = h.startDate.startOfMonth
        return [
            "heading": tr("History calendar"), "id": h.id ?? 0,
            "hint": tr("Tap a day to mark it done or take it back; the form below logs an amount, a note or a mood for any day."),
            "months": monthStarts.map { start in month(start, read, letters: letters, weekStart: weekStart) },
            "more": first > earliest && months < maxMonths
                ? ["href": "/habits/\(h.id ?? 0)?months=\(min(months + 3, maxMonths))#calendar", "text": tr("Earlier months")] as [String: Any] : false,
        ]
    }

    private static func month(_ start: CivilDate, _ read: HabitDetailRead, letters: [String], weekStart: Weekday) -> [String: Any] {
        let h = read.habit
        var days: [[String: Any]] = []
        var d = start
        while d.month == start.month {
            let day = read.ledger.day(d)
            let word = day.map { ProgressText.word($0.verdict, h.kind) } ?? ""
            let outside = d < h.startDate || (h.endDate.map { d > $0 } ?? false)
            days.append([
                "date": d.description, "number": d.day, "today": d == read.today,
                "cell": day.map { BoardEntry.cellName(BoardRow.cell($0.verdict)) } ?? "not_due",
                "verdict": day.map(\.verdict.rawValue) ?? "not_due",
                "label": "\(h.name), \(d), \(word)", "disabled": d > read.today || outside || day == nil,
            ])
            d = d.adding(days: 1)
        }
        let blanks = start.days(since: start.startOfWeek(weekStart))
        return ["heading": monthName(start), "letters": letters, "blanks": Array(repeating: true, count: blanks), "days": days]
    }

    /// "November 2026", in the user's language.
    static func monthName(_ d: CivilDate) -> String {
        switch d.month {
        case 1: return tr("January %s", d.year)
        case 2: return tr("February %s", d.year)
        case 3: return tr("March %s", d.year)
        case 4: return tr("April %s", d.year)
        case 5: return tr("May %s", d.year)
        case 6: return tr("June %s", d.year)
        case 7: return tr("July %s", d.year)
        case 8: return tr("August %s", d.year)
        case 9: return tr("September %s", d.year)
        case 10: return tr("October %s", d.year)
        case 11: return tr("November %s", d.year)
        default: return tr("December %s", d.year)
        }
    }
}
