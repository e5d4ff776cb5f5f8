import Dispatch
import Foundation
import HabitControl
#if canImport(Glibc)
import Glibc
#endif

/// inotify on folders, read by a thread of its own that sleeps in poll(2).
///
/// A commit to the store arrives as a burst of events (the -wal file written page by page,
/// the database at a checkpoint). Files `classify` calls `.settling` are therefore not
/// reported one by one: a burst is reported once, as `settled()`, when `settleMilliseconds`
/// pass without another of their events. Files it calls `.reported` are reported as they
/// change; `.ignored` ones not at all. Reports run on `queue`.
///
/// A thread rather than a dispatch source and timer: each of those woke libdispatch's
/// manager thread and then a worker, about 24 thread switches per commit, which cost the
/// daemon more CPU than re-planning after it.
final class FileChangeWatch: @unchecked Sendable {
    enum Kind: Sendable { case settling, reported, ignored }

    private let fd: Int32
    /// A pipe: the thread polls its read end, `cancel` writes to the other.
    private let stopFD: Int32
    private let stopWriteFD: Int32
    private let lock = NSLock()
    /// Watch descriptor → folder; guarded by `lock`.
    private var folders: [Int32: String] = [:]
    private var settle: Int
    private let queue: DispatchQueue
    private let classify: @Sendable (String, String) -> Kind
    private let settled: @Sendable () -> Void
    private let changed: @Sendable (String, String) -> Void

    init(queue: DispatchQueue, settleMilliseconds: Int, classify: @escaping @Sendable (String, String) -> Kind,
         settled: @escaping @Sendable () -> Void, changed: @escaping @Sendable (String, String) -> Void) throws {
        fd = try retryingEINTR("inotify_init1") { inotify_init1(Int32(IN_CLOEXEC)) }
        var ends: [Int32] = [0, 0]
        _ = try retryingEINTR("pipe") { pipe(&ends) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        (stopFD, stopWriteFD) = (ends[0], ends[1])
        settle = settleMilliseconds
        self.queue = queue
        self.classify = classify
        self.settled = settled
        self.changed = changed
        let thread = Thread { [self] in run() }
        thread.name = "habitd-files"
        thread.start()
    }

    func watch(folder: String) throws {
        let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_DELETE | IN_ATTRIB)
        let wd = try retryingEINTR("inotify_add_watch \(folder)") { inotify_add_watch(fd, folder, mask) }
        lock.withLock { folders[wd] = folder }
    }

    /// How long a burst must be quiet before it is reported (the config's debounce_ms).
    var settleMilliseconds: Int {
        get { lock.withLock { settle } }
        set { lock.withLock { settle = newValue } }
    }

    /// Stops the thread; it closes the descriptors as it leaves.
    func cancel() {
        close(stopWriteFD)  // the read end sees end-of-file
    }

    private func run() {
        defer {
            close(fd)
            close(stopFD)
        }
        var buffer = [UInt8](repeating: 0, count: 8192)
        var settleAt: UInt64?  // CLOCK_MONOTONIC nanoseconds
        while true {
            var timeout: Int32 = -1
            if let at = settleAt {
                let now = Self.monotonic()
                timeout = now >= at ? 0 : Int32((at - now + 999_999) / 1_000_000)
            }
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: stopFD, events: Int16(POLLIN), revents: 0)]
            let n = poll(&fds, 2, timeout)
            if n < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[1].revents != 0 { return }
            if fds[0].revents != 0 {
                var seen: Set<String> = []
                for (wd, name) in InotifyEvents.read(fd, &buffer) where seen.insert("\(wd)/\(name)").inserted {
                    guard let folder = lock.withLock({ folders[wd] }) else { continue }
                    switch classify(folder, name) {
                    case .settling: settleAt = Self.monotonic() + UInt64(settleMilliseconds) * 1_000_000
                    case .reported: queue.async { [changed] in changed(folder, name) }
                    case .ignored: break
                    }
                }
            }
            if let at = settleAt, Self.monotonic() >= at {
                settleAt = nil
                queue.async { [settled] in settled() }
            }
        }
    }

    private static func monotonic() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }
}
