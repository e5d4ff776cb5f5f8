import Foundation
import HabitCore
import HabitStore
import Logging
import Testing
import TestSupport
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
        #expect(celebrations(notifier) == ["🏆 Read: 3 days in a row | First milestone reached: 3 days. Next: 3 weeks."])
        #expect(notifier.shown.last?.timeout == -1)
        // A restart checks every habit again: the store says it was celebrated.
        let restarted = Engine(db: db, notifier: notifier, systemZone: e.utc, offsets: FoundationZoneOffsets())
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
        // Three at once: one notification.
        #expect(celebrations(notifier) == ["🎉 Read: goal reached · 3 weeks in a row · reward earned | 2 / 2 this week\n"
                                           + "First milestone reached: 3 weeks. Next: 3 months.\na film night, for 3 weeks in a row"])
        try db.record(Completion(habitID: h.id!, date: today.adding(days: -1), recordedAt: e.at("08:11")))
        try engine.replan(now: e.at("08:11"))  // a third day this week: nothing new
        #expect(celebrations(notifier).count == 1)
    }

    @Test func turnedOffInTheConfigNothingIsShownOrRecorded() throws {
        let (db, notifier, engine, h) = try e.setUp()
        engine.celebrationsEnabled = false
        try twoDaysDone(db, h)
        try db.record(Completion(habitID: h.id!, date: today, recordedAt: e.at("08:00")))
        try engine.start(now: e.at("08:00"))
        #expect(celebrations(notifier) == [])
        #expect(try db.newAchievements(of: HabitRules(habit: h, log: try db.history(of: h), weekStart: .monday), today: today,
                                          skipsKeepStreak: true, at: e.at("08:00")).count == 1,
                "nothing was recorded while off")
    }

    /// Off, but with a milestone hook: nothing is shown, and what a Mark done reaches is
    /// recorded all the same, for the hook (which reads what was recorded) to run on it.
    @Test func turnedOffWithAMilestoneHookTheMilestoneIsRecordedNotShown() throws {
        let (db, notifier, engine, h) = try e.setUp()
        engine.celebrationsEnabled = false
        engine.hookCommands = [.milestone: "true"]
        try twoDaysDone(db, h)
        try engine.start(now: e.at("08:00"))
        try engine.fire(now: e.at("09:00"))
        try engine.handle(.markDone, habitID: h.id!, now: e.at("09:01"))
        #expect(celebrations(notifier) == [])
        #expect(try db.achievementKeys(recordedSince: e.at("09:00")).map(\.1) == ["milestone 3 since 2026-11-20"])
    }

    /// Reached while celebrations were off (a reload turns them on): recorded as seen, not
    /// shown. The reload runs as habitd's does: the setting applied, the store forgotten, a
    /// re-plan. What becomes live after it is shown.
    @Test func turnedOnLaterWhatIsAlreadyLiveStaysQuiet() throws {
        let (db, notifier, engine, h) = try e.setUp()
        let other = try e.addHabit(db, name: "Walk")
        try db.record([Completion(habitID: other.id!, date: today.adding(days: -2), recordedAt: e.at("07:00")),
                       Completion(habitID: other.id!, date: today.adding(days: -1), recordedAt: e.at("07:00"))])
        engine.celebrationsEnabled = false
        try twoDaysDone(db, h)
        try db.record(Completion(habitID: h.id!, date: today, recordedAt: e.at("08:00")))
        try engine.start(now: e.at("08:00"))
        engine.celebrationsEnabled = true
        engine.invalidate()
        try engine.replan(now: e.at("08:01"))
        #expect(celebrations(notifier) == [])
        #expect(try db.newAchievements(of: HabitRules(habit: h, log: try db.history(of: h), weekStart: .monday), today: today,
                                          skipsKeepStreak: true, at: e.at("08:02")).isEmpty,
                "recorded as seen by the reload's re-plan")
        try db.record(Completion(habitID: other.id!, date: today, recordedAt: e.at("08:05")))   // live, after the reload
        try engine.replan(now: e.at("08:05"))
        #expect(celebrations(notifier) == ["🏆 Walk: 3 days in a row | First milestone reached: 3 days. Next: 3 weeks."])
    }

    /// Imported history, or streaks reached while habitd was not running: the first start
    /// records every live milestone silently; then one reached live is shown, once.
    @Test func aFirstStartOverLiveStreaksIsSilent() throws {
        let (db, notifier, engine, h) = try e.setUp()
        var habits = [h]
        for i in 0..<20 { habits.append(try e.addHabit(db, name: "H\(i)")) }
        for habit in habits {   // 22 days in a row up to today: 21 days reached
            try db.record((0..<22).map { Completion(habitID: habit.id!, date: today.adding(days: -$0), recordedAt: e.at("07:00")) })
        }
        let late = try e.addHabit(db, name: "Late")
        try db.record((1...20).map { Completion(habitID: late.id!, date: today.adding(days: -$0), recordedAt: e.at("07:00")) })
        try engine.start(now: e.at("08:00"))
        #expect(celebrations(notifier) == [])
        try db.record(Completion(habitID: late.id!, date: today, recordedAt: e.at("08:30")))   // the 21st day, live
        try engine.replan(now: e.at("08:30"))
        #expect(celebrations(notifier) == ["🏆 Late: 3 weeks in a row | Second milestone reached: 3 weeks. Next: 3 months."])
    }

    /// A backdated completion that completes a streak reaches its milestone now: celebrated,
    /// once, and recorded.
    @Test func aBackdatedCompletionIsCelebratedOnce() throws {
        let (db, notifier, engine, h) = try e.setUp()
        try db.record([Completion(habitID: h.id!, date: today.adding(days: -2), recordedAt: e.at("08:00")),
                       Completion(habitID: h.id!, date: today, recordedAt: e.at("08:00"))])
        try engine.start(now: e.at("08:00"))
        try db.record(Completion(habitID: h.id!, date: today.adding(days: -1), recordedAt: e.at("08:30")))  // done --date yesterday
        try engine.replan(now: e.at("08:30"))
        #expect(celebrations(notifier) == ["🏆 Read: 3 days in a row | First milestone reached: 3 days. Next: 3 weeks."])
        try engine.replan(now: e.at("08:31"))
        #expect(celebrations(notifier).count == 1)
        #expect(try db.newAchievements(of: HabitRules(habit: h, log: try db.history(of: h), weekStart: .monday), today: today,
                                          skipsKeepStreak: true, at: e.at("08:31")).isEmpty,
                "recorded as seen")
    }

    /// A missed day filled in joins the streak to the days before it: its start moves, but it
    /// is the streak already celebrated, so its milestone and reward are not said again
    /// (issue 44 part 3).
    @Test func fillingInAMissedDaySaysNothingAlreadySaid() throws {
        let (db, notifier, engine, h) = try e.setUp { $0.reward = Reward(text: "a film night", every: 3) }
        try db.record([Completion(habitID: h.id!, date: today.adding(days: -4), recordedAt: e.at("08:00")),
                       Completion(habitID: h.id!, date: today.adding(days: -2), recordedAt: e.at("08:00")),
                       Completion(habitID: h.id!, date: today.adding(days: -1), recordedAt: e.at("08:00"))])
        try engine.start(now: e.at("08:00"))
        try db.record(Completion(habitID: h.id!, date: today, recordedAt: e.at("08:30")))
        try engine.replan(now: e.at("08:30"))
        #expect(celebrations(notifier).count == 1, "the third day: the milestone and the reward, together: \(celebrations(notifier))")
        try db.record(Completion(habitID: h.id!, date: today.adding(days: -3), recordedAt: e.at("09:00")))  // the missed day, filled in
        try engine.replan(now: e.at("09:00"))
        #expect(celebrations(notifier).count == 1, "five in a row now, the same streak: \(celebrations(notifier))")
        // Six in a row (tomorrow) is the reward's second time: that is news.
        try db.record(Completion(habitID: h.id!, date: today.adding(days: 1), recordedAt: e.at("09:00")))
        try engine.replan(now: e.at("09:00").addingTimeInterval(86_400))
        #expect(celebrations(notifier).count == 2 && celebrations(notifier).last?.contains("a film night, for 6 days in a row") == true,
                "\(celebrations(notifier))")
    }

    /// Several habits reaching the same milestone in one re-plan: one notification.
    @Test func severalAtOnceMergeIntoOne() throws {
        let (db, notifier, engine, h) = try e.setUp()
        let others = [try e.addHabit(db, name: "Walk"), try e.addHabit(db, name: "Tea & biscuits")]
        for habit in [h] + others { try twoDaysDone(db, habit) }
        try engine.start(now: e.at("08:00"))
        try db.record(([h] + others).map { Completion(habitID: $0.id!, date: today, recordedAt: e.at("08:30")) })
        try engine.replan(now: e.at("08:30"))
        #expect(celebrations(notifier) == ["🏆 3 habits reached 3 days in a row | Read\nWalk\nTea & biscuits"])
    }

    @Test func mixedCelebrationsListOneLineEach() {
        let a = [Achievement(kind: .milestone, key: "m", habitName: "Read", what: "3 days in a row", detail: "d1"),
                 Achievement(kind: .goal, key: "g", habitName: "Gym", what: "goal reached", detail: "d2")]
        #expect(CelebrationText.merged(a)! == ("🎉 2 celebrations", "🏆 Read: 3 days in a row\n🎯 Gym: goal reached"))
        #expect(CelebrationText.merged([]) == nil)
    }

    /// A reward's text survives every grouping.
    @Test func aGroupedRewardKeepsItsText() {
        let film = Achievement(kind: .reward, key: "r1", habitName: "Read", what: "reward earned", detail: "a film night, for 7 days in a row")
        let tea = Achievement(kind: .reward, key: "r2", habitName: "Walk", what: "reward earned", detail: "a cake, for 7 days in a row")
        let gym = Achievement(kind: .goal, key: "g", habitName: "Gym", what: "goal reached", detail: "d")
        #expect(CelebrationText.merged([film, tea])! == ("🎁 2 habits reached reward earned",
                                                        "Read: a film night, for 7 days in a row\nWalk: a cake, for 7 days in a row"))
        #expect(CelebrationText.merged([film, gym])!.body == "🎁 Read: reward earned: a film night, for 7 days in a row\n🎯 Gym: goal reached")
    }

    /// A milestone recorded late (reached while nothing recorded it) is named by its step, never
    /// by the streak's length (issue 44 part 3: "4 days in a row" named no milestone); the
    /// reward beside it says its own count.
    @Test func aLateMilestoneIsNamedByItsStep() throws {
        let (db, notifier, engine, h) = try e.setUp { $0.reward = Reward(text: "a film night", every: 4) }
        try engine.start(now: e.at("07:30"))
        // Four days at once (a backfill, or a sync): the milestone of 3 and the reward of 4 together.
        try db.record((0...3).map { Completion(habitID: h.id!, date: today.adding(days: -$0), recordedAt: e.at("08:00")) })
        try engine.replan(now: e.at("08:00"))
        #expect(celebrations(notifier) == ["🎉 Read: 3 days in a row · reward earned | First milestone reached: 3 days. Next: 3 weeks.\n"
                                           + "a film night, for 4 days in a row"])
    }
}
