import Dispatch
import Glibc
import Testing
@testable import Posix

/// `DispatchWallTime(secondsSince1970:)`: the daemon's wall-clock deadlines, built in Posix
/// (which alone imports Glibc's timespec) where Daemon built the timespec itself.
@Suite struct WallDeadlineTests {
    @Test(arguments: [0.0, 1_795_949_890.25, 1_795_949_890.999_999, 4_102_444_800.5])
    func aDeadlineIsThatInstant(_ seconds: Double) {
        let whole = seconds.rounded(.down)
        let direct = DispatchWallTime(timespec: timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9)))
        #expect(DispatchWallTime(secondsSince1970: seconds) == direct)
    }
}
