import FoundationEssentials
import GRDB

/// What has been celebrated for a habit (its `achievement` keys) travels with sync as one more
/// field of the habit, `celebrated`: the keys sorted, one a line. Unlike the other fields it
/// is a set that only grows, so what arrives is added to what is here, never put in its place:
/// a milestone celebrated on one machine is not celebrated again on another, and two machines
/// celebrating at once keep both. Builds that do not know the field carry and ignore it.
enum SyncCelebrated {
    static let field = "celebrated"

    /// The keys celebrated for `habitID` here, as the field's text; nil for none.
    static func local(_ db: Database, habitID: Int64) throws -> String? {
        let keys = try String.fetchAll(db.cachedStatement(sql: "SELECT key FROM achievement WHERE habit_id = ? ORDER BY key"),
                                       arguments: [habitID])
        return keys.isEmpty ? nil : keys.joined(separator: "\n")
    }

    /// Adds the keys of `text` (another machine's) to `habitID`'s, as long celebrated: they
    /// are stamped at the epoch, so no hook takes them for a milestone reached here now.
    static func merge(_ db: Database, habitID: Int64, _ text: String?) throws {
        guard let text else { return }
        let insert = try db.cachedStatement(sql: "INSERT OR IGNORE INTO achievement (habit_id, key, recorded_at) VALUES (?, ?, 0)")
        for key in text.split(separator: "\n") where !key.isEmpty {
            try insert.execute(arguments: [habitID, String(key)])
        }
    }
}
