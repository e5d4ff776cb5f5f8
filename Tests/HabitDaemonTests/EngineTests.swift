import Foundation
import HabitControl
import HabitCore
import HabitStore
import Logging
import Testing
import TestSupport
@testable import HabitDaemon

/// Remembers what it was asked to show and close.
final class RecordingNotifier: Notifier {
    var shown: [ReminderNotification] = []
    var closed: [NotificationHandle] = []
    var supportsActions = true
    var serverPresent = true
    private var nextID: UInt32 = 1

    struct NoServer: Error {}

    func show(_ n: ReminderNotification) throws -> NotificationHandle {
        guard serverPresent else { throw NoServer() }
        shown.append(n)
        if let r = n.replaces { return r }
        defer { nextID += 1 }
        return NotificationHandle(id: nextID)
    }

    func close(_ handle: NotificationHandle) { closed.append(handle) }

    func server() -> NotificationServer? {
        serverPresent ? NotificationServer(name: "recorder", vendor: "tests", version: "1", specVersion: "1.2",
                                           capabilities: supportsActions ? ["actions", "body"] : ["body"]) : nil
    }
}

/// The engine, one test per rule of issue 4, with a controlled clock (instants passed in).
@Suite struct EngineTests {
    let utc = Zone("UTC")
    let start = CivilDate(parsing: "2026-11-01")!
    func at(_ t: String) -> Date { ISOInstant.parse("2026-11-22T\(t):00Z")! }

    func setUp(_ reminders: [String] = ["09:00"], name: String = "Read", configure: (inout Habit) -> Void = { _ in })
        throws -> (HabitDatabase, RecordingNotifier, Engine, Habit) {
        let db = try HabitDatabase.inMemory()
        var h = Habit(name: name, color: .palette("sky"), reminders: reminders.map { Reminder(time: try! WallTime.parse($0)) },
                      startDate: start, createdAt: Date(timeIntervalSince1970: 0))
        configure(&h)
        let saved = try db.insert(h)
        let notifier = RecordingNotifier()
        let engine = Engine(db: db, notifier: notifier, systemZone: utc, offsets: FoundationZoneOffsets())
        engine.logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        return (db, notifier, engine, saved)
    }

    /// Another daily habit without reminders, from `start`.
    func addHabit(_ db: HabitDatabase, name: String) throws -> Habit {
        try db.insert(Habit(name: name, color: .palette("sky"), startDate: start, createdAt: Date(timeIntervalSince1970: 0)))
    }

    func ledger(_ db: HabitDatabase) throws -> [String] {
        try db.deliveries(from: start).map { "\($0.date) \($0.reminder) \($0.outcome.rawValue)" }
    }

    @Test func firesAtItsInstant() throws {
        let (db, notifier, engine, _) = try setUp()
        #expect(try engine.start(now: at("08:00")) == at("09:00"))
        try engine.fire(now: at("09:00"))
        #expect(notifier.shown.map(\.summary) == ["Read"])
        #expect(notifier.shown[0].actions == [.markDone, .snooze, .skipToday])
        #expect(try ledger(db) == ["2026-11-22 09:00 shown"])
        #expect(engine.nextWake == ISOInstant.parse("2026-11-23T09:00:00Z"))
    }

    /// `--remind auto`: habitd reminds at the usual time of the days before, and learns again
    /// when the day changes.
    @Test func anAutomaticHabitIsRemindedAtTheUsualTime() throws {
        let (db, notifier, engine, h) = try setUp([]) { $0.remindAuto = true }
        for (day, time) in [("19", "07:40"), ("20", "07:50"), ("21", "08:30")] {
            try db.record(Completion(habitID: h.id!, date: CivilDate(parsing: "2026-11-\(day)")!,
                                     recordedAt: ISOInstant.parse("2026-11-\(day)T\(time):00Z")!))
        }
        #expect(try engine.start(now: at("06:00")) == at("07:50"))
        try engine.fire(now: at("07:50"))
        #expect(notifier.shown.map(\.summary) == ["Read"])
        // Done at 06:10 today: tomorrow's median moves (06:10, 07:40, 07:50, 08:30 → 07:40).
        try db.record(Completion(habitID: h.id!, date: CivilDate(parsing: "2026-11-22")!, recordedAt: at("06:10")))
        try engine.replan(now: at("08:00"))
        try engine.fire(now: ISOInstant.parse("2026-11-23T01:00:00Z")!)
        #expect(engine.nextWake == ISOInstant.parse("2026-11-23T07:40:00Z"))
    }

    /// The sound a reminder asks for: the `sound` setting (message-new-instant by default),
    /// a habit's own, or none (the notifier then asks the server for silence).
    @Test func theSoundFollowsTheHabitThenTheSetting() throws {
        let (db, notifier, engine, _) = try setUp()
        _ = try db.insert(Habit(name: "Bell", color: .palette("sky"), reminders: [Reminder(time: try WallTime.parse("09:00"))], startDate: start,
                                createdAt: Date(timeIntervalSince1970: 0), sound: .named("bell")))
        try engine.start(now: at("08:00"))
        try engine.fire(now: at("09:00"))
        #expect(Dictionary(uniqueKeysWithValues: notifier.shown.map { ($0.summary, $0.sound) }) == ["Read": "message-new-instant", "Bell": "bell"])
        try db.setSetting(.sound, to: "none")
        try engine.fire(now: at("09:00").addingTimeInterval(86_400))
        #expect(Dictionary(uniqueKeysWithValues: notifier.shown.suffix(2).map { ($0.summary, $0.sound) }) == ["Read": nil, "Bell": "bell"])
    }

    @Test func aHabitDoneMeanwhileIsSuppressedAtFireTime() throws {
        let (db, notifier, engine, h) = try setUp()
        try engine.start(now: at("08:00"))
        // habitctl done, from another process, without telling the engine.
        try db.record(Completion(habitID: h.id!, date: CivilDate(parsing: "2026-11-22")!, recordedAt: at("08:30")))
        try engine.fire(now: at("09:00"))
        #expect(notifier.shown.isEmpty)
        #expect(try ledger(db) == ["2026-11-22 09:00 suppressed"])
    }

    @Test func quietHoursDeferTheWakeUp() throws {
        let (db, _, engine, _) = try setUp(["06:00"])
        try db.setSetting(.quietHours, to: "22:00-07:00")
        #expect(try engine.start(now: at("05:00")) == at("07:00"))
    }

    @Test func snoozeComesBackReplacingItsNotificationAndSurvivesARestart() throws {
        let (db, notifier, engine, _) = try setUp()
        try engine.start(now: at("08:00"))
        try engine.fire(now: at("09:00"))
        let first = try #require(engine.showing.values.first?.handle)
        #expect(try engine.handle(.snooze, habitID: notifier.shown[0].habitID, now: at("09:01")) == at("09:11"))
        // The daemon restarts before the snooze ends.
        let notifier2 = RecordingNotifier()
        let engine2 = Engine(db: db, notifier: notifier2, systemZone: utc, offsets: FoundationZoneOffsets())
        #expect(try engine2.start(now: at("09:05")) == at("09:11"))
        try engine2.fire(now: at("09:11"))
        #expect(notifier2.shown.count == 1)
        // The first engine, still running in this test, replaces its own notification.
        try engine.fire(now: at("09:11"))
        #expect(notifier.shown.count == 2 && notifier.shown[1].replaces == first)
        #expect(try db.snoozes().isEmpty)
    }

    @Test func markDoneFromTheNotificationRecordsIt() throws {
        let (db, notifier, engine, h) = try setUp()
        try engine.start(now: at("08:00"))
        try engine.fire(now: at("09:00"))
        try engine.handle(.markDone, habitID: h.id!, now: at("09:00"))
        let snap = try db.snapshot()
        #expect(snap.completions[h.id!]?.map(\.source) == [.notification])
        #expect(try ledger(db) == ["2026-11-22 09:00 done_from_notification"])
        #expect(notifier.shown.count == 1)
        // Closed by habitd itself: mako, for one, leaves a notification whose action was invoked.
        #expect(notifier.closed.count == 1)
    }

    @Test func skipTodaySilencesTheRestOfTheDay() throws {
        let (db, notifier, engine, h) = try setUp(["09:00", "18:00"])
        try engine.start(now: at("08:00"))
        try engine.fire(now: at("09:00"))
        #expect(try engine.handle(.skipToday, habitID: h.id!, now: at("09:01")) == ISOInstant.parse("2026-11-23T09:00:00Z"))
        try engine.fire(now: at("18:00"))
        #expect(notifier.shown.count == 1 && notifier.closed.count == 1)
        #expect(try db.snapshot().skips[h.id!]?.count == 1)
    }

    @Test func missedRemindersAreCaughtUpExactlyOnce() throws {
        let (db, notifier, engine, _) = try setUp(["07:00", "09:00", "11:00", "15:00"])
        try engine.start(now: at("06:00"))
        // Stopped at 06:00; started again at 12:00.
        let engine2 = Engine(db: db, notifier: notifier, systemZone: utc, offsets: FoundationZoneOffsets())
        #expect(try engine2.start(now: at("12:00")) == at("15:00"))
        #expect(notifier.shown.count == 1)
        #expect(notifier.shown[0].reminders.map(\.description) == ["11:00"])
        #expect(try ledger(db) == ["2026-11-22 07:00 missed", "2026-11-22 09:00 missed", "2026-11-22 11:00 caught_up"])
        // Restarting again does not catch up twice.
        let engine3 = Engine(db: db, notifier: notifier, systemZone: utc, offsets: FoundationZoneOffsets())
        try engine3.start(now: at("12:05"))
        #expect(notifier.shown.count == 1)
    }

    /// A store habitd never ran on (issue 44 part 4): a reminder of today that fell due before
    /// the first start is caught up, once; one of a habit added after its time is not.
    @Test func theFirstStartCatchesUpTodaysReminderOnce() throws {
        let (db, notifier, engine, _) = try setUp(["07:00", "09:00"])
        #expect(try db.lastAlive() == nil)
        try engine.start(now: at("10:00"))
        #expect(notifier.shown.map { $0.reminders.map(\.description) } == [["09:00"]])
        #expect(try ledger(db) == ["2026-11-22 07:00 missed", "2026-11-22 09:00 caught_up"])
        let again = Engine(db: db, notifier: notifier, systemZone: utc, offsets: FoundationZoneOffsets())
        try again.start(now: at("10:05"))
        #expect(notifier.shown.count == 1, "once")
    }

    @Test func aReminderTimeBeforeTheHabitExistedIsNeitherCaughtUpNorNudged() throws {
        let (db, notifier, engine, h) = try setUp(["09:00", "18:00"]) {
            $0.createdAt = ISOInstant.parse("2026-11-22T10:00:00Z")!
            $0.nudge = Nudge(everyMinutes: 30, times: 3)
        }
        try engine.start(now: at("10:00"))
        #expect(notifier.shown.isEmpty, "09:00 came before the habit")
        // Its nudges (09:30 … 10:30) are not planned: the next wake is the 18:00 reminder.
        #expect(engine.nextWake == at("18:00"))
        try engine.fire(now: at("10:30"))
        #expect(try notifier.shown.isEmpty && ledger(db).isEmpty)
        try engine.fire(now: at("18:00"))
        #expect(notifier.shown.map { $0.reminders.map(\.description) } == [["18:00"]])
        _ = h
    }

    @Test func noDuplicateAfterARestart() throws {
        let (db, notifier, engine, _) = try setUp()
        try engine.start(now: at("08:00"))
        try engine.fire(now: at("09:00"))
        let engine2 = Engine(db: db, notifier: notifier, systemZone: utc, offsets: FoundationZoneOffsets())
        try engine2.start(now: at("09:00"))   // same instant: already delivered
        try engine2.fire(now: at("09:00"))
        #expect(notifier.shown.count == 1)
    }

    @Test func aSleepingMachineCatchesUpInsteadOfFlooding() throws {
        let (db, notifier, engine, _) = try setUp(["07:00", "09:00", "11:00"])
        try engine.start(now: at("06:00"))
        // The timer for 07:00 fires only at 11:30 (suspend): one notification, for 11:00.
        try engine.fire(now: at("11:30"))
        #expect(notifier.shown.map(\.reminders) == [[try WallTime.parse("11:00")]])
        #expect(try ledger(db).contains("2026-11-22 07:00 missed"))
    }

    @Test func aZoneChangeMovesThePlan() throws {
        let (_, _, engine, _) = try setUp()
        #expect(try engine.start(now: at("05:00")) == at("09:00"))
        engine.systemZone = Zone("Europe/Berlin")
        #expect(try engine.replan(now: at("05:00")) == at("08:00"))
        engine.systemZone = Zone("America/New_York")
        #expect(try engine.replan(now: at("05:00")) == at("14:00"))
    }

    @Test func aClockJumpBackReplansWithoutRepeating() throws {
        let (_, notifier, engine, _) = try setUp()
        try engine.start(now: at("08:00"))
        try engine.fire(now: at("09:00"))
        // The clock is set back an hour: 09:00 is ahead again, but it was delivered.
        #expect(try engine.replan(now: at("08:00")) == at("09:00"))
        try engine.fire(now: at("09:00"))
        #expect(notifier.shown.count == 1)
    }

    @Test func aClockJumpForwardCatchesUpOnceAndReplans() throws {
        let (db, notifier, engine, _) = try setUp(["09:00", "12:00"])
        #expect(try engine.start(now: at("08:30")) == at("09:00"))
        // The clock is set an hour ahead (habitd starts over on a clock set): 09:00 is half an
        // hour past, caught up once; the next wake-up is 12:00.
        #expect(try engine.start(now: at("09:30")) == at("12:00"))
        #expect(notifier.shown.map(\.reminders) == [[try WallTime.parse("09:00")]])
        #expect(try ledger(db) == ["2026-11-22 09:00 caught_up"])
        // And back an hour: nothing again.
        #expect(try engine.start(now: at("08:30")) == at("09:00"))
        try engine.fire(now: at("09:00"))
        #expect(notifier.shown.count == 1)
    }

    @Test func aStoreChangeFromAnotherProcessClosesTheShowingNotification() throws {
        let (db, notifier, engine, h) = try setUp()
        try engine.start(now: at("08:00"))
        try engine.fire(now: at("09:00"))
        try db.record(Completion(habitID: h.id!, date: CivilDate(parsing: "2026-11-22")!, recordedAt: at("09:05")))
        try engine.replan(now: at("09:05"))
        #expect(notifier.closed.count == 1)
        #expect(engine.showing.isEmpty)
    }

    @Test func withoutActionsTheBodySaysWhatToRunInPlainText() throws {
        let (_, notifier, engine, _) = try setUp(name: "<b>x</b> & y")
        notifier.supportsActions = false
        try engine.start(now: at("08:00"))
        try engine.fire(now: at("09:00"))
        #expect(notifier.shown[0].summary == "<b>x</b> & y")
        #expect(notifier.shown[0].body.contains("Mark done: habitctl done \"<b>x</b> & y\""))
        #expect(notifier.shown[0].actions.isEmpty)
    }

    /// The body reads the same classification as every view: a quit habit's past days with
    /// nothing logged are kept (Monday to Saturday of this week), today still to check in.
    @Test func aQuitHabitsBodyCountsItsKeptDays() throws {
        let (_, notifier, engine, _) = try setUp { $0.kind = .quit; $0.startDate = CivilDate(parsing: "2026-11-16")! }
        try engine.start(now: at("08:00"))
        try engine.fire(now: at("09:00"))
        #expect(notifier.shown.first?.body.hasPrefix("6 / 7 this week") == true, "\(notifier.shown.first?.body ?? "nothing shown")")
    }

    /// Done once, from the notification too: `habitctl done` just before the click (the
    /// re-plan that would close the notification not yet run) leaves one completion.
    @Test func markDoneAfterAnotherProcessDidItAddsNothing() throws {
        let (db, _, engine, h) = try setUp()
        try engine.start(now: at("08:00"))
        try engine.fire(now: at("09:00"))
        try db.record(Completion(habitID: h.id!, date: CivilDate(parsing: "2026-11-22")!, recordedAt: at("09:01")))
        try engine.handle(.markDone, habitID: h.id!, now: at("09:01"))
        #expect(try db.snapshot().completions[h.id!]?.count == 1)
    }

    /// The summary is plain text by the spec: the habit's name, byte for byte. The body is
    /// escaped only for a server that parses markup.
    @Test func theSummaryIsTheNameAndTheBodyFollowsBodyMarkup() throws {
        let name = "Tea & biscuits <b>now</b> 'quoted' \"too\" 👩‍💻"
        let (_, notifier, engine, _) = try setUp(name: name)
        try engine.start(now: at("08:00"))
        try engine.fire(now: at("09:00"))
        #expect(Array(notifier.shown[0].summary.utf8) == Array(name.utf8))
        let body = "3 & 4 < 5 > 2\nsecond line"
        #expect(NotificationMarkup.body(body, capabilities: ["actions", "body"]) == body)
        #expect(NotificationMarkup.body(body, capabilities: ["actions", "body", "body-markup"]) == "3 &amp; 4 &lt; 5 &gt; 2\nsecond line")
    }

    /// The body carries progress and the streak, computed from the whole history (the
    /// plan reads only recent weeks): done every day from 1 August except 20 October.
    @Test func theBodyShowsProgressAndTheStreakFromTheWholeHistory() throws {
        let (db, notifier, engine, h) = try setUp { $0.startDate = CivilDate(parsing: "2026-08-01")! }
        var d = CivilDate(parsing: "2026-08-01")!
        var completions: [Completion] = []
        while d < CivilDate(parsing: "2026-11-22")! {
            if d != CivilDate(parsing: "2026-10-20")! { completions.append(Completion(habitID: h.id!, date: d, recordedAt: at("08:00"))) }
            d = d.adding(days: 1)
        }
        try db.record(completions)
        try engine.start(now: at("08:00"))
        try engine.fire(now: at("09:00"))
        #expect(notifier.shown[0].body == "6 / 7 this week\nstreak 32 days (best 80 days)")
    }

    @Test func withoutANotificationServerItRetriesWithBackoffAndShowsWhenOneAppears() throws {
        let (db, notifier, engine, _) = try setUp(["09:00", "09:30"])
        notifier.serverPresent = false
        try engine.start(now: at("08:00"))
        try engine.fire(now: at("09:00"))
        #expect(notifier.shown.isEmpty)
        #expect(engine.nextWake == at("09:00").addingTimeInterval(30))
        // Still no server: the next try waits twice as long.
        try engine.fire(now: at("09:00").addingTimeInterval(30))
        #expect(engine.nextWake == at("09:00").addingTimeInterval(90))
        #expect(try ledger(db).isEmpty)
        notifier.serverPresent = true
        try engine.fire(now: at("09:00").addingTimeInterval(90))
        #expect(notifier.shown.map(\.summary) == ["Read"])
        #expect(try ledger(db) == ["2026-11-22 09:00 shown"])
        #expect(engine.nextWake == at("09:30"))
        try engine.fire(now: at("09:30"))
        #expect(notifier.shown.count == 2 && notifier.shown[1].replaces != nil)
    }

    @Test func whenTheServerRestartsWhatItShowedIsShownAgainIfStillDue() throws {
        let (db, notifier, engine, _) = try setUp(["09:00"])
        let other = try db.insert(Habit(name: "Walk", color: .palette("sky"), reminders: [Reminder(time: try WallTime.parse("09:00"))],
                                        startDate: start, createdAt: Date(timeIntervalSince1970: 0)))
        try engine.start(now: at("08:00"))
        try engine.fire(now: at("09:00"))
        #expect(notifier.shown.count == 2)
        // The server dies; Walk gets done meanwhile; a server comes back.
        notifier.serverPresent = false
        #expect(engine.serverVanished(now: at("09:05")) == at("09:05").addingTimeInterval(30))
        #expect(engine.showing.isEmpty)
        try db.record(Completion(habitID: other.id!, date: CivilDate(parsing: "2026-11-22")!, recordedAt: at("09:06")))
        notifier.serverPresent = true
        try engine.serverAppeared(now: at("09:07"))
        #expect(notifier.shown.map(\.summary) == ["Read", "Walk", "Read"])
        #expect(notifier.shown[2].replaces == nil)
        #expect(engine.nextWake == ISOInstant.parse("2026-11-23T09:00:00Z"))
    }

    @Test func aDismissedNotificationIsForgottenSoTheNextOneIsNew() throws {
        let (_, notifier, engine, _) = try setUp(["09:00", "09:30"])
        try engine.start(now: at("08:00"))
        try engine.fire(now: at("09:00"))
        let handle = try #require(engine.showing.values.first?.handle)
        #expect(engine.habitID(showing: handle) == notifier.shown[0].habitID)
        engine.closed(handle)
        #expect(engine.showing.isEmpty)
        try engine.fire(now: at("09:30"))
        #expect(notifier.shown[1].replaces == nil)
    }
}

@Suite struct EngineWakeTests {
    @Test func anEmptyPlanStillWakesToReplan() throws {
        let db = try HabitDatabase.inMemory()
        let engine = Engine(db: db, notifier: RecordingNotifier(), systemZone: Zone("UTC"), offsets: FoundationZoneOffsets())
        let now = ISOInstant.parse("2026-11-22T08:00:00Z")!
        #expect(try engine.start(now: now) == now.addingTimeInterval(18 * 3600))
    }
}
