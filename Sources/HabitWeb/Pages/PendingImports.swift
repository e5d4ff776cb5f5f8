import FoundationEssentials
import Synchronization
import HabitCore

/// Files posted to the import page, kept for the "Import it" that follows their dry run (a
/// browser cannot post a chosen file twice): at most four, each for ten minutes, in memory.
final class PendingImports: Sendable {
    struct Pending: Sendable {
        /// "export", "loop" or "harsh".
        let kind: String
        /// The files by field name ("file", "log"), with the names they had.
        let files: [String: (name: String, bytes: [UInt8])]
        let rename: Bool
        let replace: Bool
        let expires: Date
    }

    private let kept = Mutex<[String: Pending]>([:])
    static let lifetime: TimeInterval = 600

    /// Keeps `pending` and returns the id its confirmation posts.
    func keep(_ pending: Pending, now: Date) -> String {
        var rng = SystemRandomNumberGenerator()
        let id = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &rng).paddedHex }.joined()
        kept.withLock { all in
            all = all.filter { $0.value.expires > now }
            while all.count >= 4, let oldest = all.min(by: { $0.value.expires < $1.value.expires })?.key { all[oldest] = nil }
            all[id] = pending
        }
        return id
    }

    /// The files kept under `id`, removed: a confirmation runs once.
    func take(_ id: String, now: Date) -> Pending? {
        kept.withLock { all in
            defer { all[id] = nil }
            return all[id].flatMap { $0.expires > now ? $0 : nil }
        }
    }
}
