import Foundation
import Testing
@testable import Posix

/// What habitd gives back after a burst of work: only pages it can read back unchanged.
@Suite struct MemoryTests {
    /// Six mappings as /proc/PID/smaps writes them (fields trimmed to those read).
    static let smaps = """
        55d0c0000000-55d0c0400000 r--p 00000000 08:01 131 /usr/bin/habitctl
        Rss:                1024 kB
        Anonymous:             0 kB
        55d0c0400000-55d0c1000000 r-xp 00400000 08:01 131 /usr/bin/habitctl
        Rss:                9000 kB
        Anonymous:             0 kB
        55d0c1000000-55d0c1100000 r--p 01000000 08:01 131 /usr/bin/habitctl
        Rss:                 900 kB
        Anonymous:           880 kB
        55d0c1100000-55d0c1200000 rw-p 01100000 08:01 131 /usr/bin/habitctl
        Rss:                 100 kB
        Anonymous:           100 kB
        7f0000000000-7f0000100000 r--s 00000000 08:01 99 /home/u/.local/share/habitd/habits.sqlite-shm
        Rss:                  32 kB
        Anonymous:             0 kB
        7f0000100000-7f0000200000 r--p 00000000 00:00 0 
        Rss:                  12 kB
        Anonymous:             0 kB
        7f0000200000-7f0000300000 r--p 00000000 08:01 77 /usr/share/locale/de/LC_MESSAGES/habit d.mo
        Rss:                  40 kB
        Anonymous:             0 kB
        7f0000300000-7f0000400000 r-xp 00000000 08:01 78 /usr/lib/x86_64-linux-gnu/libnotify.so.4
        Rss:                   0 kB
        Anonymous:             0 kB
        7ffd00000000-7ffd00002000 r-xp 00000000 00:00 0 [vdso]
        Rss:                   8 kB
        Anonymous:             0 kB
        """

    @Test func onlyUnwrittenPrivateFileMappingsWithPagesInAreDropped() {
        let found = CleanFileMappings.parse(Self.smaps)
        #expect(found == [
            .init(start: 0x55d0c0000000, end: 0x55d0c0400000, residentKB: 1024),   // headers, constants
            .init(start: 0x55d0c0400000, end: 0x55d0c1000000, residentKB: 9000),   // code
            .init(start: 0x7f0000200000, end: 0x7f0000300000, residentKB: 40),     // a catalogue (a space in its path)
        ])
        // Left: RELRO (relocated, so anonymous), data, a shared mapping, an anonymous one,
        // a library with nothing resident, the vdso.
    }

    /// In this test process: dropping leaves every mapping's contents as they were (its code
    /// runs on, a constant reads the same), and the pages come back when used.
    @Test func droppedPagesReadBackUnchanged() {
        let before = Self.smaps.utf8.reduce(0) { $0 &+ Int($1) }
        let dropped = Memory.dropCleanFilePages()
        #expect(dropped > 0)
        #expect(Self.smaps.utf8.reduce(0) { $0 &+ Int($1) } == before)
        #expect(CleanFileMappings.parse(Self.smaps).count == 3)
    }

    /// After `mapAllocations(ofAtLeast:)`, freeing a big block does not raise the threshold:
    /// the next big block the arena cannot hold still gets pages of its own. (Left to glibc,
    /// the first free raises the threshold to 24 MiB and the 16 MiB block comes from the
    /// arena.) Reads glibc's chunk header, the size word just before the block: bit 1 is
    /// IS_MMAPPED. The setting stays for the rest of this test process, as it does in habitd.
    @Test func bigBlocksGetPagesOfTheirOwnAfterOneIsFreed() throws {
        Memory.mapAllocations(ofAtLeast: 512 << 10)
        _ = Memory.trim()   // the arena's top as small as it goes: it cannot hold what follows
        let first = try #require(malloc(24 << 20))
        #expect(Self.isMapped(first))
        free(first)
        _ = Memory.trim()
        let second = try #require(malloc(16 << 20))
        defer { free(second) }
        #expect(Self.isMapped(second))
    }

    private static func isMapped(_ block: UnsafeMutableRawPointer) -> Bool {
        block.load(fromByteOffset: -MemoryLayout<Int>.size, as: Int.self) & 2 != 0
    }
}
