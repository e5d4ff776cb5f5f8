import FoundationEssentials
import GRDB

/// The page taps habitd has applied (issue 43 part 4). A tap the page's script kept while
/// habitd could not be reached is sent again until it is answered; the id it carries,
/// noted here once the tap is applied, makes a second sending a no-op.
extension HabitDatabase {
    /// How long an applied tap's id is kept: longer than any phone stays away with taps waiting.
    public static let tapKeep: TimeInterval = 30 * 86_400

    /// Whether a tap with this id was applied (within `tapKeep`).
    public func tapApplied(_ id: String) throws -> Bool {
        try read { db in try Bool.fetchOne(db, sql: "SELECT 1 FROM web_tap WHERE id = ?", arguments: [id]) ?? false }
    }

    /// Notes that the tap `id` was applied at `now`, and forgets those older than `tapKeep`.
    public func noteTap(_ id: String, at now: Date) throws {
        let seconds = Int64(now.timeIntervalSince1970)
        try writer.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO web_tap (id, at) VALUES (?, ?)", arguments: [id, seconds])
            try db.execute(sql: "DELETE FROM web_tap WHERE at < ?", arguments: [seconds - Int64(Self.tapKeep)])
        }
    }
}
