import Foundation
import HabitControl
import HabitCore
import Testing
@testable import HabitCLI
import HabitViews
import TestSupport

@Suite struct DisplayWidthTests {
    @Test func widths() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("🏃") == 2)
        #expect(DisplayWidth.of("👩‍💻") == 2)        // a ZWJ sequence is one glyph
        #expect(DisplayWidth.of("☕") == 2)
        #expect(DisplayWidth.of("e\u{301}") == 1)   // combining accent
        #expect(DisplayWidth.of("Crème") == 5)
    }

    @Test func truncationNeverSplitsAWideCharacter() {
        #expect(DisplayWidth.truncate("Drink water every day", to: 10) == "Drink wat…")
        #expect(DisplayWidth.truncate("日本語の勉強", to: 6) == "日本…")
        #expect(DisplayWidth.of(DisplayWidth.truncate("日本語の勉強", to: 6)) <= 6)
        #expect(DisplayWidth.pad("日本", to: 6) == "日本  ")
        #expect(DisplayWidth.truncate("short", to: 10) == "short")
    }
}

@Suite struct BoardRendererTests {
    let sunday = CivilDate(year: 2026, month: 11, day: 22)!

    func row(_ name: String, done: [Int] = [], skipped: [Int] = [], schedule: Schedule = .daily, today: Int = 6,
             category: String? = nil, pinned: Bool = false) -> BoardRow {
        let monday = sunday.adding(days: -6)
        var h = Habit(id: 1, name: name, color: .palette("coral"), schedule: schedule, startDate: monday.adding(days: -30),
                      createdAt: Date(timeIntervalSince1970: 0))
        h.category = category
        h.pinned = pinned
        let log = HabitLog(habit: h, completions: done.map { Completion(habitID: 1, date: monday.adding(days: $0), recordedAt: Date()) },
                           skips: skipped.map { Skip(habitID: 1, date: monday.adding(days: $0), recordedAt: Date()) })
        let rules = HabitRules(habit: h, log: log, weekStart: .monday)
        return BoardRow(rules: rules, date: monday.adding(days: today),
                        progress: rules.progress(through: monday.adding(days: today), skipsKeepStreak: true), skipsKeepStreak: true)
    }

    let plain = Terminal(isTTY: false, color: false, width: 100)

    @Test func barMarksDoneSkippedAndToday() {
        let r = BoardRenderer(terminal: plain, weekStart: .monday)
        #expect(r.bar(row("Read", done: [0, 2], skipped: [1], today: 3)) == " ■ - ■[○]◦ ◦ ◦ ")
        #expect(r.bar(row("Read", done: [6], today: 6)) == " □ □ □ □ □ □[■]")
        #expect(r.bar(row("Read", done: [0], today: 0)) == "[■]◦ ◦ ◦ ◦ ◦ ◦ ")
        #expect(r.bar(row("Gym", schedule: .weekdays(.weekdays), today: 6)) == " □ □ □ □ □ ·[·]")
    }

    /// The web board's streak in words, with the next milestone, where the short form would
    /// need explaining (issue 43).
    @Test func theStreakInWords() {
        #expect(row("Read", done: [3, 4, 5], today: 5).streakWords == "3 days in a row; next milestone: 3 weeks")
        #expect(row("Read", done: [5], today: 5).streakWords == "1 day in a row; next milestone: 3 days")
        #expect(row("Gym", done: [0, 1], schedule: .perWeek(2), today: 6).streakWords == "1 week in a row; next milestone: 3 weeks")
        #expect(row("Read", today: 6).streakWords == "")
    }

    /// The streak column: short units and the rule-of-3 step once reached, blank for none,
    /// present only when some habit has one.
    @Test func theStreakColumn() {
        let r = BoardRenderer(terminal: plain, weekStart: .monday)
        #expect(row("Read", done: [3, 4, 5], today: 5).streakText == "3d 1/3")
        #expect(row("Read", done: [4, 5], today: 6).streakText == "2d")   // today still open
        #expect(row("Gym", done: [0, 1], schedule: .perWeek(2), today: 6).streakText == "1w")
        #expect(row("Read", today: 6).streakText == "")
        let lines = r.render([row("Read", done: [4, 5, 6]), row("Walk")], title: "t")
        #expect(lines[2].hasSuffix("3 / 7 this week  3d 1/3 (3 days)  done ✓"), "\(lines)")
        #expect(lines[3].hasSuffix("0 / 7 this week                   due"), "\(lines)")
        // Where the row has no room for the milestone's name, the step alone.
        let narrow = BoardRenderer(terminal: Terminal(isTTY: false, color: false, width: 60), weekStart: .monday)
            .render([row("Read", done: [4, 5, 6]), row("Walk")], title: "t")
        #expect(narrow[2].hasSuffix("3 / 7 this week  3d 1/3  done ✓") && narrow.allSatisfy { DisplayWidth.of($0) <= 60 }, "\(narrow)")
        #expect(!r.render([row("Walk")], title: "t")[2].contains("     due"))
    }

    @Test func columnsLineUpWithWideNames() {
        let r = BoardRenderer(terminal: plain, weekStart: .monday)
        let lines = r.render([row("Read"), row("日本語の勉強"), row("🏃 Run"), row(String(repeating: "x", count: 40))], title: "t")
        let barColumns = lines.dropFirst(2).map { line -> Int in
            let prefix = line[..<line.range(of: "□")!.lowerBound]
            return DisplayWidth.of(String(prefix))
        }
        #expect(Set(barColumns).count == 1, "\(lines)")
        #expect(lines.contains { $0.contains("xxxxxxxxxx…") })
        #expect(!lines.joined().contains("\u{1B}"))
    }

    /// Spec 001's board: Pinned first (absent when nothing is pinned), each category under its
    /// name in the categories' order, then the habits without one; columns line up across the
    /// sections; the pin is said by the heading, not by 📌.
    @Test func theBoardBySection() {
        let r = BoardRenderer(terminal: plain, weekStart: .monday)
        let rows = [row("Gym", category: "Health", pinned: true), row("Read", category: "Learning"), row("Water"),
                    row("Run", done: [6], category: "Health"), row("Orphan", category: "Gone")]
        let sections = BoardSection.grouped(rows, categories: ["Health", "Learning", "Work"])
        #expect(sections.map(\.heading) == ["Pinned", "Health", "Learning", "No category"])
        #expect(sections.map { $0.rows.map(\.habit.name) } == [["Gym"], ["Run"], ["Read"], ["Water", "Orphan"]])
        let lines = r.render(sections, title: "t")
        #expect(Array(lines.dropFirst(2)).map { $0.split(separator: " ").first.map(String.init) ?? "" }
                == ["Pinned", "G", "", "Health", "R", "", "Learning", "R", "", "No", "W", "O"], "\(lines)")
        let barColumns = lines.filter { $0.contains("□") }.map { DisplayWidth.of(String($0[..<$0.range(of: "□")!.lowerBound])) }
        #expect(Set(barColumns).count == 1 && !lines.joined().contains("📌"), "\(lines)")
        // Nothing pinned, no category: one list without headings, as --flat gives.
        let plainRows = [row("Water"), row("Walk")]
        #expect(BoardSection.grouped(plainRows, categories: ["Health"]).map(\.heading) == [nil])
        #expect(r.render(BoardSection.grouped(plainRows, categories: []), title: "t") == r.render(plainRows, title: "t"))
        // Flat: one list, 📌 on the pinned name.
        let flat = r.render(BoardSection.flat(rows), title: "t")
        #expect(flat.count == 2 + rows.count && flat[2].contains("📌Gym"), "\(flat)")
    }

    @Test func colourOnlyWhenAsked() {
        let colour = Terminal(isTTY: true, color: true, width: 100)
        let lines = BoardRenderer(terminal: colour, weekStart: .monday).render([row("Read", done: [6])], title: "t")
        #expect(lines.joined().contains("\u{1B}[38;2;255;107;107m"))
    }

    @Test func statusWords() {
        #expect(ProgressText.status(row("Read").status, row("Read").habit) == "due")
        #expect(ProgressText.status(row("Read", done: [6]).status, row("Read").habit) == "done ✓")
        #expect(ProgressText.status(row("Read", skipped: [6]).status, row("Read").habit) == "skipped")
        // A day seen from today, in words, as the ledger has it (show's week).
        func words(_ schedule: Schedule, _ day: CivilDate) -> String {
            let h = row("Read", schedule: schedule).habit
            let ledger = Ledger(rules: HabitRules(habit: h, log: HabitLog(), weekStart: .monday), today: sunday,
                                span: DateWindow(first: sunday.adding(days: -6), last: sunday.adding(days: 1)), skipsKeepStreak: true)
            return ProgressText.verdict(ledger.day(day)!, ledger)
        }
        #expect(words(.daily, sunday.adding(days: -1)) == "missed")
        #expect(words(.daily, sunday.adding(days: 1)) == "upcoming")
        #expect(words(.daily, sunday) == "due")
        #expect(words(.perWeek(3), sunday.adding(days: -1)) == "not due")   // a week still open: that day went unused
        #expect(HabitRules(habit: row("R").habit, log: HabitLog(), weekStart: .monday).periodProgress(on: sunday) == "0 / 7 this week")
    }
}

@Suite struct DaemonStatusTextTests {
    @Test func statusReadsInTheUsersZone() throws {
        let status = DaemonStatus(pid: 42, version: "0.1.0", startedAt: "2026-11-22T06:00:00Z", uptimeSeconds: 3725,
                                  database: "/home/a/.local/share/habitd/habits.sqlite", config: nil,
                                  notificationServer: NotificationServer(name: "dunst", vendor: "knopwob", version: "1.9.0",
                                                                         specVersion: "1.2", capabilities: ["actions", "body"]),
                                  next: [UpcomingReminder(habit: "Read", at: "2026-11-22T08:00:00Z"),
                                         UpcomingReminder(habit: "<b>x</b>", at: "2026-11-22T17:30:00Z")])
        let local = DaemonStatusText.LocalTime(zone: Zone("Europe/Berlin"), offsets: FoundationZoneOffsets())
        #expect(DaemonStatusText.lines(status, local: local.text) == [
            "habitd 0.1.0, pid 42, up 1 h 2 min (since 2026-11-22T06:00:00Z)",
            "database       /home/a/.local/share/habitd/habits.sqlite",
            "config         none (defaults)",
            "notifications  dunst 1.9.0 (knopwob), spec 1.2",
            "capabilities   actions, body",
            "web            not served ([web] in habitd.toml)",
            "next           2026-11-22 09:00  Read",
            "               2026-11-22 18:30  <b>x</b>",
        ])
    }

    @Test func withoutAServer() {
        let status = DaemonStatus(pid: 1, version: "0.1.0", startedAt: "2026-11-22T06:00:00Z", uptimeSeconds: 59,
                                  database: "/d", config: "/c.toml", notificationServer: nil, next: [])
        let lines = DaemonStatusText.lines(status, local: { $0 })
        #expect(lines.contains("notifications  no notification server on the session bus"))
        #expect(lines.contains("next           nothing planned"))
        #expect(lines[0].hasSuffix("up 59 s (since 2026-11-22T06:00:00Z)"))
    }
}
