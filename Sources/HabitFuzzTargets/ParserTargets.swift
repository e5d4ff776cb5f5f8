import Foundation
import HabitControl
import HabitCore
import HabitDaemon
import HabitImport
import HabitStore
import HabitSync
import HabitViews

/// The targets that are one parser each: the importers, sync's files, the config, TZif, the
/// fields a user types and the control socket's lines.
enum ParserTargets {
    static let today = CivilDate(parsing: "2026-11-19")!
    static let now = Date(timeIntervalSince1970: 1_795_545_000)

    static let loopCSV = FuzzTarget("loop-csv", "Loop's CSV export: the zip, its CSV files") { bytes in
        guard let archive = try? ZipArchive(data: bytes, label: "fuzz.zip") else { return }
        _ = try? LoopCSVReader(archive: archive).read()
    }

    /// Loop's database backup: SQLite reads the file, Loop's reader and mapping its tables.
    static let loopDB = FuzzTarget("loop-db", "Loop's .db backup (mutated page by page: see LLVMFuzzerCustomMutator)") { bytes in
        let path = scratch.path
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return }
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let contents = try? LoopBackupReader(path: path).read() else { return }
        let occurrences = LoopMapping.occurrences(contents.habits.map(\.row))
        for (n, item) in contents.habits.enumerated() {
            _ = LoopMapping.habit(item.row, entries: item.entries, label: "Loop habit \(n + 1)", today: today, now: now, occurrence: occurrences[n])
        }
    }

    static let harsh = FuzzTarget("harsh", "harsh's habits and log files (split at the first NUL byte)") { bytes in
        let (habits, log) = bytes.splitAtNUL
        _ = try? HarshFiles.parse(habits: habits.text, log: log.text, today: today, now: now, habitsPath: "habits", logPath: "log")
    }

    /// habitctl's export into an in-memory store, a dry run (rolled back).
    static let jsonImport = FuzzTarget("json-import", "habitctl's JSON export, read into a store (dry run)") { bytes in
        guard let db = store.db, let file = tmpfile() else { return }
        defer { fclose(file) }
        let fd = fileno(file)
        guard bytes.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == bytes.count, lseek(fd, 0, SEEK_SET) == 0 else { return }
        _ = try? db.importBackup(replace: false, dryRun: true) { session in try BackupReader(fd: fd, into: session).read() }
    }

    static let syncSegment = FuzzTarget("sync-segment", "another machine's journal segment") { bytes in
        guard let segment = try? Segment.decode(Data(bytes)) else { return }
        _ = segment.encoded()
    }

    static let syncSnapshot = FuzzTarget("sync-snapshot", "another machine's snapshot (zlib)") { bytes in
        _ = try? Snapshot.decode(Data(bytes))
    }

    static let config = FuzzTarget("config", "habitd.toml") { bytes in
        _ = try? DaemonConfig.parse(bytes.text, path: "habitd.toml")
    }

    /// A TZif file (the zone's offsets at instants around its transitions) and a POSIX TZ
    /// string (its footer).
    static let tzif = FuzzTarget("tzif", "TZif files and POSIX TZ strings") { bytes in
        if let zone = try? TZif(data: Data(bytes)) {
            for t in [Int.min / 2, -2_000_000_000, 0, 1_000_000_000, 1_795_545_000, 4_000_000_000, Int.max / 2] { _ = zone.offset(at: t) }
        }
        if let posix = PosixTZ(bytes.text) {
            for t in [0, 1_795_545_000, 4_000_000_000] { _ = posix.offset(at: t) }
        }
    }

    /// Every line through every parser of a typed field: dates, times, windows, quiet hours,
    /// weekdays, units, periods, amounts, colours, moods, instants, stats windows, settings,
    /// messages, names.
    static let fields = FuzzTarget("fields", "the date, time, window, duration and other field parsers (one line each)") { bytes in
        for line in bytes.text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64).map(String.init) {
            _ = try? WallTime.parse(line)
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
            _ = try? Validate.zone(line)
            _ = try? ReminderMessage.validate(line)
            _ = try? StatsWindow.start(last: line, today: today)
            _ = SmartDefaults.suggestion(for: line, units: .metric)
            if let (key, value) = line.split(separator: "=", maxSplits: 1).map(String.init).pair {
                var s = Settings()
                _ = try? SettingKey.parse(key).apply(value, to: &s)
            }
        }
    }

    /// A line on the control socket, as habitd answers it, and habitd's reply as habitctl reads it.
    static let control = FuzzTarget("control", "the control socket's request lines and replies") { bytes in
        _ = ControlLine.reply(to: bytes) { _ in ControlReply(ok: true) }
        _ = try? JSONDecoder().decode(ControlReply.self, from: Data(bytes))
    }

    /// A file name of this process's own, for readers that want a path.
    static let scratch = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("habitd-fuzz-\(getpid()).db")

    /// One in-memory store for the whole run (a dry run leaves it as it was).
    static let store = Store()
    final class Store: Sendable {
        let db: HabitDatabase? = try? HabitDatabase.inMemory()
    }
}

extension Array where Element == String {
    var pair: (String, String)? { count == 2 ? (self[0], self[1]) : nil }
}
