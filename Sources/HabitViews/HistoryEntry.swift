import FoundationEssentials
import HabitCore
import HabitStore

/// One line of `habitctl history` (and of a habit's page): a completion, a skip or a no.
public struct HistoryEntry: Encodable, Sendable {
    /// A completion's identity: its date and place in the day (`2026-11-25/1`), as the
    /// export carries it; nil for a skip or a no (one a day: the date is its identity).
    public var id: String? = nil
    public let date: CivilDate
    public let kind: String
    public let count: Int?
    public let value: Double?
    public let note: String?
    /// "great" … "awful"; null when not said (and for skips).
    public let mood: Mood?
    public let source: String?
    public let recordedAt: Date
    /// When its memo (note, mood) was written: when it was recorded, or later for a memo
    /// added to a day already done; null without one.
    public var memoAt: Date? = nil
    /// The ledger's verdict of the entry's day (a quit habit's entry is a slip when its day is).
    public let verdict: DayVerdict

    /// A habit's completions, skips and noes, newest first, each with its day's verdict from
    /// the ledger; at most `limit` (0: all).
    public static func of(_ h: Habit, _ snap: StoreSnapshot, rules: HabitRules, today: CivilDate, skipsKeepStreak: Bool, limit: Int) -> [HistoryEntry] {
        guard let id = h.id else { return [] }
        func verdict(_ d: CivilDate) -> DayVerdict { rules.verdict(on: d, today: today, skipsKeepStreak: skipsKeepStreak) }
        var entries = (snap.completions[id] ?? []).map { (c: Completion) -> HistoryEntry in
            let key: String? = c.seq.map { "\(c.date)/\($0)" }
            return HistoryEntry(id: key, date: c.date, kind: "done", count: c.count, value: c.value, note: c.note,
                                mood: c.mood, source: c.source.rawValue, recordedAt: c.recordedAt, memoAt: c.memoWrittenAt, verdict: verdict(c.date))
        }
        entries += (snap.skips[id] ?? []).map {
            HistoryEntry(date: $0.date, kind: "skip", count: nil, value: nil, note: $0.note, mood: nil, source: nil, recordedAt: $0.recordedAt,
                         verdict: verdict($0.date))
        } + (snap.declines[id] ?? []).map {
            HistoryEntry(date: $0.date, kind: "no", count: nil, value: nil, note: $0.note, mood: nil, source: nil, recordedAt: $0.recordedAt,
                         verdict: verdict($0.date))
        }
        entries.sort { ($0.date, $0.recordedAt) > ($1.date, $1.recordedAt) }
        return limit > 0 ? Array(entries.prefix(limit)) : entries
    }

    /// What was logged, in `history`'s words: the amount with its unit, "3×", "done"; a quit
    /// habit's entry as its day's verdict ("slip", "clean"). Empty for a skip or a no.
    public func amountWords(_ h: Habit) -> String {
        guard kind == "done" else { return "" }
        var amount = value.map { "\(formatAmount($0)) \(h.goal?.unit.displayName(for: $0) ?? "")" } ?? ((count ?? 1) > 1 ? "\(count!)×" : "done")
        if h.kind == .quit { amount = (verdict == .slip ? tr("slip") : tr("clean")) + (h.goal != nil && value != nil ? " \(amount)" : "") }
        return amount.trimmingSpaces()
    }
}
