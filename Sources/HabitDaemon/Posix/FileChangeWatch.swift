import Dispatch
import Foundation
import HabitControl
#if canImport(Glibc)
import Glibc
#endif

/// inotify on folders: reports the names of files created, written, renamed into or
/// removed from each watched folder. Events arrive on `queue`.
final class FileChangeWatch: @unchecked Sendable {
    private let fd: Int32
    private let source: DispatchSourceRead
    /// Watch descriptor → folder.
    private var folders: [Int32: String] = [:]

    /// `changed(folder, name)` runs on `queue` for every event.
    init(queue: DispatchQueue, changed: @escaping (String, String) -> Void) throws {
        fd = try retryingEINTR("inotify_init1") { inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }
        source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler { [unowned self] in
            for (wd, name) in self.drain() { if let folder = self.folders[wd] { changed(folder, name) } }
        }
        source.setCancelHandler { [fd] in close(fd) }
        source.resume()
    }

    func watch(folder: String) throws {
        let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_DELETE | IN_ATTRIB)
        let wd = try retryingEINTR("inotify_add_watch \(folder)") { inotify_add_watch(fd, folder, mask) }
        folders[wd] = folder
    }

    func cancel() { source.cancel() }

    /// Reads every pending event: `struct inotify_event { int wd; u32 mask, cookie, len; char name[len]; }`.
    private func drain() -> [(Int32, String)] {
        var events: [(Int32, String)] = []
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
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
        }
    }
}
