import Foundation
import HabitCore
import HabitStore
import HabitViews
import HabitWeb

/// The HTTP API and the pages as habitd answers a request (after SwiftNIO has framed it):
/// routing, query and path decoding, JSON bodies, forms, multipart uploads, guards.
enum WebTargets {
    static let now = Date(timeIntervalSince1970: 1_795_545_000)

    /// The input: "METHOD TARGET" on the first line, then "Name: value" header lines up to an
    /// empty one, then the body. A bearer token of the store's is added unless the input
    /// names an Authorization or Cookie of its own. Each input gets a store of its own (one
    /// habit, "Read"), so a crash replays alone.
    static let http = FuzzTarget("http", "HTTP requests to the API and the pages (request line, headers, body)") { bytes in
        var lines = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false)
        let first = lines.isEmpty ? [] : Array(lines.removeFirst())
        var rest = lines.first.map(Array.init) ?? []
        let requestLine = first.text.split(separator: " ", maxSplits: 1).map(String.init)
        guard requestLine.count == 2 else { return false }
        var headers: [(String, String)] = []
        while let end = rest.firstIndex(of: UInt8(ascii: "\n")) {
            let line = Array(rest[..<end]).text
            rest = Array(rest[(end + 1)...])
            if line.isEmpty { break }
            let kv = line.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces() }
            if kv.count == 2 { headers.append((kv[0], kv[1])) }
        }
        guard let db = try? HabitDatabase.inMemory(),
              (try? db.insert(Habit(name: "Read", color: .palette("sky"), startDate: CivilDate(parsing: "2026-11-16")!, createdAt: now))) != nil,
              let token = try? db.createWebToken(name: "fuzz", readOnly: false, at: now) else { setUpFailed("the request's store") }
        if !headers.contains(where: { ["authorization", "cookie"].contains($0.0.lowercased()) }) { headers.append(("Authorization", "Bearer \(token)")) }
        if !headers.contains(where: { $0.0.lowercased() == "host" }) { headers.append(("Host", "127.0.0.1:8738")) }
        let api = WebAPI(db: db, options: .listening(host: "127.0.0.1", port: 8738)) {
            LedgerClock(now: now, zone: .utc, offsets: SystemZones.offsets(environment: [:]), settings: try db.settings(), weekStart: .monday)
        }
        let response = api.respond(WebRequest(method: requestLine[0], target: requestLine[1], headers: headers, body: rest, peer: "127.0.0.1"), now: now)
        return response.status < 400
    }
}
