#if canImport(Glibc)
import Glibc
#endif

/// An open file, socket or pipe: the descriptor, and the calls made on it. Every call
/// retries EINTR and throws `SystemCallError`; every descriptor opened here is close-on-exec.
/// A value, not an owner: whoever opened it closes it.
public struct FileDescriptor: Hashable, Sendable {
    public let raw: Int32

    public init(raw: Int32) { self.raw = raw }

    public static let standardInput = FileDescriptor(raw: STDIN_FILENO)
    public static let standardOutput = FileDescriptor(raw: STDOUT_FILENO)
    public static let standardError = FileDescriptor(raw: STDERR_FILENO)

    /// How a file is opened.
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let readOnly = Options([])
        public static let writeOnly = Options(rawValue: O_WRONLY)
        public static let readWrite = Options(rawValue: O_RDWR)
        public static let create = Options(rawValue: O_CREAT)
        /// With `create`: fail when the file exists.
        public static let exclusive = Options(rawValue: O_EXCL)
        public static let truncate = Options(rawValue: O_TRUNC)
        /// Fail unless the path is a folder (opened to lock or sync it).
        public static let directory = Options(rawValue: O_DIRECTORY)
        /// A terminal opened so does not become the controlling one.
        public static let noControllingTerminal = Options(rawValue: O_NOCTTY)
    }

    /// Opens `path`; `mode` is for a file `create` makes.
    public static func open(_ path: String, _ options: Options, mode: UInt32 = 0o600) throws(SystemCallError) -> FileDescriptor {
        FileDescriptor(raw: try retryingEINTR("open \(path)") { Glibc.open(path, options.rawValue | O_CLOEXEC, mode) })
    }

    /// A pipe: (read end, write end), both close-on-exec.
    public static func pipe() throws(SystemCallError) -> (read: FileDescriptor, write: FileDescriptor) {
        var ends: [Int32] = [0, 0]
        try retryingEINTR("pipe") { Glibc.pipe(&ends) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (FileDescriptor(raw: ends[0]), FileDescriptor(raw: ends[1]))
    }

    /// Closes it. Not retried: on Linux the descriptor is gone even when close says EINTR.
    public func close() { _ = Glibc.close(raw) }

    /// A second descriptor of the same file, close-on-exec.
    public func duplicate() throws(SystemCallError) -> FileDescriptor {
        FileDescriptor(raw: try retryingEINTR("dup") { fcntl(raw, F_DUPFD_CLOEXEC, 0) })
    }

    /// Reads what is there, up to `buffer.count` bytes: 0 at end of file.
    public func read(into buffer: inout [UInt8]) throws(SystemCallError) -> Int {
        let fd = raw
        return try retryingEINTR("read") { buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) } }
    }

    /// Like `read(into:)`, but nil where a non-blocking read would wait (EAGAIN).
    public func readIfReady(into buffer: inout [UInt8]) throws(SystemCallError) -> Int? {
        do throws(SystemCallError) { return try read(into: &buffer) } catch where error.wouldBlock { return nil }
    }

    /// Reads `count` bytes at `offset`, fewer at the end of the file.
    public func read(count: Int, at offset: Int) throws(SystemCallError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let fd = raw
        let n = try retryingEINTR("pread") { bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(offset)) } }
        return Array(bytes[..<n])
    }

    /// Writes all of `bytes` (a short write goes on where it stopped).
    public func writeAll(_ bytes: some Collection<UInt8>) throws(SystemCallError) {
        let data = Array(bytes)
        var offset = 0
        let fd = raw
        while offset < data.count {
            offset += try retryingEINTR("write") { data.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) } }
        }
    }

    /// Writes `text` as UTF-8, whole; a failure (a closed stderr) is not reported: there is
    /// nowhere left to say it.
    public func write(_ text: String) {
        try? writeAll(text.utf8)
    }

    /// Replaces the file's contents with `bytes`, from the start.
    public func replaceContents(with bytes: [UInt8]) throws(SystemCallError) {
        try retryingEINTR("ftruncate") { ftruncate(raw, 0) }
        let fd = raw
        try retryingEINTR("pwrite") { bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) } }
    }

    /// Sets the file's permissions exactly (the umask may have cleared some at creation).
    public func setPermissions(_ mode: UInt32) throws(SystemCallError) {
        try retryingEINTR("fchmod") { fchmod(raw, mode) }
    }

    /// Flushes the file (or a folder's entries) to the disk.
    public func sync() throws(SystemCallError) {
        try retryingEINTR("fsync") { fsync(raw) }
    }

    /// Makes reads and writes return EAGAIN instead of waiting.
    public func setNonBlocking() throws(SystemCallError) {
        let flags = try retryingEINTR("fcntl") { fcntl(raw, F_GETFL) }
        try retryingEINTR("fcntl") { fcntl(raw, F_SETFL, flags | O_NONBLOCK) }
    }

    /// An flock(2) on the file: the process's own, released by the kernel however it ends.
    public enum LockKind: Sendable { case shared, exclusive }

    /// Takes the lock, waiting for other holders.
    public func lock(_ kind: LockKind) throws(SystemCallError) {
        try retryingEINTR("flock") { flock(raw, kind == .shared ? LOCK_SH : LOCK_EX) }
    }

    /// Takes the lock if nobody else holds it: false when someone does.
    public func tryLock(_ kind: LockKind) throws(SystemCallError) -> Bool {
        do throws(SystemCallError) {
            try retryingEINTR("flock") { flock(raw, (kind == .shared ? LOCK_SH : LOCK_EX) | LOCK_NB) }
            return true
        } catch where error.wouldBlock {
            return false
        }
    }

    /// Whether it is a terminal.
    public var isTerminal: Bool { isatty(raw) == 1 }
}

extension FileDescriptor {
    /// A new file nobody else can reach: made in `folder` and unlinked at once, gone when
    /// closed (a request's body spooled for a streaming reader).
    public static func anonymousFile(in folder: String) throws(SystemCallError) -> FileDescriptor {
        var template = Array((folder + "/habitd-XXXXXX").utf8CString)
        let raw = try retryingEINTR("mkstemp \(folder)") { template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) } }
        _ = fcntl(raw, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return FileDescriptor(raw: raw)
    }

    /// Moves the read and write position back to the start.
    public func rewind() throws(SystemCallError) {
        try retryingEINTR("lseek") { lseek(raw, 0, SEEK_SET) }
    }

    /// Everything left to read, to the end.
    public func readToEnd() throws(SystemCallError) -> [UInt8] {
        var all: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = try read(into: &buffer)
            if n == 0 { return all }
            all += buffer[..<n]
        }
    }
}
