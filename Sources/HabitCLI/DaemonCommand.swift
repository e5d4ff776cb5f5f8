import ArgumentParser
import FoundationEssentials
import HabitControl
import HabitCore
import HabitStore

/// `habitctl daemon status|reload|ping`: talks to the running habitd over its control socket.
struct DaemonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "daemon",
        abstract: tr("Ask the running habitd how it is, or have it reload its config."),
        discussion: tr("The control socket is $HABITD_CONTROL, else $XDG_RUNTIME_DIR/habitd/control.sock."),
        subcommands: [DaemonStatusCommand.self, DaemonReload.self, DaemonPing.self],
        defaultSubcommand: DaemonStatusCommand.self)

    /// Sends one request; an error reply or no daemon becomes the one error line.
    static func ask(_ command: ControlRequest.Command) throws -> ControlReply {
        let reply: ControlReply
        do { reply = try ControlClient.send(ControlRequest(command), to: ControlSocketPath.resolve()) } catch {
            throw CLIError("\(error)")
        }
        guard reply.ok else { throw CLIError(tr("habitd: %s", reply.error ?? "the request failed")) }
        return reply
    }
}

struct DaemonStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "status",
        abstract: tr("Show habitd's pid, uptime, notification server and next reminders."))

    @Flag(help: ArgumentHelp(tr("Print JSON."))) var json = false

    func run() throws {
        guard let status = try DaemonCommand.ask(.status).status else { throw CLIError(tr("habitd sent no status")) }
        if json { return try Output.json(status) }
        let env = ProcessEnvironment.atStart
        let offsets = SystemZones.offsets(environment: env)
        let local = DaemonStatusText.LocalTime(zone: SystemZones.zone(environment: env, known: offsets), offsets: offsets)
        for line in DaemonStatusText.lines(status, local: local.text) { Output.line(line) }
    }
}

struct DaemonReload: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reload",
        abstract: tr("Have habitd read its config again (a bad file is refused and the old config kept)."))

    func run() throws {
        let status = try DaemonCommand.ask(.reload).status
        Output.line(tr("habitd reloaded %s", status?.config ?? "its config (none found: defaults)"))
    }
}

struct DaemonPing: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ping", abstract: tr("Check that habitd answers (exit 0 if so)."))

    func run() throws {
        _ = try DaemonCommand.ask(.ping)
        Output.line(tr("habitd is running"))
    }
}

/// The human form of `daemon status`.
enum DaemonStatusText {
    /// `local` turns a UTC instant from the reply into the user's wall clock.
    static func lines(_ s: DaemonStatus, local: (String) -> String) -> [String] {
        var lines = [tr("habitd %s, pid %s, up %s (since %s)", s.version, s.pid, duration(s.uptimeSeconds), s.startedAt),
                     tr("database       %s", s.database),
                     tr("config         %s", s.config ?? "none (defaults)")]
        if let n = s.notificationServer {
            lines.append(tr("notifications  %s %s (%s), spec %s", n.name, n.version, n.vendor, n.specVersion))
            lines.append(tr("capabilities   %s", n.capabilities.joined(separator: ", ")))
        } else {
            lines.append(tr("notifications  no notification server on the session bus"))
        }
        lines.append(tr("web            %s", s.web.map { $0 + "/api/v1/" } ?? tr("not served ([web] in habitd.toml)")))
        if s.next.isEmpty { lines.append(tr("next           nothing planned")) }
        for (i, r) in s.next.enumerated() { lines.append((i == 0 ? tr("next           ") : "               ") + "\(local(r.at))  \(r.habit)") }
        return lines
    }

    /// "2026-11-22 09:00" on the user's clock, from "2026-11-22T08:00:00Z".
    struct LocalTime {
        let zone: Zone
        let offsets: ZoneOffsets
        func text(_ iso: String) -> String {
            guard let at = ISOInstant.parse(iso) else { return iso }
            let (date, second) = ZoneResolver.local(at, in: zone, offsets: offsets)
            return "\(date) \(WallTime(minuteOfDay: second / 60))"
        }
    }

    static func duration(_ seconds: Int) -> String {
        if seconds < 60 { return "\(seconds) s" }
        if seconds < 3600 { return tr("%s min %s s", seconds / 60, seconds % 60) }
        if seconds < 86400 { return tr("%s h %s min", seconds / 3600, seconds % 3600 / 60) }
        return tr("%s d %s h", seconds / 86400, seconds % 86400 / 3600)
    }
}
