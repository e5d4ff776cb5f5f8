import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// habitctl on a real pseudo-terminal, driven like a person at the keyboard: wait for a
/// prompt, type keys. stdout is the terminal; stderr a pipe of its own, so that error lines
/// can be counted.
final class Pty: @unchecked Sendable {
    private let master: Int32
    private let process = Process()
    private let errors = Pipe()
    private let lock = NSLock()
    /// Signalled when the reader has seen the terminal close: only then is `master` closed,
    /// so that the reader never reads a descriptor number reused meanwhile.
    private let readerDone = DispatchSemaphore(value: 0)
    /// Signalled when stderr's reader has read to its end (the program closed it).
    private let errorReaderDone = DispatchSemaphore(value: 0)
    private var bytes = Data()
    private var errorBytes = Data()
    /// Where the next `expect` starts looking.
    private var mark = 0

    /// `colour`: without NO_COLOR, as a colour terminal. `answers`: what the terminal
    /// replies, at once, the first time the program writes each query (OSC 11, DA1…).
    init(_ cli: CLI, _ args: [String], colour: Bool = false, answers: [(query: String, reply: String)] = []) throws {
        // posix_openpt, unlockpt and ptsname, which Swift's Glibc module does not expose:
        // /dev/ptmx and the ioctls they use (asm-generic/ioctls.h: TIOCSPTLCK _IOW('T', 0x31,
        // int), TIOCGPTN _IOR('T', 0x30, unsigned int)).
        let tiocsptlck: UInt = 0x4004_5431, tiocgptn: UInt = 0x8004_5430
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0, number: UInt32 = 0
        guard master >= 0, ioctl(master, tiocsptlck, &unlock) == 0, ioctl(master, tiocgptn, &number) == 0 else {
            throw POSIXError(.ENOTTY)
        }
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw POSIXError(.ENOTTY) }
        var size = winsize(ws_row: 40, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = args
        var env = cli.environment
        env["TERM"] = "xterm-256color"
        if colour { env["NO_COLOR"] = nil; env["COLORTERM"] = "truecolor" } else { env["NO_COLOR"] = "1" }
        process.environment = env
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = errors
        try process.run()
        try terminal.close()
        let fd = master
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            var pending = answers
            defer { readerDone.signal() }
            while true {
                let n = read(fd, &buffer, buffer.count)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }  // EIO once the program has exited and the slave is closed
                let seen = lock.withLock { bytes.append(contentsOf: buffer[0..<n]); return bytes }
                while let i = pending.firstIndex(where: { seen.range(of: Data($0.query.utf8)) != nil }) {
                    let reply = Array(pending.remove(at: i).reply.utf8)
                    _ = write(fd, reply, reply.count)
                }
            }
        }
        let errorHandle = errors.fileHandleForReading
        Thread.detachNewThread { [self] in
            defer { errorReaderDone.signal() }
            while true {
                let data = errorHandle.availableData
                if data.isEmpty { return }
                lock.withLock { errorBytes.append(data) }
            }
        }
    }

    /// Everything the terminal showed, with the pty's CR LF as LF.
    var screen: String {
        lock.withLock { String(decoding: bytes, as: UTF8.self) }.replacingOccurrences(of: "\r\n", with: "\n")
    }

    var stderr: String { lock.withLock { String(decoding: errorBytes, as: UTF8.self) } }

    /// All the program wrote to stderr, once it has ended and the reader has read to the end
    /// (nil after `seconds`).
    func stderrToTheEnd(seconds: Double = 10) -> String? {
        guard errorReaderDone.wait(timeout: .now() + seconds) == .success else { return nil }
        errorReaderDone.signal()  // for a second reading
        return stderr
    }

    /// Waits until stderr holds `text`: stderr is read by a thread of its own, so a prompt seen
    /// on the terminal says nothing of whether the error line written before it is read yet.
    @discardableResult
    func expectError(_ text: String, seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if stderr.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }

    /// Waits until `text` appears after the previous match; false after `seconds`.
    @discardableResult
    func expect(_ text: String, seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let now = screen
            let start = now.index(now.startIndex, offsetBy: min(mark, now.count))
            if let range = now.range(of: text, range: start..<now.endIndex) {
                mark = now.distance(from: now.startIndex, to: range.upperBound)
                return true
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }

    /// Types `keys` ("\r" is Enter, "\u{03}" Ctrl-C).
    func type(_ keys: String) {
        _ = keys.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
    }

    /// The exit status, once the program has ended (nil after `seconds`).
    func exitStatus(seconds: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// The terminal's local modes now (ICANON, ECHO, ISIG…), read through the master side.
    var localModes: tcflag_t {
        var t = termios()
        tcgetattr(master, &t)
        return t.c_lflag
    }

    /// SIGTERM, and waits for the program to end and the reader to see the terminal close.
    func terminate() {
        guard !ended else { return }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        readerDone.wait()
        ended = true
    }

    private var ended = false
    private var closed = false

    func close() {
        terminate()
        guard !closed else { return }
        closed = true
        Glibc.close(master)
    }
}
