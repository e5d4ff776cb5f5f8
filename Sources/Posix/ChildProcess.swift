#if canImport(Glibc)
import Glibc
#endif
import CPosix

/// A program started with posix_spawn(3), where swift-corelibs Foundation's `Process` was:
/// every signal at its default and none blocked in the child (habitd holds SIGTERM blocked for
/// its dispatch sources, which a child would otherwise inherit), descriptors 3 and up closed,
/// output and errors where ours go.
public struct ChildProcess: Sendable {
    /// How it ended.
    public enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    public let id: Int32
    /// The write end of its standard input, when it was started with one (close it when done).
    public let input: FileDescriptor?

    /// Starts `program` (a path, or a name looked up in `PATH`) with `arguments` (after the
    /// program's own name) and `environment` (nil: ours). `ownGroup`: as the leader of a
    /// process group of its own, so that the group can be stopped together. `inputPipe`: its
    /// standard input a pipe whose write end `input` is; else ours.
    public static func start(_ program: String, _ arguments: [String], environment: [String: String]? = nil,
                             ownGroup: Bool = false, inputPipe: Bool = false) throws(SystemCallError) -> ChildProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }

        let pipe = inputPipe ? try FileDescriptor.pipe() : nil
        if let pipe { posix_spawn_file_actions_adddup2(&actions, pipe.read.raw, 0) }
        _ = habitd_spawn_close_from(&actions, 3)

        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if ownGroup {
            flags |= POSIX_SPAWN_SETPGROUP
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer {
            for p in argv { free(p) }
            for p in envp ?? [] { free(p) }
        }
        var pid: pid_t = 0
        let status = envp.map { posix_spawnp(&pid, program, &actions, &attributes, argv, $0) }
            ?? posix_spawnp(&pid, program, &actions, &attributes, argv, environ)
        pipe?.read.close()
        guard status == 0 else {
            pipe?.write.close()
            throw SystemCallError("posix_spawn \(program)", errno: status)
        }
        return ChildProcess(id: pid, input: pipe?.write)
    }

    /// Waits until it ends (waitpid(2), EINTR retried) and says how.
    public func wait() throws(SystemCallError) -> Ending {
        var status: Int32 = 0
        try retryingEINTR("waitpid \(id)") { waitpid(id, &status, 0) }
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
}
