import Foundation
import HabitControl
import Posix
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Small words a user notices: each was once wrong.
@Suite struct WordingTests {
    @Test func wordsThatReadRight() throws {
        let c = CLI()
        defer { c.cleanUp() }
        #expect(c.ok("add", "V", "--goal", "1", "--unit", "cups").stdout == "Added V: every day, goal 1 cup\n")
        #expect(c.ok("add", "Z", "--remind", "18:00", "--remind", "07:00").stdout == "Added Z: every day, reminders 07:00 18:00\n")
        let zero = c.run(["add", "U0", "--goal", "0"])
        #expect(zero.status == 0 && zero.stderr == "habitctl: warning: Zero goal means any progress counts\n")
        // An edit that sets it says so too (issue 44: it did not); one that leaves it, nothing.
        let edited = c.run(["edit", "V", "--goal", "0"])
        #expect(edited.status == 0 && edited.stderr == "habitctl: warning: Zero goal means any progress counts\n", "\(edited.stderr)")
        #expect(c.run(["edit", "V", "--icon", "🥛"]).stderr.isEmpty)
        // A day to come has nothing to undo (issue 44: it said "Cannot record … in the future").
        #expect(c.run(["undo", "V", "--date", "2026-11-23"]).stderr == "habitctl: Nothing to undo on 2026-11-23: it has not come yet\n")
        #expect(c.run(["add", "U2", "--goal", "9999.5"]).stderr == "habitctl: Invalid goal '9999.5': use a number from 0 to 9999\n")
        #expect(c.run(["add", "U3", "--unit", "pages"]).stderr == "habitctl: A unit needs a goal: add --goal, e.g. --goal 5 --unit 'pages'\n")
        #expect(c.run(["add", "U4", "--goal", "-1"]).stderr == "habitctl: --goal must not be negative (got -1)\n")
        #expect(c.run(["done", "V", "--count", "-1"]).stderr == "habitctl: --count must not be negative (got -1)\n")
        let presets = c.ok("presets").stdout
        #expect(presets.contains("quit, not at all") && !presets.contains("at most just do it"), "\(presets)")
        let help = c.ok("done", "--help").stdout
        #expect(help.contains("How many times. (default: 1)") && !help.contains("(default 1)"), "\(help)")
    }
}

/// A reminder that can never fire is taken with a warning saying why, and `next` and `show`
/// say why nothing is planned.
@Suite struct NeverFiringTests {
    @Test func warnedAtAddAndExplainedByNextAndShow() throws {
        let c = CLI()
        defer { c.cleanUp() }
        c.ok("config", "set", "quiet-hours", "22:00-08:00")
        c.ok("config", "set", "quiet-policy", "skip")
        let early = c.run(["add", "Early", "--remind", "07:00"])
        // (No habitd runs here: the last line says so; ReminderChannelTests has the rest.)
        #expect(early.status == 0 && early.stderrLines.first == "habitctl: warning: never reminds: 07:00 falls in the quiet hours 22:00-08:00, which skip reminders")
        let mon = c.run(["add", "Mon", "--days", "mon", "--remind", "12:00", "--remind-days", "tue"])
        #expect(mon.stderrLines.first == "habitctl: warning: never reminds: 12:00 on tue never meets the days the habit is due (mon)")
        #expect(c.ok("next").stdout == """
            No reminders planned.
              Early: 07:00 falls in the quiet hours 22:00-08:00, which skip reminders
              Mon: 12:00 on tue never meets the days the habit is due (mon)

            """)
        #expect(c.ok("show", "Early").stdout.contains("  none planned: 07:00 falls in the quiet hours 22:00-08:00, which skip reminders"))
        c.ok("config", "set", "quiet-policy", "defer")
        let late = c.run(["add", "Late", "--remind", "23:00"])
        #expect(late.stderr.contains("23:00 falls in the quiet hours 22:00-08:00, which last past midnight"))
        #expect(!c.run(["add", "Fine", "--remind", "07:00"]).stderr.contains("never reminds"), "deferred to 08:00: it fires")
    }
}

/// Spec 004's "notifications disabled" banner: a reminder set while habitd is not running,
/// or while it runs without a notification server, gets one warning line saying so.
@Suite struct ReminderChannelTests {
    /// A stand-in for habitd's control socket that answers every status request with `status`.
    final class FakeDaemon: @unchecked Sendable {
        let path: String
        let fd: FileDescriptor
        init(path: String, status: DaemonStatus) throws {
            self.path = path
            fd = try UnixSocket.listen(at: path)
            let reply = try JSONEncoder().encode(ControlReply(ok: true, status: status)) + Data("\n".utf8)
            let fd = self.fd
            Thread.detachNewThread {
                while true {
                    guard let (client, _) = UnixSocket.accept(fd) else { return }
                    var buffer = [UInt8](repeating: 0, count: 4096)
                    _ = try? client.read(into: &buffer)
                    try? UnixSocket.writeAll(client, Array(reply))
                    client.close()
                }
            }
        }
        func stop() { shutdown(fd.raw, Int32(SHUT_RDWR)); fd.close() }
    }

    static func status(server: Bool) -> DaemonStatus {
        DaemonStatus(pid: 1, version: "test", startedAt: "2026-11-19T18:00:00Z", uptimeSeconds: 60, database: "x", config: nil,
                     notificationServer: server ? NotificationServer(name: "dunst", vendor: "knopwob", version: "1.9", specVersion: "1.2", capabilities: ["actions"]) : nil,
                     next: [])
    }

    @Test func aReminderNobodyWouldShowIsSaidOnce() throws {
        var c = CLI()
        defer { c.cleanUp() }
        let notRunning = c.run(["add", "Piano", "--plain", "--remind", "09:00"])
        #expect(notRunning.status == 0 && notRunning.stderrLines == ["habitctl: warning: habitd is not running, so no reminder will show: start it with 'systemctl --user start habitd' (or run habitd)"])
        #expect(c.run(["add", "Harp", "--plain"]).stderr.isEmpty, "no reminder, no warning")
        #expect(c.run(["edit", "Harp", "--color", "sky"]).stderr.isEmpty, "reminders not touched")
        c.extraEnvironment["HABITD_CONTROL"] = c.dir + "/control.sock"
        let noServer = try FakeDaemon(path: c.dir + "/control.sock", status: Self.status(server: false))
        let edit = c.run(["edit", "Harp", "--add-remind", "10:00"])
        #expect(edit.status == 0 && edit.stderrLines == ["habitctl: warning: no notification server is running on the session bus, so reminders cannot show yet: start your desktop's, or one such as dunst"],
                "\(edit.stderr)")
        noServer.stop()
        try? FileManager.default.removeItem(atPath: c.dir + "/control.sock")
        let fine = try FakeDaemon(path: c.dir + "/control.sock", status: Self.status(server: true))
        defer { fine.stop() }
        #expect(c.run(["add", "Lute", "--plain", "--remind", "09:00"]).stderr.isEmpty)
        #expect(c.run(["edit", "Piano", "--reminders", "off"]).stderr.isEmpty)
    }
}

extension ReminderChannelTests {
    /// `next`, `show` and `doctor` say it too (issue 44: they listed times that would never
    /// show, and doctor did not mention habitd); `next --json`, for scripts, stays quiet.
    @Test func nextShowAndDoctorSayWhenNothingWouldShow() throws {
        var c = CLI()
        defer { c.cleanUp() }
        let notRunning = "habitd is not running, so no reminder will show: start it with 'systemctl --user start habitd' (or run habitd)"
        c.run(["add", "Piano", "--plain", "--remind", "09:00"])
        let next = c.ok("next")
        #expect(next.stdout.contains("Piano") && next.stderrLines == ["habitctl: warning: " + notRunning])
        #expect(c.ok("next", "--json").stderr.isEmpty, "a script's JSON carries no warning")
        #expect(c.ok("show", "Piano").stdout.contains("  ⚠ " + notRunning + "\n"))
        #expect(c.ok("doctor").stdout.hasSuffix("Reminders: " + notRunning + "\n"))
        c.extraEnvironment["HABITD_CONTROL"] = c.dir + "/control.sock"
        let fine = try FakeDaemon(path: c.dir + "/control.sock", status: Self.status(server: true))
        defer { fine.stop() }
        #expect(c.ok("next").stderr.isEmpty)
        #expect(!c.ok("show", "Piano").stdout.contains("⚠"))
        #expect(c.ok("doctor").stdout.hasSuffix("Reminders: habitd is running and a notification server shows them.\n"))
    }
}

/// Rows of the seeds that worked only partly (issue 29 part 5): errors that name what there is.
@Suite struct NamingWhatThereIsTests {
    @Test func errorsNameWhatExists() {
        let c = CLI.onTheToursClock()
        defer { c.cleanUp() }
        c.ok("add", "--plain", "Gym")
        let before = c.fingerprint()
        for (args, line) in [
            (["add", "gYM"], "habitctl: A habit with this name already exists: Gym\n"),
            (["config", "set", "language", "ja"], "habitctl: No messages in 'ja' here: choose cs (Čeština), de (Deutsch), en (English), "
                + "es (Español), fr (Français), it (Italiano), nl (Nederlands), pl (Polski), pt (Português), ru (Русский), sv (Svenska), "
                + "uk (Українська), or auto\n"),
            (["presets", "--category", "foo"], "habitctl: No preset category 'foo': choose fitness, health, social, learning\n"),
        ] {
            let r = c.run(args)
            #expect(r.status != 0 && r.stderr == line && r.stdout.isEmpty, "\(args): \(r.stderr)")
        }
        #expect(c.fingerprint() == before)
        #expect(c.ok("config", "set", "language", "es_MX").stdout == "language = es_MX\n", "Spanish covers es_MX")
    }
}
