import Synchronization
import Testing
@testable import HabitDaemon

/// habitd trims once work has stopped for a whole delay, or has gone on for a dozen delays:
/// not in the midst of a burst, never while idle (no timer of its own), once after a burst.
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
        MemoryTrim(schedule: { block in r.scheduled.withLock { $0.append(block) } }, busyChecks: 4,
                   trim: { r.trims.withLock { $0 += 1 } })
    }

    @Test func oneRequestThenQuietTrimsOnce() {
        let r = Recorder(), trim = trimmer(r)
        #expect(r.waiting == 0)
        trim.noteWork()
        #expect(r.waiting == 1)
        r.runNext()
        #expect(r.trimmed == 1)
        #expect(r.waiting == 0, "nothing more is scheduled: an idle habitd does not wake")
    }

    @Test func workDuringTheDelayPutsTheTrimOffUntilItStops() {
        let r = Recorder(), trim = trimmer(r)
        for _ in 0..<100 { trim.noteWork() }
        #expect(r.waiting == 1, "a burst schedules one check")
        r.runNext()
        #expect(r.trimmed == 0)
        trim.noteWork()
        r.runNext()
        #expect(r.trimmed == 0, "still busy: not trimmed in the midst of a burst")
        #expect(r.waiting == 1)
        r.runNext()
        #expect(r.trimmed == 1)
        #expect(r.waiting == 0)
    }

    @Test func workAfterATrimAsksForAnother() {
        let r = Recorder(), trim = trimmer(r)
        trim.noteWork()
        r.runNext()
        trim.noteWork()
        #expect(r.waiting == 1)
        r.runNext()
        #expect(r.trimmed == 2)
    }

    @Test func workThatGoesOnIsTrimmedAfterTheBusyChecks() {
        let r = Recorder(), trim = trimmer(r)
        trim.noteWork()
        for _ in 0..<3 {
            trim.noteWork()
            r.runNext()
        }
        #expect(r.trimmed == 0, "three checks found work")
        trim.noteWork()
        r.runNext()
        #expect(r.trimmed == 1, "the fourth trims, busy or not")
        #expect(r.waiting == 0)
        trim.noteWork()
        r.runNext()
        #expect(r.trimmed == 2, "and the count starts again")
    }
}
