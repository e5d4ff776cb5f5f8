import ArgumentParser
import FoundationEssentials
import HabitControl
import HabitCore
import HabitStore
import Posix

/// `habitctl web pair`: the login link for a phone on the same network, as a QR code.
struct WebPair: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "pair",
        abstract: tr("Show a one-time login link for a phone as a QR code (it works once, within two minutes)."),
        discussion: tr("habitd must listen beyond this machine: [web] listen = \"0.0.0.0:8738\" in habitd.toml,\nwith a certificate and key (TLS), or allow_plain_http = true on a network you trust.\nThe link is printed under the code, alone on the last line."))
    @ParentCommand var web: WebCommand
    @Option(help: ArgumentHelp(tr("The address the phone reaches this machine at (default: its first network address)."), valueName: "host"))
    var host: String?

    func run() throws {
        let served = try WebLogin.served()
        guard !["127.0.0.1", "::1", "localhost"].contains(served.host) else {
            throw CLIError(tr("habitd listens on %s only, which a phone cannot reach: set [web] listen = \"0.0.0.0:%s\" in habitd.toml and run 'habitctl daemon reload'",
                              served.host, served.port))
        }
        let found = host ?? (served.everyAddress ? LocalAddresses.forOthers() : served.host)
        guard let reach = found else { throw CLIError(tr("this machine has no network address a phone could reach: give one with --host")) }
        let ctx = try Context.open(dbPath: web.root.db)
        let link = "\(served.scheme)://\(reach.contains(":") ? "[\(reach)]" : reach):\(served.port)/login?code=" + (try ctx.db.createLoginCode(at: ctx.now))
        guard let lines = QRCodeText.lines(link, colour: TerminalText.colour) else { throw CLIError(tr("the link is too long for a QR code")) }
        for line in lines { Output.line(line) }
        Output.line(tr("Scan it with the phone within two minutes (it works once), or open:"))
        Output.line(link)
    }
}
