import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitViews
import HabitStore

/// `habitctl web calendar`: a URL a calendar app subscribes to (GNOME Calendar, Thunderbird,
/// a phone's calendar), with a read-only token of its own in it.
struct WebCalendar: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "calendar",
        abstract: tr("Print a URL a calendar app can subscribe to: the coming reminders and the days done."),
        discussion: tr("It makes a read-only token named calendar-… for the URL: 'habitctl web token\nlist' shows it, 'revoke' ends the subscription. The URL is printed alone on the\nlast line."))
    @ParentCommand var web: WebCommand
    @Option(help: ArgumentHelp(tr("How many days ahead and back (1–%s; default %s).", CalendarFeed.maxDays, CalendarFeed.defaultDays),
                               valueName: "N"))
    var days: Int?

    func run() throws {
        if let days, !(1...CalendarFeed.maxDays).contains(days) {
            throw CLIError(tr("Invalid --days %s: use 1 to %s", days, CalendarFeed.maxDays))
        }
        let served = try WebLogin.served()
        let host = served.everyAddress ? "127.0.0.1" : served.host
        let ctx = try Context.open(dbPath: web.root.db)
        let name = "calendar-" + String(UUID().uuidString.prefix(8)).lowercased()
        let secret = try ctx.db.createWebToken(name: name, readOnly: true, at: ctx.now)
        Output.line(tr("Subscribe to this in your calendar app (the read-only token %s is in it):", name))
        Output.line("\(served.scheme)://\(host.contains(":") ? "[\(host)]" : host):\(served.port)/api/v1/calendar.ics?"
                    + (days.map { "days=\($0)&" } ?? "") + "token=" + secret)
    }
}
