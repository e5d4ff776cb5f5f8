/// When a habit is due.
public enum Schedule: Hashable, Sendable {
    /// Every day.
    case daily
    /// On the given weekdays (weekdays, weekends or any set).
    case weekdays(WeekdaySet)
    /// Every N days counted from the start date (N = 1 is daily).
    case everyNDays(Int)
    /// K days per week (the week starting on the configured week start).
    case perWeek(Int)
    /// K days per month.
    case perMonth(Int)
    /// Never due, never reminds: logged when it happens.
    case irregular

    /// Day kinds are judged day by day; the others by their period.
    public var isDayKind: Bool {
        switch self {
        case .daily, .weekdays, .everyNDays: return true
        case .perWeek, .perMonth, .irregular: return false
        }
    }

    /// Whether the schedule lets date `d` count (ignoring term and satisfaction).
    public func allows(_ d: CivilDate, start: CivilDate) -> Bool {
        switch self {
        case .daily, .perWeek, .perMonth: return true
        case .weekdays(let set): return set.contains(d.weekday)
        case .everyNDays(let n):
            let offset = d.days(since: start)
            return offset >= 0 && offset % n == 0
        case .irregular: return false
        }
    }

    public func validated() throws(HabitError) -> Schedule {
        switch self {
        case .weekdays(let set) where set.isEmpty: throw .invalidWeekday("")
        case .everyNDays(let n) where !(1...Limits.maxInterval).contains(n): throw .invalidInterval(n)
        case .perWeek(let k) where !(1...7).contains(k): throw .invalidWeeklyTarget(k)
        case .perMonth(let k) where !(1...31).contains(k): throw .invalidMonthlyTarget(k)
        default: return self
        }
    }

    /// Human form: "every day", "mon,wed,fri", "every 3 days", "3× per week"…
    public var summary: String {
        switch self {
        case .daily: return "every day"
        case .weekdays(let set): return set.description
        case .everyNDays(let n): return n == 1 ? "every day" : "every \(n) days"
        case .perWeek(let k): return "\(k)× per week"
        case .perMonth(let k): return "\(k)× per month"
        case .irregular: return "irregular"
        }
    }

    /// `summary` in the user's language (`summary` stays English: `list --json` carries it).
    public var displaySummary: String {
        switch self {
        case .daily: return tr("every day")
        case .weekdays(let set): return set.displayDescription
        case .everyNDays(let n): return n == 1 ? tr("every day") : tr("every %s days", n)
        case .perWeek(let k): return tr("%s× per week", k)
        case .perMonth(let k): return tr("%s× per month", k)
        case .irregular: return tr("irregular")
        }
    }

    /// Stable storage form: kind and one integer.
    public var storage: (kind: String, value: Int?) {
        switch self {
        case .daily: return ("daily", nil)
        case .weekdays(let set): return ("days", set.mask)
        case .everyNDays(let n): return ("every", n)
        case .perWeek(let k): return ("weekly", k)
        case .perMonth(let k): return ("monthly", k)
        case .irregular: return ("irregular", nil)
        }
    }

    public init?(kind: String, value: Int?) {
        switch (kind, value) {
        case ("daily", _): self = .daily
        case ("days", let v?): self = .weekdays(WeekdaySet(mask: v))
        case ("every", let v?): self = .everyNDays(v)
        case ("weekly", let v?): self = .perWeek(v)
        case ("monthly", let v?): self = .perMonth(v)
        case ("irregular", _): self = .irregular
        default: return nil
        }
    }
}

extension Schedule: Codable {
    private enum CodingKeys: String, CodingKey { case kind, value }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try c.decode(String.self, forKey: .kind)
        let value = try c.decodeIfPresent(Int.self, forKey: .value)
        guard let s = Schedule(kind: kind, value: value) else {
            throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription: "unknown schedule \(kind)")
        }
        self = s
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        let (kind, value) = storage
        try c.encode(kind, forKey: .kind)
        try c.encodeIfPresent(value, forKey: .value)
    }
}
