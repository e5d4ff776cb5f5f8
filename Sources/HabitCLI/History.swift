import ArgumentParser
import Foundation
import HabitCore

struct History: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "history", abstract: tr("List a habit's completions, skips and noes, newest first."))

    @ParentCommand var root: HabitCtl

    @Argument(help: ArgumentHelp(tr("The habit.")))
    var name: String

    @Option(help: ArgumentHelp(tr("At most this many entries (0: all)."), valueName: "N"))
    var limit: Int = 50

    @Flag(help: ArgumentHelp(tr("Print JSON for scripts.")))
    var json = false

    struct Entry: Encodable {
        /// A completion's identity: its date and place in the day (`2026-11-25/1`), as the
        /// export carries it; nil for a skip or a no (one a day: the date is its identity).
        var id: String? = nil
        let date: CivilDate
        let kind: String
        let count: Int?
        let value: Double?
        let note: String?
        /// "great" … "awful"; null when not said (and for skips).
        let mood: Mood?
        let source: String?
        let recordedAt: Date
        /// When its memo (note, mood) was written: when it was recorded, or later for a memo
        /// added to a day already done; null without one.
        var memoAt: Date? = nil
        /// The ledger's verdict of the entry's day (a quit habit's entry is a slip when its day is).
        let verdict: DayVerdict
    }

    func run() throws {
        guard limit >= 0 else { throw CLIError(tr("--limit takes 0 or more, not %s", limit)) }
        let ctx = try Context.open(dbPath: root.db)
        let snap = try ctx.db.snapshot(habitNamed: name)
        guard let h = snap.habits.first, let id = h.id else { throw HabitError.unknownHabit(name) }
        let rules = ctx.rules(h, snap), today = ctx.today(for: h)
        func verdict(_ d: CivilDate) -> DayVerdict { rules.verdict(on: d, today: today, skipsKeepStreak: ctx.settings.skipsKeepStreak) }
        var entries = (snap.completions[id] ?? []).map { (c: Completion) -> Entry in
            let key: String? = c.seq.map { "\(c.date)/\($0)" }
            return Entry(id: key, date: c.date, kind: "done", count: c.count, value: c.value, note: c.note,
                         mood: c.mood, source: c.source.rawValue, recordedAt: c.recordedAt, memoAt: c.memoWrittenAt, verdict: verdict(c.date))
        }
        entries += (snap.skips[id] ?? []).map {
            Entry(date: $0.date, kind: "skip", count: nil, value: nil, note: $0.note, mood: nil, source: nil, recordedAt: $0.recordedAt,
                  verdict: verdict($0.date))
        } + (snap.declines[id] ?? []).map {
            Entry(date: $0.date, kind: "no", count: nil, value: nil, note: $0.note, mood: nil, source: nil, recordedAt: $0.recordedAt,
                  verdict: verdict($0.date))
        }
        entries.sort { ($0.date, $0.recordedAt) > ($1.date, $1.recordedAt) }
        if limit > 0 { entries = Array(entries.prefix(limit)) }
        if json { return try Output.json(entries) }
        if entries.isEmpty { return Output.line(tr("%s: nothing recorded yet", h.name.forTerminal)) }
        let t = ctx.terminal
        let time = DateFormatter()
        time.dateFormat = "yyyy-MM-dd HH:mm"
        time.timeZone = ctx.zone
        for e in entries {
            var line = "\(DisplayWidth.pad(e.date.weekday.displayShortName, to: 3)) \(e.date.displayText)  "
            if e.kind == "skip" { line += t.dim(DisplayWidth.pad(tr("skipped"), to: 12)) }
            else if e.kind == "no" { line += DisplayWidth.pad(tr("no ✗"), to: 12) }
            else {
                var amount = e.value.map { "\(formatAmount($0)) \(h.forTerminal.goal?.unit.displayName(for: $0) ?? "")" } ?? ((e.count ?? 1) > 1 ? "\(e.count!)×" : "done")
                if h.kind == .quit {   // a quit habit's entry in its own words: its day's verdict
                    amount = (e.verdict == .slip ? tr("slip") : tr("clean")) + (h.goal != nil && e.value != nil ? " \(amount)" : "")
                }
                line += DisplayWidth.pad(amount.trimmingCharacters(in: .whitespaces), to: 12)
            }
            line += t.dim(tr("  recorded %s%s", time.string(from: e.recordedAt), e.source.map { " via \($0)" } ?? ""))
            if let m = e.mood { line += "  \(m.face) \(m.displayWord)" }
            if let n = e.note { line += "  “\(n.forTerminal)”" }
            if let m = e.memoAt, m > e.recordedAt { line += t.dim(tr("  (memo %s)", time.string(from: m))) }
            Output.line(line)
        }
    }
}
