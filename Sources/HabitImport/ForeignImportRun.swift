import FoundationEssentials
import HabitCore
import HabitStore
import Posix

/// `import loop` and `import harsh` as habitctl and the web's import page both run them:
/// read the other app's files, map them, and hand them to the store's import session (all
/// or nothing; a dry run writes nothing). The report comes back with the warnings.
public enum ForeignImportRun {
    public struct Outcome {
        public let report: ForeignImportReport
        /// "Loop habit 2 ("Run"): …": one per thing the mapping changed or left out.
        public let warnings: [String]
        /// What was read, as the summary names it: "Loop (backup, schema 24)".
        public let from: String
    }

    /// Loop's database backup or its CSV export (a zip), at `path`.
    public static func loop(path: String, _ db: HabitDatabase, policy: NameClashPolicy, today: CivilDate, now: Date,
                            dryRun: Bool) throws -> Outcome {
        let data: [UInt8]
        do throws(SystemCallError) { data = try FileSystem.contents(of: path) } catch {
            throw HabitError.invalidImport(tr("cannot read %s: %s", path, error.reason))
        }
        let rows: [(row: LoopHabitRow, entries: [LoopEntryRow])]
        let what: String
        if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            rows = try LoopCSVReader(archive: ZipArchive(data: [UInt8](data), label: path)).read()
            what = "Loop (CSV export)"
        } else {
            let contents = try LoopBackupReader(path: path).read()
            rows = contents.habits
            what = "Loop (backup, schema \(contents.schemaVersion))"
        }
        var warnings: [String] = []
        let report = try db.importForeign(origin: "loop", originName: "Loop", policy: policy, today: today, now: now, dryRun: dryRun) { session in
            let occurrences = LoopMapping.occurrences(rows.map(\.row))
            for (n, item) in rows.enumerated() {
                let label = "Loop habit \(n + 1) (\"\(TextSafety.visible(item.row.name))\")"
                let (habit, lines) = LoopMapping.habit(item.row, entries: item.entries, label: label, today: today, now: now,
                                                       occurrence: occurrences[n])
                warnings += lines.map { "\(label): \($0)" }
                try session.add(habit)
            }
        }
        return Outcome(report: report, warnings: warnings, from: what)
    }

    /// harsh's `habits` and `log` files' text (the paths name them in messages).
    public static func harsh(habits: String, log: String, habitsPath: String, logPath: String, from: String, _ db: HabitDatabase,
                             policy: NameClashPolicy, today: CivilDate, now: Date, dryRun: Bool) throws -> Outcome {
        let parsed = try HarshFiles.parse(habits: habits, log: log, today: today, now: now, habitsPath: habitsPath, logPath: logPath)
        let report = try db.importForeign(origin: "harsh", originName: "harsh", policy: policy, today: today, now: now, dryRun: dryRun) { session in
            for c in parsed.categories { try session.category(c) }
            for h in parsed.habits { try session.add(h) }
        }
        return Outcome(report: report, warnings: parsed.warnings, from: from)
    }
}

extension ForeignImportReport {
    /// The warnings beyond the mapping's (entries left out), in habitctl's words.
    public var warnings: [String] {
        future > 0 ? [tr("%s entries dated after today were left out", future)] : []
    }

    /// The summary in habitctl's words: renamed habits, what was (or would be) imported,
    /// what the file held, and the habits created and updated.
    public func lines(from app: String, dryRun: Bool) -> [String] {
        var out = renamed.map { tr("Renamed: %s", $0) }
        out.append(dryRun
            ? tr("Would import from %s: %s habits created, %s updated, %s unchanged; %s completions, %s skips (dry run: nothing written)",
                 app, created.count, updated.count, unchanged, completions, skips)
            : tr("Imported from %s: %s habits created, %s updated, %s unchanged; %s completions, %s skips",
                 app, created.count, updated.count, unchanged, completions, skips))
        // What the file held beside what was written: every entry is accounted for.
        out.append(tr("  read: %1$s habits, %2$s completions, %3$s skips", readHabits, readCompletions, readSkips)
                   + (alreadyHere > 0 ? tr("; %s on days already recorded here, which keep what they have", alreadyHere) : "")
                   + (future > 0 ? tr("; %s dated after today", future) : ""))
        if !created.isEmpty { out.append(tr("  created: %s", created.joined(separator: ", "))) }
        if !updated.isEmpty { out.append(tr("  updated: %s", updated.joined(separator: ", "))) }
        return out
    }
}
