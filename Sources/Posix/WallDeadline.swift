import Dispatch
#if canImport(Glibc)
import Glibc
#endif

extension DispatchWallTime {
    /// The wall-clock instant `seconds` after 1970 (a deadline that moves with the clock when
    /// it is set, as a reminder's should).
    public init(secondsSince1970 seconds: Double) {
        let whole = seconds.rounded(.down)
        self.init(timespec: timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9)))
    }
}
