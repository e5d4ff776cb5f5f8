import HabitCore
import HabitWrites

/// `/archived`: the habits archived, each with its page a link away and Unarchive (the
/// action table's control), as `habitctl list --archived` lists them (issue 43 part 2).
/// The markup is `archived.mustache`.
enum ArchivedPage {
    /// `tracked`: each habit's days tracked, by id.
    static func render(_ habits: [Habit], tracked: [Int64: Int], language: String) -> String {
        PageTemplate.page("archived", title: tr("Archived habits"), language: language, [
            "backToBoard": tr("Back to the board"),
            "empty": habits.isEmpty ? tr("Nothing archived. A habit archived (Archive on its page, or habitctl archive) rests here with its history.") : false,
            "habits": habits.isEmpty ? false : ["each": habits.map { h in
                let days = tracked[h.id ?? 0] ?? 0
                return ["id": h.id ?? 0, "mark": h.icon ?? h.initials, "name": h.name,
                        "tracked": trn("%s day tracked", "%s days tracked", days, days),
                        "unarchive": ActionControls.button(.unarchive, h)] as [String: Any]
            }] as [String: Any],
        ])
    }
}
