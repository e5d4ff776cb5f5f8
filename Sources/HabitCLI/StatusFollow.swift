import HabitCore
import FoundationEssentials
import HabitControl
import HabitStore
import Posix

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
    var settleMilliseconds = 30
    /// A second look after a burst that seemed to change nothing: a commit is published in
    /// the -shm index just after its last write to the -wal file.
    var recheckMilliseconds = 500

    /// `line`: the line to show now, and when it next changes by the clock (nil: never).
    /// Prints it first, then again whenever it differs from the last one printed.
    func run(_ line: () throws -> (String, Date?)) throws -> Never {
        Processes.endOnSignals()
        let inotify: Inotify
        do throws(SystemCallError) { inotify = try Inotify(nonBlocking: true) } catch {
            throw CLIError(tr("cannot watch the database: inotify_init1: %s", error.reason))
        }
        let folder = Paths.parent(of: db.path)
        let name = Paths.lastComponent(of: db.path)
        do throws(SystemCallError) {
            try inotify.watch(folder.isEmpty ? "." : folder, for: [.closedAfterWrite, .modified, .created, .movedIn, .deleted])
        } catch {
            throw CLIError(tr("cannot watch %s: %s", folder, error.reason))
        }
        if watchLocaltime { _ = try? inotify.watch("/etc", for: [.created, .movedIn, .closedAfterWrite]) }
        let timer: ClockSetTimer
        do throws(SystemCallError) { timer = try ClockSetTimer() } catch {
            throw CLIError(tr("cannot arm a timer: timerfd_create: %s", error.reason))
        }

        // habitd's delivery log counts too: a reminder shown makes a habit overdue.
        var version = try db.versionWithDeliveries()
        var last: String?
        var buffer = [UInt8](repeating: 0, count: 8192)
        /// Why the next poll timeout is set: a burst to settle, or a second look.
        var pending: (settling: Bool, timeout: Int)?
        while true {
            let (text, next) = try line()
            if text != last {
                Self.write(text)
                last = text
            }
            timer.arm(at: next.flatMap { $0 < .distantFuture ? $0.timeIntervalSince1970 : nil })
            var refresh = false
            while !refresh {
                let ready: [Poll.Events]
                do throws(SystemCallError) {
                    ready = try Poll.wait([(inotify.descriptor, .readable), (timer.descriptor, .readable), (.standardOutput, [])],
                                          milliseconds: pending?.timeout)
                } catch {
                    throw CLIError(tr("poll: %s", error.reason))
                }
                if !ready[2].isDisjoint(with: .ended) { Processes.exit(0) }
                if !ready[1].isEmpty {
                    _ = timer.read()  // expired, or the clock was set
                    refresh = true
                }
                if !ready[0].isEmpty {
                    for (_, event) in inotify.read(&buffer) {
                        if event == "localtime" { refresh = true }
                        if event == name || event == name + "-wal" { pending = (true, settleMilliseconds) }
                    }
                    continue
                }
                if ready.allSatisfy(\.isEmpty), let wait = pending {
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

    /// One line, written at once (a pipe is block-buffered otherwise); an ended reader ends us.
    private static func write(_ text: String) {
        let out = FileDescriptor.standardOutput
        let line = (out.isTerminal ? TerminalText.clean(text) : text) + "\n"
        if (try? out.writeAll(line.utf8)) == nil { Processes.exit(0) }
    }
}
