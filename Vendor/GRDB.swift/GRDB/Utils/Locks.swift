// habitd's copy of GRDB: NSLock, NSRecursiveLock and NSLocking as pthread mutexes, for the
// Foundation classes of those names (swift-corelibs Foundation, which habitd's package
// leaves out). Internal to GRDB; the rest of GRDB uses them as before.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

protocol NSLocking {
    func lock()
    func unlock()
}

extension NSLocking {
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}

class PthreadLock: NSLocking, @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init(recursive: Bool) {
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive { pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE)) }
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
}

final class NSLock: PthreadLock, @unchecked Sendable {
    init() { super.init(recursive: false) }
}

final class NSRecursiveLock: PthreadLock, @unchecked Sendable {
    init() { super.init(recursive: true) }
}
