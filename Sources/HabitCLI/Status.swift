import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitStore

/// `habitctl status`: one line for a status bar.
struct Status: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: tr("One line for a status bar: habits done today over habits due today."),
        discussion: tr("text prints \"3/5\"; waybar a JSON object with text, tooltip (the habits still due,\nwith their reminders), class and alt (done, pending or overdue: a habit still due\nhas had its reminder) and percentage; i3blocks the text in a Pango span of colour\n(for markup=pango); polybar the text in polybar's colour tags.\n\n--follow keeps running and prints a new line whenever it changes: at every write\nto the database and when a reminder fires or a day begins. Between those it sleeps\nwithout waking. It ends when the bar that reads it goes away.\n\nExamples:\n  habitctl status\n  habitctl status --format waybar --follow"))

    @ParentCommand var root: HabitCtl

    @Option(help: ArgumentHelp(tr("text, waybar, i3blocks or polybar."), valueName: "format"))
    var format: StatusFormat = .text

    @Flag(help: ArgumentHelp(tr("Keep running: a new line at every change.")))
    var follow = false

    func run() throws {
        let ctx = try Context.open(dbPath: root.db)
        guard follow else { return Output.line(line(try Self.read(ctx), ctx)) }
        let env = ProcessEnvironment.atStart
        // A fixed clock (HABITD_NOW) never reaches the next reminder or day: only writes count.
        let fixedNow = env["HABITD_NOW"].flatMap { $0.isEmpty ? nil : ctx.now }
        let watchLocaltime = env["TZ"].map(\.isEmpty) ?? true
        try StatusFollow(db: ctx.db, watchLocaltime: watchLocaltime).run {
            let now = try fixedNow ?? Clock.now(environment: env)
            let ctx = try Context(db: ctx.db, now: now, environment: env, offsets: ctx.offsets)
            let status = try Self.read(ctx)
            return (line(status, ctx), fixedNow == nil ? status.nextChange : nil)
        }
    }

    private func line(_ status: TodayStatus, _ ctx: Context) -> String {
        StatusLine(format: format, zone: ctx.zone, offsets: ctx.offsets).render(status)
    }

    /// Today across the active habits, from one read of the store.
    static func read(_ ctx: Context) throws -> TodayStatus {
        let snap = try ctx.db.snapshot(includeArchived: false, from: ctx.logSpan(ctx.today).first, folded: true)
        var planner = Planner(settings: ctx.settings, weekStart: ctx.weekStart, systemZone: ctx.zone, offsets: ctx.offsets)
        let fired = try ctx.db.deliveries(from: ctx.today.adding(days: -1))
        return TodayStatus.at(ctx.now, habits: snap.habits.map { ($0, snap.log(for: $0)) }, fired: fired, planner: &planner,
                              offsets: ctx.offsets)
    }
}

enum StatusFormat: String, ExpressibleByArgument, CaseIterable {
    case text, waybar, i3blocks, polybar
}
