import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitViews
import HabitStore

struct Next: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "next",
        abstract: tr("When reminders fire next."),
        discussion: tr("Wall times follow the habit's pinned zone, else the system zone (--tz stands in for\nit). A time that clocks skip fires when they resume; one that happens twice fires\nthe first time. Quiet hours defer (→) or skip reminders.\n\nExamples:\n  habitctl next\n  habitctl next Gym --count 3\n  habitctl next --from 2027-03-28T00:00:00Z --tz Europe/Berlin --json"))

    @ParentCommand var root: HabitCtl

    @Argument(help: ArgumentHelp(tr("Only this habit.")))
    var name: String?

    @Option(help: ArgumentHelp(tr("Plan from this instant instead of now (events come strictly after it)."), valueName: "ISO-8601 instant"))
    var from: String?

    @Option(help: ArgumentHelp(tr("Plan as if the system zone were this one."), valueName: "zone"))
    var tz: String?

    @Option(help: ArgumentHelp(tr("How many events (1–%s).", Next.maxCount), valueName: "N"))
    var count: Int = 10

    @Flag(help: ArgumentHelp(tr("Print JSON for scripts.")))
    var json = false

    static let maxCount = 10_000

    func run() throws {
        guard (1...Self.maxCount).contains(count) else {
            throw CLIError(tr("Invalid --count %s: use 1 to %s", count, Self.maxCount))
        }
        let start = try from.map { text throws in
            guard let d = ISOInstant.parse(text) else {
                throw CLIError(tr("Invalid --from '%s': use an ISO-8601 instant such as 2026-03-29T01:30:00Z", text))
            }
            return d
        }
        let ctx = try Context.open(dbPath: root.db)
        let zone = try tz.map { z throws(HabitError) in Zone(try Validate.zone(z, knownBy: ctx.offsets)) }
        let after = start ?? ctx.now
        let systemZone = zone ?? ctx.zone
        let events = try NextPlan.events(ctx, habitNamed: name, after: after, systemZone: systemZone, limit: count)
        if json { return try Output.json(events.map { NextEntry($0, offsets: ctx.offsets) }) }
        if events.isEmpty {
            Output.line(name == nil ? tr("No reminders planned.") : tr("No reminders planned for %s.", name!.forTerminal))
            // Say why, for every habit whose reminders never fire.
            // A habit named is asked about even when archived.
            for h in try ctx.db.snapshot(includeArchived: name != nil, habitNamed: name, logs: false).habits {
                for reason in ReminderReach.neverFiring(h, settings: ctx.settings, now: (ctx.today(for: h), ctx.minuteNow(for: h))) {
                    Output.line("  \(h.name.forTerminal): \(reason)")
                }
            }
            return
        }
        let automatic = Set(try ctx.db.snapshot(includeArchived: false, habitNamed: name, logs: false).habits
            .filter(\.remindAuto).compactMap(\.id))
        for line in NextPlan.lines(events, now: after, systemZone: systemZone, offsets: ctx.offsets, terminal: ctx.terminal,
                                   automatic: automatic) {
            Output.line(line)
        }
        // Times from now that nothing would show: said (seed 004 §6.2), on stderr.
        if start == nil { ReminderChannel.warnIfUnseen() }
    }
}

/// Planning from the store, shared by `next` and `show`.
enum NextPlan {
    static func events(_ ctx: Context, habitNamed name: String?, after: Date, systemZone: Zone, limit: Int) throws -> [ReminderEvent] {
        try NextReminders.events(ctx.db, ctx.ledgerClock, habitNamed: name, after: after, systemZone: systemZone, limit: limit)
    }

    /// What `--remind auto` learned for the automatic ones among `habits`, as of `at`'s day.
    static func learned(_ ctx: Context, _ habits: [Habit], at: Date) throws -> [Int64: AutoReminder.Learned] {
        try NextReminders.learned(ctx.db, ctx.ledgerClock, habits, at: at)
    }

    /// "Sun 2027-03-28 03:00 GMT+2  in 2 h 05 min  Gym  → 02:30 skipped by the clock change":
    /// the user's own clock (the system zone); a pinned habit adds its own wall time.
    /// `automatic`: the habits reminded by `--remind auto`, said so.
    static func lines(_ events: [ReminderEvent], now: Date, systemZone: Zone, offsets: ZoneOffsets, terminal: Terminal,
                      automatic: Set<Int64> = []) -> [String] {
        let nameWidth = min(28, events.map { DisplayWidth.of($0.habitName.forTerminal) }.max() ?? 0)
        let rows = events.map { e -> (String, String, String, String) in
            let (date, second) = ZoneResolver.local(e.at, in: systemZone, offsets: offsets)
            let when = "\(DisplayWidth.pad(date.weekday.displayShortName, to: 3)) \(date.displayText) \(WallTime(minuteOfDay: second / 60)) "
                + utcOffset(offsets.offset(systemZone, at: Int(e.at.timeIntervalSince1970.rounded(.down))))
            let own = WallTime(minuteOfDay: ZoneResolver.local(e.at, in: e.zone, offsets: offsets).secondOfDay / 60)
            let times = e.reminders.map(\.description).joined(separator: ", ")
            var notes: [String] = []
            if automatic.contains(e.habitID) && e.nudge == 0 && !e.deferred { notes.append(tr("automatic, the usual time")) }
            if e.nudge > 0 { notes.append(tr("nudge %s after %s", e.nudge, times)) }
            else if e.deferred { notes.append(tr("deferred from %s (quiet hours)", times)) }
            else if !e.reminders.contains(own) { notes.append(tr("%s skipped by the clock change", times)) }
            if e.zone.identifier != systemZone.identifier { notes.append(tr("%s in %s", own, e.zone.identifier)) }
            return (when, relative(from: now, to: e.at), e.habitName.forTerminal, notes.joined(separator: "; "))
        }
        let whenWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        let relWidth = rows.map { DisplayWidth.of($0.1) }.max() ?? 0
        return rows.map { when, rel, name, note in
            DisplayWidth.pad(when, to: whenWidth) + "  " + terminal.dim(DisplayWidth.pad(rel, to: relWidth)) + "  "
                + (note.isEmpty ? DisplayWidth.truncate(name, to: nameWidth) : DisplayWidth.pad(name, to: nameWidth) + "  " + terminal.yellow("→ " + note))
        }
    }

    /// "UTC+2", "UTC-3:30", "UTC" (from our own offsets, not ICU's abbreviations).
    static func utcOffset(_ seconds: Int) -> String {
        if seconds == 0 { return "UTC" }
        let m = abs(seconds) / 60
        return "UTC" + (seconds < 0 ? "-" : "+") + "\(m / 60)" + (m % 60 == 0 ? "" : ":\(m % 60 < 10 ? "0" : "")\(m % 60)")
    }

    /// "in 45 min", "in 2 h 05 min", "in 3 d 4 h".
    static func relative(from now: Date, to t: Date) -> String {
        let minutes = Int((t.timeIntervalSince(now) / 60).rounded(.up))
        if minutes < 60 { return tr("in %s min", minutes) }
        if minutes < 24 * 60 { return tr("in %s h %s%s min", minutes / 60, minutes % 60 < 10 ? "0" : "", minutes % 60) }
        return tr("in %s d %s h", minutes / 1440, minutes % 1440 / 60)
    }
}

