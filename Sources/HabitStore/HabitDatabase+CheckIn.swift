import FoundationEssentials
import GRDB
import HabitCore

extension HabitDatabase {
    /// `done`: the day's log read and the completion written in one transaction, so two
    /// processes checking in at once cannot both add the day's only completion. Nil when the
    /// day was already done (nothing written); else the completion stored (its count cut to
    /// what the day still takes).
    public func checkIn(_ completion: Completion, habit: Habit, weekStart: Weekday) throws -> Completion? {
        try writer.write { db in
            try Self.refuseArchived(db, habit)
            try Self.refuseOutOfRange(completion)
            return try Self.checkIn(completion, habit: habit, weekStart: weekStart, db, try foldSettings(db))
        }
    }

    /// `checkIn` inside the caller's transaction (done, Mark done, a routine's members).
    static func checkIn(_ completion: Completion, habit: Habit, weekStart: Weekday, _ db: Database, _ fs: FoldSettings) throws -> Completion? {
        let rules = try dayRules(db, habit: habit, date: completion.date, weekStart: weekStart)
        guard case .record(let count) = CheckIn.decide(rules, on: completion.date, count: completion.count, value: completion.value) else {
            return nil
        }
        var c = completion
        c.count = count
        return try insert(c, db, fs)
    }

    /// `done` of a routine, in one transaction: each member not archived and not yet done that
    /// day gets what its day still needs. Returns the members checked in, in the routine's order.
    public func checkIn(routine: Habit, on date: CivilDate, source: CompletionSource, at: Date,
                        weekStart: Weekday) throws -> [(member: Habit, stored: Completion)] {
        try writer.write { db in
            try Self.refuseArchived(db, routine)
            return try Self.checkInMembers(of: routine, on: date, source: source, at: at, weekStart: weekStart, db, try foldSettings(db))
        }
    }

    static func checkInMembers(of routine: Habit, on date: CivilDate, source: CompletionSource, at: Date, weekStart: Weekday,
                               _ db: Database, _ fs: FoldSettings) throws -> [(member: Habit, stored: Completion)] {
        guard let r = routine.routine else { return [] }
        return try members(db, of: r).filter { !$0.archived }.compactMap { m in
            let c = Completion(habitID: m.id!, date: date, count: m.timesPerDay, source: source, recordedAt: at)
            return try checkIn(c, habit: m, weekStart: weekStart, db, fs).map { (m, $0) }
        }
    }

    /// Whether `checkIn` of `completion` would store anything as the day stands now: `done`
    /// asks for a memo only then.
    public func wouldCheckIn(_ completion: Completion, habit: Habit, weekStart: Weekday) throws -> Bool {
        try read { db in
            try Self.refuseArchived(db, habit)
            let rules = try Self.dayRules(db, habit: habit, date: completion.date, weekStart: weekStart)
            return CheckIn.decide(rules, on: completion.date, count: completion.count, value: completion.value) != .alreadyDone
        }
    }

    public enum ToggleOutcome: Equatable, Sendable {
        case done(Completion)
        /// How many completions were removed; the day now says "no" (a build habit).
        case declined(Int)
        /// How many completions were removed (a quit habit), or the day's "no" taken back
        /// (0): nothing is recorded now.
        case undone(Int)
    }

    /// `toggle`, a tap, in one transaction: a day not done → done (a "no" said that day taken
    /// back), done → nothing; with the setting `toggle-says-no`, done → "no" (a build habit)
    /// → nothing → done (`CheckIn.toggle` decides). `adding`: as `CheckIn.toggle` takes it
    /// (nil: what the day still needs), refused out of range.
    public func toggle(habit: Habit, on date: CivilDate, weekStart: Weekday, source: CompletionSource, at now: Date,
                       adding: Int? = nil) throws -> ToggleOutcome {
        try writer.write { db in
            try Self.refuseArchived(db, habit, ownLog: "toggle")
            let adding = try adding.map { n throws(HabitError) in try Validate.count(n) }
            let rules = try Self.dayRules(db, habit: habit, date: date, weekStart: weekStart)
            let fs = try foldSettings(db)
            switch CheckIn.toggle(rules, on: date, adding: adding, saysNo: try Self.fetchSettings(db).toggleSaysNo) {
            case .clear(let sayNo):
                let day = CompletionRecord.filter(CompletionRecord.Columns.habitId == habit.id! && CompletionRecord.Columns.date == date)
                let removed = try day.fetchAll(db).map(\.count).reduce(0, +)
                let n = try day.deleteAll(db)
                try Self.logChanged(db, habitID: habit.id!, on: date, countDelta: -removed, fs)
                guard sayNo else { return .undone(n) }
                try Self.insert(decline: Decline(habitID: habit.id!, date: date, recordedAt: now), db, fs)
                return .declined(n)
            case .takeBackNo:
                try Self.removeDecline(db, habitID: habit.id!, on: date, fs)
                return .undone(0)
            case .record(let count):   // `insert` takes the day's "no" away
                return .done(try Self.insert(Completion(habitID: habit.id!, date: date, count: count, source: source, recordedAt: now), db, fs))
            }
        }
    }

    public enum SlipOutcome: Equatable, Sendable {
        case recorded(Completion)
        /// It would stay within the limit: nothing written. `soFar`: what the day (a week's or
        /// month's limit: the period through that day) held before it.
        case withinLimit(soFar: Double)
    }

    /// `slip`: stored only when, with what the day (or its week or month) already holds, it
    /// passes the quit habit's limit: decided in the write transaction, as `checkIn` decides
    /// `done`, by the ledger's rule (`HabitRules.isSlip`).
    /// Refused, whoever calls: an archived habit, a routine (its days are its members'), a
    /// habit to build (a missed day needs no record), and a slip without an amount of a
    /// habit with a limit (`completion.value` nil: one, for a habit with none).
    public func recordSlip(_ completion: Completion, habit: Habit, weekStart: Weekday) throws -> SlipOutcome {
        try writer.write { db in
            try Self.refuseArchived(db, habit, ownLog: "slip")
            // The habit as stored, not the caller's copy: its kind or limit may have changed since it was read.
            guard let habit = try HabitRecord.fetchOne(db, key: habit.id).map({ try $0.habit(category: nil, reminders: []) }) else {
                throw HabitError.unknownHabit(habit.name)
            }
            guard habit.kind == .quit else {
                throw HabitError.refused(tr("%s is a habit to build: a missed day needs no record ('habitctl undo' takes back a completion)", habit.name))
            }
            var completion = completion
            guard let amount = completion.value ?? (habit.goal == nil ? 1 : nil) else {
                throw HabitError.refused(tr("%s allows up to %s: say how much with --value", habit.name, habit.goal!.summaryWithPeriod))
            }
            completion.value = amount
            try Self.refuseOutOfRange(completion)
            let day = completion.date
            let log = try Self.logs(db, of: [habit], from: min(day.startOfWeek(weekStart), day.startOfMonth), until: day.adding(days: 1))[habit.id!]
                ?? HabitLog()
            let period = habit.goal?.period ?? .day
            let soFar = period.spansDays ? HabitRules(habit: habit, log: log, weekStart: weekStart).periodAmount(containing: day, through: day)
                                         : period == .day ? log[day].value : 0
            var tallies = log.tallies
            tallies[day, default: DayTally()].add(count: completion.count, amount: completion.value ?? 0,
                                                  valued: completion.value != nil, goal: habit.goal?.value ?? 0)
            let after = HabitRules(habit: habit, log: HabitLog(tallies: tallies, skips: log.skips), weekStart: weekStart)
            guard after.isSlip(day) else { return .withinLimit(soFar: soFar) }
            return .recorded(try Self.insert(completion, db, try foldSettings(db)))
        }
    }

    /// The rules of `habit` over one day's log, its completions and its "no": all `CheckIn`
    /// needs (a day counts once).
    static func dayRules(_ db: Database, habit: Habit, date: CivilDate, weekStart: Weekday) throws -> HabitRules {
        let day = try CompletionRecord.filter(CompletionRecord.Columns.habitId == habit.id! && CompletionRecord.Columns.date == date)
            .fetchAll(db).map(\.completion)
        let no = try DeclineRecord.filter(DeclineRecord.Columns.habitId == habit.id! && DeclineRecord.Columns.date == date).fetchAll(db).map(\.skip)
        return HabitRules(habit: habit, log: HabitLog(habit: habit, completions: day, declines: no), weekStart: weekStart)
    }
}
