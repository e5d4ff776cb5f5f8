import HabitCore

/// A day's verdict as one terminal column, the same on the board (`list`) and the heat map
/// (`show`): each state its own glyph (issue 44: a missed day and a day to come were both □,
/// and so was a quit habit's slip), in the habit's colour where the day went well.
enum VerdictGlyph {
    static func glyph(_ verdict: DayVerdict, _ habit: Habit, _ terminal: Terminal) -> String {
        switch verdict {
        case .done, .kept: return terminal.paint("■", habit.color)
        case .partly: return terminal.paint("▪", habit.color)
        case .missed: return "□"
        case .slip: return "!"
        case .due: return "○"
        case .upcoming: return terminal.dim("◦")
        case .declined: return "✗"
        case .skipped: return terminal.dim("-")
        case .paused: return terminal.dim("~")
        case .notDue, .covered: return terminal.dim("·")
        }
    }

    /// The legend under the heat map and in `list --help`.
    static var legend: String {
        tr("■ done  ▪ partly  □ missed  ! slip  ✗ no  ○ due  ◦ to come  - skipped  ~ paused  · not due")
    }
}
