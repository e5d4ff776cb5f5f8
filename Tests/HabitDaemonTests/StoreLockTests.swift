import Foundation
import Testing
@testable import HabitDaemon

/// One habitd per store: a second one is refused, naming the first one's PID; the lock goes
/// with the habitd that held it.
@Suite struct StoreLockTests {
    @Test func aSecondHolderIsRefusedNamingTheFirstsPID() throws {
        let db = NSTemporaryDirectory() + "lock-\(UUID().uuidString)/habits.sqlite"
        defer { try? FileManager.default.removeItem(atPath: (db as NSString).deletingLastPathComponent) }
        var first: StoreLock? = try StoreLock(databasePath: db)
        do {
            _ = try StoreLock(databasePath: db)
            Issue.record("a second lock was taken")
        } catch let held as StoreLock.Held {
            #expect(held.pid == getpid())
            #expect(held.description == "another habitd (PID \(getpid())) is running on \(db): stop it first (systemctl --user stop habitd, or kill \(getpid()))")
        }
        #expect(first != nil)
        first = nil
        #expect(throws: Never.self) { _ = try StoreLock(databasePath: db) }
    }
}
