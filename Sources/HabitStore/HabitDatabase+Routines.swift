import Foundation
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

    /// Every routine, with its row id.
    static func routines(_ db: Database) throws -> [Habit] {
        let ids = try Int64.fetchAll(db, sql: "SELECT id FROM habit WHERE routine IS NOT NULL")
        return ids.isEmpty ? [] : try fetchHabits(db, includeArchived: true, ids: Set(ids))
    }

    /// The routine `memberID` belongs to, if any.
    static func routine(holding memberID: Int64, _ db: Database) throws -> Habit? {
        guard let uuid = try String.fetchOne(db, sql: "SELECT uuid FROM habit WHERE id = ?", arguments: [memberID]) else { return nil }
        return try routines(db).first { $0.routine?.members.contains(uuid) == true }
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
