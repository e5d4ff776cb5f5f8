import Dispatch
import Posix

/// Tells when the realtime clock is set (by NTP, by hand, or on resume): a timerfd armed
/// with TFD_TIMER_CANCEL_ON_SET, whose read fails with ECANCELED after every such jump.
final class ClockSetWatch: @unchecked Sendable {
    private let source: DispatchSourceRead

    init(queue: DispatchQueue, jumped: @escaping () -> Void) throws {
        let timer = try ClockSetTimer()
        source = DispatchSource.makeReadSource(fileDescriptor: timer.descriptor.raw, queue: queue)
        source.setEventHandler {
            if timer.read() == .clockSet { jumped() }
        }
        source.setCancelHandler { timer.close() }
        source.resume()
    }

    func cancel() { source.cancel() }
}
