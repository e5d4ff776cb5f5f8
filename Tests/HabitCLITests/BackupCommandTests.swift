import Foundation
import Testing

/// `habitctl backup now|list|restore` and a damaged store (issue 29 part 3).
@Suite struct BackupCommandTests {
    var backupsDir: (CLI) -> String = { $0.dir + "/.local/state/habitd/backups" }

    @Test func backUpListAndRestoreAskingFirst() throws {
        var c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Read", "--start", "2026-11-16")
        #expect(c.ok("backup", "list").stdout.hasPrefix("No backups yet."))
        let made = c.ok("backup", "now").stdout
        #expect(made == "Backed up to \(backupsDir(c))/habits-20261119-183000.sqlite (\(made.split(separator: "(").last!)", "\(made)")
        c.ok("done", "Read")
        c.now = "2026-11-19T18:40:00Z"
        #expect(c.ok("backup", "list").stdout.hasPrefix("habits-20261119-183000.sqlite  Thu 2026-11-19 19:30  "))
        // In a pipe, without --yes: refused in one line, nothing changed.
        let before = c.fingerprint()
        let refused = c.run(["backup", "restore", "latest"])
        #expect(refused.status != 0 && refused.stderrLines.count == 1 && refused.stderr.contains("pass --yes"), "\(refused.stderr)")
        #expect(c.fingerprint() == before)
        let bad = c.run(["backup", "restore", "nope", "--yes"])
        #expect(bad.status != 0 && bad.stderrLines.count == 1 && bad.stderr.contains("no backup named nope"), "\(bad.stderr)")
        #expect(c.fingerprint() == before)
        // Restored: the completion made after the backup is gone, and the store as it was is kept.
        #expect(c.ok("backup", "restore", "latest", "--yes").stdout
                == "Restored habits-20261119-183000.sqlite; the store as it was is kept as habits-20261119-184000-before-restore.sqlite\n")
        #expect(c.ok("list", "--json").stdout.contains("\"done_today\" : 0"))
        c.ok("backup", "restore", "habits-20261119-184000-before-restore", "--yes")
        #expect(c.ok("list", "--json").stdout.contains("\"done_today\" : 1"))
    }

    @Test func aDamagedStoreNamesTheNewestBackupAndComesBack() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Read", "--start", "2026-11-16")
        c.ok("done", "Read")
        c.ok("backup", "now")
        // Pages after the first overwritten: SQLite calls the file malformed.
        var data = try Data(contentsOf: URL(fileURLWithPath: c.db))
        let pageSize = Int(data[16]) << 8 | Int(data[17])
        for i in (pageSize * 2)..<min(data.count, pageSize * 40) { data[i] = 0x5A }
        try data.write(to: URL(fileURLWithPath: c.db))
        try? FileManager.default.removeItem(atPath: c.db + "-wal")
        let r = c.run(["list"])
        #expect(r.status != 0 && r.stderrLines.count == 1, "\(r.stderr)")
        #expect(r.stderr == "habitctl: \(c.db) is damaged (SQLite: database disk image is malformed); the newest backup is "
                + "habits-20261119-183000.sqlite (2026-11-19T18:30:00Z): habitctl backup restore latest\n", "\(r.stderr)")
        let restored = c.ok("backup", "restore", "latest", "--yes").stdout
        #expect(restored == "Restored habits-20261119-183000.sqlite; the store as it was is kept as habits-20261119-183000-damaged.sqlite\n", "\(restored)")
        #expect(c.ok("list", "--json").stdout.contains("\"done_today\" : 1"))
    }
}
