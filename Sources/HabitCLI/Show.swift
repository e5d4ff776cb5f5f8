import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitViews
import HabitStore

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", 
        abstract: tr("Show one habit: settings, next reminders, this week day by day, and a heat map of the last 26 weeks."))

    @ParentCommand var root: HabitCtl

    @Argument(help: ArgumentHelp(tr("The habit.")))
    var name: String

    @Option(help: ArgumentHelp(tr("Weeks in the heat map (1–104)."), valueName: "N"))
    var weeks: Int = 26

    @Flag(help: ArgumentHelp(tr("Print JSON for scripts.")))
    var json = false

    func run() throws {
        let ctx = try Context.open(dbPath: root.db)
        let read = try HabitDetailRead(ctx.db, ctx.ledgerClock, habitNamed: name, weeks: weeks)
        let (h, today, rules, ledger, week, streaks, tracked, snap) = (read.habit, read.today, read.rules, read.ledger, read.week,
                                                                         read.streaks, read.tracked, read.snapshot)
        if json {
            return try Output.json(read.entry)
        }
        let t = ctx.terminal
        let shown = h.forTerminal
        Output.line(t.paint(shown.icon ?? h.initials, h.color) + " " + t.bold(shown.name) + (h.archived ? t.dim(tr("  (archived)")) : ""))
        if let d = h.description {
            // Its own lines kept (each under the indent); anything else a terminal would act on, escaped.
            for line in DescriptionText(terminal: t).lines(TextSafety.visible(d, keepNewlines: true)) { Output.line(line) }
        }
        var fields: [(String, String)] = [
            (tr("Schedule"), h.schedule.displaySummary + (h.timesPerDay > 1 ? tr(", %s× a day", h.timesPerDay) : "")),
            (tr("Kind"), h.kind == .build ? tr("build") + (shown.goal.map { tr(", goal %s %s", $0.summary, $0.period.phrase) } ?? "")
                                      : tr("quit") + (shown.goal.map { tr(", at most %s %s", $0.summary, $0.period.phrase) } ?? tr(", not at all"))),
            (tr("Reminders"), (h.remindAuto ? AutoReminder.summary(try NextPlan.learned(ctx, [h], at: ctx.now)[h.id!]!)
                           : !h.reminders.isEmpty ? h.reminders.map(\.description).joined(separator: "  ")
                           : h.plannedReminders.isEmpty ? tr("none")
                           : h.plannedReminders.map(\.description).joined(separator: "  ") + (h.plannedReminders.count > 1 ? tr(" (the windows' starts)") : tr(" (the window's start)")))
                          + (h.remindersPaused && !h.plannedReminders.isEmpty ? tr("  (paused)") : "")
                          + (h.nudge.map { tr(" · nudges %s", $0.summary) } ?? "")),
            (tr("Window"), h.windows.isEmpty ? tr("any time of day") : h.windows.map(\.summary).joined(separator: ", ")
                           + Self.quietNote(h, ctx.settings)),
            (tr("Category"), shown.category ?? tr("none")),
            (tr("Chart"), (h.chart ?? .bar).rawValue),
            (tr("Colour"), "\(h.color.storage)" + (h.color.storage == h.color.hex ? "" : " (\(h.color.hex))")
                           + Self.hardToRead(h.color, on: t.background.value)),
            (tr("Term"), HabitSummary.term(h)),
            (tr("Zone"), h.zone.map { tr("pinned to %s", $0) } ?? tr("follows the system zone (%s)", ctx.zoneName)),
        ]
        if h.pinned { fields.append((tr("Pinned"), tr("yes"))) }
        if h.askNote { fields.append((tr("Memo"), tr("asked by done on a terminal (note and mood)"))) }
        // The latest note or mood of the weeks shown.
        if let m = (snap.completions[h.id!] ?? []).filter({ $0.note != nil || $0.mood != nil })
            .max(by: { ($0.date, $0.recordedAt) < ($1.date, $1.recordedAt) }) {
            fields.append((tr("Last memo"), m.date.displayText + (m.mood.map { "  \($0.face) \($0.displayWord)" } ?? "")
                                        + (m.note.map { "  “\($0.forTerminal)”" } ?? "")))
        }
        fields.append((tr("Progress"), rules.periodProgress(on: today) + tr(" · today: ") + ProgressText.status(rules.status(on: today), h)))
        for text in HabitFieldTable.texts where text.ownLine { if let t = text.words(of: shown, ctx.settings) { fields.append((text.label.text, t)) } }
        if let r = h.routine {
            // Each member with today's word, as the ledger has it.
            let members = try ctx.db.members(of: h)
            let logs = try ctx.db.logs(of: members, over: Ledger.logSpan(for: DateWindow(first: today, last: today), weekStart: ctx.weekStart))
            let words = members.map { m in
                "\(m.name.forTerminal) " + ProgressText.status(HabitRules(habit: m, log: logs[m.id!] ?? HabitLog(), weekStart: ctx.weekStart)
                                                                .status(on: ctx.today(for: m)), m)
            }
            fields.append((tr("Routine"), (r.need.map { tr("%s of these: ", $0) } ?? tr("all of these: ")) + words.joined(separator: " · ")))
        }
        fields.append((tr("Tracked"), trn("%s day with a completion", "%s days with a completion", tracked, tracked)))
        if let p = h.currentOrNextPause(from: today) { fields.append((tr("Paused"), PauseList.span(p))) }
        fields += streaks.fields(shown)
        // The labels' column fits the longest in the language spoken ("Erinnerungen").
        let labelWidth = max(10, fields.map { DisplayWidth.of($0.0) }.max() ?? 0)
        for (k, v) in fields { Output.line("  " + t.dim(DisplayWidth.pad(k, to: labelWidth)) + " " + v) }

        Output.line()
        Output.line(t.bold(tr("Next reminders")))
        let upcoming = try NextPlan.events(ctx, habitNamed: h.name, after: ctx.now, systemZone: ctx.zone, limit: 5)
        if upcoming.isEmpty {
            let why = ReminderReach.neverFiring(h, settings: ctx.settings, now: (today, ctx.minuteNow(for: h)))
            Output.line("  " + t.dim(h.plannedReminders.isEmpty ? tr("no reminders set") : tr("none planned") + (why.isEmpty ? "" : ": " + why.joined(separator: "; ")).forTerminal))
        }
        for line in NextPlan.lines(upcoming, now: ctx.now, systemZone: ctx.zone, offsets: ctx.offsets, terminal: t,
                                   automatic: h.remindAuto ? [h.id!] : []) {
            Output.line("  " + line)
        }
        // Times that nothing would show are said so (seed 004 §6.2).
        if !upcoming.isEmpty, let unseen = ReminderChannel.warning() { Output.line("  " + t.dim("⚠ " + unseen)) }

        Output.line()
        Output.line(t.bold(tr("This week")))
        func dayText(_ d: CivilDate) -> String { ProgressText.verdict(ledger.day(d)!, ledger) }
        let statusWidth = max(14, week.map { DisplayWidth.of(dayText($0)) }.max() ?? 0)
        for d in week {
            let tally = rules.log[d]
            let mark = d == today ? "›" : " "
            var line = " \(mark)\(DisplayWidth.pad(d.weekday.displayShortName, to: 3)) \(d.displayText)  "
            line += DisplayWidth.pad(dayText(d), to: statusWidth)
            if tally.count > 0 {
                line += shown.goal != nil ? "\(formatAmount(tally.value)) \(shown.goal!.unit.displayName(for: tally.value))" : "\(tally.count)×"
            }
            Output.line(d > today ? t.dim(line) : line)
        }
        Output.line()
        Output.line(t.bold(trn("Last %s week", "Last %s weeks", weeks, weeks)))
        for line in HeatMap(terminal: t, ledger: ledger, weeks: weeks).render() { Output.line(line) }
    }
}

extension Show {
    /// A window wholly inside this machine's quiet hours (it arrived by sync, or the quiet
    /// hours came later; here it would have been refused): kept, and said.
    /// "  (hard to read on a light background: 2.1:1)" when the colour, as shown on the
    /// theme's background, reads below WCAG AA.
    static func hardToRead(_ c: HabitColor, on background: Background) -> String {
        guard c.isHardToRead(on: background) else { return "" }
        let ratio = ColorWarning.figure(c.contrast(on: background))
        switch background {
        case .dark: return tr("  (hard to read on a dark background: %s:1)", ratio)
        case .light: return tr("  (hard to read on a light background: %s:1)", ratio)
        }
    }

    static func quietNote(_ h: Habit, _ settings: Settings) -> String {
        guard h.zone == nil, let quiet = settings.quietHours, let w = h.windows.first(where: quiet.covers) else { return "" }
        return tr("  (%1$s lies inside this machine's quiet hours %2$s)", w.description, quiet.description)
    }
}

