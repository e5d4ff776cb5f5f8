import Posix

/// One step at a time, within a process, between a write with the achievements it reached
/// and any other check for achievements. habitd's own check (a re-plan, 50 ms after a
/// commit settles) could otherwise read a page's tap, record the milestone it made and
/// notify, between the tap's commit and the tap's own check, which then found nothing to
/// say where the tap was. Held around both, the check that follows a write is that write's.
public enum AchievementGate {
    /// Recursive: the write's step calls `newAchievements`, which takes it too.
    private static let lock = Lock(recursive: true)

    public static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        try lock.withLock(body)
    }
}
