import FoundationEssentials
import Posix

/// The answers of the ledger's views (the board, the habits, a habit's detail, stats), kept
/// until the store changes or the minute turns: a page left open, a phone and a script
/// asking again and again read the same verdicts, worked out once. The key holds what the
/// answer depends on: the request (path, query, language), the store's version (SQLite's
/// data_version for others' commits, a count of the API's own writes) and the minute (a
/// habit's day turns at its own midnight).
final class ResponseCache: @unchecked Sendable {
    struct Key: Hashable {
        let target: String
        let language: String?
        let gzip: Bool
        let version: Int64
        let writes: Int
        let minute: Int64
    }

    /// At most this many answers, and this many bytes, are kept.
    static let entries = 16
    static let bytes = 4 << 20

    private let lock = Lock()
    private var kept: [Key: WebResponse] = [:]
    private var writes = 0

    /// The API wrote to the store: every answer kept is stale.
    func wrote() { lock.withLock { writes += 1; kept.removeAll() } }

    var writeCount: Int { lock.withLock { writes } }

    func answer(_ key: Key) -> WebResponse? { lock.withLock { kept[key] } }

    func keep(_ response: WebResponse, for key: Key) {
        guard response.status == 200, !response.stream else { return }
        lock.withLock {
            // Another version or minute: what is kept is stale.
            if let any = kept.keys.first, any.version != key.version || any.writes != key.writes || any.minute != key.minute {
                kept.removeAll()
            }
            if kept.count >= Self.entries || kept.values.reduce(0, { $0 + $1.body.count }) + response.body.count > Self.bytes {
                kept.removeAll()
            }
            kept[key] = response
        }
    }
}
