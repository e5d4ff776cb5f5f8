#if canImport(Glibc)
import Glibc
#endif

/// An inotify descriptor: folders watched, their events read (habitd's file watcher and
/// `status --follow`).
public struct Inotify: Sendable {
    public let descriptor: FileDescriptor

    /// What a watch reports.
    public struct Events: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let closedAfterWrite = Events(rawValue: UInt32(IN_CLOSE_WRITE))
        public static let modified = Events(rawValue: UInt32(IN_MODIFY))
        public static let created = Events(rawValue: UInt32(IN_CREATE))
        public static let movedIn = Events(rawValue: UInt32(IN_MOVED_TO))
        public static let deleted = Events(rawValue: UInt32(IN_DELETE))
        public static let attributes = Events(rawValue: UInt32(IN_ATTRIB))
    }

    /// `nonBlocking`: a read with nothing pending returns no events instead of waiting.
    public init(nonBlocking: Bool) throws(SystemCallError) {
        let flags = Int32(IN_CLOEXEC) | (nonBlocking ? Int32(IN_NONBLOCK) : 0)
        descriptor = FileDescriptor(raw: try retryingEINTR("inotify_init1") { inotify_init1(flags) })
    }

    /// Watches `folder`; the watch descriptor events name it by.
    @discardableResult
    public func watch(_ folder: String, for events: Events) throws(SystemCallError) -> Int32 {
        try retryingEINTR("inotify_add_watch \(folder)") { inotify_add_watch(descriptor.raw, folder, events.rawValue) }
    }

    public func close() { descriptor.close() }

    /// The pending events' watch descriptors and names, from one read (poll said there are
    /// some; one read takes all that fit in `buffer`; empty when there were none):
    /// `struct inotify_event { int wd; u32 mask, cookie, len; char name[len]; }`.
    public func read(_ buffer: inout [UInt8]) -> [(wd: Int32, name: String)] {
        var events: [(wd: Int32, name: String)] = []
        guard let n = try? descriptor.readIfReady(into: &buffer), n > 0 else { return events }
        var offset = 0
        while offset + 16 <= n {
            let (wd, len) = buffer.withUnsafeBytes { raw in
                (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                 Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
            }
            let nameBytes = buffer[(offset + 16)..<min(offset + 16 + len, n)].prefix { $0 != 0 }
            events.append((wd, String(decoding: nameBytes, as: UTF8.self)))
            offset += 16 + len
        }
        return events
    }
}
