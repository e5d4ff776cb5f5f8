import CPosix
#if canImport(Glibc)
import Glibc
#endif

/// The terminal: its width, its character mode for keys, and a quiet question to it.
public enum TerminalDevice {
    /// stdout's columns; nil when it is not a terminal or will not say.
    public static func columns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Puts stdin's terminal in character mode (see `habitd_tty_character_mode`: no echo, no
    /// line editing, Ctrl-C as a byte; settings restored by `restore` and on SIGTERM/SIGHUP).
    public static func characterMode() throws(SystemCallError) {
        try retryingEINTR("tcsetattr") { habitd_tty_character_mode(STDIN_FILENO) }
    }

    public static func restore() { habitd_tty_restore() }

    /// The controlling terminal, else the terminal stdin and stdout both are (a program
    /// started on another one's pty); nil without one, and from a background job (a read
    /// there would stop it).
    public static func openForeground() -> FileDescriptor? {
        var fd = try? FileDescriptor.open("/dev/tty", [.readWrite, .noControllingTerminal])
        if fd == nil, FileDescriptor.standardInput.isTerminal, FileDescriptor.standardOutput.isTerminal {
            fd = try? FileDescriptor.standardInput.duplicate()
        }
        guard let fd else { return nil }
        let foreground = tcgetpgrp(fd.raw)
        guard foreground < 0 || foreground == getpgrp() else {
            fd.close()
            return nil
        }
        return fd
    }

    /// Runs `body` with `fd`'s echo and line editing off (what the terminal answers is not
    /// shown, and arrives unbuffered), restoring them after; nil when they cannot be set.
    public static func withoutEcho<T>(_ fd: FileDescriptor, _ body: () -> T) -> T? {
        var saved = termios()
        guard tcgetattr(fd.raw, &saved) == 0 else { return nil }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(fd.raw, TCSANOW, &quiet) == 0 else { return nil }
        defer { _ = tcsetattr(fd.raw, TCSANOW, &saved) }
        return body()
    }
}
