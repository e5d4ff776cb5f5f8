import CPosix

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

    /// Gives the free pages of every arena back to the kernel (`malloc_trim(0)`); true when
    /// some were.
    @discardableResult
    public static func trim() -> Bool {
        malloc_trim(0) == 1
    }
}
