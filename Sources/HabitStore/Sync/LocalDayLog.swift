import FoundationEssentials
import GRDB
import HabitCore
import HabitSync

/// A habit's day in the habit tables (`completion` and `skip` rows) as the journal's `DayLog`,
/// and back.
enum LocalDayLog {
    static func read(_ db: Database, habitID: Int64, date: CivilDate) throws -> DayLog {
        try read(db, habitID: habitID, from: date, through: date)[date] ?? DayLog()
    }

    /// Every non-empty day of the habit's log in `from...through` (the whole log by default).
    static func read(_ db: Database, habitID: Int64, from: CivilDate = CivilDate(year: 1, month: 1, day: 1)!,
                     through: CivilDate = CivilDate(year: 9999, month: 12, day: 31)!) throws -> [CivilDate: DayLog] {
        var days: [CivilDate: DayLog] = [:]
        let completions = try db.cachedStatement(sql: """
            SELECT date, count, value, note, source, recorded_at, mood, memo_at FROM completion
            WHERE habit_id = ? AND date BETWEEN ? AND ? ORDER BY date, seq
            """)
        for row in try Row.fetchAll(completions, arguments: [habitID, from, through]) {
            guard let date = CivilDate(parsing: row[0]) else { continue }
            days[date, default: DayLog()].completions.append(
                DayLog.Entry(count: row[1], value: row[2], note: row[3], source: row[4], at: row[5], mood: row[6], memoAt: row[7]))
        }
        let skips = try db.cachedStatement(sql: "SELECT date, note, recorded_at FROM skip WHERE habit_id = ? AND date BETWEEN ? AND ?")
        for row in try Row.fetchAll(skips, arguments: [habitID, from, through]) {
            guard let date = CivilDate(parsing: row[0]) else { continue }
            days[date, default: DayLog()].skip = (row[1] as String?) ?? ""
            days[date, default: DayLog()].skipAt = row[2]
        }
        let declines = try db.cachedStatement(sql: "SELECT date, note, recorded_at FROM decline WHERE habit_id = ? AND date BETWEEN ? AND ?")
        for row in try Row.fetchAll(declines, arguments: [habitID, from, through]) {
            guard let date = CivilDate(parsing: row[0]) else { continue }
            days[date, default: DayLog()].no = (row[1] as String?) ?? ""
            days[date, default: DayLog()].noAt = row[2]
        }
        return days
    }

    /// Makes the habit's `date` hold exactly `log`.
    static func write(_ db: Database, habitID: Int64, date: CivilDate, _ log: DayLog, inserts: LogRowInserts) throws {
        try db.cachedStatement(sql: "DELETE FROM completion WHERE habit_id = ? AND date = ?").execute(arguments: [habitID, date])
        try db.cachedStatement(sql: "DELETE FROM skip WHERE habit_id = ? AND date = ?").execute(arguments: [habitID, date])
        try db.cachedStatement(sql: "DELETE FROM decline WHERE habit_id = ? AND date = ?").execute(arguments: [habitID, date])
        for (i, e) in log.completions.enumerated() {
            try inserts.completion(habitID: habitID, date: date, seq: i + 1, count: e.count, value: e.value, note: e.note,
                                   mood: e.mood.flatMap(Mood.init(rawValue:)), source: CompletionSource(rawValue: e.source) ?? .external,
                                   recordedAt: Date(timeIntervalSince1970: Double(e.at)), memoAt: e.memoAt.map { Date(timeIntervalSince1970: Double($0)) })
        }
        if let skip = log.skip {
            try inserts.skip(habitID: habitID, date: date, note: skip.isEmpty ? nil : skip,
                             recordedAt: Date(timeIntervalSince1970: Double(log.skipAt)))
        }
        // A decline alone on its day (another device's log may carry one beside a completion).
        if let no = log.no, log.completions.isEmpty, log.skip == nil {
            try DeclineRecord(Decline(habitID: habitID, date: date, note: no.isEmpty ? nil : no,
                                      recordedAt: Date(timeIntervalSince1970: Double(log.noAt)))).insert(db)
        }
    }
}
