import Foundation
import HabitControl
import HabitCore
import HabitDaemon
import HabitImport
import HabitStore
import HabitSync
import HabitViews
import Posix

/// The targets that are one parser each: the importers, sync's files, the config, TZif, the
/// fields a user types and the control socket's lines.
enum ParserTargets {
    static let today = CivilDate(parsing: "2026-11-19")!
    static let now = Date(timeIntervalSince1970: 1_795_545_000)

    static let loopCSV = FuzzTarget("loop-csv", "Loop's CSV export: the zip, its CSV files") { bytes in
        guard let archive = try? ZipArchive(data: bytes, label: "fuzz.zip") else { return false }
        return (try? LoopCSVReader(archive: archive).read()) != nil
    }

    /// Loop's database backup: SQLite reads the file, Loop's reader and mapping its tables.
    static let loopDB = FuzzTarget("loop-db", "Loop's .db backup (mutated page by page: see LLVMFuzzerCustomMutator)") { bytes in
        let path = scratch.path
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { setUpFailed("cannot write \(path)") }
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let contents = try? LoopBackupReader(path: path).read() else { return false }
        let occurrences = LoopMapping.occurrences(contents.habits.map(\.row))
        for (n, item) in contents.habits.enumerated() {
            _ = LoopMapping.habit(item.row, entries: item.entries, label: "Loop habit \(n + 1)", today: today, now: now, occurrence: occurrences[n])
        }
        return true
    }

    static let harsh = FuzzTarget("harsh", "harsh's habits and log files (split at the first NUL byte)") { bytes in
        let (habits, log) = bytes.splitAtNUL
        return (try? HarshFiles.parse(habits: habits.text, log: log.text, today: today, now: now, habitsPath: "habits", logPath: "log")) != nil
    }

    /// habitctl's export into an in-memory store, a dry run (rolled back); one accepted is
    /// then imported for real into a store of its own and exported, and that export imported
    /// and exported again must be the same.
    static let jsonImport = FuzzTarget("json-import", "habitctl's JSON export, read into a store (dry run), and its round trip") { bytes in
        guard let db = store.db else { setUpFailed("the in-memory store cannot be opened") }
        guard (try? importExport(bytes, into: db, dryRun: true)) != nil else { return false }
        guard let once = try? HabitDatabase.inMemory(), let twice = try? HabitDatabase.inMemory() else { setUpFailed("a fresh store cannot be opened") }
        do {
            try importExport(bytes, into: once, dryRun: false)
            let first = try exported(once)
            try importExport(first, into: twice, dryRun: false)
            let second = try exported(twice)
            if first != second { roundTripFailed("an export imported and exported again differs:\n\(first.text)\n---\n\(second.text)") }
        } catch {
            roundTripFailed("an export accepted by a dry run, or its own export, was refused: \(error)")
        }
        return true
    }

    /// `bytes` through habitctl's import reader into `db`.
    static func importExport(_ bytes: [UInt8], into db: HabitDatabase, dryRun: Bool) throws {
        guard let fd = try? FileDescriptor.anonymousFile(in: NSTemporaryDirectory()) else { setUpFailed("no temporary file") }
        defer { fd.close() }
        guard (try? fd.writeAll(bytes)) != nil, (try? fd.rewind()) != nil else { setUpFailed("cannot write the temporary file") }
        _ = try db.importBackup(replace: false, dryRun: dryRun) { session in try BackupReader(fd: fd, into: session).read() }
    }

    /// `db`'s export as habitctl writes it.
    static func exported(_ db: HabitDatabase) throws -> [UInt8] {
        Array(try JSONStyle.encoder().encode(try db.export()))
    }

    static let syncSegment = FuzzTarget("sync-segment", "another machine's journal segment") { bytes in
        guard let segment = try? Segment.decode(Data(bytes)) else { return false }
        _ = segment.encoded()
        return true
    }

    /// As the folder holds it: the header, then zlib (until issue 41, the target handed the
    /// compressed bytes to the text's parser, so no input ever got past the first line).
    static let syncSnapshot = FuzzTarget("sync-snapshot", "another machine's snapshot file (header, zlib, the text)") { bytes in
        guard let text = try? SnapshotFile.unpack(Data(bytes)) else { return false }
        return (try? Snapshot.decode(text)) != nil
    }

    static let config = FuzzTarget("config", "habitd.toml") { bytes in
        (try? DaemonConfig.parse(bytes.text, path: "habitd.toml")) != nil
    }

    /// A TZif file (the zone's offsets at instants around its transitions) and a POSIX TZ
    /// string (its footer).
    static let tzif = FuzzTarget("tzif", "TZif files and POSIX TZ strings") { bytes in
        let zone = try? TZif(data: Data(bytes))
        if let zone {
            for t in [Int.min / 2, -2_000_000_000, 0, 1_000_000_000, 1_795_545_000, 4_000_000_000, Int.max / 2] { _ = zone.offset(at: t) }
        }
        let posix = PosixTZ(bytes.text)
        if let posix {
            for t in [0, 1_795_545_000, 4_000_000_000] { _ = posix.offset(at: t) }
        }
        return zone != nil || posix != nil
    }

    /// Every line through every parser of a typed field: dates, times, windows, quiet hours,
    /// weekdays, units, periods, amounts, colours, moods, instants, stats windows, settings,
    /// messages, names. A setting that is read is shown and read again: the same.
    static let fields = FuzzTarget("fields", "the date, time, window, duration and other field parsers (one line each)") { bytes in
        var accepted = false
        for line in bytes.text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64).map(String.init) {
            if (try? WallTime.parse(line)) != nil || CivilDate(parsing: line) != nil { accepted = true }
            _ = try? TimeWindow.parse(line)
            _ = try? QuietHours.parse(line)
            _ = try? WeekdaySet.parse(line)
            _ = Weekday(parsing: line)
            _ = try? GoalUnit.parse(line)
            _ = try? GoalPeriod.parse(line)
            _ = parseAmount(line)
            _ = try? HabitColor.parse(line)
            _ = try? Mood.parse(line)
            _ = ISOInstant.parse(line)
            _ = CivilDate(parsing: line)
            _ = try? Validate.date(line)
            _ = try? Validate.name(line)
            _ = try? Validate.icon(line)
            _ = try? Validate.zone(line, knownBy: SystemZones.offsets(environment: [:]))
            _ = try? ReminderMessage.validate(line)
            _ = try? StatsWindow.start(last: line, today: today)
            _ = SmartDefaults.suggestion(for: line, units: .metric)
            if let (key, value) = line.split(separator: "=", maxSplits: 1).map(String.init).pair, let setting = try? SettingKey.parse(key) {
                var s = Settings()
                guard (try? setting.apply(value, to: &s)) != nil else { continue }
                accepted = true
                let shown = setting.value(in: s, defaultWeekStart: .monday)
                var again = Settings()
                do { try setting.apply(shown, to: &again) } catch { roundTripFailed("\(key) shown as '\(shown)' is refused: \(error)") }
                let twice = setting.value(in: again, defaultWeekStart: .monday)
                if twice != shown { roundTripFailed("\(key)=\(value) shown as '\(shown)', read again shown as '\(twice)'") }
            }
        }
        return accepted
    }

    /// A line on the control socket, as habitd answers it, and habitd's reply as habitctl reads it.
    static let control = FuzzTarget("control", "the control socket's request lines and replies") { bytes in
        var asked = false
        _ = ControlLine.reply(to: bytes) { _ in asked = true; return ControlReply(ok: true) }
        return (try? JSONDecoder().decode(ControlReply.self, from: Data(bytes))) != nil || asked
    }

    /// A file name of this process's own, for readers that want a path.
    static let scratch = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("habitd-fuzz-\(ProcessInfo.processInfo.processIdentifier).db")

    /// One in-memory store for the whole run (a dry run leaves it as it was).
    static let store = Store()
    final class Store: Sendable {
        let db: HabitDatabase? = try? HabitDatabase.inMemory()
    }
}

extension Array where Element == String {
    var pair: (String, String)? { count == 2 ? (self[0], self[1]) : nil }
}
