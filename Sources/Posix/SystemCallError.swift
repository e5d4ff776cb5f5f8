#if canImport(Glibc)
import Glibc
#endif

/// A failed system call: which one, and errno's words.
public struct SystemCallError: Error, CustomStringConvertible, Sendable, Equatable {
    public let call: String
    public let errno: Int32

    /// The call named, with the errno the last call left.
    public init(_ call: String) {
        self.init(call, errno: Glibc.errno)
    }

    public init(_ call: String, errno: Int32) {
        self.call = call
        self.errno = errno
    }

    /// errno's words alone ("No such file or directory").
    public var reason: String { String(cString: strerror(errno)) }

    public var description: String { "\(call): \(reason)" }

    /// Nothing is at the path.
    public var isNotFound: Bool { errno == ENOENT }
    /// The path exists already.
    public var isAlreadyThere: Bool { errno == EEXIST }
    /// A non-blocking call would have waited.
    public var wouldBlock: Bool { errno == EAGAIN || errno == EWOULDBLOCK }

    /// errno values the other targets name when they make one up.
    public static let nameTooLong = ENAMETOOLONG
    public static let notPermitted = EPERM
}

/// Runs a system call again while it fails with EINTR; any other failure is thrown.
@discardableResult
public func retryingEINTR<T: BinaryInteger>(_ call: String, _ body: () -> T) throws(SystemCallError) -> T {
    while true {
        let r = body()
        if r >= 0 { return r }
        if Glibc.errno == EINTR { continue }
        throw SystemCallError(call)
    }
}
