import Foundation
import GRDB
import HabitCore
import Testing
@testable import HabitStore

@Suite struct StoreTests {
    let epoch = Date(timeIntervalSince1970: 1_790_000_000)
    let start = CivilDate(year: 2026, month: 11, day: 1)!

    func habit(_ name: String, _ configure: (inout Habit) -> Void = { _ in }) -> Habit {
        var h = Habit(name: name, color: .palette("teal"), startDate: start, createdAt: epoch)
        configure(&h)
        return h
    }

    @Test func insertAndReadBackEveryField() throws {
        let db = try HabitDatabase.inMemory()
        let h = habit("Run") {
            $0.description = "Around the park"
            $0.icon = "🏃"
            $0.color = .hex("#123456")
            $0.category = "Fitness"
            $0.kind = .build
            $0.goal = Goal(value: 5.5, unit: .km)
            $0.schedule = .weekdays(WeekdaySet([Weekday.monday, .thursday]))
            $0.timesPerDay = 2
            $0.reminders = [Reminder(time: WallTime(hour: 18, minute: 30)!), Reminder(time: WallTime(hour: 7, minute: 0)!, days: .weekends)]
            $0.endDate = CivilDate(year: 2027, month: 1, day: 1)
            $0.zone = "Europe/Berlin"
            $0.pinned = true
        }
        let saved = try db.insert(h)
        var expected = h
        expected.id = saved.id
        expected.uuid = saved.uuid
        expected.reminders.sort()
        #expect(try db.habit(named: "run") == expected)
    }

    /// A button's write and its ledger rows commit together or not at all.
    @Test func aButtonWriteAndItsLedgerRowsAreOneTransaction() throws {
        let db = try HabitDatabase.inMemory()
        let h = try db.insert(habit("Read"))
        let nine = WallTime(hour: 9, minute: 0)!
        let done = Completion(habitID: h.id!, date: start, source: .notification, recordedAt: epoch)
        try db.record(.completion(done), deliveries: FiringPolicy.deliveries(habitID: h.id!, date: start, reminders: [nine],
                                                                               plannedAt: epoch, .doneFromNotification, at: epoch))
        #expect(try db.snapshot().completions[h.id!]?.count == 1)
        #expect(try db.deliveries(from: start).map(\.outcome) == [.doneFromNotification])
        // A ledger row for a habit that does not exist fails its foreign key: the completion goes too.
        let orphan = FiringPolicy.deliveries(habitID: 999, date: start, reminders: [nine], plannedAt: epoch, .doneFromNotification, at: epoch)
        #expect(throws: (any Error).self) { try db.record(.completion(done), deliveries: orphan) }
        #expect(try db.snapshot().completions[h.id!]?.count == 1)
    }

    /// The fast whole-history read folds rows exactly as `HabitLog` does (implied values of
    /// build goals, quit check-ins, skips), for the habits asked and no others.
    @Test func logsFoldLikeHabitLog() throws {
        let db = try HabitDatabase.inMemory()
        let run = try db.insert(habit("Run") { $0.goal = Goal(value: 5, unit: .km) })
        let smoke = try db.insert(habit("Smoke") { $0.kind = .quit; $0.goal = Goal(value: 2, unit: .count) })
        let other = try db.insert(habit("Other"))
        let d = { (n: Int) in self.start.adding(days: n) }
        try db.record([Completion(habitID: run.id!, date: d(0), recordedAt: epoch),
                       Completion(habitID: run.id!, date: d(0), value: 2.5, recordedAt: epoch),
                       Completion(habitID: run.id!, date: d(3), count: 2, recordedAt: epoch),
                       Completion(habitID: smoke.id!, date: d(1), value: 3, recordedAt: epoch),
                       Completion(habitID: smoke.id!, date: d(2), recordedAt: epoch),
                       Completion(habitID: other.id!, date: d(1), recordedAt: epoch)])
        _ = try db.record(Skip(habitID: run.id!, date: d(5), recordedAt: epoch))
        let snap = try db.snapshot()
        let logs = try db.logs(of: [run, smoke])
        #expect(Set(logs.keys) == [run.id!, smoke.id!])
        for h in [run, smoke] {
            #expect(logs[h.id!]!.tallies == snap.log(for: h).tallies)
            #expect(logs[h.id!]!.skips == snap.log(for: h).skips)
        }
        #expect(logs[run.id!]!.tallies[d(0)] == DayTally(count: 2, value: 7.5, sessionsMet: 1, largest: 5))
        #expect(try db.history(of: smoke).tallies[d(2)] == DayTally(count: 1, value: 0, sessionsMet: 1, largest: 0))
    }

    @Test func namesAreUniqueInAnyCaseInsideTheTransaction() throws {
        let db = try HabitDatabase.inMemory()
        try db.insert(habit("Read"))
        #expect(throws: HabitError.duplicateName("Read")) { try db.insert(habit("READ")) }   // named as it exists
        var other = try db.insert(habit("Write"))
        other.name = "read"
        #expect(throws: HabitError.duplicateName("Read")) { try db.update(other) }
    }

    @Test func unknownCategoryIsRefused() throws {
        let db = try HabitDatabase.inMemory()
        #expect(throws: HabitError.unknownCategory("Nope")) { try db.insert(habit("Read") { $0.category = "Nope" }) }
    }

    @Test func deletingAHabitCascadesToItsHistory() throws {
        let db = try HabitDatabase.inMemory()
        let h = try db.insert(habit("Read") { $0.reminders = [Reminder(time: WallTime(hour: 9, minute: 0)!)] })
        try db.record(Completion(habitID: h.id!, date: start, recordedAt: epoch))
        try db.record(Skip(habitID: h.id!, date: start.adding(days: 1), recordedAt: epoch))
        try db.delete(habitNamed: "READ")
        for table in ["habit", "reminder", "completion", "skip"] {
            let n = try db.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM \(table)") }
            #expect(n == 0, "\(table)")
        }
    }

    @Test func undoRemovesTheLatestCompletionOfThatDay() throws {
        let db = try HabitDatabase.inMemory()
        let h = try db.insert(habit("Water") { $0.timesPerDay = 3 })
        try db.record(Completion(habitID: h.id!, date: start, count: 1, note: "first", recordedAt: epoch))
        try db.record(Completion(habitID: h.id!, date: start, count: 2, note: "second", recordedAt: epoch))
        #expect(try db.undoLastCompletion(habitID: h.id!, on: start)?.note == "second")
        #expect(try db.undoLastCompletion(habitID: h.id!, on: start)?.note == "first")
        #expect(try db.undoLastCompletion(habitID: h.id!, on: start) == nil)
    }

    @Test func skipsAreOnePerDay() throws {
        let db = try HabitDatabase.inMemory()
        let h = try db.insert(habit("Gym"))
        #expect(try db.record(Skip(habitID: h.id!, date: start, recordedAt: epoch)))
        #expect(try !db.record(Skip(habitID: h.id!, date: start, recordedAt: epoch)))
        #expect(try db.removeSkip(habitID: h.id!, on: start))
        #expect(try !db.removeSkip(habitID: h.id!, on: start))
    }

    @Test func snapshotWindowsCompletions() throws {
        let db = try HabitDatabase.inMemory()
        let h = try db.insert(habit("Read"))
        for i in 0..<10 { try db.record(Completion(habitID: h.id!, date: start.adding(days: i), recordedAt: epoch)) }
        let snap = try db.snapshot(from: start.adding(days: 3), to: start.adding(days: 5))
        #expect(snap.completions[h.id!]?.map(\.date) == [3, 4, 5].map { start.adding(days: $0) })
        #expect(throws: HabitError.unknownHabit("Nope")) { try db.snapshot(habitNamed: "Nope") }
    }

    @Test func categoriesRenameAndRemoveKeepHabits() throws {
        let db = try HabitDatabase.inMemory()
        #expect(try db.categories().map(\.name) == ["Health", "Fitness", "Learning", "Social"])
        try db.addCategory("Work")
        #expect(throws: HabitError.duplicateCategory("work")) { try db.addCategory("work") }
        try db.insert(habit("Inbox zero") { $0.category = "Work" })
        try db.renameCategory("work", to: "Job")
        #expect(try db.habit(named: "Inbox zero").category == "Job")
        #expect(throws: HabitError.duplicateCategory("Health")) { try db.renameCategory("Job", to: "Health") }
        try db.removeCategory("Job")
        #expect(try db.habit(named: "Inbox zero").category == nil)
        #expect(throws: HabitError.unknownCategory("Job")) { try db.removeCategory("Job") }
    }

    @Test func settingsPersistNormalisedAndReset() throws {
        let db = try HabitDatabase.inMemory()
        try db.setSetting(.quietHours, to: "22:00-7:00")
        try db.setSetting(.weekStart, to: "Sun")
        #expect(try db.storedSettings() == ["quiet-hours": "22:00-07:00", "week-start": "sunday"])
        #expect(try db.settings().weekStart == .sunday)
        #expect(throws: HabitError.self) { try db.setSetting(.quietPolicy, to: "maybe") }
        try db.setSetting(.weekStart, to: nil)
        #expect(try db.settings().weekStart == nil)
    }

    @Test func exportImportRoundTripIsLossless() throws {
        let db = try HabitDatabase.inMemory()
        try db.addCategory("Work")
        try db.setSetting(.quietHours, to: "22:00-07:00")
        let a = try db.insert(habit("<b>x</b> & \"y\"") { $0.category = "Work"; $0.goal = Goal(value: 2.25, unit: .custom("glasses")); $0.kind = .quit })
        let b = try db.insert(habit("日本語") { $0.schedule = .perMonth(4); $0.archived = true })
        try db.record(Completion(habitID: a.id!, date: start, count: 2, value: 1.5, note: "note, with comma", source: .notification, recordedAt: epoch))
        try db.record(Completion(habitID: b.id!, date: start.adding(days: 2), recordedAt: epoch.addingTimeInterval(0.123)))
        try db.record(Skip(habitID: a.id!, date: start.adding(days: 1), note: "ill", recordedAt: epoch))
        let backup = try db.export()
        let copy = try HabitDatabase.inMemory()
        try copy.importBackup(backup, replace: true)
        #expect(try copy.export() == backup)
    }

    @Test func importIsAllOrNothing() throws {
        let db = try HabitDatabase.inMemory()
        try db.insert(habit("Read"))
        var backup = Backup(settings: [:], categories: [], habits: [
            .init(habit: habit("Write"), completions: [], skips: []),
            .init(habit: habit("read"), completions: [], skips: []),
        ])
        #expect(throws: HabitError.duplicateName("Read")) { try db.importBackup(backup, replace: false) }
        #expect(try db.snapshot().habits.map(\.name) == ["Read"])
        backup.format = "something-else"
        #expect(throws: HabitError.self) { try db.importBackup(backup, replace: true) }
        #expect(try db.snapshot().habits.map(\.name) == ["Read"])
    }
}

@Suite struct DeliveryLedgerTests {
    let epoch = Date(timeIntervalSince1970: 1_790_000_000)
    let day = CivilDate(year: 2026, month: 11, day: 22)!

    @Test func recordsReplacesAndCascades() throws {
        let db = try HabitDatabase.inMemory()
        let h = try db.insert(Habit(name: "Read", color: .palette("sky"), startDate: day, createdAt: epoch))
        let nine = WallTime(hour: 9, minute: 0)!
        try db.record([Delivery(habitID: h.id!, date: day, reminder: nine, outcome: .shown, plannedAt: epoch, recordedAt: epoch)])
        try db.record([Delivery(habitID: h.id!, date: day, reminder: nine, outcome: .doneFromNotification, plannedAt: epoch,
                                recordedAt: epoch.addingTimeInterval(60))])
        let all = try db.deliveries(from: day.adding(days: -1))
        #expect(all.count == 1 && all[0].outcome == .doneFromNotification && all[0].plannedAt == epoch)
        #expect(try db.deliveries(from: day.adding(days: 1)).isEmpty)
        try db.delete(habitNamed: "Read")
        #expect(try db.deliveries(from: day.adding(days: -1)).isEmpty)
    }
}
