import Foundation
import Synchronization
import HabitCore
import HabitStore
import HabitViews
import Testing
import TestSupport
@testable import HabitWeb

/// The views' answers are kept only while nothing they show can have changed: a write by the
/// API itself, another program's commit to the same file, or the next minute ends them.
@Suite struct ResponseCacheTests {
    @Test func aKeptBoardEndsWithAnyChange() throws {
        let path = NSTemporaryDirectory() + "cache-\(UUID().uuidString).sqlite"
        defer { for s in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + s) } }
        let start = ISOInstant.parse("2026-11-19T18:30:00Z")!
        let api = try HabitDatabase.open(path: path, access: .single, busyTimeout: 5, weekStartDefault: .monday)
        let other = try HabitDatabase.open(path: path, access: .single, busyTimeout: 5, weekStartDefault: .monday)
        _ = try other.insert(Habit(name: "Read", color: .palette("sky"), startDate: CivilDate(parsing: "2026-11-16")!, createdAt: start))
        let token = try other.createWebToken(name: "t", readOnly: false, at: start)
        let now = Mutex(start)
        let web = WebAPI(db: api, options: .listening(host: "127.0.0.1", port: 8738)) {
            LedgerClock(now: now.withLock { $0 }, zone: Zone("UTC"), offsets: FoundationZoneOffsets(), settings: try api.settings(), weekStart: .monday)
        }
        let base = WebAPITests()
        func status() -> String? {
            let entries = try? JSONSerialization.jsonObject(with: Data(web.respond(base.request("GET", "habits", token: token), now: start).body)) as? [[String: Any]]
            return entries?.first?["status"] as? String
        }
        #expect(status() == "due")
        #expect(status() == "due", "kept")
        // Another program (habitctl, habitd's Mark done) commits: SQLite's data_version moves.
        let read = try other.habit(named: "Read")
        _ = try other.checkIn(Completion(habitID: read.id!, date: CivilDate(parsing: "2026-11-19")!, source: .cli, recordedAt: start),
                              habit: read, weekStart: .monday)
        #expect(status() == "done")
        // The API's own write.
        #expect(web.respond(base.request("POST", "habits/Read/undo", token: token), now: start).status == 200)
        #expect(status() == "due")
        // Midnight: the next minute's answer is worked out anew.
        now.withLock { $0 = ISOInstant.parse("2026-11-20T00:00:30Z")! }
        let entries = try JSONSerialization.jsonObject(with: Data(web.respond(base.request("GET", "habits", token: token), now: start).body)) as? [[String: Any]]
        #expect(entries?.first?["date"] as? String == "2026-11-20")
    }
}
