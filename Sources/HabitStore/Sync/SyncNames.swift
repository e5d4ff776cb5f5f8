import FoundationEssentials
import GRDB
import HabitCore

/// Names when two devices each made a habit of the same name: they stay two habits (nothing
/// guesses they are one; `habitctl merge` joins them), and since a name picks one habit here,
/// all but the oldest are shown with a number: "Read", "Read (2)". The names shown follow
/// from the replicated state alone (the name each habit carries, its creation time, its
/// UUID), worked out for all habits at once, so every device that has seen the same
/// operations shows the same names without journaling them; renaming one journals the new name.
enum SyncNames {
    /// A name field's JSON text as the name.
    static func decode(_ json: String) -> String? {
        (try? JSONValue(parsing: json))?.string
    }

    /// Gives every habit the name it is shown under.
    static func settle(_ db: Database) throws {
        let wanted = try assignment(db)
        var changing: [(id: Int64, name: String)] = []
        for row in try Row.fetchAll(db, sql: "SELECT id, uuid, name, name_key FROM habit") {
            guard let uuid = row[1] as String?, let name = wanted[uuid],
                  (row[2] as String) != name || (row[3] as String) != Validate.nameKey(name) else { continue }
            changing.append((row[0], name))
        }
        // Out of the way first, so that two habits trading names never clash midway.
        for c in changing { try db.execute(sql: "UPDATE habit SET name_key = ? WHERE id = ?", arguments: ["\u{1}\(c.id)", c.id]) }
        for c in changing {
            try db.execute(sql: "UPDATE habit SET name = ?, name_key = ? WHERE id = ?", arguments: [c.name, Validate.nameKey(c.name), c.id])
            try HabitDatabase.touch(db, habitID: c.id)
        }
    }

    /// The name each live habit (by UUID) is shown under: each group of habits whose carried
    /// names are equal in any letter case, oldest first; the first keeps the name, the others
    /// get the lowest free number. Habits the replica has no name for keep theirs.
    static func assignment(_ db: Database) throws -> [String: String] {
        var groups: [String: [(uuid: String, name: String, created: Double)]] = [:]
        var taken: Set<String> = []
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT h.uuid, h.name_key, f.value, c.value FROM habit h
            LEFT JOIN sync_field f ON f.habit = h.uuid AND f.field = 'name'
            LEFT JOIN sync_field c ON c.habit = h.uuid AND c.field = 'createdAt'
            """))
        for row in rows {
            guard let uuid = row[0] as String? else { continue }
            if let json = row[2] as String?, let name = decode(json) {
                groups[Validate.nameKey(name), default: []].append((uuid, name, Double((row[3] as String?) ?? "") ?? 0))
            } else {
                taken.insert(row[1])
            }
        }
        var out: [String: String] = [:]
        let keys = groups.keys.sorted()
        for key in keys {
            groups[key]!.sort { ($0.created, $0.uuid) < ($1.created, $1.uuid) }
            taken.insert(key)
        }
        for key in keys {
            for (i, m) in groups[key]!.enumerated() {
                if i == 0 {
                    out[m.uuid] = m.name
                    continue
                }
                var number = 1
                var candidate: String
                repeat {
                    number += 1
                    candidate = "\(m.name) (\(number))"
                } while taken.contains(Validate.nameKey(candidate))
                taken.insert(Validate.nameKey(candidate))
                out[m.uuid] = candidate
            }
        }
        return out
    }
}
