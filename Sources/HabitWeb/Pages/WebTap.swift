import FoundationEssentials
import HabitCore
import HabitStore
import HabitViews
import HabitWrites

/// A tap the page's script kept while habitd could not be reached, sent until it is answered
/// (issue 43 part 4). Its fields, beside the action's own:
/// - `tap`: its id. habitd notes each tap it applies (`HabitDatabase.noteTap`): one sent
///   again (its answer lost, habitd gone mid-way) is answered without being applied twice.
/// - `seen`: the day's verdict as the page showed it when tapped; or `after`: the id of the
///   tap before it on the same day, which waited with it. A day changed elsewhere meanwhile
///   (a Mark done, habitctl) is not changed under it: the tap is refused, saying so.
/// A form without `tap` (the script online, or no script) is applied as it comes.
struct WebTap {
    let id: String
    let seen: DayVerdict?
    let after: String?

    /// The tap a form carries; nil when it carries none.
    init?(_ form: FormBody) throws(HabitError) {
        guard let id = form["tap"] else { return nil }
        self.id = try Self.checked(id)
        after = try form["after"].map { a throws(HabitError) in try Self.checked(a) }
        seen = try form["seen"].map { s throws(HabitError) in
            guard let v = DayVerdict(rawValue: s) else { throw .refused(tr("Not a day's state: %s", s)) }
            return v
        }
    }

    /// An id as the script makes them: 8 to 64 letters, digits and dashes.
    static func checked(_ id: String) throws(HabitError) -> String {
        guard (8...64).contains(id.utf8.count), id.utf8.allSatisfy({ $0 == 0x2D || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
        else { throw .refused(tr("Not a tap's id: %s", String(id.prefix(64)))) }
        return id
    }

    /// Runs `apply` for this tap once: nil, without running it, when it was applied before.
    /// Refused when the day it names (`day`, nil for an amount or a slip) is no longer as the
    /// tap found it. One step with habitd's other writes' achievement checks (`AchievementGate`,
    /// which `apply` takes again), so that two sendings of one tap cannot both pass the check.
    func once(_ habit: Habit, day: CivilDate?, _ db: HabitDatabase, _ clock: LedgerClock,
              apply: () throws -> ActionAnswer) throws -> ActionAnswer? {
        try AchievementGate.withLock {
            if try db.tapApplied(id) { return nil }
            if let after, !(try db.tapApplied(after)) {
                throw HabitError.refused(tr("Not applied: %s was tapped after a change that was not", habit.name))
            }
            if let seen, let day {
                let now = try DayVerdictRead.verdict(of: habit, on: day, db, clock)
                if now != seen {
                    throw HabitError.refused(tr("Not applied: %1$s on %2$s changed while this tap waited (now %3$s)",
                                                habit.name, day.displayText, ProgressText.word(now, habit.kind)))
                }
            }
            let answer = try apply()
            try db.noteTap(id, at: clock.now)
            return answer
        }
    }
}
