import Dispatch
import FoundationEssentials
import Posix

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

    private let inotify: Inotify
    /// A pipe: the thread polls its read end, `cancel` closes the other.
    private let stopFD: FileDescriptor
    private let stopWriteFD: FileDescriptor
    private let lock = Lock()
    /// Watch descriptor → folder; guarded by `lock`.
    private var folders: [Int32: String] = [:]
    private var settle: Int
    private let queue: DispatchQueue
    private let classify: @Sendable (String, String) -> Kind
    private let settled: @Sendable () -> Void
    private let changed: @Sendable (String, String) -> Void

    init(queue: DispatchQueue, settleMilliseconds: Int, classify: @escaping @Sendable (String, String) -> Kind,
         settled: @escaping @Sendable () -> Void, changed: @escaping @Sendable (String, String) -> Void) throws {
        inotify = try Inotify(nonBlocking: false)
        (stopFD, stopWriteFD) = try FileDescriptor.pipe()
        settle = settleMilliseconds
        self.queue = queue
        self.classify = classify
        self.settled = settled
        self.changed = changed
        Threads.start(named: "habitd-files") { [self] in run() }
    }

    func watch(folder: String) throws {
        let wd = try inotify.watch(folder, for: [.closedAfterWrite, .modified, .created, .movedIn, .deleted, .attributes])
        lock.withLock { folders[wd] = folder }
    }

    /// How long a burst must be quiet before it is reported (the config's debounce_ms).
    var settleMilliseconds: Int {
        get { lock.withLock { settle } }
        set { lock.withLock { settle = newValue } }
    }

    /// Stops the thread; it closes the descriptors as it leaves.
    func cancel() {
        stopWriteFD.close()  // the read end sees end-of-file
    }

    private func run() {
        defer {
            inotify.close()
            stopFD.close()
        }
        var buffer = [UInt8](repeating: 0, count: 8192)
        var settleAt: UInt64?  // CLOCK_MONOTONIC nanoseconds
        while true {
            var timeout: Int?
            if let at = settleAt {
                let now = Self.monotonic()
                timeout = now >= at ? 0 : Int((at - now + 999_999) / 1_000_000)
            }
            guard let ready = try? Poll.wait([(inotify.descriptor, .readable), (stopFD, .readable)], milliseconds: timeout) else { return }
            if !ready[1].isEmpty { return }
            if !ready[0].isEmpty {
                var seen: Set<String> = []
                for (wd, name) in inotify.read(&buffer) where seen.insert("\(wd)/\(name)").inserted {
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

    /// CLOCK_MONOTONIC, in nanoseconds.
    private static func monotonic() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
}
