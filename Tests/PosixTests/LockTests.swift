import Testing
@testable import Posix

/// `Lock`, which stands where `NSLock` and `NSRecursiveLock` stood (issue 45).
@Suite struct LockTests {
    @Test func aRecursiveLockIsTakenAgainByItsHolderAndKeepsOthersOut() async {
        let lock = Lock(recursive: true)
        let inner = lock.withLock { lock.withLock { 42 } }
        #expect(inner == 42)
        final class Box: @unchecked Sendable { var count = 0 }
        let box = Box()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<10_000 { lock.withLock { lock.withLock { box.count += 1 } } } }
            }
        }
        #expect(box.count == 80_000)
    }

    @Test func anOrdinaryLockKeepsOthersOut() async {
        let lock = Lock()
        final class Box: @unchecked Sendable { var count = 0 }
        let box = Box()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<10_000 { lock.lock(); box.count += 1; lock.unlock() } }
            }
        }
        #expect(box.count == 80_000)
    }
}
