import FoundationEssentials
import HabitCore

/// Loop's CSV export: a zip with `Habits.csv` (one row per habit, its `Position` a
/// three-digit number) and a folder per habit, `NNN Name/`, holding `Checkmarks.csv`
/// (`Date,Value,Notes`). Columns are found by their header, so the older export
/// (`NumRepetitions`, `Interval`, no type or target) reads too.
public struct LoopCSVReader {
    let archive: ZipArchive

    public init(archive: ZipArchive) { self.archive = archive }

    public func read() throws -> [(row: LoopHabitRow, entries: [LoopEntryRow])] {
        var table: [[String]] = []
        try CSV.parse(archive.contents(of: "Habits.csv")) { table.append($0) }
        guard let header = table.first else { throw HabitError.invalidImport("\(archive.label): Habits.csv is empty") }
        let columns = Dictionary(header.enumerated().map { ($1.trimmingSpaces().lowercased(), $0) }) { a, _ in a }
        guard columns["name"] != nil else { throw HabitError.invalidImport("\(archive.label): Habits.csv has no Name column") }
        var out: [(row: LoopHabitRow, entries: [LoopEntryRow])] = []
        var positions: Set<Int> = []
        for (n, fields) in table.dropFirst().enumerated() where fields != [""] {
            func field(_ names: String...) -> String? {
                for name in names { if let i = columns[name], i < fields.count { return fields[i] } }
                return nil
            }
            let line = n + 2
            func int(_ text: String?, _ what: String) throws -> Int? {
                guard let t = text?.trimmingSpaces(), !t.isEmpty else { return nil }
                guard let v = Int(t) else { throw HabitError.invalidImport("\(archive.label): Habits.csv line \(line): \(what) is not a number: '\(t)'") }
                return v
            }
            let position = try int(field("position"), "Position") ?? (n + 1)
            // Each habit has a folder of its own: two rows naming one would read it twice.
            guard positions.insert(position).inserted else {
                throw HabitError.invalidImport(tr("%1$s: Habits.csv line %2$s: position %3$s is another habit's too", archive.label, line, position))
            }
            let name = field("name") ?? ""
            let numerical = field("type")?.uppercased() == "NUMERICAL"
            let row = LoopHabitRow(
                id: Int64(position), name: name, question: field("question"), description: field("description"),
                freqNum: try int(field("frequencynumerator", "numrepetitions"), "the frequency") ?? 1,
                freqDen: try int(field("frequencydenominator", "interval"), "the frequency") ?? 1,
                color: LoopMapping.index(ofHex: field("color") ?? ""), archived: field("archived?")?.lowercased() == "true",
                numerical: numerical, targetType: field("target type")?.uppercased() == "AT_MOST" ? 1 : 0,
                targetValue: Double(field("target value") ?? "") ?? 0, unit: field("unit") ?? "")
            out.append((row, try entries(position: position, name: name)))
        }
        return out
    }

    /// The habit's `Checkmarks.csv`, found by the folder's three-digit position.
    private func entries(position: Int, name: String) throws -> [LoopEntryRow] {
        let prefix = position.zeroPadded(3) + " "
        let folder = archive.members.first { $0.name.hasPrefix(prefix) && $0.name.hasSuffix("/Checkmarks.csv") }
            ?? archive.members.first { $0.name == position.zeroPadded(3) + "/Checkmarks.csv" }
        guard let folder else { return [] }
        var out: [LoopEntryRow] = []
        var i = -1
        try CSV.parse(archive.contents(of: folder.name)) { fields in
            i += 1
            if i == 0 && fields.first?.lowercased() == "date" { return }
            guard let date = CivilDate(parsing: fields[0].trimmingSpaces()) else {
                throw HabitError.invalidImport("\(archive.label): \(folder.name) line \(i + 1): not a date: '\(fields[0])'")
            }
            let text = fields.count > 1 ? fields[1].trimmingSpaces() : ""
            let value: Int
            switch text.uppercased() {
            case "YES_MANUAL": value = LoopMapping.yesManual
            case "YES_AUTO": value = LoopMapping.yesAuto
            case "SKIP": value = LoopMapping.skip
            case "NO": value = 0
            case "UNKNOWN", "": value = -1
            default:
                guard let v = Int(text) else {
                    throw HabitError.invalidImport("\(archive.label): \(folder.name) line \(i + 1): not a Loop value: '\(text)'")
                }
                value = v
            }
            out.append(LoopEntryRow(date: date, value: value, notes: fields.count > 2 ? fields[2] : nil))
        }
        return out
    }
}
