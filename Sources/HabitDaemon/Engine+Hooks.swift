import FoundationEssentials
import HabitCore
import HabitStore
import Logging

/// The `[hooks]` commands, as the ledger sees the events: a reminder shown; a habit done
/// today (by anyone: a button, habitctl, the API, another machine), once per day, again after
/// an undo and redo; a day the ledger calls missed, when the day turns; a milestone recorded
/// (by habitd or habitctl). What was so when habitd started is taken as seen. Nothing here
/// waits for a hook: `HookRunner` runs them in the background.
extension Engine {
    func hook(_ kind: HookEvent.Kind, _ make: () -> HookEvent) {
        guard let runner = hooks, let command = hookCommands[kind] else { return }
        runner.run(command, for: make(), timeout: hookTimeout)
    }

    func hookReminder(_ event: ReminderEvent, uuid: String?, now: Date) {
        hook(.reminder) {
            var e = HookEvent(kind: .reminder, habit: event.habitName, habitUUID: uuid, date: event.date.description,
                              at: ISOInstant.format(now))
            e.reminders = event.reminders.map(\.description)
            return e
        }
    }

    /// At every step, after the store was read.
    func hookStep(now: Date) {
        guard hooks != nil, !hookCommands.isEmpty, let view else { return }
        let primed = hooksPrimed
        let at = ISOInstant.format(now)
        for id in view.order {
            guard let rules = view.rules[id] else { continue }
            let habit = rules.habit
            let today = today(of: habit, now: now)
            if hookCommands[.done] != nil {
                let done = rules.verdict(on: today, today: today, skipsKeepStreak: view.settings.skipsKeepStreak) == .done
                if done && hookDone[id] != today {
                    if primed { hook(.done) { HookEvent(kind: .done, habit: habit.name, habitUUID: habit.uuid, date: today.description, at: at) } }
                    hookDone[id] = today
                } else if !done && hookDone[id] == today {
                    hookDone[id] = nil
                }
            }
            if hookCommands[.missed] != nil {
                // The days that ended since the last step (a week at most: after a longer sleep,
                // the last week's).
                if let last = hookDay[id], last < today {
                    var d = max(last, today.adding(days: -7))
                    while d < today {
                        if rules.verdict(on: d, today: today, skipsKeepStreak: view.settings.skipsKeepStreak) == .missed {
                            let day = d
                            hook(.missed) { HookEvent(kind: .missed, habit: habit.name, habitUUID: habit.uuid, date: day.description, at: at) }
                        }
                        d = d.adding(days: 1)
                    }
                }
                hookDay[id] = today
            }
        }
        if hookCommands[.milestone] != nil {
            do {
                for (habitID, key) in try db.achievementKeys(recordedSince: hookSince ?? now.addingTimeInterval(-86_400))
                where !milestonesSeen.contains("\(habitID) \(key)") {
                    milestonesSeen.insert("\(habitID) \(key)")
                    guard primed, let habit = view.rules[habitID]?.habit else { continue }
                    let today = today(of: habit, now: now)
                    hook(.milestone) {
                        var e = HookEvent(kind: .milestone, habit: habit.name, habitUUID: habit.uuid, date: today.description, at: at)
                        e.key = key
                        return e
                    }
                }
            } catch {
                logger.warning("could not read the milestones for the hooks: \(error)")
            }
        }
        if hookSince == nil { hookSince = now.addingTimeInterval(-86_400) }
        hooksPrimed = true
    }
}
