import HabitCore

/// The figures of `habitctl stats` as label and value, in its words: the terminal pads
/// them into two columns, the web's stats page makes a list of them.
extension StatsReport {
    public var summaryRows: [(label: String, value: String)] {
        var rows: [(String, String)] = [
            (onlyQuit ? tr("kept days") : tr("days done"), tr("%s   %s a day on average", completions, averagePerDay.fixed(1))),
            (onlyQuit ? tr("kept rate") : tr("completion rate"), completionRate.map { tr("%s   %s of %s due %s", Self.percent($0), satisfied, due, dueWord) } ?? tr("nothing was due")),
        ]
        if anyQuit { rows.insert((tr("slips"), "\(slips)"), at: 1) }
        if single, let (_, s) = perHabit.first {
            if let unit = s.unit {
                rows.append((tr("streak"), tr("%s   best %s", unit.count(s.streaks.current), unit.count(s.streaks.best))))
            }
            if !milestones.isEmpty {
                rows.append((tr("milestones"), milestones.map { tr("%s on %s", Milestone.displayName(of: $0.name), $0.reachedOn.displayText) }.joined(separator: " · ")))
            }
        } else {
            rows.append((tr("best streak"), bestHolder?.text ?? tr("none yet")))
            if let current = currentHolder { rows.append((tr("current streak"), current.text)) }
            rows.append((tr("perfect days"), tr("%s of %s", perfectDays, window.days)))
            rows.append((tr("habits"), "\(perHabit.count)"))
        }
        if let moods = moodText { rows.append((tr("mood"), moods)) }
        return rows
    }

    private var dueWord: String {
        switch single ? perHabit.first?.stats.unit : nil {
        case .days?: return tr("days")
        case .weeks?: return tr("weeks")
        case .months?: return tr("months")
        case .periods?, nil: return tr("periods")
        }
    }

    /// "83%": a rate as the figures show it.
    public static func percent(_ x: Double) -> String { "\(Int((x * 100).rounded()))%" }
}
