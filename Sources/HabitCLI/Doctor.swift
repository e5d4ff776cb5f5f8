import ArgumentParser
import Foundation
import HabitCore
import HabitStore

/// `habitctl doctor`: checks that every habit's derived state (streaks, milestones, totals)
/// agrees with its log; `--rebuild` recomputes all of it.
struct Doctor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check that stored streaks and totals agree with the log (--rebuild recomputes them).",
        discussion: """
            Every change keeps each habit's streaks, milestones and totals in step with its log,
            so that no command reads years of history. doctor folds every log again and
            reports any habit where the two disagree (exit status 1); --rebuild stores the
            recomputed state for every habit.
            """)

    @ParentCommand var root: HabitCtl

    @Flag(help: "Recompute and store every habit's derived state.")
    var rebuild = false

    func run() throws {
        let ctx = try Context.open(dbPath: root.db)
        let result = try ctx.db.checkDerivedState(rebuild: rebuild)
        for d in result.drift {
            Output.line("\(d.habitName.forTerminal): stored \(Self.describe(d.stored)), the log says \(Self.describe(d.fresh))")
        }
        let habits = result.habits == 1 ? "1 habit" : "\(result.habits) habits"
        if rebuild {
            Output.line("Rebuilt the derived state of \(habits)" + (result.drift.isEmpty ? "; it was in step." : "; \(result.drift.count) had drifted."))
        } else if result.drift.isEmpty {
            Output.line("Derived state of \(habits) in step with the log.")
        } else {
            Output.line("\(result.drift.count) of \(habits) drifted: run 'habitctl doctor --rebuild'.")
            throw ExitCode.failure
        }
    }

    static func describe(_ s: DerivedState?) -> String {
        guard let s else { return "nothing" }
        let f = s.fold
        return "run \(f.run) since \(f.runSince?.description ?? "-"), best \(f.best), \(f.milestones.count) milestones, "
            + "\(s.completions) completions, last done \(s.lastDone?.description ?? "never") (settled before \(f.settledBefore))"
    }
}
