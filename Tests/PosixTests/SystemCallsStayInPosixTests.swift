import Foundation
import Testing

/// Issue 42, part 7: the system calls are made in `Posix` alone (EINTR retried, errno thrown
/// as `SystemCallError` there once). Foundation re-exports Glibc, so the compiler would let any
/// target call open(2); this reads every other target's source instead.
@Suite struct SystemCallsStayInPosixTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Calls whose names say what they are wherever they appear (after no `.`: a method of
    /// ours named `send` or `signal` is not the system's).
    static let unmistakable = [
        "errno", "strerror", "isatty", "getpid", "getuid", "geteuid", "getpgrp", "kill", "flock", "fsync", "ftruncate",
        "fchmod", "chmod", "mkdir", "rmdir", "unlink", "lstat", "fstat", "stat", "statvfs", "access", "readlink", "lseek",
        "pread", "pwrite", "fcntl", "ioctl", "poll", "socket", "setsockopt", "getsockopt", "accept", "bind", "sendto",
        "recv", "recvfrom", "inotify_init1", "inotify_add_watch", "tcgetattr", "tcsetattr", "tcgetpgrp", "dup", "dup2",
        "pipe", "fork", "execv", "execve", "execvp", "waitpid", "posix_spawn", "sigaction", "sigprocmask", "signal",
        "umask", "mkstemp", "tmpfile", "fopen", "fclose", "fileno", "fflush", "clock_gettime", "getifaddrs",
        "gethostname", "getnameinfo", "habitd_clock_set_fd", "habitd_clock_set_rearm", "habitd_clock_set_arm_at",
        "habitd_tty_character_mode", "habitd_tty_restore", "habitd_peer_credentials",
    ]

    /// One finding per line that calls the system outside `Posix`.
    static func findings(in text: String, file: String) -> [String] {
        let names = unmistakable.joined(separator: "|")
        let patterns = [
            #"(?<![.\w])(\#(names))\s*\("#,
            #"(?<![.\w])errno\b(?!\s*:)"#,  // not the label of SystemCallError(_:errno:)
            // The common names, only as the C calls look: on a descriptor, or with O_ flags.
            #"(?<![.\w])(read|write|close|send|connect|listen)\(\s*(fd|\w+FD|\w+Fd|STD\w+_FILENO)\b"#,
            #"(?<![.\w])open\([^)\n]*\bO_[A-Z]+"#,
            // Glibc whole, or any name of it but the math HabitCore uses (pow is no system call).
            #"\bimport\s+Glibc\b"#,
            #"\bimport\s+\w+\s+Glibc\.(?!pow\b)"#,
            #"(?<![.\w])Glibc\.(?!pow\b)"#,
        ].map { try! NSRegularExpression(pattern: $0) }
        var found: [String] = []
        for (number, raw) in text.components(separatedBy: "\n").enumerated() {
            var line = raw
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            line = line.replacingOccurrences(of: #""(?:[^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression)
            guard !line.contains("func ") || line.contains("import ") else { continue }  // a declaration, not a call
            let range = NSRange(line.startIndex..., in: line)
            if patterns.contains(where: { $0.firstMatch(in: line, range: range) != nil }) {
                found.append("\(file):\(number + 1): \(raw.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    @Test func noTargetButPosixCallsTheSystem() throws {
        var found: [String] = []
        let walker = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)!
        var read = 0
        for case let url as URL in walker where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(Self.sources.path.count + 1))
            guard !relative.hasPrefix("Posix/") else { continue }
            read += 1
            found += Self.findings(in: try String(contentsOf: url, encoding: .utf8), file: relative)
        }
        #expect(read > 300, "only \(read) files read from \(Self.sources.path)")
        #expect(found.isEmpty, "system calls outside Sources/Posix:\n\(found.joined(separator: "\n"))")
    }

    /// The check itself finds what it is for, and passes over what only looks like it.
    @Test func theCheckTellsACallFromItsLookalikes() {
        for call in ["let fd = open(path, O_RDONLY | O_CLOEXEC)", "_ = read(fd, &b, 1)", "if errno == EINTR {",
                     "unlink(temp)", "var st = stat()", "kill(-pid, SIGTERM)", "import Glibc", "import func Glibc.open", "let n = Glibc.write(1, p, 2)",
                     "_ = habitd_tty_restore()", "close(stopWriteFD)"] {
            #expect(Self.findings(in: call, file: "x").count == 1, "\(call)")
        }
        for lookalike in ["try write(data, to: temp)", "db.read { }", "fd.close()", "systemd.send([\"READY=1\"])",
                          "ready.signal()", "throw CLIError(tr(\"poll: %s\", reason))", "// unlink(path) here",
                          "func send(_ lines: [String]) -> SystemCallError? {", "FileSystem.rename(a, to: b)",
                          "HabitDatabase.open(path: p, access: .single)", "import func Glibc.pow"] {
            #expect(Self.findings(in: lookalike, file: "x").isEmpty, "\(lookalike)")
        }
    }
}
