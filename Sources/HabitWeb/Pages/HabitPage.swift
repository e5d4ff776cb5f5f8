import FoundationEssentials
import HabitCore
import HabitViews

/// One habit as a page (issue 31): what it is, its next reminders, this week in the
/// ledger's words, its streaks and milestones with their dates, and its history calendar. Every
/// verdict is the ledger's (`HabitDetailRead`); the page only says it, in `habit.mustache`.
enum HabitPage {
    /// `others`: the habits on the board, for its place among them.
    /// `months`: how many months of the calendar (`HistoryCalendar`), which `read` covers.
    static func render(_ read: HabitDetailRead, months: Int, weekStart: Weekday, next: [ReminderEvent], history: [HistoryEntry],
                       others: [Habit], zone: Zone, offsets: ZoneOffsets, language: String) -> String {
        let h = read.habit
        let byMonth = StatsWindow.chartByMonth(h)
        var model: [String: Any] = [
            "id": h.id ?? 0, "mark": h.icon ?? h.initials, "name": h.name, "backToBoard": tr("Back to the board"), "edit": tr("Edit"),
            "description": h.description ?? false, "facts": facts(read).map { ["term": $0.0, "value": $0.1] },
            "nextHeading": tr("Next reminders"),
            "noneNext": next.isEmpty ? (h.plannedReminders.isEmpty ? tr("no reminders set") : tr("none planned")) : false,
            "next": next.isEmpty ? false : ["each": next.map { e in
                let (date, second) = ZoneResolver.local(e.at, in: zone, offsets: offsets)
                return ["instant": ISOInstant.format(e.at), "text": "\(ProgressText.day(date)) \(WallTime(minuteOfDay: second / 60))"]
            }],
            "weekHeading": tr("This week"),
            "week": read.week.compactMap { date -> [String: Any]? in
                guard let day = read.ledger.day(date) else { return nil }
                return ["today": date == read.today, "day": ProgressText.day(date),
                        "cell": BoardEntry.cellName(BoardRow.cell(day.verdict)), "verdict": ProgressText.verdict(day, read.ledger)]
            },
            "calendar": HistoryCalendar.model(read, months: months, weekStart: weekStart),
            "chartHeading": byMonth ? tr("Last 6 months") : tr("Last 8 weeks"),
            "chartAlt": byMonth ? tr("%s: completion rate per month", h.name) : tr("%s: completion rate per week", h.name),
            "day": ActionControls.day(h, today: read.today),
            "arrange": ActionControls.arrange(h, others: others.filter { $0.id != h.id }, paused: !h.pauses(from: read.today).isEmpty,
                                              today: read.today),
        ]
        model.merge(historyList(h, history)) { $1 }
        model["pauses"] = pauses(h, today: read.today)
        model["steps"] = ActionControls.steps(h, ordered: others)
        return PageTemplate.page("habit", title: h.name, language: language, model)
    }

    /// What it is, in the ledger's words: schedule, kind, category, progress, its own texts
    /// (the field table's), its streaks.
    static func facts(_ read: HabitDetailRead) -> [(String, String)] {
        let h = read.habit
        var facts: [(String, String)] = [
            (tr("Schedule"), h.schedule.displaySummary + (h.timesPerDay > 1 ? tr(", %s× a day", h.timesPerDay) : "")),
            (tr("Kind"), h.kind == .build ? tr("build") + (h.goal.map { tr(", goal %s %s", $0.summary, $0.period.phrase) } ?? "")
                                          : tr("quit") + (h.goal.map { tr(", at most %s %s", $0.summary, $0.period.phrase) } ?? tr(", not at all"))),
            (tr("Category"), h.category ?? tr("none")),
            (tr("Progress"), read.rules.periodProgress(on: read.today)),
        ]
        for text in HabitFieldTable.texts where text.ownLine { if let t = h[keyPath: text.path] { facts.append((text.label.text, t)) } }
        return facts + read.streaks.fields(h)
    }

    /// Its pauses running or planned.
    static func pauses(_ h: Habit, today: CivilDate) -> Any {
        let current = h.pauses(from: today)
        guard !current.isEmpty else { return false }
        return ["heading": tr("Pauses"), "each": current.map { PauseText.span($0) + ($0.note.map { " (\($0))" } ?? "") }] as [String: Any]
    }

    /// The latest entries with their notes and moods, newest first (`habitctl history`).
    static func historyList(_ h: Habit, _ entries: [HistoryEntry]) -> [String: Any] {
        [
            "historyHeading": tr("History"),
            "nothingYet": entries.isEmpty ? tr("%s: nothing recorded yet", h.name) : false,
            "history": entries.isEmpty ? false : ["each": entries.map { e in
                ["when": ProgressText.day(e.date),
                 "what": e.kind == "skip" ? tr("skipped") : e.kind == "no" ? tr("no ✗") : e.amountWords(h),
                 "mood": e.mood.map { "\($0.face) \($0.displayWord)" } ?? false, "note": e.note ?? false] as [String: Any]
            }],
        ]
    }
}
