import FoundationEssentials
import HabitCore
import HabitStore

/// The board as the store has it: every habit's row for its today (or a fixed date), in the
/// board's order, from one read of the week around it and the habits' streaks. `list`, `list --json` and the
/// HTTP API's board and habits read it here, so they cannot disagree.
public struct BoardRead {
    public let rows: [BoardRow]
    /// What the rows were read from (categories and routines filter with it).
    public let snapshot: StoreSnapshot

    /// `fixed`: the date every row is for (nil: each habit's own today). `wholeSpan`: read
    /// every habit's log over the whole span (JSON's month figures need it), not only what
    /// its row draws.
    /// `habitNamed`: that habit's row alone.
    /// `weekOf`: a day of an earlier week whose squares the rows show, judged as of today.
    public init(_ db: HabitDatabase, _ clock: LedgerClock, includeArchived: Bool, fixed: CivilDate? = nil,
                wholeSpan: Bool, habitNamed: String? = nil, weekOf: CivilDate? = nil) throws {
        // The week around the day, as the ledger needs it (its log span: a habit's today can be a
        // day either side of the system's); the month only for what shows it: JSON's month
        // figures, and habits judged by months.
        let anchor = fixed ?? clock.today
        let week = DateWindow(first: min(anchor, weekOf ?? anchor).adding(days: -1).startOfWeek(clock.weekStart),
                              last: anchor.adding(days: 1).startOfWeek(clock.weekStart).adding(days: 6))
        let whole = Ledger.logSpan(for: week, weekStart: clock.weekStart)
        func logFrom(_ h: Habit) -> CivilDate {
            wholeSpan ? whole.first : Ledger.logSpan(for: week, weekStart: clock.weekStart, of: h).first
        }
        // One read transaction: a write landing between the rows' logs and their streaks would
        // make the two disagree.
        let (snap, progress) = try db.oneRead { read in
            let snap = try read.snapshot(includeArchived: includeArchived, habitNamed: habitNamed, from: whole.first, to: whole.last,
                                         folded: true, logsFrom: logFrom)
            // The streaks resume over the logs just read where those reach back far enough.
            let known = Dictionary(uniqueKeysWithValues: snap.habits.map { h in (h.id!, (from: logFrom(h), log: snap.log(for: h))) })
            return (snap, try read.progress(of: snap.habits, weekStart: clock.weekStart, skipsKeepStreak: clock.settings.skipsKeepStreak,
                                            known: known) { fixed ?? clock.today(for: $0) })
        }
        snapshot = snap
        rows = Self.ordered(snap.habits).map { h in
            BoardRow(rules: HabitRules(habit: h, log: snap.log(for: h), weekStart: clock.weekStart), date: fixed ?? clock.today(for: h),
                     weekOf: weekOf, progress: progress[h.id!]?.fold, skipsKeepStreak: clock.settings.skipsKeepStreak)
        }
    }

    /// Pinned first, then the user's order (`move`), then by the first window's start (none
    /// or anytime: after the evening), creation order within each.
    public static func ordered(_ habits: [Habit]) -> [Habit] {
        func key(_ h: Habit) -> Int { h.windows.first { !$0.isAnytime }?.start ?? 1440 }
        return habits.enumerated().sorted { a, b in
            (a.element.pinned ? 0 : 1, a.element.position ?? .infinity, key(a.element), a.offset)
                < (b.element.pinned ? 0 : 1, b.element.position ?? .infinity, key(b.element), b.offset)
        }.map(\.element)
    }
}
