import Synchronization
import Testing
@testable import HabitDaemon

/// habitd gives malloc's free pages back once after a burst of work, not once per request,
/// and never while idle (no timer of its own).
@Suite struct MemoryTrimTests {
    final class Recorder: Sendable {
        let scheduled = Mutex<[@Sendable () -> Void]>([])
        let trims = Mutex(0)
        var waiting: Int { scheduled.withLock { $0.count } }
        var trimmed: Int { trims.withLock { $0 } }
        /// Runs the oldest scheduled block, as its delay having passed.
        func runNext() { scheduled.withLock { $0.removeFirst() }() }
    }

    func trimmer(_ r: Recorder) -> MemoryTrim {
        MemoryTrim(schedule: { block in r.scheduled.withLock { $0.append(block) } }, trim: { r.trims.withLock { $0 += 1 } })
    }

    @Test func aBurstOfWorkTrimsOnceAfterIt() {
        let r = Recorder(), trim = trimmer(r)
        #expect(r.waiting == 0)
        for _ in 0..<100 { trim.noteWork() }
        #expect(r.waiting == 1)
        #expect(r.trimmed == 0)
        r.runNext()
        #expect(r.trimmed == 1)
        #expect(r.waiting == 0)
    }

    @Test func workAfterATrimAsksForAnother() {
        let r = Recorder(), trim = trimmer(r)
        trim.noteWork()
        r.runNext()
        trim.noteWork()
        trim.noteWork()
        #expect(r.waiting == 1)
        r.runNext()
        #expect(r.trimmed == 2)
    }
}
