import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitStore

/// `habitctl doctor`: checks that every habit's derived state (streaks, milestones, totals)
/// agrees with its log; `--rebuild` recomputes all of it. Then it says whether reminders can
/// show (habitd running, a notification server on the bus: seed 004 §6.2), which does not
/// change its exit status (that is the store's).
struct Doctor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: tr("Check that stored streaks and totals agree with the log (--rebuild recomputes them)."),
        discussion: tr("Every change keeps each habit's streaks, milestones and totals in step with its log,\nso that no command reads years of history. doctor folds every log again and\nreports any habit where the two disagree (exit status 1); --rebuild stores the\nrecomputed state for every habit."))

    @ParentCommand var root: HabitCtl

    @Flag(help: ArgumentHelp(tr("Recompute and store every habit's derived state.")))
    var rebuild = false

    func run() throws {
        let ctx = try Context.open(dbPath: root.db)
        let result = try ctx.db.checkDerivedState(rebuild: rebuild)
        for d in result.drift {
            Output.line(tr("%s: stored %s, the log says %s", d.habitName.forTerminal, Self.describe(d.stored), Self.describe(d.fresh)))
        }
        let habits = trn("%s habit", "%s habits", result.habits, result.habits)
        defer { Output.line(ReminderChannel.doctorLine()) }
        if rebuild {
            Output.line(tr("Rebuilt the derived state of %s", habits) + (result.drift.isEmpty ? tr("; it was in step.") : tr("; %s had drifted.", result.drift.count)))
        } else if result.drift.isEmpty {
            Output.line(tr("Derived state of %s in step with the log.", habits))
        } else {
            Output.line(tr("%s of %s drifted: run 'habitctl doctor --rebuild'.", result.drift.count, habits))
            throw ExitCode.failure
        }
    }

    static func describe(_ s: DerivedState?) -> String {
        guard let s else { return tr("nothing") }
        let f = s.fold
        return tr("run %s since %s, best %s, %s milestones, ", f.run, f.runSince?.description ?? "-", f.best, f.milestones.count)
            + tr("%s completions, last done %s (settled before %s)", s.completions, s.lastDone?.description ?? "never", f.settledBefore)
    }
}
