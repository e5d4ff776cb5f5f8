import FoundationEssentials
import HabitCore
import HabitStore
import Logging

/// Celebrating what the user just did: a goal, milestone or reward that became live through
/// a change to today's log, in one notification per re-plan (several merge).
///
/// What was reached before this process looked is recorded as seen, silently: everything
/// live at a habit's first check in this process (imported history, reached while habitd was
/// not running or celebrations were off). A change after that, backdated or not, celebrates
/// what it made live. Only habits whose recent log changed since their last check are
/// checked; recording first makes each achievement count once, whichever program records it
/// (habitctl says and records its own), across restarts and undo-redo.
extension Engine {
    /// Checks `ids` (in this order, the store's), in one read of their progress and one write
    /// of what is new.
    ///
    /// With celebrations off nothing is shown, but a milestone hook still needs what was
    /// reached recorded (the API and a notification's Mark done record nothing themselves).
    func celebrate(_ ids: [Int64], now: Date, view: StoreView) {
        guard celebrationsEnabled || hookCommands[.milestone] != nil else { return }
        var checks: [(rules: HabitRules, fingerprint: LogFingerprint, previous: LogFingerprint?)] = []
        for id in ids {
            guard let rules = view.rules[id] else { continue }
            let fingerprint = LogFingerprint(rules.log)
            let previous = checkedLogs[id]
            guard previous != fingerprint else { continue }
            // The recent log says whether anything can be live today; only then are the
            // streaks read (at start-up that spares every habit not done today).
            guard rules.mayHaveLiveAchievements(on: today(of: rules.habit, now: now)) else {
                checkedLogs[id] = fingerprint
                continue
            }
            checks.append((rules, fingerprint, previous))
        }
        guard !checks.isEmpty else { return }
        let new: [Int64: [Achievement]]
        do {
            new = try db.newAchievements(of: checks.map(\.rules), logsFrom: view.since, today: { self.today(of: $0, now: now) },
                                         skipsKeepStreak: view.settings.skipsKeepStreak, at: now)
        } catch {
            logger.warning("could not check the achievements of \(checks.map(\.rules.habit.name).joined(separator: ", ")): \(error)")
            return
        }
        var fresh: [(habitID: Int64, date: CivilDate, achievement: Achievement)] = []
        for check in checks {
            let id = check.rules.habit.id!
            checkedLogs[id] = check.fingerprint
            let today = today(of: check.rules.habit, now: now)
            let changedSince = check.previous != nil
            for a in new[id] ?? [] {
                if changedSince { fresh.append((id, today, a)) } else { logger.info("recorded as seen: \(a.title) (\(a.key))") }
            }
        }
        guard celebrationsEnabled, let text = CelebrationText.merged(fresh.map(\.achievement)), let first = fresh.first else { return }
        let n = ReminderNotification(habitID: first.habitID, date: first.date, reminders: [], summary: text.summary,
                                     body: text.body, actions: [], replaces: nil, timeout: -1, icon: notificationIcon)
        do {
            _ = try notifier.show(n)
            logger.info("celebrated: \(text.summary) (\(fresh.map(\.achievement.key).joined(separator: ", ")))")
        } catch {
            logger.warning("no notification server took the celebration \(text.summary): \(error)")
        }
    }

    /// The habit's own day at `now` (its pinned zone, or the user's).
    func today(of habit: Habit, now: Date) -> CivilDate {
        CivilDate.of(now, in: offsets.zone(named: habit.zone, else: systemZone), offsets: offsets)
    }
}
