import HabitCore

/// What the achievement check compares: a habit's completions and skips in the read window.
struct LogFingerprint: Equatable {
    let tallies: [CivilDate: DayTally]
    let skips: Set<CivilDate>
    init(_ log: HabitLog) {
        tallies = log.tallies
        skips = log.skips
    }
}
