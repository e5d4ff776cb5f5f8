import Foundation
import Testing
import HabitCore
@testable import HabitImport

/// How Loop's and harsh's frequencies, colours, weekdays and files become ours.
@Suite struct ForeignMappingTests {
    let today = CivilDate(year: 2026, month: 11, day: 22)!
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func frequenciesMapExactlyWhereTheyCan() {
        func s(_ k: Int, _ n: Int) -> Schedule { ForeignSchedule.closest(times: k, inDays: n).schedule }
        #expect(s(1, 1) == .daily)
        #expect(s(1, 3) == .everyNDays(3))
        #expect(s(1, 7) == .perWeek(1))
        #expect(s(3, 7) == .perWeek(3))
        #expect(s(7, 7) == .daily)
        #expect(s(4, 30) == .perMonth(4))
        #expect(s(2, 31) == .perMonth(2))
        #expect(ForeignSchedule.closest(times: 3, inDays: 7).warning == nil)
        // The rest: the closest, said once.
        #expect(ForeignSchedule.closest(times: 3, inDays: 10) == (.perWeek(2), "3 times in 10 days has no exact schedule here; imported as 2× per week"))
        #expect(s(13, 14) == .daily)
        #expect(s(2, 60) == .perMonth(1))
        #expect(s(1, 400) == .perMonth(1))
        #expect(s(0, 7) == .daily)
    }

    @Test func coloursFollowLoopsMigrations() {
        // ARGB of schema < 14 → 13 colours → 20 colours (schema 21).
        #expect(LoopMapping.colorIndex(stored: -2937041, schemaVersion: 9) == 0)
        #expect(LoopMapping.colorIndex(stored: -16540699, schemaVersion: 13) == 10)
        #expect(LoopMapping.colorIndex(stored: 12345, schemaVersion: 9) == 0)
        #expect(LoopMapping.colorIndex(stored: 12, schemaVersion: 20) == 19)
        #expect(LoopMapping.colorIndex(stored: 2, schemaVersion: 16) == 4)
        #expect(LoopMapping.colorIndex(stored: 2, schemaVersion: 21) == 2)
        #expect(LoopMapping.colorIndex(stored: 25, schemaVersion: 25) == 0)
        #expect(LoopMapping.color(index: 0) == .palette("coral"))
        #expect(LoopMapping.color(index: 15) == .palette("pink"))
        #expect(LoopMapping.index(ofHex: "#1976D2") == 11)
        #expect(LoopMapping.index(ofHex: "#1A77D0") == 11)   // the nearest, for a dark-theme or edited colour
    }

    @Test func reminderDaysAreSaturdayFirstBits() {
        #expect(LoopMapping.weekdays(mask: 127) == nil)
        #expect(LoopMapping.weekdays(mask: 0) == nil)
        #expect(LoopMapping.weekdays(mask: 1) == WeekdaySet([.saturday]))
        #expect(LoopMapping.weekdays(mask: 2) == WeekdaySet([.sunday]))
        #expect(LoopMapping.weekdays(mask: 84) == WeekdaySet([.monday, .wednesday, .friday]))
    }

    @Test func loopTimestampsAreUTCMidnights() {
        #expect(LoopEntryRow.date(millis: 0) == CivilDate(year: 1970, month: 1, day: 1))
        #expect(LoopEntryRow.date(millis: 1_795_392_000_000) == CivilDate(year: 2026, month: 11, day: 23))
        #expect(LoopEntryRow.date(millis: 1_795_392_000_000 + 86_399_999) == CivilDate(year: 2026, month: 11, day: 23))
    }

    @Test func loopValuesMapByHabitType() {
        let d = { (n: Int) in CivilDate(year: 2026, month: 11, day: n)! }
        let entries = [LoopEntryRow(date: d(1), value: 2, notes: "yes"), LoopEntryRow(date: d(2), value: 1), LoopEntryRow(date: d(3), value: 3),
                       LoopEntryRow(date: d(4), value: 0), LoopEntryRow(date: d(5), value: -1, notes: "")]
        let yesNo = LoopMapping.habit(LoopHabitRow(id: 1, name: "A"), entries: entries, label: "A", today: today, now: now).habit
        #expect(yesNo.entries == [ForeignEntry(date: d(1), kind: .done(value: nil), note: "yes"), ForeignEntry(date: d(3), kind: .skip)])
        let atLeast = LoopHabitRow(id: 2, name: "B", numerical: true, targetType: 0, targetValue: 8, unit: "cups")
        let measured = [LoopEntryRow(date: d(1), value: 6500), LoopEntryRow(date: d(2), value: 0), LoopEntryRow(date: d(3), value: -1)]
        let b = LoopMapping.habit(atLeast, entries: measured, label: "B", today: today, now: now).habit
        #expect(b.habit.kind == .build && b.habit.goal == Goal(value: 8, unit: .cups))
        #expect(b.entries == [ForeignEntry(date: d(1), kind: .done(value: 6.5))])
        var atMost = atLeast
        atMost.targetType = 1
        let c = LoopMapping.habit(atMost, entries: measured, label: "C", today: today, now: now).habit
        #expect(c.habit.kind == .quit)
        #expect(c.entries.map(\.date) == [d(1), d(2)])   // 0 is a day kept under the limit
    }

    /// Loop's question is the habit's question; one too long for ours opens the description.
    @Test func loopsQuestionIsTheQuestion() {
        let asked = LoopMapping.habit(LoopHabitRow(id: 1, name: "A", question: " Did you stretch? ", description: "Five minutes"),
                                      entries: [], label: "A", today: today, now: now).habit.habit
        #expect(asked.question == "Did you stretch?" && asked.description == "Five minutes")
        let long = String(repeating: "Did you? ", count: 20).trimmingCharacters(in: .whitespaces)
        let tooLong = LoopMapping.habit(LoopHabitRow(id: 2, name: "B", question: long, description: "Five minutes"),
                                        entries: [], label: "B", today: today, now: now).habit.habit
        #expect(tooLong.question == nil && tooLong.description == long + "\n\nFive minutes")
    }

    @Test func harshFrequencies() {
        #expect(HarshFiles.frequency("1")?.schedule == .daily)
        #expect(HarshFiles.frequency(" 7 ")?.schedule == .perWeek(1))
        #expect(HarshFiles.frequency("1w")?.schedule == .perWeek(1))
        #expect(HarshFiles.frequency("2w")?.schedule == .everyNDays(14))
        #expect(HarshFiles.frequency("3/7")?.schedule == .perWeek(3))
        #expect(HarshFiles.frequency("3/1w")?.schedule == .perWeek(3))
        #expect(HarshFiles.frequency("0")?.schedule == .irregular)
        #expect(HarshFiles.frequency("3")?.schedule == .everyNDays(3))
        #expect(HarshFiles.frequency("2/10")?.warning != nil)
        for bad in ["", "x", "-1", "1/0", "/7", "3/", "1/2/3", "w"] { #expect(HarshFiles.frequency(bad) == nil, "\(bad)") }
    }

    @Test func harshFilesWithHeadingsCommentsAndEveryAnswer() throws {
        let habits = """
            # comment
            ! Dailies
            Meditated: 1
              Bed by midnight : 1

            ! Weeklies
            Gym: 3/7
            Ratio: 1: 2w
            ! Tracking
            Coffee cups: 0
            """
        let log = """
            2026-11-01 : Meditated : y
            2026-11-01 : Gym : y : legs day : 45
            2026-11-02 : Gym : s : sick
            2026-11-03 : Coffee cups : y : : 3
            2026-11-03 : Meditated : y
            2026-11-03 : Meditated : n
            2026-11-04 : meditated : Y
            # a comment
            2026-11-05 : Gone : y
            2026-11-06 : Gone : n
            """
        let p = try HarshFiles.parse(habits: habits, log: log, today: today, now: now)
        #expect(p.categories == ["Dailies", "Weeklies", "Tracking"])
        #expect(p.habits.map(\.habit.name) == ["Meditated", "Bed by midnight", "Gym", "Ratio: 1", "Coffee cups"])
        #expect(p.habits.map(\.habit.category) == ["Dailies", "Dailies", "Weeklies", "Weeklies", "Tracking"])
        #expect(p.habits[3].habit.schedule == .everyNDays(14))
        let d = { (n: Int) in CivilDate(year: 2026, month: 11, day: n)! }
        #expect(p.habits[0].entries == [ForeignEntry(date: d(1), kind: .done(value: nil)), ForeignEntry(date: d(4), kind: .done(value: nil))])
        #expect(p.habits[2].entries == [ForeignEntry(date: d(1), kind: .done(value: 45), note: "legs day"),
                                        ForeignEntry(date: d(2), kind: .skip, note: "sick")])
        #expect(p.habits[4].entries == [ForeignEntry(date: d(3), kind: .done(value: 3))])
        #expect(p.warnings == ["log: 2 lines for \"Gone\", which habits does not list; not imported"])
    }

    @Test(arguments: [
        ("Gym 3/7", "", "Cannot import: habits line 1: not 'Name: frequency': 'Gym 3/7'"),
        ("Gym: often", "", "Cannot import: habits line 1: 'often' is not a harsh frequency (1, 7, 1w, 3/7, 0)"),
        ("Gym: 1\ngym: 7", "", "Cannot import: habits line 2: \"gym\" is listed twice"),
        ("Gym: 1", "2026-11-01 : Gym", "Cannot import: log line 1: not 'YYYY-MM-DD : Name : y|n|s [: comment [: amount]]': '2026-11-01 : Gym'"),
        ("Gym: 1", "2026-13-01 : Gym : y", "Cannot import: log line 1: not a date: '2026-13-01'"),
        ("Gym: 1", "2026-11-01 : Gym : maybe", "Cannot import: log line 1: 'maybe' is not y, n or s"),
        ("Gym: 1", "2026-11-01 : Gym : y : : lots", "Cannot import: log line 1: not an amount: 'lots'"),
    ])
    func harshMistakesNameTheLine(_ habits: String, _ log: String, _ message: String) {
        #expect(throws: HabitError.invalidImport(String(message.dropFirst("Cannot import: ".count)))) {
            _ = try HarshFiles.parse(habits: habits, log: log, today: today, now: now)
        }
    }
}
