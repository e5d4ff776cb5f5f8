import Foundation
import HabitCore
import HabitStore
import Logging
import Testing
import TestSupport
@testable import HabitDaemon

/// The daemon and nudges: shown while the reminder goes unanswered, once each across a
/// restart, never after a snooze or a done, never caught up.
@Suite struct NudgeEngineTests {
    let e = EngineTests()

    func setUp() throws -> (HabitDatabase, RecordingNotifier, Engine, Habit) {
        try e.setUp { $0.nudge = Nudge(everyMinutes: 10, times: 2) }
    }

    func ledger(_ db: HabitDatabase) throws -> [String] {
        try db.deliveries(from: e.start).map { "\($0.key.reminderText) \($0.outcome.rawValue)" }
    }

    @Test func anIgnoredReminderIsNudgedAndReplacesItsNotification() throws {
        let (db, notifier, engine, _) = try setUp()
        try engine.start(now: e.at("08:00"))
        #expect(try engine.fire(now: e.at("09:00")) == e.at("09:10"))
        try engine.fire(now: e.at("09:10"))
        #expect(notifier.shown.count == 2)
        #expect(notifier.shown[1].replaces != nil && notifier.shown[1].body.hasSuffix("reminded again (1 of 2)"))
        #expect(try engine.fire(now: e.at("09:20")) == ISOInstant.parse("2026-11-23T09:00:00Z"))
        #expect(try ledger(db) == ["09:00 shown", "09:00+1 shown", "09:00+2 shown"])
        // A restart at 09:21 shows nothing again.
        let restarted = Engine(db: db, notifier: notifier, systemZone: e.utc, offsets: FoundationZoneOffsets())
        restarted.logger = engine.logger
        try restarted.start(now: e.at("09:21"))
        #expect(notifier.shown.count == 3)
    }

    @Test func doneOrSnoozedStopsTheNudges() throws {
        let (db, notifier, engine, h) = try setUp()
        try engine.start(now: e.at("08:00"))
        try engine.fire(now: e.at("09:00"))
        try engine.handle(.snooze, habitID: h.id!, now: e.at("09:05"))   // back at 09:15
        try engine.fire(now: e.at("09:10"))
        #expect(notifier.shown.count == 1)                                  // the nudge gave way to the snooze
        try engine.fire(now: e.at("09:15"))
        #expect(notifier.shown.count == 2)                                  // the snooze came back
        try engine.handle(.markDone, habitID: h.id!, now: e.at("09:16"))
        #expect(engine.nextWake == ISOInstant.parse("2026-11-23T09:00:00Z"))
        #expect(try ledger(db).contains("09:00 done_from_notification"))
    }

    @Test func missedNudgesAreNotCaughtUp() throws {
        let (db, notifier, engine, _) = try setUp()
        try engine.start(now: e.at("08:00"))
        try engine.fire(now: e.at("09:00"))
        // Asleep from 09:01 to 09:30: the nudges at 09:10 and 09:20 passed unseen.
        let woken = Engine(db: db, notifier: notifier, systemZone: e.utc, offsets: FoundationZoneOffsets())
        woken.logger = engine.logger
        try woken.start(now: e.at("09:30"))
        #expect(notifier.shown.count == 1)
        #expect(try ledger(db) == ["09:00 shown"])
    }
}
