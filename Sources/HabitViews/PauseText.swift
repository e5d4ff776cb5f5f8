import HabitCore

/// A pause as every view says it: "from Sun 2026-11-22 to Tue 2026-11-24", or "from … until
/// resumed" (the note is the caller's: a terminal makes it safe first).
public enum PauseText {
    public static func span(_ p: Pause) -> String {
        p.last.map { tr("from %1$s to %2$s", ProgressText.day(p.first), ProgressText.day($0)) }
            ?? tr("from %s until resumed", ProgressText.day(p.first))
    }
}
