import Dispatch
import Posix
import Synchronization

/// Gives malloc's free pages back to the kernel once a burst of work is over, and drops the
/// clean pages of its program and libraries that the burst mapped (`Memory`). `noteWork()`
/// (after an engine step, after a web request) asks for a trim once there has been no work
/// for a whole delay: a check runs a delay after the first work, and again a delay later for
/// as long as work came in between, up to `busyChecks` times (10 s), after which it trims
/// anyway. So a burst of requests is not slowed by a trim in its midst, a server busy for
/// longer is trimmed every 10 s, and an idle habitd never wakes for it. (Trimmed once a
/// minute under the soak's load, the floor its private memory fell back to rose from 7 to
/// 11 MB in 40 minutes.) Without it
/// habitd's private memory grew 10 MB an hour in the soak while its live heap stayed under
/// 6 MB (docs/reliability.md, "Memory").
public final class MemoryTrim: Sendable {
    private struct State {
        var work = 0
        /// `work` when the pending check was scheduled; nil when none is.
        var seen: Int?
        /// Checks in a row that found work done since the one before.
        var busy = 0
    }

    private let state = Mutex(State())
    private let schedule: @Sendable (@escaping @Sendable () -> Void) -> Void
    private let trim: @Sendable () -> Void
    private let busyChecks: Int

    /// `schedule` runs its block once, a delay later; `trim` gives the pages back. Tests pass
    /// their own.
    public init(schedule: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void, busyChecks: Int = 2,
                trim: @escaping @Sendable () -> Void = { Memory.dropCleanFilePages(); Memory.trim() }) {
        self.schedule = schedule
        self.busyChecks = busyChecks
        self.trim = trim
    }

    /// Checks `seconds` after work, on a queue of its own.
    public convenience init(after seconds: Int = 5) {
        let queue = DispatchQueue(label: "habitd.memory-trim", qos: .background)
        self.init(schedule: { queue.asyncAfter(deadline: .now() + .seconds(seconds), execute: $0) })
    }

    /// Work was done: a check is scheduled unless one is already.
    public func noteWork() {
        let first = state.withLock { s in
            s.work += 1
            guard s.seen == nil else { return false }
            s.seen = s.work
            return true
        }
        if first { schedule { [self] in check() } }
    }

    /// Trims if no work came since the check was scheduled, or work has gone on through
    /// `busyChecks` checks; else looks again a delay later.
    private func check() {
        let quiet = state.withLock { s in
            if s.seen == s.work || s.busy + 1 >= busyChecks {
                s.seen = nil
                s.busy = 0
                return true
            }
            s.seen = s.work
            s.busy += 1
            return false
        }
        if quiet { trim() } else { schedule { [self] in check() } }
    }
}
