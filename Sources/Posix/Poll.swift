#if canImport(Glibc)
import Glibc
#endif

/// poll(2): waits until one of some descriptors is ready, or a time passes.
public enum Poll {
    /// What a descriptor is waited for, and what it turned out to be.
    public struct Events: OptionSet, Sendable {
        public let rawValue: Int16
        public init(rawValue: Int16) { self.rawValue = rawValue }
        public static let readable = Events(rawValue: Int16(POLLIN))
        /// Reported whether asked or not: an error, the other end gone, a closed descriptor.
        public static let error = Events(rawValue: Int16(POLLERR))
        public static let hangUp = Events(rawValue: Int16(POLLHUP))
        public static let invalid = Events(rawValue: Int16(POLLNVAL))
        public static let ended: Events = [.error, .hangUp, .invalid]
    }

    /// Waits for any of `waits`; `milliseconds` nil waits for ever. What each descriptor
    /// became, in order (all empty when the time passed). An interrupted wait (EINTR) ends
    /// early with all empty: callers loop and work out their time left again.
    public static func wait(_ waits: [(FileDescriptor, Events)], milliseconds: Int? = nil) throws(SystemCallError) -> [Events] {
        var fds = waits.map { pollfd(fd: $0.0.raw, events: $0.1.rawValue, revents: 0) }
        let timeout = milliseconds.map { Int32(clamping: max(0, $0)) } ?? -1
        if poll(&fds, nfds_t(fds.count), timeout) < 0 {
            if errno == EINTR { return waits.map { _ in [] } }
            throw SystemCallError("poll")
        }
        return fds.map { Events(rawValue: $0.revents) }
    }
}
