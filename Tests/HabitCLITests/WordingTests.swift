import Foundation
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
        #expect(early.status == 0 && early.stderr == "habitctl: warning: never reminds: 07:00 falls in the quiet hours 22:00-08:00, which skip reminders\n")
        let mon = c.run(["add", "Mon", "--days", "mon", "--remind", "12:00", "--remind-days", "tue"])
        #expect(mon.stderr == "habitctl: warning: never reminds: 12:00 on tue never meets the days the habit is due (mon)\n")
        #expect(c.ok("next").stdout == """
            No reminders planned.
              Early: 07:00 falls in the quiet hours 22:00-08:00, which skip reminders
              Mon: 12:00 on tue never meets the days the habit is due (mon)

            """)
        #expect(c.ok("show", "Early").stdout.contains("  none planned: 07:00 falls in the quiet hours 22:00-08:00, which skip reminders"))
        c.ok("config", "set", "quiet-policy", "defer")
        let late = c.run(["add", "Late", "--remind", "23:00"])
        #expect(late.stderr.contains("23:00 falls in the quiet hours 22:00-08:00, which last past midnight"))
        #expect(c.run(["add", "Fine", "--remind", "07:00"]).stderr.isEmpty, "deferred to 08:00: it fires")
    }
}
