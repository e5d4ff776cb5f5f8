import FoundationEssentials
import Dispatch
import Logging
import Posix
import HabitCore

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
    private var running: Set<Int32> = []

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
        var env = ProcessInfo.processInfo.environment
        for (k, v) in event.environment { env[k] = v }
        let name = event.kind.rawValue
        let started = DispatchTime.now()
        let child: ChildProcess
        do {
            // The leader of a process group of its own: stopping the group stops what the
            // shell started too.
            child = try ChildProcess.start("/bin/sh", ["-c", command], environment: env, ownGroup: true, inputPipe: true)
        } catch {
            logger.warning("hook \(name) for \(event.habit) could not start: \(error)")
            return
        }
        let pid = child.id
        running.insert(pid)
        // The event is small (well under a pipe's 64 KB): the write never waits on the hook.
        if let input = child.input {
            try? input.writeAll(Array((event.json + "\n").utf8))
            input.close()
        }
        Threads.start(named: "habitd-hook") { [self] in
            let ending = try? child.wait()
            queue.async { [self] in
                running.remove(pid)
                let ms = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
                switch ending {
                case .exited(0):
                    logger.info("hook \(name) for \(event.habit): done in \(ms.fixed(0)) ms")
                case .exited(let code):
                    logger.warning("hook \(name) for \(event.habit) failed: exit \(code)")
                case .signalled(let signal):
                    logger.warning("hook \(name) for \(event.habit) ended by signal \(signal)")
                case nil:
                    logger.warning("hook \(name) for \(event.habit): cannot wait for it")
                }
            }
        }
        queue.asyncAfter(deadline: .now() + timeout) { [self] in
            guard running.contains(pid) else { return }
            logger.warning("hook \(name) for \(event.habit) still running after \(Int(timeout)) s: stopped")
            Processes.send(.terminate, toGroup: pid)
            queue.asyncAfter(deadline: .now() + 2) {
                Processes.send(.kill, toGroup: pid)   // what ignored SIGTERM, the shell or its children
            }
        }
    }
}
