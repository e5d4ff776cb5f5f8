import Foundation
import Glibc
import Testing
@testable import Posix

/// The Posix target's promises: EINTR is retried and nothing else is, errno arrives as a
/// `SystemCallError` in the system's words, and each wrapper does the one call it names.
@Suite struct PosixCallTests {
    let folder: String = {
        let dir = NSTemporaryDirectory() + "posix-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }()

    @Test func anInterruptedCallIsMadeAgainAndAFailedOneThrows() throws {
        var calls = 0
        let r = try retryingEINTR("test") { () -> Int32 in
            calls += 1
            if calls < 3 { Glibc.errno = EINTR; return -1 }
            return 7
        }
        #expect(r == 7 && calls == 3)
        calls = 0
        #expect(throws: SystemCallError("test", errno: ENOENT)) {
            try retryingEINTR("test") { () -> Int32 in calls += 1; Glibc.errno = ENOENT; return -1 }
        }
        #expect(calls == 1, "only EINTR is retried")
    }

    @Test func errnoIsSaidInTheSystemsWords() {
        do {
            _ = try FileDescriptor.open(folder + "/missing", .readOnly)
            Issue.record("opened a missing file")
        } catch {
            #expect(error.isNotFound)
            #expect(error.description == "open \(folder)/missing: No such file or directory")
        }
    }

    @Test func filesAreWrittenReadAndStatted() throws {
        let path = folder + "/f"
        let fd = try FileDescriptor.open(path, [.create, .exclusive, .readWrite], mode: 0o640)
        try fd.writeAll(Array("hello world".utf8))
        #expect(try fd.read(count: 5, at: 6) == Array("world".utf8))
        try fd.replaceContents(with: Array("42\n".utf8))
        fd.close()
        #expect(try FileSystem.contents(of: path) == Array("42\n".utf8))
        let st = try #require(FileStatus(path: path))
        #expect(st.kind == .regular && st.size == 3 && st.owner == getuid())
        #expect(st.permissions & 0o777 == 0o640 & ~0o022 || st.permissions & 0o777 == 0o640, "mode as umask left it")
        #expect(throws: SystemCallError.self) { try FileDescriptor.open(path, [.create, .exclusive, .writeOnly]) }
        try FileSystem.rename(path, to: path + "2")
        #expect(FileStatus(path: path) == nil && FileStatus(path: path + "2")?.inode == st.inode)
        try FileSystem.remove(path + "2")
        try FileSystem.remove(path + "2")  // nothing there: fine
        #expect(throws: SystemCallError.self) { try FileSystem.remove(path + "2", missingIsFine: false) }
        #expect(try FileSystem.makeDirectory(folder + "/d", mode: 0o700))
        #expect(try !FileSystem.makeDirectory(folder + "/d", mode: 0o700), "there already")
        #expect(FileStatus(path: folder + "/d")?.kind == .directory)
    }

    @Test func aSecondLockOnTheFileWaitsItsTurn() throws {
        let path = folder + "/lock"
        let first = try FileDescriptor.open(path, [.create, .readWrite])
        let second = try FileDescriptor.open(path, .readWrite)
        defer { second.close() }
        #expect(try first.tryLock(.exclusive))
        #expect(try !second.tryLock(.exclusive), "flock belongs to the open file, so one process can hold it against itself")
        #expect(try !second.tryLock(.shared))
        first.close()
        #expect(try second.tryLock(.exclusive), "released when its holder closed it")
    }

    @Test func anAnonymousFileIsNowhereAndReadsBack() throws {
        let fd = try FileDescriptor.anonymousFile(in: folder)
        defer { fd.close() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        try fd.writeAll(Array(repeating: 7, count: 100_000))
        try fd.rewind()
        #expect(try fd.readToEnd() == Array(repeating: 7, count: 100_000))
    }

    @Test func pollWaitsForThePipeAndNoLonger() throws {
        let (r, w) = try FileDescriptor.pipe()
        defer { r.close() }
        #expect(try Poll.wait([(r, .readable)], milliseconds: 0) == [[]], "nothing written yet")
        try w.writeAll([1, 2, 3])
        #expect(try Poll.wait([(r, .readable)], milliseconds: 1000)[0].contains(.readable))
        var buffer = [UInt8](repeating: 0, count: 8)
        #expect(try r.read(into: &buffer) == 3)
        w.close()
        #expect(try r.read(into: &buffer) == 0, "end of file once the writer closed")
        try r.setNonBlocking()
        let (r2, w2) = try FileDescriptor.pipe()
        defer { w2.close(); r2.close() }
        try r2.setNonBlocking()
        #expect(try r2.readIfReady(into: &buffer) == nil, "EAGAIN is no data yet, not an error")
    }

    @Test func aStreamSocketCarriesBytesAndNamesItsPeer() throws {
        let path = folder + "/s.sock"
        let listener = try UnixSocket.listen(at: path)
        defer { listener.close() }
        #expect(FileStatus(path: path)?.permissions == 0o600)
        let client = try UnixSocket.connect(to: path)
        defer { client.close() }
        let (server, peer) = try #require(UnixSocket.accept(listener))
        defer { server.close() }
        #expect(peer?.uid == getuid() && peer?.pid == getpid())
        try UnixSocket.writeAll(client, Array("ping\n".utf8))
        var buffer = [UInt8](repeating: 0, count: 16)
        #expect(try server.read(into: &buffer) == 5)
        #expect(throws: SystemCallError.self) { try UnixSocket.connect(to: folder + "/nobody.sock") }
        #expect(!UnixSocket.fits("/" + String(repeating: "x", count: 200)))
    }

    @Test func inotifyNamesTheFileMadeInAWatchedFolder() throws {
        let watch = try Inotify(nonBlocking: true)
        defer { watch.close() }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let wd = try watch.watch(folder, for: [.created])
        #expect(watch.read(&buffer).isEmpty, "non-blocking: nothing yet")
        try FileDescriptor.open(folder + "/new", [.create, .writeOnly]).close()  // not Foundation's: it writes a temporary file and renames it
        #expect(try Poll.wait([(watch.descriptor, .readable)], milliseconds: 1000)[0].contains(.readable))
        let events = watch.read(&buffer)
        #expect(events.count == 1 && events.first?.wd == wd && events.first?.name == "new")
    }

    @Test func theTimerExpiresAtItsInstant() throws {
        let timer = try ClockSetTimer()
        defer { timer.close() }
        #expect(timer.read() == .nothing, "armed far away")
        timer.arm(at: Date().timeIntervalSince1970 - 1)  // already past: expires at once
        #expect(try Poll.wait([(timer.descriptor, .readable)], milliseconds: 1000)[0].contains(.readable))
        #expect(timer.read() == .expired)
    }

    @Test func aProcessIsKnownByItsId() {
        #expect(Processes.id == getpid() && Processes.exists(Processes.id))
        // The environment as FoundationEssentials reads it (ProcessInfo), without its object.
        #expect(Processes.environment == ProcessInfo.processInfo.environment && !Processes.environment.isEmpty)
        #expect(!Processes.exists(Int32.max), "no such process")
    }
}
