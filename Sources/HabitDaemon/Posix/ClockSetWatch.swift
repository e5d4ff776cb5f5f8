import CPosix
import Dispatch
import HabitControl
#if canImport(Glibc)
import Glibc
#endif

/// Tells when the realtime clock is set (by NTP, by hand, or on resume): a timerfd armed
/// with TFD_TIMER_CANCEL_ON_SET, whose read fails with ECANCELED after every such jump.
final class ClockSetWatch: @unchecked Sendable {
    private let fd: Int32
    private let source: DispatchSourceRead

    init(queue: DispatchQueue, jumped: @escaping () -> Void) throws {
        let fd = habitd_clock_set_fd()
        guard fd >= 0 else { throw SystemCallError("timerfd_create") }
        self.fd = fd
        source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler {
            var expirations: UInt64 = 0
            let n = read(fd, &expirations, 8)
            if n < 0 && errno == EAGAIN { return }
            _ = habitd_clock_set_rearm(fd)
            if n < 0 && errno == ECANCELED { jumped() }
        }
        source.setCancelHandler { close(fd) }
        source.resume()
    }

    func cancel() { source.cancel() }
}
