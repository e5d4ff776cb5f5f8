import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitStore

/// `habitctl merge KEEP OTHER`: one habit from two, typically the same habit created on two
/// machines before they synced ("Read" and "Read (2)").
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: tr("Merge the history of OTHER into KEEP, then delete OTHER."),
        discussion: tr("KEEP keeps its settings. Every day only OTHER logged is added to KEEP; where both logged a day, the fuller log stays (more done, then the larger amount; KEEP's on a tie), as the two usually recorded the same thing twice. On other machines syncing with this one the merge happens too. Asks for confirmation on a terminal; without one it refuses unless --yes is given."))

    @ParentCommand var root: HabitCtl

    @Argument(help: ArgumentHelp(tr("The habit that stays."))) var keep: String
    @Argument(help: ArgumentHelp(tr("The habit merged into it and then deleted."))) var other: String
    @Flag(name: .shortAndLong, help: ArgumentHelp(tr("Do not ask."))) var yes = false

    func run() throws {
        let ctx = try Context.open(dbPath: root.db)
        let kept = try ctx.db.habit(named: keep), merged = try ctx.db.habit(named: other)
        if !yes {
            guard Terminal.stdinIsTTY else {
                throw CLIError(tr("refusing to merge '%s' into '%s' without confirmation: pass --yes", merged.name, kept.name))
            }
            guard Terminal.confirm(tr("Merge '%s' into '%s' and delete '%s'?", merged.name.forTerminal, kept.name.forTerminal, merged.name.forTerminal)) else {
                throw CLIError(tr("not merged"))
            }
        }
        let r = try ctx.db.merge(keep: kept.name, other: merged.name)
        let taken = StreakUnit.days.count(r.daysTaken)
        Output.line(r.daysKept == 0
            ? tr("Merged %1$s into %2$s: %3$s taken; %1$s deleted.", r.merged.forTerminal, r.kept.forTerminal, taken)
            : trn("Merged %1$s into %2$s: %3$s taken, %4$s day both logged kept as %2$s had it; %1$s deleted.",
                  "Merged %1$s into %2$s: %3$s taken, %4$s days both logged kept as %2$s had them; %1$s deleted.",
                  r.daysKept, r.merged.forTerminal, r.kept.forTerminal, taken, r.daysKept))
    }
}
