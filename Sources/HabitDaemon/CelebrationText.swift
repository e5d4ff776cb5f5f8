import HabitCore

/// The one notification a re-plan may raise for what was just achieved. Several at once
/// merge: "🏆 3 habits reached 7 days in a row", or "🎉 Read: goal reached · 3 weeks in a
/// row · reward earned", or "🎉 4 celebrations" with a line each.
enum CelebrationText {
    static func merged(_ achievements: [Achievement]) -> (summary: String, body: String)? {
        guard let first = achievements.first else { return nil }
        if achievements.count == 1 { return ("\(icon(first.kind)) \(first.title)", first.detail) }
        let habits = Set(achievements.map(\.habitName))
        if achievements.allSatisfy({ $0.kind == first.kind && $0.what == first.what }) {
            // A reward's text is what it is for: never dropped in a group.
            return (icon(first.kind) + " " + tr("%1$s habits reached %2$s", achievements.count, first.what),
                    achievements.map { $0.kind == .reward ? "\($0.habitName): \($0.detail)" : $0.habitName }.joined(separator: "\n"))
        }
        if habits.count == 1 {
            return ("🎉 \(first.habitName): " + achievements.map(\.what).joined(separator: " · "),
                    achievements.map(\.detail).joined(separator: "\n"))
        }
        return ("🎉 " + trn("%s celebration", "%s celebrations", achievements.count, achievements.count),
                achievements.map { "\(icon($0.kind)) \($0.title)" + ($0.kind == .reward ? ": \($0.detail)" : "") }.joined(separator: "\n"))
    }

    static func icon(_ kind: Achievement.Kind) -> String { kind.icon }
}
