import FoundationEssentials

/// A habit made of habits ("Morning": Stretch, Water, Meditate): done on a day when `need`
/// of its members are (all of them by default). It has no log of its own: its days are
/// composed from its members' (`HabitLog.routine`), so its streak, milestones and stats are
/// the ledger's as for any habit; its members keep theirs. A member belongs to one routine
/// at most, and a routine is no member.
public struct Routine: Hashable, Sendable, Codable {
    /// The members' UUIDs, in the order given (the same on every device).
    public var members: [String]
    /// How many must be done; nil: all.
    public var need: Int?

    public init(members: [String], need: Int? = nil) {
        self.members = members
        self.need = need
    }

    /// Members done needed for the day: `need`, or all.
    public var required: Int { need ?? members.count }
}

extension HabitLog {
    /// A routine's log: one completion on each day `routine.required` of its members are done
    /// (`done`: each member's rules), nothing else; skips and pauses are the routine's own.
    public static func routine(_ routine: Routine, members: [HabitRules], over days: [CivilDate]) -> HabitLog {
        var tallies: [CivilDate: DayTally] = [:]
        for d in days where members.filter({ $0.isDone(d) }).count >= routine.required {
            tallies[d] = DayTally(count: 1, value: 0, sessionsMet: 1, largest: 0)
        }
        return HabitLog(tallies: tallies)
    }
}

extension Routine {
    /// The store's column: `{"members":[…],"need":2}`.
    static func storage(_ r: Routine) -> String {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? e.encode(r)) ?? Data("{}".utf8), as: UTF8.self)
    }

    static func parse(storage: String) throws -> Routine {
        do { return try JSONDecoder().decode(Routine.self, from: Data(storage.utf8)) }
        catch { throw FieldValue.Unreadable(description: "an unreadable routine") }
    }
}
