import HabitCore
import HabitStore

/// The board as data (the API's `GET board`, the web app's first page): its sections in
/// habitctl's order, each habit with the week's cells as the ledger judges them, what today
/// still asks, the period's progress and the streak, in the words `habitctl list` prints.
public struct BoardData: Encodable {
    public struct Section: Encodable {
        /// "Pinned", a category's name, "No category"; nil for a board with one section.
        public let heading: String?
        public let habits: [BoardEntry]
    }

    public let today: CivilDate
    /// In JSON "monday" … "sunday", as `config set week-start` takes it.
    public let weekStart: Weekday
    public let sections: [Section]

    public init(_ read: BoardRead, today: CivilDate, weekStart: Weekday) {
        self.today = today
        self.weekStart = weekStart
        sections = BoardSection.grouped(read.rows, categories: read.snapshot.categories.map(\.name)).map { s in
            Section(heading: s.heading, habits: s.rows.map(BoardEntry.init))
        }
    }

    private enum CodingKeys: String, CodingKey { case today, weekStart, sections }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(today, forKey: .today)
        try c.encode(weekStart.fullName, forKey: .weekStart)
        try c.encode(sections, forKey: .sections)
    }
}

/// One habit's row on the board.
public struct BoardEntry: Encodable {
    public struct Day: Encodable {
        public let date: CivilDate
        /// The ledger's verdict (`DayVerdict`).
        public let verdict: DayVerdict
        /// How the board draws it: done, skipped, paused, declined, open, not_due.
        public let cell: String
        /// The verdict in the user's words ("due", "done"), for a label.
        public let words: String
    }

    public let id: Int64?
    public let name: String
    public let icon: String?
    public let initials: String
    public let color: String
    public let kind: HabitKind
    public let pinned: Bool
    public let isRoutine: Bool
    /// The routine this habit is shown under, by name.
    public let underRoutine: String?
    public let date: CivilDate
    /// The day's status as a key (`ProgressText.key`) and in words.
    public let status: String
    public let statusText: String
    public let dueToday: Bool
    /// The goal's unit and amount, where the habit has one.
    public let goal: Double?
    public let unit: String?
    /// The unit as the progress beside it says it, in the user's words ("pages" → "стр."); a
    /// unit of the user's own as typed.
    public let unitWords: String?
    public let valueToday: Double
    public let doneToday: Int
    /// "3 / 5 this week", as the board prints it.
    public let progress: String
    /// "12d 1/3", "" without a streak.
    public let streak: String
    /// "12 days in a row; next milestone: 3 weeks", "" without a streak.
    public let streakWords: String
    public let currentStreak: Int
    public let ladderStep: String?
    public let week: [Day]

    public init(_ row: BoardRow) {
        let h = row.habit
        id = h.id
        name = h.name
        icon = h.icon
        initials = h.initials
        color = h.color.hex
        kind = h.kind
        pinned = h.pinned
        isRoutine = h.routine != nil
        underRoutine = row.underRoutine?.name
        date = row.date
        status = ProgressText.key(row.status)
        statusText = ProgressText.status(row.status, h)
        dueToday = row.isDueToday
        goal = h.goal?.value
        unit = h.goal?.unit.name
        unitWords = h.goal?.unit.displayName(for: 2)
        valueToday = row.tally.value
        doneToday = row.tally.count
        progress = row.periodText
        streak = row.streakText
        streakWords = row.streakWords
        currentStreak = row.streak?.count ?? 0
        ladderStep = row.ladderStep
        week = row.week.map { Day(date: $0.date, verdict: $0.verdict, cell: Self.cellName($0.cell), words: ProgressText.word($0.verdict, h.kind)) }
    }

    public static func cellName(_ c: BoardRow.Cell) -> String {
        switch c {
        case .done: return "done"
        case .skipped: return "skipped"
        case .paused: return "paused"
        case .declined: return "declined"
        case .open: return "open"
        case .notDue: return "not_due"
        }
    }
}
