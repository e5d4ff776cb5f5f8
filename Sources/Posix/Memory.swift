import CPosix
#if canImport(Glibc)
import Glibc
#endif

/// glibc malloc's knobs for a process that runs for months. Each thread that allocates may
/// get an arena of its own (up to eight per core), and an arena keeps the pages it once
/// held even when what was in them is freed: habitd's live heap stays at a few MB, but
/// its private memory grows with every burst of work spread over its threads
/// (docs/reliability.md, "Memory").
public enum Memory {
    /// At most `count` malloc arenas from now on (`M_ARENA_MAX`); set before threads start.
    public static func limitArenas(to count: Int32) {
        _ = mallopt(M_ARENA_MAX, count)
    }

    /// Blocks of at least `bytes` get pages of their own (`mmap`), given back whole when
    /// freed, whenever the arena's free space cannot hold them (`M_MMAP_THRESHOLD`). Setting it
    /// also keeps glibc from raising the threshold to the largest such block freed (up to
    /// 32 MiB), after which big blocks come from the arenas and leave them fragmented. It
    /// stops glibc's raising of the trim threshold too (an arena gives back a free top above
    /// it at each free), so that is set as glibc would pair them, to twice `bytes`: left at
    /// 128 KiB, the pages of each burst's top go back and fault in again (`trim()` gives it
    /// all back once the burst is over).
    public static func mapAllocations(ofAtLeast bytes: Int32) {
        _ = mallopt(M_MMAP_THRESHOLD, bytes)
        _ = mallopt(M_TRIM_THRESHOLD, 2 * bytes)
    }

    /// Gives the free pages of every arena back to the kernel (`malloc_trim(0)`); true when
    /// some were.
    @discardableResult
    public static func trim() -> Bool {
        malloc_trim(0) == 1
    }

    /// Drops from this process the pages of its clean file mappings (`CleanFileMappings`:
    /// its program's code and constant data, the libraries', mapped catalogues). They stay
    /// in the kernel's page cache; what runs next maps them back from there (a minor fault,
    /// no disk read unless memory was short and the kernel dropped them, as it may anyway).
    /// What the kernel mapped around each page start-up touched (fault-around, 64 KB at a
    /// time) is most of habitd's resident memory otherwise. Returns the kB dropped.
    @discardableResult
    public static func dropCleanFilePages() -> Int {
        guard let bytes = try? FileSystem.contents(of: "/proc/self/smaps") else { return 0 }
        let smaps = String(decoding: bytes, as: UTF8.self)
        var dropped = 0
        for m in CleanFileMappings.parse(smaps) {
            guard let at = UnsafeMutableRawPointer(bitPattern: m.start) else { continue }
            if madvise(at, Int(m.end - m.start), MADV_DONTNEED) == 0 { dropped += m.residentKB }
        }
        return dropped
    }
}
