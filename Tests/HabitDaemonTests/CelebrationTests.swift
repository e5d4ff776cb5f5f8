import Foundation
import HabitCore
import HabitStore
import Logging
import Testing
@testable import HabitDaemon

/// Goals, milestones and rewards: each celebrated once, whatever wrote the completion.
@Suite struct CelebrationTests {
    let e = EngineTests()
    var today: CivilDate { CivilDate(parsing: "2026-11-22")! }

    /// Done on the two days before today: a Mark done today makes three in a row.
    func twoDaysDone(_ db: HabitDatabase, _ h: Habit) throws {
        try db.record([Completion(habitID: h.id!, date: today.adding(days: -2), recordedAt: e.at("08:00")),
                       Completion(habitID: h.id!, date: today.adding(days: -1), recordedAt: e.at("08:00"))])
    }

    func celebrations(_ n: RecordingNotifier) -> [String] { n.shown.filter { $0.actions.isEmpty }.map { "\($0.summary) | \($0.body)" } }

    @Test func markDoneOnTheThirdDayCelebratesOnceAcrossRestartAndUndoRedo() throws {
        let (db, notifier, engine, h) = try e.setUp()
        try twoDaysDone(db, h)
        try engine.start(now: e.at("08:00"))
        try engine.fire(now: e.at("09:00"))
        #expect(celebrations(notifier) == [])
        try engine.handle(.markDone, habitID: h.id!, now: e.at("09:01"))
        #expect(celebrations(notifier) == ["🏆 Read: 3 days in a row | Milestone reached: 3 days. Next: 3 weeks."])
        #expect(notifier.shown.last?.timeout == -1)
        // A restart checks every habit again: the store says it was celebrated.
        let restarted = Engine(db: db, notifier: notifier, systemZone: e.utc)
        restarted.logger = engine.logger
        try restarted.start(now: e.at("09:05"))
        // Undo and redo from habitctl.
        _ = try db.undoLastCompletion(habitID: h.id!, on: today)
        try restarted.replan(now: e.at("09:06"))
        try db.record(Completion(habitID: h.id!, date: today, recordedAt: e.at("09:07")))
        try restarted.replan(now: e.at("09:07"))
        #expect(celebrations(notifier).count == 1)
    }

    @Test func aCompletionFromAnotherProcessCelebratesToo() throws {
        let (db, notifier, engine, h) = try e.setUp()
        try twoDaysDone(db, h)
        try engine.start(now: e.at("08:00"))
        try db.record(Completion(habitID: h.id!, date: today, recordedAt: e.at("08:30")))  // habitctl done
        try engine.replan(now: e.at("08:30"))
        #expect(celebrations(notifier).count == 1)
        try engine.replan(now: e.at("08:31"))  // the same log: not even checked again
        #expect(celebrations(notifier).count == 1)
    }

    @Test func aWeeklyGoalAndARewardEachOnce() throws {
        let (db, notifier, engine, h) = try e.setUp { h in
            h.schedule = .perWeek(2)
            h.reward = Reward(text: "a film night", every: 3)
        }
        // Weeks from Monday: 2–8 and 9–15 Nov met; this week (16–22) has one done day so far.
        let days = ["2026-11-02", "2026-11-04", "2026-11-10", "2026-11-11", "2026-11-16"]
        try db.record(days.map { Completion(habitID: h.id!, date: CivilDate(parsing: $0)!, recordedAt: e.at("08:00")) })
        try engine.start(now: e.at("08:00"))
        #expect(celebrations(notifier) == [])
        try db.record(Completion(habitID: h.id!, date: today, recordedAt: e.at("08:10")))
        try engine.replan(now: e.at("08:10"))
        #expect(celebrations(notifier) == ["🎯 Read: goal reached | 2 / 2 this week",
                                           "🏆 Read: 3 weeks in a row | Milestone reached: 3 weeks. Next: 3 months.",
                                           "🎁 Read: reward earned | a film night, for 3 weeks in a row"])
        try db.record(Completion(habitID: h.id!, date: today.adding(days: -1), recordedAt: e.at("08:11")))
        try engine.replan(now: e.at("08:11"))  // a third day this week: nothing new
        #expect(celebrations(notifier).count == 3)
    }

    @Test func turnedOffInTheConfigNothingIsShownOrRecorded() throws {
        let (db, notifier, engine, h) = try e.setUp()
        engine.celebrationsEnabled = false
        try twoDaysDone(db, h)
        try db.record(Completion(habitID: h.id!, date: today, recordedAt: e.at("08:00")))
        try engine.start(now: e.at("08:00"))
        #expect(celebrations(notifier) == [])
        engine.celebrationsEnabled = true  // turned on later (a reload): still due today, so shown now
        try db.record(Completion(habitID: h.id!, date: today, recordedAt: e.at("08:01")))
        try engine.replan(now: e.at("08:01"))
        #expect(celebrations(notifier).count == 1)
    }
}
