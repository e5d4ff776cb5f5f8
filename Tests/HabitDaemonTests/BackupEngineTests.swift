import Foundation
import HabitCore
import HabitStore
import Logging
import Testing
import TestSupport
@testable import HabitDaemon

/// habitd's daily backup (issue 29 part 3), on a controlled clock: one a day at its first
/// step, a wake-up just after midnight, pruning by the `backups` setting.
@Suite struct BackupEngineTests {
    func day(_ d: String, _ t: String = "10:00") -> Date { ISOInstant.parse("\(d)T\(t):00Z")! }

    func engine() throws -> (Engine, StoreBackups, HabitDatabase, String) {
        let dir = NSTemporaryDirectory() + "habitd-backups-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let db = try HabitDatabase.open(path: dir + "/habits.sqlite")
        _ = try db.insert(Habit(name: "Read", color: .palette("sky"), reminders: [Reminder(time: try WallTime.parse("09:00"))],
                                startDate: CivilDate(parsing: "2026-11-01")!, createdAt: Date(timeIntervalSince1970: 0)))
        let engine = Engine(db: db, notifier: RecordingNotifier(), systemZone: Zone("UTC"), offsets: FoundationZoneOffsets())
        engine.logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        let backups = StoreBackups(databasePath: dir + "/habits.sqlite", environment: ["XDG_STATE_HOME": dir + "/state"])
        engine.backups = backups
        return (engine, backups, db, dir)
    }

    /// A backup that cannot be made (here: a file where its folder should be) is tried again
    /// an hour later, not at every step.
    @Test func aFailedBackupIsTriedAgainAnHourLater() throws {
        let (engine, backups, _, dir) = try engine()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = FileManager.default.createFile(atPath: dir + "/state", contents: Data())
        _ = try engine.start(now: day("2026-11-22"))
        #expect(engine.backupRetry == day("2026-11-22", "11:00"))
        try FileManager.default.removeItem(atPath: dir + "/state")
        try engine.fire(now: day("2026-11-22", "10:30"))
        #expect(backups.list().isEmpty, "not before the hour is up")
        try engine.fire(now: day("2026-11-22", "11:00"))
        #expect(backups.list().map(\.name) == ["habits-\(backups.key)-20261122-110000.sqlite"])
    }

    /// What a backup killed mid-copy left is swept by the next backup once it is ten minutes old.
    @Test func aKilledBackupsPartialFileIsSweptByTheNext() throws {
        let (_, backups, db, dir) = try engine()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: backups.directory, withIntermediateDirectories: true)
        let stale = backups.directory + "/habits-20261121-100000.sqlite.partial"
        let fresh = backups.directory + "/habits-20261122-095500.sqlite.partial"
        _ = FileManager.default.createFile(atPath: stale, contents: Data("half".utf8))
        _ = FileManager.default.createFile(atPath: fresh, contents: Data("half".utf8))
        try FileManager.default.setAttributes([.modificationDate: day("2026-11-21")], ofItemAtPath: stale)
        try FileManager.default.setAttributes([.modificationDate: day("2026-11-22", "09:55")], ofItemAtPath: fresh)
        try backups.make(from: db, now: day("2026-11-22"))
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: fresh), "one that may still be written is left alone")
    }

    @Test func oneBackupADayAtTheFirstStepAndAWakeUpAfterMidnight() throws {
        let (engine, backups, _, dir) = try engine()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let wake = try engine.start(now: day("2026-11-22"))
        #expect(backups.list().map(\.name) == ["habits-\(backups.key)-20261122-100000.sqlite"])
        // The store's copy opens as a habitd store with the habit in it.
        let copy = try HabitDatabase.open(path: backups.list()[0].path)
        #expect(try copy.habit(named: "Read").name == "Read")
        // The next wake-up is no later than a minute past midnight.
        #expect(wake.map { $0 <= day("2026-11-23", "00:01") } == true)
        try engine.fire(now: day("2026-11-22", "18:00"))
        #expect(backups.list().count == 1, "a second step the same day makes none")
        try engine.fire(now: day("2026-11-23", "00:01"))
        #expect(backups.list().map(\.name).first == "habits-\(backups.key)-20261123-000100.sqlite")
    }

    @Test func theSettingPrunesAndOffMakesNone() throws {
        let (engine, backups, db, dir) = try engine()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try db.setSetting(.backups, to: "2,1,1")
        try engine.start(now: day("2026-11-20"))
        for d in ["2026-11-21", "2026-11-22", "2026-11-23"] { try engine.fire(now: day(d)) }
        // Two daily, the newest of the week (the 23rd, a Monday: its own week), of the month.
        #expect(backups.list().map(\.name) == ["habits-\(backups.key)-20261123-100000.sqlite", "habits-\(backups.key)-20261122-100000.sqlite"])
        try db.setSetting(.backups, to: "off")
        try engine.replan(now: day("2026-11-24"))
        try engine.fire(now: day("2026-11-24", "11:00"))
        #expect(backups.list().count == 2)
    }
}
