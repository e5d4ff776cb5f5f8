import CPosix
#if canImport(Glibc)
import Glibc
#endif

/// A realtime timerfd with TFD_TIMER_CANCEL_ON_SET (non-blocking, close-on-exec): readable
/// when it expires, and also whenever the realtime clock is set (by NTP, by hand, on resume),
/// which a read reports as ECANCELED.
public struct ClockSetTimer: Sendable {
    public let descriptor: FileDescriptor

    /// Armed far in the future: it wakes only when the clock is set.
    public init() throws(SystemCallError) {
        descriptor = FileDescriptor(raw: try retryingEINTR("timerfd_create") { habitd_clock_set_fd() })
    }

    /// What a read found.
    public enum Wake: Sendable { case nothing, expired, clockSet }

    /// Reads it; after `clockSet` it is armed far in the future again.
    public func read() -> Wake {
        var expirations: UInt64 = 0
        let n = Glibc.read(descriptor.raw, &expirations, 8)
        if n == 8 { return .expired }
        guard errno == ECANCELED else { return .nothing }
        _ = habitd_clock_set_rearm(descriptor.raw)
        return .clockSet
    }

    /// Arms it to expire at `secondsSince1970`, or far in the future for nil (still woken by
    /// a clock set).
    public func arm(at secondsSince1970: Double?) {
        guard let seconds = secondsSince1970 else {
            _ = habitd_clock_set_rearm(descriptor.raw)
            return
        }
        let whole = seconds.rounded(.down)
        _ = habitd_clock_set_arm_at(descriptor.raw, Int64(whole), Int((seconds - whole) * 1e9))
    }

    public func close() { descriptor.close() }
}
