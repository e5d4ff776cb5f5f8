import FoundationEssentials
import HabitCore
import HabitStore
import Logging

/// habitd's daily backup of the store (issue 29 part 3): made at its first step of each local
/// day (start, a reminder, or the wake-up just after midnight), then pruned by the `backups`
/// setting. A failure is logged and tried again at the next step; it never stops reminders.
extension Engine {
    func backUpIfDue(now: Date) {
        guard let backups, let settings = view?.settings, !settings.backups.isOff,
              backupRetry.map({ now >= $0 }) ?? true, backups.needsDaily(now: now, zone: systemZone, offsets: offsets) else { return }
        do {
            let item = try backups.make(from: db, now: now)
            let removed = backups.prune(settings.backups, zone: systemZone, offsets: offsets, weekStart: settings.weekStart ?? db.weekStartDefault)
            logger.notice("backed up the store to \(item.path)\(removed.isEmpty ? "" : "; removed \(removed.joined(separator: ", "))")")
        } catch {
            // Once an hour, not at every step: a full disk stays full for a while.
            backupRetry = now.addingTimeInterval(3600)
            logger.error("the daily backup failed: \(error); habitd tries again in an hour")
        }
    }

    /// The first instant of the next local day, plus a minute: when the next daily backup is due.
    func nextBackupAt(after now: Date) -> Date? {
        guard backups != nil, view.map({ !$0.settings.backups.isOff }) ?? false else { return nil }
        let second = ZoneResolver.local(now, in: systemZone, offsets: offsets).secondOfDay
        return now.addingTimeInterval(Double(86_400 - second + 60))
    }
}
