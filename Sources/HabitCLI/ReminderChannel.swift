import HabitCore
import HabitControl

/// Spec 004's "notifications disabled" banner, as one line: a reminder was just set, but
/// nothing would show it (habitd is not running, or no notification server is on the bus).
enum ReminderChannel {
    static func warning() -> String? {
        let reply: ControlReply
        do { reply = try ControlClient.send(ControlRequest(.status), to: ControlSocketPath.resolve(), timeout: 2) } catch {
            return tr("habitd is not running, so no reminder will show: start it with 'systemctl --user start habitd' (or run habitd)")
        }
        guard let status = reply.status, status.notificationServer == nil else { return nil }
        return tr("no notification server is running on the session bus, so reminders cannot show yet: start your desktop's, or one such as dunst")
    }

    /// Prints the warning, if any.
    static func warnIfUnseen() {
        if let line = warning() { Output.error(tr("habitctl: warning: %s", line)) }
    }

    /// What `doctor` says of the reminders: the warning, or that they can show.
    static func doctorLine() -> String {
        tr("Reminders: %s", warning() ?? tr("habitd is running and a notification server shows them."))
    }
}
