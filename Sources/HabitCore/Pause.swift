import FoundationEssentials

/// A stretch of days a habit rests (a holiday, an illness): nothing is asked on them, no
/// reminder fires, a streak neither breaks nor grows across them, and a week's or month's
/// target shrinks to the days left (README, "The rules"). Part of the habit's definition, so
/// it syncs, exports and imports with it.
public struct Pause: Hashable, Sendable, Codable, Comparable {
    public var first: CivilDate
    /// The last paused day; nil: until resumed.
    public var last: CivilDate?
    /// Why ("Holiday"); nil for no reason given.
    public var note: String?

    public init(first: CivilDate, last: CivilDate? = nil, note: String? = nil) {
        self.first = first
        self.last = last
        self.note = note
    }

    public func contains(_ d: CivilDate) -> Bool { d >= first && last.map { d <= $0 } ?? true }

    /// Whether it shares a day with `other`, or ends the day before it begins (two such
    /// pauses are one).
    func touches(_ other: Pause) -> Bool {
        let (a, b) = self <= other ? (self, other) : (other, self)
        return a.last.map { $0.adding(days: 1) >= b.first } ?? true
    }

    public static func < (a: Pause, b: Pause) -> Bool { a.first < b.first }
}

extension Habit {
    /// The pause holding `d`, if any.
    public func pause(on d: CivilDate) -> Pause? { pauses.first { $0.contains(d) } }

    public func isPaused(_ d: CivilDate) -> Bool { pauses.contains { $0.contains(d) } }

    /// `new` added to the habit's pauses: the ones it touches are folded into it (their
    /// days kept, its note winning where it has one), the rest kept as they are.
    public func pauses(adding new: Pause) -> [Pause] {
        var merged = new
        var rest: [Pause] = []
        for p in pauses {
            guard p.touches(merged) else { rest.append(p); continue }
            merged.first = min(merged.first, p.first)
            merged.last = (merged.last == nil || p.last == nil) ? nil : max(merged.last!, p.last!)
            if merged.note == nil { merged.note = p.note }
        }
        return (rest + [merged]).sorted()
    }

    /// The habit's pauses once it is resumed on `today`: the one holding today ends the day
    /// before (or goes, when it began today), and those still ahead are cancelled; earlier
    /// ones stay (they are history). Nil when nothing is paused from today on.
    public func pauses(resumingOn today: CivilDate) -> (pauses: [Pause], ended: Pause?, cancelled: [Pause])? {
        var kept: [Pause] = [], ended: Pause?, cancelled: [Pause] = []
        for p in pauses {
            if p.first >= today { cancelled.append(p); continue }   // one that began today too
            if p.contains(today) {
                ended = p
                kept.append(Pause(first: p.first, last: today.adding(days: -1), note: p.note))
                continue
            }
            kept.append(p)
        }
        if ended == nil && cancelled.isEmpty { return nil }
        return (kept, ended, cancelled)
    }

    /// The pauses running on `today` or planned after it, oldest first.
    public func pauses(from today: CivilDate) -> [Pause] {
        pauses.filter { $0.last.map { $0 >= today } ?? true }
    }

    /// The pause holding `today` or the next one to begin, if any.
    public func currentOrNextPause(from today: CivilDate) -> Pause? { pauses(from: today).min() }
}

extension Pause {
    /// The store's column: the pauses as JSON (`[{"first":…,"last":…,"note":…}]`).
    static func storage(_ pauses: [Pause]) -> String {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? e.encode(pauses)) ?? Data("[]".utf8), as: UTF8.self)
    }

    static func parse(storage: String) throws -> [Pause] {
        do { return try JSONDecoder().decode([Pause].self, from: Data(storage.utf8)).sorted() }
        catch { throw FieldValue.Unreadable(description: "unreadable pauses") }
    }
}
