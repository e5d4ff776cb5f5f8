import Foundation
import Testing

/// `habitctl backup now|list|restore` and a damaged store (issue 29 part 3).
@Suite struct BackupCommandTests {
    var backupsDir: (CLI) -> String = { $0.dir + "/.local/state/habitd/backups" }

    /// What a store's backups' names start with: `habits-` and, as the test's store is not
    /// the default one, its key (read from the name `backup now` printed).
    func prefix(_ made: String) -> String {
        let name = String(made.split(separator: "/").last ?? "")
        return String(name.prefix(while: { $0 != "-" })) + "-" + String(name.split(separator: "-")[1]) + "-"
    }

    @Test func backUpListAndRestoreAskingFirst() throws {
        var c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Read", "--start", "2026-11-16")
        #expect(c.ok("backup", "list").stdout.hasPrefix("No backups yet."))
        let made = c.ok("backup", "now").stdout
        let p = prefix(made)
        #expect(p.count == "habits-12345678-".count, "\(made)")
        #expect(made == "Backed up to \(backupsDir(c))/\(p)20261119-183000.sqlite (\(made.split(separator: "(").last!)", "\(made)")
        c.ok("done", "Read")
        c.now = "2026-11-19T18:40:00Z"
        #expect(c.ok("backup", "list").stdout.hasPrefix("\(p)20261119-183000.sqlite  Thu 2026-11-19 19:30  "))
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
                == "Restored \(p)20261119-183000.sqlite; the store as it was is kept as \(p)20261119-184000-before-restore.sqlite\n")
        #expect(c.ok("list", "--json").stdout.contains("\"done_today\" : 0"))
        c.ok("backup", "restore", "\(p)20261119-184000-before-restore", "--yes")
        #expect(c.ok("list", "--json").stdout.contains("\"done_today\" : 1"))
    }

    @Test func aDamagedStoreNamesTheNewestBackupAndComesBack() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Read", "--start", "2026-11-16")
        c.ok("done", "Read")
        let p = prefix(c.ok("backup", "now").stdout)
        // Pages after the first overwritten: SQLite calls the file malformed.
        var data = try Data(contentsOf: URL(fileURLWithPath: c.db))
        let pageSize = Int(data[16]) << 8 | Int(data[17])
        for i in (pageSize * 2)..<min(data.count, pageSize * 40) { data[i] = 0x5A }
        try data.write(to: URL(fileURLWithPath: c.db))
        try? FileManager.default.removeItem(atPath: c.db + "-wal")
        let r = c.run(["list"])
        #expect(r.status != 0 && r.stderrLines.count == 1, "\(r.stderr)")
        #expect(r.stderr == "habitctl: \(c.db) is damaged (SQLite: database disk image is malformed); the newest backup is "
                + "\(p)20261119-183000.sqlite (2026-11-19T18:30:00Z): habitctl backup restore latest\n", "\(r.stderr)")
        let restored = c.ok("backup", "restore", "latest", "--yes").stdout
        #expect(restored == "Restored \(p)20261119-183000.sqlite; the store as it was is kept as \(p)20261119-183000-damaged.sqlite\n", "\(restored)")
        #expect(c.ok("list", "--json").stdout.contains("\"done_today\" : 1"))
    }

    /// A store whose header is garbage, with backups of it (issue 44 part 4): the line names
    /// the newest and the way back, and the restore keeps the garbage aside; a file that was
    /// never this store (no backups) is still refused as not ours.
    @Test func aStoreWithAGarbageHeaderNamesItsNewestBackupAndComesBack() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Read", "--start", "2026-11-16")
        c.ok("done", "Read")
        let p = prefix(c.ok("backup", "now").stdout)
        var data = try Data(contentsOf: URL(fileURLWithPath: c.db))
        data.replaceSubrange(0..<16, with: Array("garbage garbage!".utf8))
        try data.write(to: URL(fileURLWithPath: c.db))
        let r = c.run(["list"])
        #expect(r.status != 0 && r.stderr == "habitctl: \(c.db) is not a database any more (its header is garbage), but it was this store: "
                + "the newest backup is \(p)20261119-183000.sqlite (2026-11-19T18:30:00Z): habitctl backup restore latest\n", "\(r.stderr)")
        let restored = c.ok("backup", "restore", "latest", "--yes").stdout
        #expect(restored.hasPrefix("Restored \(p)20261119-183000.sqlite; the store as it was is kept as "), "\(restored)")
        #expect(c.ok("list", "--json").stdout.contains("\"done_today\" : 1"))

        let stranger = c.dir + "/notes.db"
        try Data("garbage garbage! and more".utf8).write(to: URL(fileURLWithPath: stranger))
        let other = c.run(["--db", stranger, "list"])
        #expect(other.stderr == "habitctl: \(stranger) is not a habitd database; refusing to touch it\n", "\(other.stderr)")
    }

    /// Issue 41: backups were pooled by file name, so `--db a/habits.sqlite backup restore
    /// latest` restored b's habits. Each store lists and restores its own, and says so when
    /// asked for another's.
    @Test func twoStoresOfOneNameKeepTheirBackupsApart() throws {
        let a = CLI.onTheToursClock()
        defer { a.cleanUp() }
        try FileManager.default.createDirectory(atPath: a.dir + "/b", withIntermediateDirectories: true)
        let bDB = a.dir + "/b/habits.sqlite"
        func b(_ args: String...) -> CLI.Result { a.run(["--db", bDB] + args) }
        a.ok("add", "--plain", "Mine", "--start", "2026-11-16")
        #expect(b("add", "--plain", "Theirs", "--start", "2026-11-16").status == 0)
        let aName = String(a.ok("backup", "now").stdout.split(separator: "/").last!.split(separator: " ").first!)
        var later = a
        later.now = "2026-11-19T18:31:00Z"
        let bMade = later.run(["--db", bDB, "backup", "now"]).stdout
        let bName = String(bMade.split(separator: "/").last!.split(separator: " ").first!)
        #expect(aName != bName && prefix(aName) != prefix(bName), "\(aName) \(bName)")
        #expect(a.ok("backup", "list").stdout.split(separator: "\n").map { String($0.split(separator: " ").first!) } == [aName])
        later.ok("add", "--plain", "Extra")
        #expect(later.ok("backup", "restore", "latest", "--yes").stdout.hasPrefix("Restored \(aName);"))
        let names = (try a.json("list", "--json", "--all") as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["Mine"], "a's own backup came back, not b's: \(names ?? [])")
        let before = a.fingerprint()
        let other = a.run(["backup", "restore", bName, "--yes"])
        #expect(other.status != 0 && other.stderrLines.count == 1
                && other.stderr == "habitctl: \(bName) is a backup of another store (another --db), not of this one: 'habitctl backup list' shows this store's\n",
                "\(other.stderr)")
        #expect(a.fingerprint() == before)
    }
}
