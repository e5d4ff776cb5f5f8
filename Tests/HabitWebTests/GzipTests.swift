import Foundation
import HabitCore
import HabitStore
import Testing
@testable import HabitWeb

/// Answers go gzipped to a client that accepts it, and come back the same through gzip -d.
@Suite struct GzipTests {
    func gunzip(_ bytes: [UInt8]) throws -> [UInt8] {
        let file = NSTemporaryDirectory() + "gz-\(UUID().uuidString).gz"
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/gzip")
        p.arguments = ["-dc", file]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Array(data)
    }

    @Test func aClientThatAcceptsGzipGetsItAndTheSameBytes() throws {
        let base = WebAPITests()
        let (db, api, token) = try base.setUp { db in
            for i in 0..<30 { _ = try db.insert(Habit(name: "Habit \(i)", color: .palette("sky"), startDate: CivilDate(parsing: "2026-11-16")!,
                                                      createdAt: ISOInstant.parse("2026-11-19T18:30:00Z")!)) }
        }
        _ = db
        let plain = api.respond(base.request("GET", "board", token: token), now: base.now)
        let packed = api.respond(base.request("GET", "board", token: token, headers: [("Accept-Encoding", "gzip, deflate, br")]), now: base.now)
        #expect(!plain.headers.contains { $0.0 == "Content-Encoding" })
        #expect(packed.headers.contains { $0 == ("Content-Encoding", "gzip") } && packed.body.count * 4 < plain.body.count)
        #expect(try gunzip(packed.body) == plain.body)
        #expect(packed.headers.contains { $0.0 == "Vary" && $0.1.contains("Accept-Encoding") })
        // Kept compressed: the next one is the same bytes.
        #expect(api.respond(base.request("GET", "board", token: token, headers: [("Accept-Encoding", "gzip")]), now: base.now).body == packed.body)
        let refused = api.respond(base.request("GET", "board", token: token, headers: [("Accept-Encoding", "gzip;q=0")]), now: base.now)
        #expect(!refused.headers.contains { $0.0 == "Content-Encoding" })
        #expect(Gzip.accepted("*") && !Gzip.accepted("br") && !Gzip.accepted(nil))
    }
}

/// Issue 31's budget: the board of 200 habits, with its style, colours and script, crosses
/// the network in at most 100 KB.
@Suite struct PageBudgetTests {
    @Test func theBoardOf200HabitsTransfersAtMost100KB() throws {
        let pages = WebPagesTests()
        let names = ["Stretch", "Read a chapter", "Drink water", "Walk the dog", "Practise Spanish", "Meditate", "Floss", "Journal"]
        let (db, api, _) = try pages.base.setUp { db in
            for i in 0..<199 {
                var h = Habit(name: "\(names[i % names.count]) \(i)", color: .palette(Palette.names[i % Palette.names.count]),
                              startDate: CivilDate(parsing: "2026-01-01")!, createdAt: ISOInstant.parse("2026-01-01T08:00:00Z")!)
                h.icon = ["🧘", "📚", "💧", "🐕"][i % 4]
                h.category = ["Health", "Learning", "Home", nil][i % 4]
                if i % 5 == 0 { h.goal = Goal(value: 8, unit: .cups) }
                if i % 7 == 0 { h.kind = .quit }
                _ = try db.insert(h, createCategory: true)
            }
        }
        let cookie = try pages.session(db, api)
        var total = 0
        for path in ["/", "/app.css", "/colors.css", "/app.js"] {
            let r = api.respond(WebRequest(method: "GET", target: path, headers: [("Host", pages.base.host), ("Cookie", cookie),
                                                                                  ("Accept-Encoding", "gzip")], peer: "127.0.0.1"), now: pages.now)
            #expect(r.status == 200)
            total += r.body.count + r.headers.reduce(0) { $0 + $1.0.utf8.count + $1.1.utf8.count + 4 }
        }
        #expect(try db.snapshot(logs: false).habits.count == 200)
        #expect(total <= 100 * 1024, "the board of 200 habits with its style, colours and script: \(total) bytes")
        print("board of 200 habits, gzipped with its style, colours and script: \(total) bytes")
    }
}
