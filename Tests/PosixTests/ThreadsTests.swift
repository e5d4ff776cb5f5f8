import Dispatch
import Testing
@testable import Posix

/// `Threads`, which stands where Foundation's `Thread` stood (issue 45).
@Suite struct ThreadsTests {
    @Test func aThreadRunsItsBodyUnderItsName() {
        final class Seen: @unchecked Sendable { var name = ""; var isCaller = true }
        let seen = Seen()
        let done = DispatchSemaphore(value: 0)
        let caller = Threads.currentName
        Threads.start(named: "habitd-test-thread-name") {
            seen.name = Threads.currentName
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(seen.name == "habitd-test-thr", "the first 15 bytes")
        #expect(Threads.currentName == caller, "the caller's own name is untouched")
    }
}
