import CPosix
#if canImport(Glibc)
import Glibc
#endif

/// Threads of our own, for loops that block (GLib's main loop, a poll on inotify), as
/// Foundation's `Thread` started them: detached, with the default stack, named for `ps`.
public enum Threads {
    /// Runs `body` on a new thread called `name` (its first 15 bytes: the kernel keeps no more).
    public static func start(named name: String, _ body: @escaping @Sendable () -> Void) {
        let start = Unmanaged.passRetained(Start(name: name, body: body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { argument in
            let start = Unmanaged<Start>.fromOpaque(argument!).takeRetainedValue()
            habitd_thread_set_name(start.name)
            start.body()
            return nil
        }, start)
        precondition(result == 0, "pthread_create failed: \(result)")
        pthread_detach(thread)
    }

    private final class Start: @unchecked Sendable {
        let name: String
        let body: @Sendable () -> Void
        init(name: String, body: @escaping @Sendable () -> Void) { (self.name, self.body) = (name, body) }
    }

    /// This thread's name, as `ps -L` shows it.
    public static var currentName: String {
        var buffer = [CChar](repeating: 0, count: 16)
        habitd_thread_name(&buffer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
