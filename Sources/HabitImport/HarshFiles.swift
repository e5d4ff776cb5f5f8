import FoundationEssentials
import HabitCore

/// harsh's two text files, read as ours: `habits` (`Name: frequency` lines, `! Heading` lines
/// that become categories, `#` comments) and `log` (`YYYY-MM-DD : Name : y|n|s`, optionally
/// `: comment : amount`).
public enum HarshFiles {
    public struct Parsed: Sendable {
        public var habits: [ForeignHabit]
        /// Headings, in file order: the categories the habits name.
        public var categories: [String]
        public var warnings: [String]
    }

    /// harsh's frequency: `1` daily, `N` once in N days, `Nw` once in N weeks, `K/N` or `K/Nw`
    /// K times in N days (weeks), `0` tracking only. nil for anything else.
    public static func frequency(_ text: String) -> (schedule: Schedule, warning: String?)? {
        let t = text.trimmingSpaces().lowercased()
        if t == "0" { return (.irregular, nil) }
        let parts = t.split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return nil }
        func days(_ s: Substring) -> Int? {
            let weeks = s.hasSuffix("w")
            guard let n = Int(weeks ? s.dropLast() : s), n > 0, n <= 10_000 else { return nil }
            return weeks ? n * 7 : n
        }
        if parts.count == 1 {
            guard let n = days(parts[0]) else { return nil }
            return ForeignSchedule.closest(times: 1, inDays: n)
        }
        guard let k = Int(parts[0]), k > 0, let n = days(parts[1]) else { return nil }
        return ForeignSchedule.closest(times: k, inDays: n)
    }

    /// Both files, whole; a line that is neither blank, comment, heading nor habit (or, in the
    /// log, an entry) is an error naming the file and line.
    public static func parse(habits habitsText: String, log logText: String, today: CivilDate, now: Date,
                             habitsPath: String = "habits", logPath: String = "log") throws(HabitError) -> Parsed {
        var habits: [ForeignHabit] = []
        var categories: [String] = []
        var warnings: [String] = []
        var heading: String?
        var byKey: [String: Int] = [:]
        for (n, raw) in habitsText.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingSpaces()
            let place = "\(habitsPath) line \(n + 1)"
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("!") {
                let name = line.dropFirst().trimmingSpaces()
                heading = name.isEmpty ? nil : name
                if let heading, !categories.contains(heading) { categories.append(heading) }
                continue
            }
            guard let colon = line.lastIndex(of: ":") else {
                throw .invalidImport("\(place): not 'Name: frequency': '\(line)'")
            }
            let name = line[..<colon].trimmingSpaces()
            let freqText = String(line[line.index(after: colon)...])
            guard let (schedule, warning) = frequency(freqText) else {
                throw .invalidImport("\(place): '\(freqText.trimmingSpaces())' is not a harsh frequency (1, 7, 1w, 3/7, 0)")
            }
            if let warning { warnings.append("harsh habit \"\(name)\": \(warning)") }
            let key = Validate.lookupKey(name)
            guard byKey[key] == nil else { throw .invalidImport("\(place): \"\(name)\" is listed twice") }
            byKey[key] = habits.count
            let habit = Habit(name: name, color: Palette.automatic(habitCount: habits.count), category: heading,
                              schedule: schedule, startDate: today, createdAt: now)
            habits.append(ForeignHabit(externalID: name, habit: habit, entries: [], label: "\(place) (\"\(name)\")"))
        }
        var unknown: [String: Int] = [:]
        // Each habit's latest answer per day (nil for "n"), as harsh reads its log: the last line wins.
        var answers = [[CivilDate: ForeignEntry?]](repeating: [:], count: habits.count)
        for (n, raw) in logText.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingSpaces()
            let place = "\(logPath) line \(n + 1)"
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: ":", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
            guard fields.count >= 3, fields.count <= 5 else {
                throw .invalidImport("\(place): not 'YYYY-MM-DD : Name : y|n|s [: comment [: amount]]': '\(line)'")
            }
            guard let date = CivilDate(parsing: fields[0]) else { throw .invalidImport("\(place): not a date: '\(fields[0])'") }
            guard let i = byKey[Validate.lookupKey(fields[1])] else {
                unknown[fields[1], default: 0] += 1
                continue
            }
            let comment = fields.count > 3 && !fields[3].isEmpty ? fields[3] : nil
            var amount: Double?
            if fields.count > 4, !fields[4].isEmpty {
                guard let v = parseAmount(fields[4]) else { throw .invalidImport("\(place): not an amount: '\(fields[4])'") }
                amount = v
            }
            switch fields[2].lowercased() {
            case "y": answers[i][date] = ForeignEntry(date: date, kind: .done(value: amount), note: comment)
            case "s": answers[i][date] = ForeignEntry(date: date, kind: .skip, note: comment)
            case "n": answers[i][date] = .some(nil)   // not done: what an empty day says here
            default: throw .invalidImport("\(place): '\(fields[2])' is not y, n or s")
            }
        }
        for (name, count) in unknown.sorted(by: { $0.key < $1.key }) {
            warnings.append("\(logPath): \(count) line\(count == 1 ? "" : "s") for \"\(name)\", which \(habitsPath) does not list; not imported")
        }
        for i in habits.indices {
            habits[i].entries = answers[i].values.compactMap { $0 }.sorted { $0.date < $1.date }
        }
        return Parsed(habits: habits, categories: categories, warnings: warnings)
    }
}
