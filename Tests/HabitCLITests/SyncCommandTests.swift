import Foundation
import Testing

/// `habitctl sync` between two databases sharing one folder, as two machines would through
/// Syncthing (each writes only its own directory in it): crashes between the commit and the
/// publish, files that are not finished segments, a database inside a synced folder.
@Suite struct SyncCommandTests {
    /// Two machines on the tour's clock, and the folder they share.
    struct Pair {
        let a = CLI.onTheToursClock()
        let b = CLI.onTheToursClock()
        let folder: String
        init() {
            folder = a.dir + "/Sync"
            try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        func cleanUp() {
            a.cleanUp()
            b.cleanUp()
        }
        /// Every operation line of `cli`'s device in the folder, by its segments (read without
        /// running habitctl, which would publish).
        func operations(of cli: CLI) throws -> [String] {
            let device = CLI.exec("/usr/bin/sqlite3", [cli.db, "SELECT value FROM sync_meta WHERE key = 'device'"], environment: cli.environment)
                .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            let dir = folder + "/habitd/" + device
            return try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".ops") }.sorted().flatMap { name in
                String(decoding: FileManager.default.contents(atPath: dir + "/" + name)!, as: UTF8.self)
                    .split(separator: "\n").dropFirst().dropLast().map(String.init)
            }
        }
    }

    static func sequences(_ lines: [String]) -> [Int] {
        lines.compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }.compactMap { $0["seq"] as? Int }
    }

    /// A peer's change applied already (by habitd, or by the command that opened the store):
    /// `sync now` says what the store holds from that device instead of a bare "0 changes".
    @Test func syncNowSaysWhatIsAlreadyHereFromEachDevice() throws {
        let p = Pair()
        defer { p.cleanUp() }
        p.a.ok("add", "Read", "--start", "2026-11-16")
        p.a.ok("sync", "setup", p.folder)
        p.b.ok("sync", "setup", p.folder)
        p.a.ok("done", "Read")
        p.b.ok("list")   // opening the store applies what arrived
        let out = p.b.ok("sync", "now").stdout
        let device = CLI.exec("/usr/bin/sqlite3", [p.a.db, "SELECT value FROM sync_meta WHERE key = 'device'"], environment: p.a.environment)
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(out.hasPrefix("Applied 0 changes from 0 segments; published 0.\n  already here from \(device): through operation #"), "\(out)")
    }

    @Test(arguments: ["before-publish", "after-rename"])
    func aCrashBetweenCommitAndPublishPublishesOnce(point: String) throws {
        let p = Pair()
        defer { p.cleanUp() }
        p.a.ok("add", "Read", "--start", "2026-11-16")
        p.a.ok("sync", "setup", p.folder)
        p.b.ok("sync", "setup", p.folder)
        let before = try p.operations(of: p.a)
        var crashing = p.a
        crashing.extraEnvironment["HABITD_TEST_CRASH"] = point
        let killed = crashing.run(["done", "Read"])
        #expect(killed.status == 9, "killed: \(killed)")
        #expect(CLI.exec("/usr/bin/sqlite3", [p.a.db, "SELECT COUNT(*) FROM completion"], environment: p.a.environment).stdout == "1\n", "committed")
        let afterCrash = try p.operations(of: p.a)
        #expect(afterCrash.count == (point == "before-publish" ? before.count : before.count + 1))
        // The next command publishes what the crash left, once.
        p.a.ok("list")
        p.a.ok("sync", "now")
        let after = try p.operations(of: p.a)
        #expect(after.count == before.count + 1)
        #expect(Self.sequences(after) == Array(1...after.count), "each operation once, in sequence")
        #expect(after.last!.contains("\"day\":\"2026-11-19\""))
        // The other machine sees it done, once.
        let board = p.b.ok("list").stdout
        #expect(board.contains("Read") && board.contains("done ✓"), "\(board)")
        #expect(CLI.exec("/usr/bin/sqlite3", [p.b.db, "SELECT SUM(count) FROM completion"], environment: p.b.environment).stdout == "1\n")
    }

    @Test func filesThatAreNotFinishedSegmentsAreSkippedAndBadOnesQuarantined() throws {
        let p = Pair()
        defer { p.cleanUp() }
        p.a.ok("add", "Read", "--start", "2026-11-16")
        p.a.ok("sync", "setup", p.folder)
        let device = try #require(((try p.a.json("sync", "status", "--json")) as? [String: Any])?["device"] as? String)
        #expect(((try p.a.json("sync", "status", "--json")) as? [String: Any])?["set_up"] as? Bool == true)
        let dir = p.folder + "/habitd/" + device
        let good = try String(contentsOfFile: dir + "/000000000001.ops", encoding: .utf8)
        // Syncthing's temporary file and a conflict copy: never read.
        try "garbage".write(toFile: dir + "/.syncthing.000000000002.ops.tmp", atomically: false, encoding: .utf8)
        try good.replacingOccurrences(of: "Read", with: "Conflict").write(
            toFile: dir + "/000000000001.sync-conflict-20261119-183000-ABCDEFG.ops", atomically: false, encoding: .utf8)
        // A segment cut short, and one whose checksum no longer matches.
        try String(good.prefix(good.count / 2)).write(toFile: dir + "/000000000900.ops", atomically: false, encoding: .utf8)
        try good.replacingOccurrences(of: "Read", with: "Rood").write(toFile: dir + "/000000000950.ops", atomically: false, encoding: .utf8)
        // A whole segment under another segment's name.
        try good.write(toFile: dir + "/000000000990.ops", atomically: false, encoding: .utf8)
        let now = p.b.run(["sync", "setup", p.folder])
        #expect(now.status == 0)
        #expect(now.stderrLines == [
            "habitctl: quarantined \(dir)/000000000900.ops: incomplete (no footer)",
            "habitctl: quarantined \(dir)/000000000950.ops: checksum mismatch",
            "habitctl: quarantined \(dir)/000000000990.ops: line 1: starts at 1, its name says 990",
        ])
        #expect(p.b.ok("list").stdout.contains("Read"))
        #expect(!p.b.ok("list").stdout.contains("Conflict") && !p.b.ok("list").stdout.contains("Rood"))
        // Reported once, listed by status, and left alone until the file changes.
        #expect(p.b.ok("sync", "now").stderr.isEmpty)
        let status = p.b.ok("sync", "status").stdout
        #expect(status.contains("Quarantined (skipped until the file changes):\n  \(dir)/000000000900.ops: incomplete (no footer)\n"))
    }

    /// Issue 41: Floss reached 3 days on A (🏆 said there); after sync setup on both, a done
    /// on B the next day said "🏆 4 days in a row". What was celebrated travels with sync.
    @Test func aMilestoneCelebratedOnOneMachineIsNotCelebratedAgainOnAnother() throws {
        let p = Pair()
        defer { p.cleanUp() }
        p.a.ok("add", "Floss", "--plain", "--start", "2026-11-16")
        p.a.ok("done", "Floss", "--date", "2026-11-16")
        p.a.ok("done", "Floss", "--date", "2026-11-17")
        let third = p.a.ok("done", "Floss", "--date", "2026-11-18").stdout
        #expect(third.contains("🏆 3 days in a row"), "\(third)")
        p.a.ok("sync", "setup", p.folder)
        p.b.ok("sync", "setup", p.folder)
        let fourth = p.b.ok("done", "Floss").stdout
        #expect(fourth.hasPrefix("✓ Floss: done today") && !fourth.contains("🏆"), "\(fourth)")
        // And back: what B celebrates, A does not say again.
        p.b.ok("add", "Walk", "--plain", "--start", "2026-11-16")
        p.b.ok("done", "Walk", "--date", "2026-11-16")
        p.b.ok("done", "Walk", "--date", "2026-11-17")
        #expect(p.b.ok("done", "Walk", "--date", "2026-11-18").stdout.contains("🏆 3 days in a row"))
        let onA = p.a.ok("done", "Walk").stdout
        #expect(onA.hasPrefix("✓ Walk: done today") && !onA.contains("🏆"), "\(onA)")
    }

    @Test func habitsOfOneNameOnTwoMachinesStayTwo() throws {
        let p = Pair()
        defer { p.cleanUp() }
        p.a.ok("add", "Read", "--start", "2026-11-16")
        var later = p.b
        later.now = "2026-11-19T18:31:00Z"
        later.ok("add", "Read", "--start", "2026-11-16", "--weekly", "3")
        p.a.ok("sync", "setup", p.folder)
        later.ok("sync", "setup", p.folder)
        p.a.ok("done", "Read")
        let names = { (c: CLI) in ((try? c.json("list", "--json")) as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }.sorted() }
        #expect(names(p.a) == ["Read", "Read (2)"])
        #expect(names(later) == ["Read", "Read (2)"])
        // The older one keeps the name, on both.
        #expect(later.ok("show", "Read (2)").stdout.contains("3× per week"))
        #expect(p.a.ok("show", "Read (2)").stdout.contains("3× per week"))
        // Renaming one journals it; the other is then shown plain everywhere.
        later.ok("edit", "Read (2)", "--rename", "Reading")
        #expect(names(p.a) == ["Read", "Reading"])
        #expect(names(later) == ["Read", "Reading"])
    }

    /// Two habits that are one, merged on one machine: the other sees the same merge.
    @Test func mergedOnOneMachineMergedOnBoth() throws {
        let p = Pair()
        defer { p.cleanUp() }
        var b = p.b
        b.now = "2026-11-19T18:31:00Z"  // B's Read is the younger: it is shown as Read (2)
        p.a.ok("add", "Read", "--start", "2026-11-10", "--times", "2")
        b.ok("add", "Read", "--start", "2026-11-12", "--times", "2")
        p.a.ok("done", "Read", "--date", "2026-11-16")
        p.a.ok("done", "Read", "--date", "2026-11-17")
        b.ok("done", "Read", "--date", "2026-11-17", "--count", "2")
        b.ok("done", "Read", "--date", "2026-11-18")
        b.ok("done", "Read", "--date", "2026-11-19")
        p.a.ok("done", "Read", "--date", "2026-11-19")
        p.a.ok("sync", "setup", p.folder)
        b.ok("sync", "setup", p.folder)
        p.a.ok("sync", "now")
        p.a.ok("list")  // the first reader after a write moves SQLite's read marks in -shm
        // Refused, one line each, nothing changed.
        let before = p.a.fingerprint()
        for (args, line) in [(["merge", "Read", "Read", "--yes"], "habitctl: cannot merge 'Read' into itself"),
                             (["merge", "Read", "Nope", "--yes"], "habitctl: No habit named 'Nope'"),
                             (["merge", "Read", "Read (2)"], "habitctl: refusing to merge 'Read (2)' into 'Read' without confirmation: pass --yes")] {
            let r = p.a.run(args)
            #expect(r.status != 0 && r.stderrLines == [Substring(line)], "\(args): \(r.stderr)")
        }
        #expect(p.a.fingerprint() == before)
        let merged = p.a.ok("merge", "Read", "Read (2)", "--yes")
        #expect(merged.stdout == "Merged Read (2) into Read: 2 days taken, 1 day both logged kept as Read had it; Read (2) deleted.\n", "\(merged.stdout)")
        for c in [p.a, b] {
            let list = try #require(try c.json("list", "--json") as? [[String: Any]])
            #expect(list.count == 1 && list.first?["name"] as? String == "Read")
            let history = try #require(try c.json("history", "Read", "--json", "--limit", "0") as? [[String: Any]])
            var counts: [String: Int] = [:]
            for e in history where e["kind"] as? String == "done" { counts[e["date"] as! String, default: 0] += e["count"] as? Int ?? 0 }
            // The 17th: both logged it, B twice, and the fuller log won; the 19th: a tie, A's
            // stayed. The rest came from either side.
            #expect(counts == ["2026-11-16": 1, "2026-11-17": 2, "2026-11-18": 1, "2026-11-19": 1], "\(counts)")
            #expect(c.ok("show", "Read").stdout.contains("2026-11-10"))
        }
    }

    @Test func aDatabaseInsideASyncedFolderIsRefused() throws {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "Read")
        // The configured folder holds the database.
        let before = c.fingerprint()
        let inside = c.run(["sync", "setup", c.dir])
        #expect(inside.status == 1 && inside.stderrLines.count == 1)
        #expect(inside.stderr.hasPrefix("habitctl: the database \(c.db) is inside the synced folder \(c.dir): "))
        #expect(c.fingerprint() == before)
        // A folder Syncthing shares (it holds .stfolder) holds the database.
        var shared = c
        try FileManager.default.createDirectory(atPath: c.dir + "/Phone/.stfolder", withIntermediateDirectories: true)
        shared.extraEnvironment["HABITD_DB"] = c.dir + "/Phone/habits.sqlite"
        try FileManager.default.createDirectory(atPath: c.dir + "/Sync", withIntermediateDirectories: true)
        let st = shared.run(["sync", "setup", c.dir + "/Sync"])
        #expect(st.status == 1 && st.stderr.contains("is inside the synced folder \(c.dir)/Phone:"))
        // Not a folder.
        let missing = c.run(["sync", "setup", c.dir + "/nowhere"])
        #expect(missing.stderrLines == ["habitctl: \(c.dir)/nowhere is not a folder (create it, or share it in Syncthing first)"] && missing.status == 1)
        #expect(c.fingerprint() == before)
        let notSyncing = c.run(["sync", "status"])
        #expect(notSyncing.stderrLines == ["habitctl: sync is not set up; run: habitctl sync setup FOLDER"] && notSyncing.status == 1)
        // For a script it is a state: set_up false (as the API's GET sync), exit 0.
        let asJSON = try #require(try c.json("sync", "status", "--json") as? [String: Any])
        #expect(asJSON["set_up"] as? Bool == false && asJSON["said"] as? String == "sync is not set up; run: habitctl sync setup FOLDER")
    }
}
