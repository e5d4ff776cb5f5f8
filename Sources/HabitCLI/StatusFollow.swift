import HabitCore
import CPosix
import Foundation
import HabitControl
import HabitStore
#if canImport(Glibc)
import Glibc
#endif

/// `status --follow`'s loop: one thread asleep in poll(2) on three things, so that nothing
/// wakes it while nothing happens:
/// - inotify on the database's folder: a write by anyone (habitctl, habitd's Mark done, a
///   sync) arrives as a burst of events on the database and its -wal file; once the burst
///   has been quiet for `settle`, the store's change counter (with habitd's delivery log: a
///   reminder shown) says whether anything changed;
/// - a realtime timerfd armed at the next instant the line changes by the clock alone (a
///   reminder's time, a midnight). Realtime and absolute, it fires on time across suspend, and
///   with TFD_TIMER_CANCEL_ON_SET it also wakes when the clock is set;
/// - stdout, for POLLERR: the bar that reads the pipe went away, and so do we.
/// With `watchLocaltime`, a change of /etc/localtime (the system zone) is a change too.
struct StatusFollow {
    let db: HabitDatabase
    let watchLocaltime: Bool
    /// How long a burst of file events must be quiet before the counter is read.
    var settleMilliseconds: Int32 = 30
    /// A second look after a burst that seemed to change nothing: a commit is published in
    /// the -shm index just after its last write to the -wal file.
    var recheckMilliseconds: Int32 = 500

    /// `line`: the line to show now, and when it next changes by the clock (nil: never).
    /// Prints it first, then again whenever it differs from the last one printed.
    func run(_ line: () throws -> (String, Date?)) throws -> Never {
        Self.endOnSignals()
        let inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard inotify >= 0 else { throw CLIError(tr("cannot watch the database: inotify_init1: %s", String(cString: strerror(errno)))) }
        let folder = (db.path as NSString).deletingLastPathComponent
        let name = (db.path as NSString).lastPathComponent
        let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_DELETE)
        guard inotify_add_watch(inotify, folder.isEmpty ? "." : folder, mask) >= 0 else {
            throw CLIError(tr("cannot watch %s: %s", folder, String(cString: strerror(errno))))
        }
        if watchLocaltime { _ = inotify_add_watch(inotify, "/etc", UInt32(IN_CREATE | IN_MOVED_TO | IN_CLOSE_WRITE)) }
        let timer = habitd_clock_set_fd()
        guard timer >= 0 else { throw CLIError(tr("cannot arm a timer: timerfd_create: %s", String(cString: strerror(errno)))) }

        // habitd's delivery log counts too: a reminder shown makes a habit overdue.
        var version = try db.versionWithDeliveries()
        var last: String?
        var buffer = [UInt8](repeating: 0, count: 8192)
        /// Why the next poll timeout is set: a burst to settle, or a second look.
        var pending: (settling: Bool, timeout: Int32)?
        while true {
            let (text, next) = try line()
            if text != last {
                Self.write(text)
                last = text
            }
            Self.arm(timer, at: next)
            var refresh = false
            while !refresh {
                var fds = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: timer, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: STDOUT_FILENO, events: 0, revents: 0)]
                let n = poll(&fds, 3, pending?.timeout ?? -1)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw CLIError(tr("poll: %s", String(cString: strerror(errno))))
                }
                if fds[2].revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { exit(0) }
                if fds[1].revents != 0 {
                    var expirations: UInt64 = 0
                    _ = read(timer, &expirations, 8)  // expired, or ECANCELED: the clock was set
                    refresh = true
                }
                if fds[0].revents != 0 {
                    for (_, event) in InotifyEvents.read(inotify, &buffer) {
                        if event == "localtime" { refresh = true }
                        if event == name || event == name + "-wal" { pending = (true, settleMilliseconds) }
                    }
                    continue
                }
                if n == 0, let wait = pending {
                    let now = try db.versionWithDeliveries()
                    if now != version {
                        version = now
                        refresh = true
                        pending = nil
                    } else {
                        pending = wait.settling ? (false, recheckMilliseconds) : nil
                    }
                }
            }
        }
    }

    /// SIGTERM, SIGINT and SIGHUP end the process, even when whoever started it had them
    /// blocked or ignored (both are inherited through exec: a bar's own worker thread may
    /// have them blocked), so that stopping the bar stops us.
    private static func endOnSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for sig in [SIGTERM, SIGINT, SIGHUP] {
            signal(sig, SIG_DFL)
            sigaddset(&set, sig)
        }
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Arms the timer at `instant`, or disarms it.
    private static func arm(_ timer: Int32, at instant: Date?) {
        guard let instant, instant < .distantFuture else {
            _ = habitd_clock_set_rearm(timer)  // far in the future, still cancelled on a clock set
            return
        }
        let seconds = instant.timeIntervalSince1970
        let whole = seconds.rounded(.down)
        _ = habitd_clock_set_arm_at(timer, Int64(whole), Int((seconds - whole) * 1e9))
    }

    /// One line, written at once (a pipe is block-buffered otherwise); an ended reader ends us.
    private static func write(_ text: String) {
        let line = (isatty(STDOUT_FILENO) == 1 ? TerminalText.clean(text) : text) + "\n"
        let ok = line.utf8CString.withUnsafeBufferPointer { buffer in
            var offset = 0
            let count = buffer.count - 1
            while offset < count {
                let n = Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        if !ok { exit(0) }
    }
}
