import FoundationEssentials
import GRDB
import HabitCore

extension HabitDatabase {
    /// The daemon's check after habits' logs changed: for each habit (its rules over a recent
    /// log holding at least today's week or month), the achievements live on its `today`
    /// (streaks from the derived state), and of those the ones the store had not recorded.
    /// Progress is read in one read and the new ones recorded in one write, however many
    /// habits are checked (at start-up, all of them). `logsFrom`: where the rules' logs start,
    /// when known; streaks then resume over them rather than reading those days again.
    public func newAchievements(of checks: [HabitRules], logsFrom: CivilDate? = nil, today: (Habit) -> CivilDate,
                                skipsKeepStreak: Bool, at now: Date) throws -> [Int64: [Achievement]] {
        try AchievementGate.withLock { try newAchievementsUngated(of: checks, logsFrom: logsFrom, today: today, skipsKeepStreak: skipsKeepStreak, at: now) }
    }

    private func newAchievementsUngated(of checks: [HabitRules], logsFrom: CivilDate?, today: (Habit) -> CivilDate,
                                        skipsKeepStreak: Bool, at now: Date) throws -> [Int64: [Achievement]] {
        guard let weekStart = checks.first?.weekStart else { return [:] }
        let known = logsFrom.map { from in Dictionary(uniqueKeysWithValues: checks.map { ($0.habit.id!, (from: from, log: $0.log)) }) } ?? [:]
        let progress = try progress(of: checks.map(\.habit), weekStart: weekStart, skipsKeepStreak: skipsKeepStreak,
                                    known: known, today: today)
        var live: [Int64: [Achievement]] = [:]
        for rules in checks {
            let id = rules.habit.id!
            guard let fold = progress[id]?.fold else { continue }
            let found = rules.achievements(on: today(rules.habit), streaks: fold.streaks, skipsKeepStreak: skipsKeepStreak)
            if !found.isEmpty { live[id] = found }
        }
        return try recordNew(live, at: now)
    }

    /// One habit's `newAchievements`.
    public func newAchievements(of rules: HabitRules, today: CivilDate, skipsKeepStreak: Bool, at now: Date) throws -> [Achievement] {
        try newAchievements(of: [rules], today: { _ in today }, skipsKeepStreak: skipsKeepStreak, at: now)[rules.habit.id!] ?? []
    }

    /// The achievements recorded at or after `since`, by anyone: (habit, key).
    public func achievementKeys(recordedSince since: Date) throws -> [(Int64, String)] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT habit_id, key FROM achievement WHERE recorded_at >= ? ORDER BY recorded_at, habit_id, key",
                             arguments: [UnixSeconds.value(since)]).map { ($0[0], $0[1]) }
        }
    }

    /// Whether a milestone's or reward's key ("milestone 3 since 2026-11-05") was announced for
    /// this streak when it began later: a missed day filled in joined it to the days before,
    /// and its start moved, but the streak is the one already celebrated (issue 44 part 3).
    static func announcedForThisStreak(_ key: String, among keys: [String]) -> Bool {
        guard let mark = key.firstRange(of: " since "), let since = CivilDate(parsing: String(key[mark.upperBound...])) else { return false }
        let step = key[..<mark.upperBound]
        return keys.contains { k in
            k.hasPrefix(step) && (CivilDate(parsing: String(k.dropFirst(step.count))).map { $0 > since } ?? false)
        }
    }

    /// Records achievements and returns, per habit, the ones not recorded before, in one
    /// transaction: each achievement is new exactly once, whoever asks. What a read finds
    /// recorded already is not written again (the daemon checks a habit at every change to it,
    /// and most checks find nothing new: no write, so no commit of its own to wake it again).
    public func recordNew(_ achievements: [Int64: [Achievement]], at now: Date) throws -> [Int64: [Achievement]] {
        let unseen = try read { db in
            let recorded = try db.cachedStatement(sql: "SELECT key FROM achievement WHERE habit_id = ?")
            var unseen: [Int64: [Achievement]] = [:]
            for (habitID, list) in achievements {
                let keys = try Set(String.fetchAll(recorded, arguments: [habitID]))
                let fresh = list.filter { !keys.contains($0.key) }
                if !fresh.isEmpty { unseen[habitID] = fresh }
            }
            return unseen
        }
        guard !unseen.isEmpty else { return [:] }
        return try writer.write { db in
            var new: [Int64: [Achievement]] = [:]
            for (habitID, list) in unseen {
                let before = try String.fetchAll(db, sql: "SELECT key FROM achievement WHERE habit_id = ?", arguments: [habitID])
                let fresh = try list.filter { a in
                    try db.execute(sql: "INSERT OR IGNORE INTO achievement (habit_id, key, recorded_at) VALUES (?, ?, ?)",
                                   arguments: [habitID, a.key, UnixSeconds.value(now)])
                    return db.changesCount > 0 && !Self.announcedForThisStreak(a.key, among: before)
                }
                if !fresh.isEmpty {
                    new[habitID] = fresh
                    try Self.journalCelebrated(db, habitID: habitID, now: now)
                }
            }
            return new
        }
    }
}
