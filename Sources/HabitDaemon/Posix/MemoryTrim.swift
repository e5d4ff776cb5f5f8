import Dispatch
import Posix
import Synchronization

/// Gives malloc's free pages back to the kernel once a burst of work is over, and drops the
/// clean pages of its program and libraries that the burst mapped (`Memory`). `noteWork()`
/// (after an engine step, after a web request) asks for one trim a few seconds later; more
/// work meanwhile asks for nothing more, so a thousand requests trim a handful of times and
/// an idle habitd never wakes for it. Without it habitd's private memory grew 10 MB an hour
/// in the soak while its live heap stayed under 6 MB (docs/reliability.md, "Memory").
public final class MemoryTrim: Sendable {
    private let pending = Mutex(false)
    private let schedule: @Sendable (@escaping @Sendable () -> Void) -> Void
    private let trim: @Sendable () -> Void

    /// `schedule` runs its block once, later; `trim` gives the pages back. Tests pass their own.
    public init(schedule: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void,
                trim: @escaping @Sendable () -> Void = { Memory.trim(); Memory.dropCleanFilePages() }) {
        self.schedule = schedule
        self.trim = trim
    }

    /// Trims `seconds` after the first work of a burst, on a queue of its own.
    public convenience init(after seconds: Int = 5) {
        let queue = DispatchQueue(label: "habitd.memory-trim", qos: .background)
        self.init(schedule: { queue.asyncAfter(deadline: .now() + .seconds(seconds), execute: $0) })
    }

    /// Work was done: a trim is scheduled unless one is already.
    public func noteWork() {
        let first = pending.withLock { waiting in
            defer { waiting = true }
            return !waiting
        }
        guard first else { return }
        schedule { [self] in
            pending.withLock { $0 = false }
            trim()
        }
    }
}
