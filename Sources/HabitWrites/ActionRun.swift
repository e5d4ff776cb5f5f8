import FoundationEssentials
import HabitCore
import HabitStore
import HabitViews

/// Runs a `HabitAction` on one habit as the API and the web pages do (habitctl's commands
/// run the same writes and print their own lines): the day it names checked against the
/// action's `dayRule`, the refusals habitctl gives, the write, and the answer.
public enum ActionRun {
    /// `source`: who asked (the API, a page), as the day's history says it.
    public static func run(_ action: HabitAction, _ habit: Habit, _ input: ActionInput, source: CompletionSource,
                           _ db: HabitDatabase, _ clock: LedgerClock) throws -> ActionAnswer {
        var answer = ActionAnswer(action: action.rawValue)
        switch action {
        case .done, .undo, .toggle, .skip, .unskip, .slip, .fail:
            let day = try self.day(input.date, for: action, of: habit, clock)
            answer.date = day.description
            // The write and the achievements it reached, one step to habitd's own check.
            try AchievementGate.withLock { try writeDay(action, habit, day, input, source: source, db, clock, into: &answer) }
            // A day to come (a skip ahead) is shown as today stands.
            answer.habit = try entry(of: habit, db, clock, on: min(day, clock.today(for: habit)))
        case .archive, .unarchive, .pin, .unpin:
            let (flag, on) = action.switchSet!
            let changed = try db.set(flag, to: on, of: habit)
            answer.said = action.said(changed.name)
            answer.habit = try entry(of: changed, db, clock)
        case .move:
            guard [input.before != nil, input.top == true, input.bottom == true].filter({ $0 }).count == 1 else {
                throw HabitError.refused(tr("Give one of --before NAME, --top or --bottom"))
            }
            let place: HabitOrder.Place = input.before.map { .before($0) } ?? (input.top == true ? .top : .bottom)
            answer.said = try HabitOrder.move(habit, to: place, db)
            answer.habit = try entry(of: try db.habit(named: habit.name), db, clock)
        case .pause:
            let paused = try PauseWrite.pause([habit], from: input.from, to: input.to, note: input.note, db, clock)[0]
            answer.said = tr("Paused %1$s %2$s", paused.habit.name, PauseText.span(paused.pause))
            answer.habit = try entry(of: paused.habit, db, clock)
        case .resume:
            let resumed = try PauseWrite.resume([habit], skipUnpaused: false, db, clock)[0]
            answer.said = resumed.ended == nil && !resumed.cancelled.isEmpty ? tr("Resumed %s", habit.name)
                : tr("Resumed %s: due again from today", habit.name)
            for p in resumed.cancelled { answer.said! += tr("; cancelled the pause %s", PauseText.span(p)) }
            answer.habit = try entry(of: resumed.habit, db, clock)
        case .delete:
            try db.delete(habitNamed: habit.name)
            answer.said = action.said(habit.name)
        }
        return answer
    }

    /// The day `text` names (the habit's today when nil), as `action` may name it.
    public static func day(_ text: String?, for action: HabitAction, of habit: Habit, _ clock: LedgerClock) throws -> CivilDate {
        let today = clock.today(for: habit)
        let rule = action.dayRule
        let day = try text.map { t throws(HabitError) in
            let d = try Validate.date(t)
            guard !rule.future && d > today else { return d }
            // Nothing is ever recorded on a day to come, so undo has nothing there to take back.
            throw action == .undo ? .refused(tr("Nothing to undo on %s: it has not come yet", d)) : .futureDate(d)
        } ?? today
        if rule.inTerm { try Validate.inTerm(day, of: habit) }
        return day
    }

    /// A day's action on `day` (already checked against the action's `dayRule`): the
    /// refusals and the write, without reading the habit's entry after it (habitctl prints
    /// its own line). Returns what the answer says of the write.
    @discardableResult
    public static func write(_ action: HabitAction, _ habit: Habit, on day: CivilDate, _ input: ActionInput, source: CompletionSource,
                             _ db: HabitDatabase, _ clock: LedgerClock) throws -> ActionAnswer {
        var answer = ActionAnswer(action: action.rawValue)
        answer.date = day.description
        try AchievementGate.withLock { try writeDay(action, habit, day, input, source: source, db, clock, into: &answer) }
        return answer
    }

    private static func writeDay(_ action: HabitAction, _ habit: Habit, _ day: CivilDate, _ input: ActionInput, source: CompletionSource,
                                 _ db: HabitDatabase, _ clock: LedgerClock, into answer: inout ActionAnswer) throws {
        let note = try Validate.note(input.note)
        switch action {
        case .done:
            let count = try Validate.count(input.count ?? 1)
            let value = try input.value.map { v throws(HabitError) in try Validate.value(v) }
            let mood = try input.mood.map { m throws(HabitError) in try Mood.parse(m) }
            if habit.routine != nil {
                answer.recorded = !(try db.checkIn(routine: habit, on: day, source: source, at: clock.now, weekStart: clock.weekStart)).isEmpty
            } else {
                let completion = Completion(habitID: habit.id!, date: day, count: count, value: value, note: note, mood: mood,
                                            source: source, recordedAt: clock.now)
                answer.recorded = try db.checkIn(completion, habit: habit, weekStart: clock.weekStart) != nil
                // Done already: a note or a mood joins the day, as habitctl's done does.
                if !answer.recorded, note != nil || mood != nil, try db.attachMemo(habitID: habit.id!, on: day, note: note, mood: mood) != nil {
                    answer.said = tr("%1$s: already done %2$s; the note and mood are kept with that day", habit.name, day.displayText)
                }
            }
            if answer.recorded { answer.reached = try reached(habit, db, clock) }
        case .toggle:
            switch try db.toggle(habit: habit, on: day, weekStart: clock.weekStart, source: source, at: clock.now, adding: input.count) {
            case .done: answer.outcome = "done"; answer.reached = try reached(habit, db, clock)
            case .declined: answer.outcome = "declined"
            case .undone: answer.outcome = "undone"
            }
        case .undo:
            try db.undo(habit, on: day)
        case .skip:
            try db.skip(habit, on: day, note: note, at: clock.now)
            answer.said = tr("Skipped %s on %s", habit.name, day.displayText)
        case .unskip:
            try db.unskip(habit, on: day)
            answer.said = tr("Unskipped %s on %s", habit.name, day.displayText)
        case .slip:
            let value = try input.value.map { v throws(HabitError) in try Validate.value(v) }
            answer.streakWas = try SlipWrite.record(habit, on: day, value: value, note: note, source: source, db, clock)
        case .fail:
            try DeclineWrite.record(habit, on: day, note: note, db, clock)
        default:
            preconditionFailure("\(action) is not a day's action")
        }
    }

    /// What the change made live (a milestone, a reward, a week's or month's target), recorded
    /// as said so that habitd does not say it again.
    static func reached(_ habit: Habit, _ db: HabitDatabase, _ clock: LedgerClock) throws -> [ActionAnswer.Reached] {
        let today = clock.today(for: habit)
        let from = Ledger.logSpan(for: DateWindow(first: today, last: today), weekStart: clock.weekStart).first
        let snap = try db.snapshot(habitNamed: habit.name, from: from, to: today)
        guard let h = snap.habits.first else { return [] }
        let rules = HabitRules(habit: h, log: snap.log(for: h), weekStart: clock.weekStart)
        let found = try db.newAchievements(of: [rules], logsFrom: from, today: { _ in today },
                                           skipsKeepStreak: clock.settings.skipsKeepStreak, at: clock.now)[h.id!] ?? []
        return found.map { ActionAnswer.Reached(kind: $0.kind.rawValue, what: $0.what, detail: $0.detail) }
    }

    /// The habit's entry on `day` (its today by default), as `list --json` has it.
    public static func entry(of habit: Habit, _ db: HabitDatabase, _ clock: LedgerClock, on day: CivilDate? = nil) throws -> ListEntry {
        let board = try BoardRead(db, clock, includeArchived: true, fixed: day, wholeSpan: true, habitNamed: habit.name)
        guard let row = board.rows.first(where: { $0.habit.id == habit.id }) else { throw HabitError.unknownHabit(habit.name) }
        return ListEntry(row, daysTracked: try db.daysTracked(of: [row.habit])[habit.id!] ?? 0)
    }
}

/// What an action answers: the day it touched and the habit's entry on it (its status and
/// period's progress, the ledger's), what it made live, and habitctl's sentence when it has one.
public struct ActionAnswer: Encodable {
    public struct Reached: Encodable, Sendable {
        /// milestone, reward or goal.
        public let kind: String
        /// "3 days in a row", "reward earned".
        public let what: String
        public let detail: String
    }

    public let action: String
    /// Whether anything was recorded (false: `done` on a day done already).
    public var recorded = true
    public var date: String?
    public var habit: ListEntry?
    /// `toggle`: done, declined (said no) or undone (nothing now).
    public var outcome: String?
    /// `slip`: the streak as it stood before the day ("9 days").
    public var streakWas: String?
    public var said: String?
    public var warnings: [String] = []
    public var reached: [Reached] = []

    public init(action: String) { self.action = action }

    /// What it made live as habitctl says it after its line ("🏆 10 days in a row · 🎁 a
    /// new book"; a goal is said by the period's words): nil when nothing.
    public var celebrated: String? {
        let said = reached.compactMap { r in
            Achievement.Kind(rawValue: r.kind).map { $0.icon + " " + ($0 == .reward ? r.detail : r.what) }
        }
        return said.isEmpty ? nil : said.joined(separator: " · ")
    }
}
