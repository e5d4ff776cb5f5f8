import Foundation
import GRDB
import HabitCore
import Testing
@testable import HabitStore
import TestSupport

/// The derived state kept by the single write path equals a full fold over the log, after
/// every operation of many random sequences; and what readers resume from it equals what a
/// fold of the whole history says.
@Suite struct DerivedStateTests {
    let epoch = Date(timeIntervalSince1970: 1_790_000_000)
    /// Around Europe's spring change and the end of a month, so weeks and months straddle it.
    static let origin = CivilDate(year: 2026, month: 3, day: 1)!

    func randomHabit(_ rng: inout Rng, name: String) -> Habit {
        var h = Habit(name: name, color: .palette("teal"), startDate: Self.origin.adding(days: rng.int(0...20)), createdAt: epoch)
        randomRules(&rng, &h)
        if rng.chance(0.2) { h.zone = rng.pick(["Europe/Berlin", "America/Santiago", "Asia/Tokyo"]) }
        return h
    }

    /// Schedule, kind, goal and times: everything a fold depends on.
    func randomRules(_ rng: inout Rng, _ h: inout Habit) {
        h.schedule = rng.pick([.daily, .weekdays(.weekdays), .weekdays(WeekdaySet([.monday, .thursday])), .everyNDays(rng.int(2...4)),
                               .perWeek(rng.int(1...4)), .perMonth(rng.int(2...10)), .irregular])
        h.kind = rng.chance(0.25) ? .quit : .build
        h.goal = rng.chance(0.3) ? Goal(value: Double(rng.int(0...3)), unit: .cups) : nil
        h.timesPerDay = h.kind == .build && h.schedule.isDayKind && rng.chance(0.2) ? 2 : 1
        h.endDate = rng.chance(0.1) ? h.startDate.adding(days: rng.int(30...100)) : nil
    }

    /// Checks the invariant: doctor finds no drift, and each habit's progress read from the
    /// derived state equals a fold of its whole log, as of each of `days`.
    /// False once something disagreed (recorded as an expectation failure).
    func check(_ db: HabitDatabase, _ days: [CivilDate], _ context: @autoclosure () -> String) throws -> Bool {
        var ok = true
        let result = try db.checkDerivedState(rebuild: false)
        ok = ok && result.drift.isEmpty
        #expect(result.drift.isEmpty, "\(context()): drift \(result.drift.map { "\($0.stored.map { "\($0.fold)" } ?? "nil") vs \($0.fresh.fold)" })")
        let settings = try db.settings()
        let weekStart = settings.weekStart ?? db.weekStartDefault
        let habits = try db.snapshot(logs: false).habits
        let logs = try db.logs(of: habits)
        for day in days {
            let read = try db.progress(of: habits, weekStart: weekStart, skipsKeepStreak: settings.skipsKeepStreak) { _ in day }
            // Resumed over logs the caller holds (the board's week), where they reach back far enough.
            let from = day.adding(days: -6)
            let window = try db.snapshot(from: from, folded: true)
            let known = Dictionary(uniqueKeysWithValues: habits.map { ($0.id!, (from: from, log: window.log(for: $0))) })
            let held = try db.progress(of: habits, weekStart: weekStart, skipsKeepStreak: settings.skipsKeepStreak, known: known) { _ in day }
            for h in habits {
                let full = HabitRules(habit: h, log: logs[h.id!] ?? HabitLog(), weekStart: weekStart)
                    .progress(through: day, skipsKeepStreak: settings.skipsKeepStreak)
                for (how, got) in [("read", read[h.id!]!.fold), ("resumed over held logs", held[h.id!]!.fold)] {
                    let same = got.run == full.run && got.runSince == full.runSince && got.best == full.best
                        && got.bestFirst == full.bestFirst && got.bestLast == full.bestLast && got.milestones == full.milestones
                    ok = ok && same
                    #expect(same, "\(context()), \(h.name) as of \(day): \(how) \(got), full fold \(full)")
                }
            }
        }
        return ok
    }

    /// What a long-running reader (habitd) holds: every live habit with its log, and the
    /// store version read with them, kept up to date through `changedHabits(since:)` alone.
    struct Follower {
        var version: Int64
        var habits: [Int64: (habit: Habit, tallies: [CivilDate: DayTally], skips: Set<CivilDate>)]

        init(_ db: HabitDatabase) throws {
            let s = try db.snapshot(includeArchived: false, folded: true)
            version = s.version
            habits = Dictionary(uniqueKeysWithValues: s.habits.map { h in (h.id!, (h, s.log(for: h).tallies, s.log(for: h).skips)) })
        }

        /// Re-reads only what `changes` names; returns how many habits it re-read.
        mutating func follow(_ db: HabitDatabase) throws -> Int {
            let read = try db.changedHabits(since: version, logsFrom: nil)
            if read.changes.everything {
                self = try Follower(db)
                return habits.count
            }
            for id in read.changes.habits { habits[id] = nil }
            for h in read.habits { habits[h.id!] = (h, read.logs[h.id!]!.tallies, read.logs[h.id!]!.skips) }
            version = read.changes.version
            return read.changes.habits.count
        }

        func same(as other: Follower) -> Bool {
            habits.count == other.habits.count && habits.allSatisfy { id, mine in
                other.habits[id].map { $0.habit == mine.habit && $0.tallies == mine.tallies && $0.skips == mine.skips } ?? false
            }
        }
    }

    @Test func theMaintainedStateEqualsAFullFoldAfterEveryOperation() throws {
        var sequences = 0
        seeds: for seed in 1...1000 {
            var rng = Rng(state: UInt64(seed))
            let db = try HabitDatabase.inMemory()
            var habits = [try db.insert(randomHabit(&rng, name: "A")), try db.insert(randomHabit(&rng, name: "B"))]
            // "Today" moves forward through the sequence; entries land on it or before it.
            var today = Self.origin.adding(days: rng.int(20...120))
            var ops: [String] = []
            var follower = try Follower(db)
            for _ in 0..<rng.int(6...16) {
                let i = rng.int(0...1)
                let h = habits[i]
                // Mostly recent days, sometimes far back (a backdated change).
                let date = rng.chance(0.7) ? today.adding(days: -rng.int(0...6)) : h.startDate.adding(days: rng.int(-3...max(0, today.days(since: h.startDate))))
                let op: String
                switch rng.int(0...13) {
                case 0...3:
                    let value = h.goal != nil && rng.chance(0.5) ? Double(rng.int(0...4)) : nil
                    try db.record(Completion(habitID: h.id!, date: date, count: rng.int(1...2), value: value, recordedAt: epoch))
                    op = "done \(date)"
                case 4 where h.archived, 5 where h.archived:
                    // A day's write refuses an archived habit (issue 42 part 3): nothing changes.
                    #expect(throws: HabitError.archived(h.name)) {
                        _ = try db.toggle(habit: h, on: date, weekStart: .monday, source: .cli, at: epoch)
                    }
                    op = "refused \(date)"
                case 4:
                    _ = try db.checkIn(Completion(habitID: h.id!, date: date, recordedAt: epoch), habit: h, weekStart: .monday)
                    op = "check in \(date)"
                case 5:
                    _ = try db.toggle(habit: h, on: date, weekStart: .monday, source: .cli, at: epoch)
                    op = "toggle \(date)"
                case 6, 7:
                    _ = try db.undoLastCompletion(habitID: h.id!, on: date)
                    op = "undo \(date)"
                case 8:
                    try db.record(Skip(habitID: h.id!, date: date, recordedAt: epoch))
                    op = "skip \(date)"
                case 9:
                    try db.removeSkip(habitID: h.id!, on: date)
                    op = "unskip \(date)"
                case 10:
                    var e = h
                    if rng.chance(0.5) { randomRules(&rng, &e) } else { e.archived.toggle() }
                    if rng.chance(0.3) { e.zone = rng.pick([nil, "Pacific/Kiritimati", "America/Los_Angeles"]) }
                    try db.update(e)
                    habits[i] = e
                    op = "edit \(e.schedule) \(e.kind) goal \(e.goal?.value ?? -1) archived \(e.archived)"
                case 11:
                    try db.setSetting(.skipsKeepStreak, to: rng.chance(0.5) ? "off" : "on")
                    op = "skips setting"
                case 12:
                    try db.setSetting(.weekStart, to: rng.pick(["monday", "sunday", "saturday", nil]))
                    op = "week start"
                default:
                    // Bulk: a few days at once (an import's path).
                    try db.record((0..<rng.int(1...5)).map { Completion(habitID: h.id!, date: date.adding(days: -$0), recordedAt: epoch) })
                    op = "bulk \(date)"
                }
                ops.append("\(h.name): \(op)")
                if rng.chance(0.3) { today = today.adding(days: rng.int(1...10)) }
                // The first disagreement is reported; the rest would repeat it.
                // As of today, and now and then a day before (folded whole) or days ahead.
                let days = [today] + (rng.chance(0.2) ? [today.adding(days: rng.pick([-1, 9]))] : [])
                guard try check(db, days, "seed \(seed) after \(ops.joined(separator: "; "))") else { break seeds }
                // The change counter names every habit this write changed: following it alone
                // gives what a whole read gives.
                _ = try follower.follow(db)
                let followed = follower.same(as: try Follower(db))
                #expect(followed, "seed \(seed): following the store's changes missed \(ops.last!)")
                guard followed else { break seeds }
            }
            sequences += 1
        }
        #expect(sequences == 1000)
    }

    static let today = CivilDate(year: 2026, month: 11, day: 23)!
    static let start = today.adding(days: -1825)

    /// A daily habit done on each of the 1,826 days from `start` through `today`.
    func fiveYearsDoneEveryDay() throws -> (HabitDatabase, Habit) {
        let db = try HabitDatabase.inMemory()
        let h = try db.insert(Habit(name: "Read", color: .palette("sky"), startDate: Self.start, createdAt: epoch))
        try db.record((0...1825).map { Completion(habitID: h.id!, date: Self.start.adding(days: $0), recordedAt: epoch) })
        return (db, h)
    }

    @Test func aFiveYearDailyStreakIsExact() throws {
        let (db, h) = try fiveYearsDoneEveryDay()
        let (today, start) = (Self.today, Self.start)
        let p = try db.progress(of: h, through: today, weekStart: .monday, skipsKeepStreak: true)
        #expect(p.fold.run == 1826 && p.fold.best == 1826 && p.fold.runSince == start)
        #expect(p.fold.milestones == [start.adding(days: 2), start.adding(days: 20), start.adding(days: 89)])
        #expect(p.completions == 1826 && p.lastDone == today)
        // The stored state covers all but the last days: a reader folds a handful, not 1,826.
        let stored = try #require(try db.writer.read { try DerivedState.fetchOne($0, key: h.id!) })
        #expect(stored.fold.settledBefore == today.adding(days: -2) && stored.fold.run == 1823)
    }

    @Test func aBackdatedUndoSplitsAFiveYearStreak() throws {
        let (db, h) = try fiveYearsDoneEveryDay()
        let (today, start) = (Self.today, Self.start)
        let hole = start.adding(days: 1000)
        #expect(try db.undoLastCompletion(habitID: h.id!, on: hole) != nil)
        let p = try db.progress(of: h, through: today, weekStart: .monday, skipsKeepStreak: true)
        #expect(p.fold.run == 825 && p.fold.runSince == hole.adding(days: 1))
        #expect(p.fold.best == 1000 && p.fold.bestFirst == start && p.fold.bestLast == hole.adding(days: -1))
        #expect(p.completions == 1825)
        #expect(try db.checkDerivedState(rebuild: false).drift.isEmpty)
        // Done again: one streak of 1,826 days once more.
        try db.record(Completion(habitID: h.id!, date: hole, recordedAt: epoch))
        #expect(try db.progress(of: h, through: today, weekStart: .monday, skipsKeepStreak: true).fold.run == 1826)
    }

    @Test func doctorReportsDriftAndRebuildMendsIt() throws {
        let db = try HabitDatabase.inMemory()
        let today = CivilDate(year: 2026, month: 11, day: 23)!
        let h = try db.insert(Habit(name: "Read", color: .palette("sky"), startDate: today.adding(days: -30), createdAt: epoch))
        try db.record((0...30).map { Completion(habitID: h.id!, date: today.adding(days: -$0), recordedAt: epoch) })
        #expect(try db.checkDerivedState(rebuild: false).drift.isEmpty)
        // Something wrote the log behind the write path's back.
        try db.writer.write { try $0.execute(sql: "DELETE FROM completion WHERE date = ?", arguments: [today.adding(days: -10)]) }
        let drift = try db.checkDerivedState(rebuild: false).drift
        #expect(drift.map(\.habitName) == ["Read"])
        #expect(try db.checkDerivedState(rebuild: true).drift.count == 1)
        #expect(try db.checkDerivedState(rebuild: false).drift.isEmpty)
        #expect(try db.progress(of: h, through: today, weekStart: .monday, skipsKeepStreak: true).fold.run == 10)
    }
}
