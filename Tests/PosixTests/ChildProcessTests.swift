import Glibc
import Posix
import Testing

/// posix_spawn as habitd's hooks and `habitctl web login` use it: how a child ends, its
/// input through a pipe, its own process group, signals at their defaults, and no
/// descriptor of ours left open in it.
struct ChildProcessTests {
    @Test func reportsHowTheChildEnded() throws {
        #expect(try ChildProcess.start("/bin/sh", ["-c", "exit 0"]).wait() == .exited(0))
        #expect(try ChildProcess.start("/bin/sh", ["-c", "exit 7"]).wait() == .exited(7))
        #expect(try ChildProcess.start("/bin/sh", ["-c", "kill -TERM $$"]).wait() == .signalled(SIGTERM))
        // Looked up in PATH, as xdg-open is.
        #expect(try ChildProcess.start("true", []).wait() == .exited(0))
    }

    @Test func aProgramThatIsNotThereIsAnError() {
        #expect(throws: SystemCallError.self) { try ChildProcess.start("/nonexistent/program", []) }
    }

    /// The child reads what we write, in the environment given, in a process group of its
    /// own, with SIGTERM at its default though we ignore it, and sees none of our files.
    @Test func inputEnvironmentGroupSignalsAndDescriptors() throws {
        let folder = "/tmp/habitd-child-\(getpid())"
        mkdir(folder, 0o700)
        defer { _ = system("rm -rf \(folder)") }
        // Without close-on-exec, as a library's descriptor may be.
        let ours = Glibc.open(folder + "/held", O_WRONLY | O_CREAT, 0o600)
        defer { Glibc.close(ours) }
        let previous = signal(SIGTERM, SIG_IGN)
        defer { signal(SIGTERM, previous) }
        let script = """
            read line; echo "$line $HABITD_TEST" > \(folder)/out
            ps -o pgid= -p $$ | tr -d ' ' > \(folder)/group
            grep SigIgn /proc/self/status > \(folder)/ignored
            ls -l /proc/$$/fd > \(folder)/fds
            """
        let child = try ChildProcess.start("/bin/sh", ["-c", script], environment: ["HABITD_TEST": "set", "PATH": "/usr/bin:/bin"],
                                           ownGroup: true, inputPipe: true)
        try child.input?.writeAll(Array("hello\n".utf8))
        child.input?.close()
        #expect(try child.wait() == .exited(0))
        func read(_ name: String) throws -> String {
            let file = try FileDescriptor.open(folder + "/" + name, [])
            defer { file.close() }
            return String(decoding: try file.readToEnd(), as: UTF8.self)
        }
        #expect(try read("out") == "hello set\n")
        #expect(try read("group") == "\(child.id)\n")
        // The mask of ignored signals, bit n - 1 for signal n (glibc's own two real-time
        // signals, 32 and 33, cannot be set back and stay).
        let ignored = UInt64(try read("ignored").dropFirst("SigIgn:\t".count).prefix(16), radix: 16)
        #expect(ignored.map { $0 & (1 << UInt64(SIGTERM - 1)) } == 0)
        // The shell's own descriptors (its input, output, a copy it keeps while redirecting),
        // not the file we hold open.
        let fds = try read("fds")
        #expect(fds.contains("pipe:") && !fds.contains("held"))
    }
}
