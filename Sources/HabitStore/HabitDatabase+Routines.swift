import FoundationEssentials
import GRDB
import HabitCore

/// Routines in the store (issue 29 part 2): a routine's log is composed from its members'
/// wherever logs are read, and a member's change is a change of its routine too.
extension HabitDatabase {
    /// The members of `routine`, in its order (a member gone is left out).
    static func members(_ db: Database, of routine: Routine) throws -> [Habit] {
        let uuids = routine.members
        let ids = try uuids.compactMap { try Int64.fetchOne(db, sql: "SELECT id FROM habit WHERE uuid = ?", arguments: [$0]) }
        let byID = Dictionary(uniqueKeysWithValues: try fetchHabits(db, includeArchived: true, ids: Set(ids)).map { ($0.id!, $0) })
        return ids.compactMap { byID[$0] }
    }

    /// The row id of the routine `memberID` belongs to, if any: one statement, no habit
    /// decoded (every write of a log asks it).
    static func routineID(holding memberID: Int64, _ db: Database) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: """
            SELECT r.id FROM habit r, habit m
             WHERE m.id = ? AND r.routine IS NOT NULL
               AND EXISTS (SELECT 1 FROM json_each(r.routine, '$.members') WHERE value = m.uuid)
            """), arguments: [memberID])
    }

    /// The row id of a routine other than `excluded` whose members hold `uuid`, if any.
    static func routineID(holding uuid: String, excluding excluded: Int64?, _ db: Database) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: """
            SELECT id FROM habit WHERE routine IS NOT NULL AND id IS NOT ?
               AND EXISTS (SELECT 1 FROM json_each(habit.routine, '$.members') WHERE value = ?)
            """), arguments: [excluded, uuid])
    }

    /// The routine `memberID` belongs to, if any.
    static func routine(holding memberID: Int64, _ db: Database) throws -> Habit? {
        try routineID(holding: memberID, db).flatMap { try fetchHabits(db, includeArchived: true, ids: [$0]).first }
    }

    /// Replaces each routine's log in `logs` by the one its members' logs compose over
    /// `from..<until` (its own skips and noes kept).
    static func composeRoutines(_ db: Database, _ habits: [Habit], into logs: inout [Int64: HabitLog],
                                from: CivilDate?, until: CivilDate?, weekStart: Weekday) throws {
        for h in habits {
            guard let routine = h.routine, let id = h.id else { continue }
            let members = try members(db, of: routine)
            let memberLogs = try Self.logs(db, of: members, from: from, until: until)
            let rules = members.map { HabitRules(habit: $0, log: memberLogs[$0.id!] ?? HabitLog(), weekStart: weekStart) }
            let days = Set(rules.flatMap { $0.log.tallies.keys }).sorted()
            let own = logs[id] ?? HabitLog()
            let composed = HabitLog.routine(routine, members: rules, over: days)
            logs[id] = HabitLog(tallies: composed.tallies, skips: own.skips, declines: own.declines)
        }
    }

    /// The week start in force, inside a transaction.
    static func weekStart(_ db: Database, default d: Weekday) throws -> Weekday { try fetchSettings(db).weekStart ?? d }
}

extension HabitDatabase {
    /// A routine's members as the store has them, in its order; none for an ordinary habit.
    public func members(of habit: Habit) throws -> [Habit] {
        guard let routine = habit.routine else { return [] }
        return try read { db in try Self.members(db, of: routine) }
    }

    /// The routine `habit` is a member of, if any.
    public func routine(holding habit: Habit) throws -> Habit? {
        guard let id = habit.id else { return nil }
        return try read { db in try Self.routine(holding: id, db) }
    }
}
