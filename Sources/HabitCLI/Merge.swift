import ArgumentParser
import Foundation
import HabitCore
import HabitStore

/// `habitctl merge KEEP OTHER`: one habit from two, typically the same habit created on two
/// machines before they synced ("Read" and "Read (2)").
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Merge the history of OTHER into KEEP, then delete OTHER.",
        discussion: """
            KEEP keeps its settings. Every day only OTHER logged is added to KEEP; where both \
            logged a day, the fuller log stays (more done, then the larger amount; KEEP's on a \
            tie), as the two usually recorded the same thing twice. On other machines syncing \
            with this one the merge happens too. Asks for confirmation on a terminal; without \
            one it refuses unless --yes is given.
            """)

    @ParentCommand var root: HabitCtl

    @Argument(help: "The habit that stays.") var keep: String
    @Argument(help: "The habit merged into it and then deleted.") var other: String
    @Flag(name: .shortAndLong, help: "Do not ask.") var yes = false

    func run() throws {
        let ctx = try Context.open(dbPath: root.db)
        let kept = try ctx.db.habit(named: keep), merged = try ctx.db.habit(named: other)
        if !yes {
            guard Terminal.stdinIsTTY else {
                throw CLIError("refusing to merge '\(merged.name)' into '\(kept.name)' without confirmation: pass --yes")
            }
            guard Terminal.confirm("Merge '\(merged.name.forTerminal)' into '\(kept.name.forTerminal)' and delete '\(merged.name.forTerminal)'?") else {
                throw CLIError("not merged")
            }
        }
        let r = try ctx.db.merge(keep: kept.name, other: merged.name)
        func days(_ n: Int) -> String { "\(n) day\(n == 1 ? "" : "s")" }
        Output.line("Merged \(r.merged.forTerminal) into \(r.kept.forTerminal): \(days(r.daysTaken)) taken"
                    + (r.daysKept == 0 ? "" : ", \(days(r.daysKept)) both logged kept as \(r.kept.forTerminal) had \(r.daysKept == 1 ? "it" : "them")")
                    + "; \(r.merged.forTerminal) deleted.")
    }
}
