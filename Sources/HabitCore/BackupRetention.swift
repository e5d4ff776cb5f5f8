/// Which of the store's backups to keep (the `backups` setting): the newest of each of the
/// last `daily` days, of the last `weekly` weeks and of the last `monthly` months that have
/// one, counted back from the newest backup's day; the rest go. `off` makes none.
public struct BackupRetention: Hashable, Sendable, Codable, CustomStringConvertible {
    public var daily: Int
    public var weekly: Int
    public var monthly: Int

    public static let standard = BackupRetention(daily: 7, weekly: 4, monthly: 12)
    /// No daily backups at all (`backups off`); `backup now` still makes one.
    public static let off = BackupRetention(daily: 0, weekly: 0, monthly: 0)

    public init(daily: Int, weekly: Int, monthly: Int) {
        self.daily = daily
        self.weekly = weekly
        self.monthly = monthly
    }

    public var isOff: Bool { self == .off }

    /// "7,4,12": daily, weekly, monthly; "off".
    public var description: String { isOff ? "off" : "\(daily),\(weekly),\(monthly)" }

    /// "7,4,12" (each 0 to 1000, not all 0) or "off".
    public static func parse(_ text: String) -> BackupRetention? {
        let t = text.trimmingSpaces().lowercased()
        if t == "off" { return .off }
        let parts = t.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        let n = parts.compactMap { Int($0) }
        guard n.count == 3, n.allSatisfy({ (0...1000).contains($0) }), n.contains(where: { $0 > 0 }) else { return nil }
        return BackupRetention(daily: n[0], weekly: n[1], monthly: n[2])
    }

    /// The names to keep of `backups` (name and the local day it was made), newest first
    /// within each rule; `weekStart` says where a week begins.
    public func keep(_ backups: [(name: String, day: CivilDate)], weekStart: Weekday) -> Set<String> {
        let sorted = backups.sorted { ($0.day, $0.name) > ($1.day, $1.name) }
        var keep = Set<String>()
        func newestPer(_ bucket: (CivilDate) -> CivilDate, count: Int) {
            var seen = Set<CivilDate>()
            for b in sorted where seen.count < count || seen.contains(bucket(b.day)) {
                if seen.insert(bucket(b.day)).inserted { keep.insert(b.name) }
            }
        }
        newestPer({ $0 }, count: daily)
        newestPer({ $0.startOfWeek(weekStart) }, count: weekly)
        newestPer({ $0.startOfMonth }, count: monthly)
        return keep
    }
}
