#if canImport(Glibc)
import Glibc
#endif

/// Reading an inotify descriptor, for habitd's file watcher and `status --follow`.
public enum InotifyEvents {
    /// The pending events' watch descriptors and names, from one read (poll said there are
    /// some; one read takes all that fit in `buffer`; empty when there were none):
    /// `struct inotify_event { int wd; u32 mask, cookie, len; char name[len]; }`.
    public static func read(_ fd: Int32, _ buffer: inout [UInt8]) -> [(wd: Int32, name: String)] {
        var events: [(wd: Int32, name: String)] = []
        let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return events }
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
