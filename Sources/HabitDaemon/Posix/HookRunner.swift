import Foundation
import Logging
import Posix

/// Runs the `[hooks]` commands of habitd.toml: `/bin/sh -c COMMAND` (a process group of its own)
/// with the event as one
/// line of JSON on stdin and HABITD_EVENT, HABITD_HABIT, HABITD_DATE (and HABITD_KEY for a
/// milestone) in the environment; its output goes where habitd's goes (the journal). Each
/// runs in the background on a queue of its own and is stopped (SIGTERM, then SIGKILL two
/// seconds later) past its time limit: a failing or hanging hook is logged, and never
/// delays a reminder or a write.
public final class HookRunner: @unchecked Sendable {
    private let queue = DispatchQueue(label: "habitd.hooks")
    private let logger: Logger
    /// Hooks still running, by process id (touched on `queue` only).
    private var running: [Int32: Process] = [:]

    public init(logger: Logger) {
        self.logger = logger
    }

    /// Starts `command` for `event`; returns at once.
    public func run(_ command: String, for event: HookEvent, timeout: TimeInterval) {
        queue.async { [self] in start(command, event, timeout) }
    }

    /// How many hooks are running now (for tests and status).
    public var runningCount: Int { queue.sync { running.count } }

    private func start(_ command: String, _ event: HookEvent, _ timeout: TimeInterval) {
        let p = Process()
        // Foundation starts it as the leader of a process group of its own: stopping the
        // group stops what the shell started too.
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", command]
        var env = ProcessInfo.processInfo.environment
        for (k, v) in event.environment { env[k] = v }
        p.environment = env
        let input = Pipe()
        p.standardInput = input
        let name = event.kind.rawValue
        let started = DispatchTime.now()
        p.terminationHandler = { [self] done in
            queue.async { [self] in
                running[done.processIdentifier] = nil
                let ms = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
                switch (done.terminationReason, done.terminationStatus) {
                case (.exit, 0):
                    logger.info("hook \(name) for \(event.habit): done in \(String(format: "%.0f", ms)) ms")
                case (.exit, let code):
                    logger.warning("hook \(name) for \(event.habit) failed: exit \(code)")
                case (.uncaughtSignal, let signal):
                    logger.warning("hook \(name) for \(event.habit) ended by signal \(signal)")
                @unknown default:
                    break
                }
            }
        }
        do {
            try p.run()
        } catch {
            logger.warning("hook \(name) for \(event.habit) could not start: \(error)")
            return
        }
        running[p.processIdentifier] = p
        // The event is small (well under a pipe's 64 KB): the write never waits on the hook.
        let handle = input.fileHandleForWriting
        try? handle.write(contentsOf: Data((event.json + "\n").utf8))
        try? handle.close()
        let pid = p.processIdentifier
        queue.asyncAfter(deadline: .now() + timeout) { [self] in
            guard running[pid] != nil else { return }
            logger.warning("hook \(name) for \(event.habit) still running after \(Int(timeout)) s: stopped")
            Processes.send(.terminate, toGroup: pid)
            queue.asyncAfter(deadline: .now() + 2) { [self] in
                Processes.send(.kill, toGroup: pid)   // what ignored SIGTERM, the shell or its children
                _ = running[pid]
            }
        }
    }
}
