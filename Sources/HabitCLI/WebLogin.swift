import ArgumentParser
import FoundationEssentials
import HabitControl
import HabitCore
import HabitStore
import Posix

/// `habitctl web login`: a link that logs a browser in, once, within two minutes.
struct WebLogin: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "login",
        abstract: tr("Print a one-time login link for a browser on this machine (it works once, within two minutes)."),
        discussion: tr("The link is printed alone on the last line. The browser keeps a session of its own\n(a token named browser-…: 'habitctl web token list' shows it, 'revoke' ends it)."))
    @ParentCommand var web: WebCommand
    @Flag(help: ArgumentHelp(tr("Also open the link in the default browser (xdg-open)."))) var open = false

    func run() throws {
        let served = try WebLogin.served()
        let host = served.everyAddress ? "127.0.0.1" : served.host
        let ctx = try Context.open(dbPath: web.root.db)
        let link = "\(served.scheme)://\(host.contains(":") ? "[\(host)]" : host):\(served.port)/login?code=" + (try ctx.db.createLoginCode(at: ctx.now))
        Output.line(tr("Open this within two minutes; it works once:"))
        Output.line(link)
        if open { try WebLogin.open(link) }
    }

    /// Where the running habitd serves the web, or the line that says why it does not.
    static func served() throws -> (scheme: String, host: String, port: Int, everyAddress: Bool) {
        let status = try DaemonCommand.ask(.status).status
        guard let address = status?.web else {
            throw CLIError(tr("habitd is not serving the web: set [web] enabled = true in habitd.toml and run 'habitctl daemon reload'"))
        }
        guard let url = URLComponents(string: address), let host = url.host, let port = url.port else {
            throw CLIError(tr("habitd reports a web address that is not one: %s", address))
        }
        let bare = host.trimming { $0 == "[" || $0 == "]" }
        return (url.scheme ?? "http", bare, port, ["0.0.0.0", "::"].contains(bare))
    }

    /// Opens `link` with xdg-open, which hands it to the user's browser and returns.
    static func open(_ link: String) throws {
        let ending: ChildProcess.Ending
        do throws(SystemCallError) { ending = try ChildProcess.start("xdg-open", [link]).wait() } catch {
            throw CLIError(tr("cannot run xdg-open: %s", error.reason))
        }
        switch ending {
        case .exited(0): break
        case .exited(let code), .signalled(let code):
            throw CLIError(tr("xdg-open could not open the link (exit %s): open it yourself", code))
        }
    }
}
