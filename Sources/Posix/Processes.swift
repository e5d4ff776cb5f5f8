#if canImport(Glibc)
import Glibc
#endif

/// This process and others: who we are, signals sent and received.
public enum Processes {
    public static var id: Int32 { getpid() }
    public static var userID: UInt32 { getuid() }

    /// This process's environment as it is now, from `environ`: each `NAME=value` entry split
    /// at its first `=` (one without is skipped), a later entry of a name winning, as
    /// FoundationEssentials' `ProcessInfo.environment` reads it, without making that object
    /// (a tenth of a millisecond of every habitctl start).
    public static var environment: [String: String] {
        var out: [String: String] = [:]
        var entry = environ
        guard UInt(bitPattern: entry) != 0 else { return out }  // NULL after clearenv(3)
        while let text = entry.pointee {
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                out[String(decoding: bytes[..<equals], as: UTF8.self)] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
            }
            entry += 1
        }
        return out
    }

    /// This user's home folder from the password database (for when `$HOME` is not set), or
    /// "/" when it has none.
    public static var homeDirectory: String {
        var entry = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getpwuid_r(getuid(), &entry, &buffer, buffer.count, &found) == 0, found != nil, let dir = entry.pw_dir else { return "/" }
        return String(cString: dir)
    }

    /// Sets the environment variable `name` of this process (setenv(3), replacing it).
    public static func setEnvironment(_ name: String, to value: String) {
        setenv(name, value, 1)
    }

    /// The signals habitd and habitctl send or answer.
    public enum Signal: Sendable {
        case terminate, kill, interrupt, hangUp
        /// Its number, for a dispatch signal source.
        public var number: Int32 {
            switch self {
            case .terminate: SIGTERM
            case .kill: SIGKILL
            case .interrupt: SIGINT
            case .hangUp: SIGHUP
            }
        }
    }

    /// Sends `signal` to the process `pid`; false when it is gone or not ours.
    @discardableResult
    public static func send(_ signal: Signal, to pid: Int32) -> Bool { Glibc.kill(pid, signal.number) == 0 }

    /// Sends `signal` to the process group `pid` leads (a shell and what it started).
    @discardableResult
    public static func send(_ signal: Signal, toGroup pid: Int32) -> Bool { Glibc.kill(-pid, signal.number) == 0 }

    /// Whether a process `pid` exists (one of another user's counts).
    public static func exists(_ pid: Int32) -> Bool { Glibc.kill(pid, 0) == 0 || errno != ESRCH }

    /// Ends this process at once, as `kill -9` would (fault injection for crash tests).
    public static func killSelf() -> Never {
        Glibc.kill(getpid(), SIGKILL)
        fatalError("SIGKILL did not end the process")
    }

    /// Holds SIGTERM, SIGINT and SIGHUP pending from now on, for a dispatch signal source to
    /// read, instead of letting them end the process. Call it before the process starts any
    /// thread: a thread starts with its creator's mask, so none of them takes these signals.
    ///
    /// libdispatch on Linux reads a source's signal from a signalfd, and installs a handler
    /// that passes a signal some thread took on to that fd, but only on its manager thread a
    /// moment after the source is resumed. Ignoring the signal until then (SIG_IGN, what
    /// Apple's documentation advises for kqueue) threw away a SIGTERM sent while habitd was
    /// starting, and habitd ran on. Held, such a signal waits for the source and stops habitd
    /// the ordinary way once it is running.
    public static func holdStopSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for sig in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&set, sig) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// CPU time the calling thread has used, in seconds.
    public static func threadCPUSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Makes SIGTERM, SIGINT and SIGHUP end the process, even when whoever started it had
    /// them blocked or ignored (both are inherited through exec).
    public static func endOnSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for sig in [SIGTERM, SIGINT, SIGHUP] {
            signal(sig, SIG_DFL)
            sigaddset(&set, sig)
        }
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Writes out what C's stdio buffers hold (Swift's `print` goes through them).
    public static func flushStandardStreams() { fflush(nil) }

    /// Ends the process with `status`, stdio flushed.
    public static func exit(_ status: Int32) -> Never { Glibc.exit(status) }
}

extension Processes {
    /// Replaces this process with its own program, started again with the same arguments
    /// (execv of /proc/self/exe). Returns only by throwing.
    public static func startAgain() throws(SystemCallError) -> Never {
        let args = CommandLine.arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", args)
        throw SystemCallError("execv /proc/self/exe")
    }
}
